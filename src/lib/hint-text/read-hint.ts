import {
  BAIT_LABELS,
  BAITS,
  FISHING_HOLE_LABELS,
  FISHING_HOLES,
  type Bait,
  type FishingHole,
  type TimeOfDay,
} from '@/lib/catalog/catalog-enums';

/**
 * The game's hint on a fish bit (`/v2/achievements` Item bit `text`):
 * `Found in the waters of Ascalon.<br>Fishing Hole: Lake Fish<br>Favored Bait: Fish Eggs<br>Time of Day: Dusk/Dawn`.
 * Every value keeps the game's own words (`text`); the catalog's value is set only where the
 * words are known, so nothing the game says is dropped (docs/DATA.md "Reading the sources").
 */
export interface ReadHint {
  /** The lines before the labelled ones ("Found in the waters of …"), joined by a space. */
  location: string;
  /** Each hole named, in order; an empty list when the hint has no hole line. */
  holes: HintHole[];
  bait?: { text: string; bait?: Bait };
  time?: HintTime;
  /** Labelled lines beyond hole, bait and time, kept as the game wrote them. */
  other: string[];
}

export interface HintHole {
  text: string;
  /** The catalog's hole, when the game's words name one ("Lake Fish", "Open Water"). */
  hole?: FishingHole;
  /** Marked "(Higher Chance)" or "(Commonly Spotted)". */
  higherChance: boolean;
}

export type PhaseTime = Exclude<TimeOfDay, 'ANY'>;

export interface HintTime {
  text: string;
  /** When it bites; unset when a word is unknown. */
  timeOfDay?: TimeOfDay;
  /** The time marked "(Higher Chance)" (or after "Any (Low Chance)"); null where none. */
  higherChanceTime: PhaseTime | null;
}

const LINE_BREAK = /<br\s*\/?>/i;
const LABELLED = /^([^:]{1,40}):\s*(.*)$/;
/** The game's English labels; in other languages the last three lines are read by position. */
const LABELS = { 'fishing hole': 'holes', 'favored bait': 'bait', 'time of day': 'time' } as const;
export type HintField = (typeof LABELS)[keyof typeof LABELS];
const BY_POSITION: readonly HintField[] = ['holes', 'bait', 'time'];
const labelOf = (line: string) => (LABELLED.exec(line)?.[1] ?? '').trim().toLowerCase();

/** A hint cut into lines: the location's, then the labelled ones ("Label: value"). */
export interface HintLines {
  location: string[];
  labelled: { line: string; value: string; field?: HintField }[];
}

/** Cuts a hint into its lines and names each labelled line's field (by label or position). */
export function hintLines(text: string): HintLines {
  const lines = text
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter(Boolean);
  const firstLabelled = lines.findIndex((line) => LABELLED.test(line));
  const location = firstLabelled === -1 ? lines : lines.slice(0, firstLabelled);
  const labelled = firstLabelled === -1 ? [] : lines.slice(firstLabelled);
  const fields = labelled.map((line) => LABELS[labelOf(line) as keyof typeof LABELS]);
  // Labels in another language: the last three lines are hole, bait and time.
  const byPosition = fields.every((field) => field === undefined);
  return {
    location,
    labelled: labelled.map((line, i) => {
      const field = byPosition
        ? BY_POSITION[i - (labelled.length - BY_POSITION.length)]
        : fields[i];
      return { line, value: LABELLED.exec(line)?.[2] ?? '', ...(field && { field }) };
    }),
  };
}

/** Reads a fish bit's hint text. Never throws: unknown words stay as text. */
export function readHint(text: string): ReadHint {
  const { location, labelled } = hintLines(text);
  const hint: ReadHint = { location: location.join(' '), holes: [], other: [] };
  for (const { line, value, field } of labelled) {
    if (field === 'holes') hint.holes = readHoles(value);
    else if (field === 'bait') hint.bait = readBait(value);
    else if (field === 'time') hint.time = readHintTime(value);
    else hint.other.push(line);
  }
  return hint;
}

const MARK = /\s*\((higher chance|commonly spotted)\)\s*$/i;

const HOLE_WORDS = new Map<string, FishingHole>([
  ['any', 'ANY'],
  ['none', 'NONE'],
  ['open water', 'NONE'],
  ...FISHING_HOLES.filter((hole) => hole !== 'ANY' && hole !== 'NONE').map(
    (hole) => [`${FISHING_HOLE_LABELS[hole].toLowerCase()} fish`, hole] as const,
  ),
]);

/** "Any, Open Water, Dream Fish (Higher Chance)"; "Freshwater / Brackish Water" is two words. */
export const holeWords = (value: string) =>
  value
    .split(/,|\s\/\s/)
    .map((word) => word.trim())
    .filter(Boolean);

export function readHoles(value: string): HintHole[] {
  return holeWords(value).map((word) => {
    const hole = HOLE_WORDS.get(word.replace(MARK, '').toLowerCase());
    return { text: word, higherChance: MARK.test(word), ...(hole && { hole }) };
  });
}

/** "Fish Eggs", "Leeches", "Sparkfly Larvae": the game's plural against the catalog's label. */
const baitWord = (word: string) =>
  word
    .trim()
    .toLowerCase()
    .replace(/(es|s|e)$/, '');
const BAIT_WORDS = new Map<string, Bait>(BAITS.map((bait) => [baitWord(BAIT_LABELS[bait]), bait]));

export function readBait(value: string): NonNullable<ReadHint['bait']> {
  const bait = BAIT_WORDS.get(baitWord(value));
  return { text: value, ...(bait && { bait }) };
}

const TIME_WORDS: Readonly<Record<string, TimeOfDay>> = {
  any: 'ANY',
  daytime: 'DAY',
  day: 'DAY',
  nighttime: 'NIGHT',
  night: 'NIGHT',
  'dusk/dawn': 'TWILIGHT',
};

/** "Any, Night (Higher Chance)" → its words, marks kept. */
export const timeWords = (value: string) => value.split(',').map((word) => word.trim());

/** One English time word ("Nighttime", "Night (Higher Chance)") → its time; unknown: undefined. */
export const timeOfWord = (word: string): TimeOfDay | undefined =>
  TIME_WORDS[
    word
      .toLowerCase()
      .replace(/\((higher|low) chance\)$/, '')
      .trim()
  ];

/**
 * "Any", "Daytime", "Any, Night (Higher Chance)", "Dusk/Dawn, Day (Higher Chance)", "Any (Low
 * Chance), Dusk/Dawn", "Night (Higher Chance)". A higher chance at one time implies a lower one at
 * the others, so a lone "X (Higher Chance)" reads as Any, more often at X.
 */
export function readHintTime(value: string): HintTime {
  let timeOfDay: TimeOfDay | undefined;
  let higherChanceTime: PhaseTime | null = null;
  let lowChanceAny = false;
  for (const part of timeWords(value).map((word) => word.toLowerCase())) {
    const higher = part.endsWith('(higher chance)');
    const low = part.endsWith('(low chance)');
    const word = timeOfWord(part);
    if (word === undefined || (higher && word === 'ANY')) return { text: value, higherChanceTime };
    if (higher) higherChanceTime = word as PhaseTime;
    else if (low && word === 'ANY') lowChanceAny = true;
    else if (lowChanceAny && word !== 'ANY') higherChanceTime = word;
    else timeOfDay = word;
  }
  return { text: value, timeOfDay: lowChanceAny ? 'ANY' : (timeOfDay ?? 'ANY'), higherChanceTime };
}

/** The catalog's holes of a hint: those it names (unknown words are left to `holes[].text`). */
export const knownHoles = (hint: ReadHint) => [
  ...new Set(hint.holes.flatMap(({ hole }) => (hole ? [hole] : []))),
];

/** The higher-chance holes the catalog can name. */
export const knownHigherChanceHoles = (hint: ReadHint) => [
  ...new Set(hint.holes.flatMap(({ hole, higherChance }) => (hole && higherChance ? [hole] : []))),
];
