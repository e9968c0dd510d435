// Reads what each independent source of shared/data/fish-crosscheck.json says about a fish into
// one comparable shape. Sources spell holes and times differently; the rules are in docs/DATA.md.
import type { Bait, TimeOfDay } from '../../../src/lib/catalog/catalog-enums.ts';
import { BAITS } from '../../../src/lib/catalog/catalog-enums.ts';
import { readHintTime } from '../../../src/lib/hint-text/read-hint.ts';

/** The five sources: E FishingBuddy, G the game's hint text, O Angler Associate, T Gw2Fish, H fishing-companion. */
export const SOURCE_IDS = ['E', 'G', 'O', 'T', 'H'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** One source's record of a fish, as the cross-check file gives it. */
export interface SourceRecord {
  time?: string;
  higherChance?: string | null;
  bait?: string;
  hole?: string;
  fishingPower?: string | null;
}

export interface CrosscheckFish {
  itemId: number;
  name: string | null;
  sources: Partial<Record<SourceId, SourceRecord>>;
}

/** What one source says, normalised; an attribute the source does not give is left out. */
export interface SourceFacts {
  time?: TimeOfDay;
  /** Only sources that can say it (G, O) give a higher-chance time; null means none. */
  higherChanceTime?: TimeOfDay | null;
  bait?: Bait;
  /** Comparison keys of the holes (see `holeKey`), sorted. */
  holes?: string[];
  /** Only the game's hint text marks higher-chance holes. */
  higherChanceHoles?: string[];
  /** Every fishing power the source gives (O lists two for fish of two maps). */
  fishingPower?: number[];
}

const PLAIN_TIMES: Readonly<Record<string, TimeOfDay>> = {
  ANY: 'ANY',
  DAY: 'DAY',
  NIGHT: 'NIGHT',
  TWILIGHT: 'TWILIGHT',
};

/**
 * The game's hint text ("Any, Night (Higher Chance)", "Any (Low Chance), Dusk/Dawn"…), read by the
 * app's own hint reader (src/lib/hint-text, rules in docs/DATA.md); an unknown word fails the run.
 */
export function parseHintTime(text: string): {
  time: TimeOfDay;
  higherChanceTime: TimeOfDay | null;
} {
  const { timeOfDay, higherChanceTime } = readHintTime(text);
  if (timeOfDay === undefined) throw new Error(`Unknown hint time "${text}".`);
  return { time: timeOfDay, higherChanceTime };
}

/**
 * Comparison key of a hole word, whatever the source's spelling ("Lake Fish", "LakeFish",
 * "Offshore fish"). Janthir and Castora holes are compared by water kind, because the sources
 * name them by water kind ("Freshwater / Brackish Water", "SaltwaterFish") where the catalog
 * keeps the game's hole names (Lowland Brackish Fish, Saltwater Tropical Fish, …).
 */
const HOLE_WORDS: Readonly<Record<string, string>> = {
  any: 'ANY',
  none: 'NONE',
  openwater: 'NONE',
  boreal: 'BOREAL',
  cavern: 'CAVERN',
  channel: 'CHANNEL',
  coastal: 'COASTAL',
  desert: 'DESERT',
  freshwater: 'FRESHWATER',
  grotto: 'GROTTO',
  lake: 'LAKE',
  noxiouswater: 'NOXIOUS',
  offshore: 'OFFSHORE',
  quarry: 'QUARRY',
  river: 'RIVER',
  saltwater: 'SALTWATER',
  shore: 'SHORE',
  volcanic: 'VOLCANIC',
  fracturedlake: 'FRAC_LAKE',
  fracturedfreshwater: 'FRAC_FRESHWATER',
  fractureddesert: 'FRAC_DESERT',
  fracturedchannel: 'FRAC_CHANNEL',
  astral: 'ASTRAL',
  spire: 'SPIRE',
  dream: 'DREAM',
  nayosian: 'NAYOSIAN',
  barrensfreshwater: 'BARRENS_FRESHWATER',
  'bloodstone-infusedpond': 'BLOODSTONE_POND',
  brackishwater: 'BRACKISH',
  brackishjanthir: 'BRACKISH',
};

/** O's tags that are not holes: "RareFish" marks a rare catch, "DeepFishingHole" a hole's depth. */
const NOT_HOLES = new Set(['rare', 'deepfishinghole']);

function holeWord(word: string): string | undefined {
  const key = word.toLowerCase().replace(/\s+/g, '').replace(/fish$/, '');
  if (NOT_HOLES.has(key)) return undefined;
  const hole = HOLE_WORDS[key];
  if (hole === undefined) throw new Error(`Unknown hole word "${word}".`);
  return hole;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Holes of G, T and E: comma-separated, "+OpenWater" (E), "(Higher Chance)" / "(Commonly Spotted)" (G). */
export function parseHoleText(text: string): { holes: string[]; higherChanceHoles: string[] } {
  const holes: string[] = [];
  const higher: string[] = [];
  const words = text
    .replace(/\s*\+OpenWater$/, ', Open Water')
    .split(/,|\s\/\s/)
    .map((word) => word.trim())
    .filter(Boolean);
  for (const word of words) {
    const marked = /\((Higher Chance|Commonly Spotted)\)$/.test(word);
    const hole = holeWord(word.replace(/\((Higher Chance|Commonly Spotted)\)$/, '').trim());
    if (hole === undefined) continue;
    holes.push(hole);
    if (marked) higher.push(hole);
  }
  return { holes: sorted(holes), higherChanceHoles: sorted(higher) };
}

/** O joins holes with "/" ("Any/OpenWater/DreamFish") and has no higher-chance marks. */
const parseSlashedHoles = (text: string) =>
  sorted(text.split('/').flatMap((word) => holeWord(word) ?? []));

function parseBait(value: string | undefined): Bait | undefined {
  if (value === undefined) return undefined;
  if (!(BAITS as readonly string[]).includes(value)) throw new Error(`Unknown bait "${value}".`);
  return value as Bait;
}

/** "550", "550, 500" (O) or "300-450" (H: a range over the fish's holes; its low end). */
function parsePower(value: string | null | undefined): number[] | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  return value.split(',').map((part) => Number.parseInt(part.trim(), 10));
}

/** Normalises one source's record of a fish. */
export function sourceFacts(source: SourceId, record: SourceRecord): SourceFacts {
  const facts: SourceFacts = { bait: parseBait(record.bait) };
  if (source === 'G') {
    if (record.time) Object.assign(facts, parseHintTime(record.time));
    if (record.hole) Object.assign(facts, parseHoleText(record.hole));
    return facts;
  }
  if (record.time) facts.time = PLAIN_TIMES[record.time];
  if (source === 'O') {
    facts.higherChanceTime = record.higherChance
      ? (PLAIN_TIMES[record.higherChance] ?? null)
      : null;
    if (record.hole) facts.holes = parseSlashedHoles(record.hole);
  } else if (record.hole && source !== 'H') {
    // H does not vote on holes: it leaves the hole blank for "open water or any" and never marks
    // open water beside a hole, so its holes cannot be told apart from a partial list.
    facts.holes = parseHoleText(record.hole).holes;
  }
  facts.fishingPower = parsePower(record.fishingPower);
  return facts;
}
