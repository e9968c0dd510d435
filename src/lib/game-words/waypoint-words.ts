import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FISHING_HOLE_LABELS, type FishingHole } from '@/lib/catalog/catalog-enums';
import { holeLabel } from './game-word-labels';
import type { GameWordsLookup } from './lookup';

/** A recommended waypoint's notes as a page shows them. */
export interface WaypointWords {
  /** The map it is on, as the game names it in the page's language where known. */
  map: string;
  /** Its purpose or the fishing areas near it. */
  title: string;
  /** "Areas: …; Holes: …" and a remark. */
  details: string;
}

/** "Coastal Fish" → COASTAL: the catalog's notes name holes by the game's English hole names. */
const HOLE_BY_NAME = new Map(
  Object.entries(FISHING_HOLE_LABELS).map(([hole, label]) => [
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the catalog's English, read
    `${label} Fish`,
    hole as FishingHole,
  ]),
);

/** The catalog's group for a waypoint whose map no source confirms (docs/catalog.md). */

export const UNCONFIRMED_MAP = 'Unconfirmed map';

/** A waypoint group's map in the page's language: the game's name, or our words for "unconfirmed". */
export const mapWords = (words: GameWordsLookup, i18n: I18n, map: string): string =>
  map === UNCONFIRMED_MAP ? i18n._(msg`Unconfirmed map`) : words.mapName(map);

const AREAS_AND_HOLES = /^(?:Areas: (.+?); )?Holes: (.+?)(?:\. (.+))?$/;

/**
 * A waypoint's notes in the page's language (issue 60): the map's name the game's, the hole names
 * the game's (or our catalogs' until it answers), the labels and the route words ours. What has
 * no source in the language stays as the catalog writes it: area names and free remarks
 * ("Take Raptor Taxi"). The map repeated in brackets at a title's end is left out: the map is
 * named beside it. English pages show the catalog's notes as they are.
 */
export function waypointWords(
  words: GameWordsLookup,
  i18n: I18n,
  english: boolean,
  map: string,
  link: { title: string; details: string },
): WaypointWords {
  const title = link.title.endsWith(` (${map})`)
    ? link.title.slice(0, -` (${map})`.length)
    : link.title;
  if (english) return { map, title, details: link.details };
  return {
    map: mapWords(words, i18n, map),
    title: titleWords(words, i18n, title),
    details: detailWords(words, i18n, link.details),
  };
}

const holeIn = (words: GameWordsLookup, name: string) => {
  const hole = HOLE_BY_NAME.get(name);
  return hole ? holeLabel(words, hole) : undefined;
};

/** The holes' English labels, longest first ("Lowland Shore" before "Shore"); "Any" is no hole. */
const HOLE_LABELS = Object.entries(FISHING_HOLE_LABELS)
  .filter(([hole]) => hole !== 'ANY')
  .sort(([, a], [, b]) => b.length - a.length) as [FishingHole, string][];

/** The holes a title names ("Offshore and Shore Fish routes": OFFSHORE, SHORE), in its order. */
function holesNamed(title: string): FishingHole[] {
  let rest = title;
  const found: { at: number; hole: FishingHole }[] = [];
  for (const [hole, label] of HOLE_LABELS) {
    const at = new RegExp(`\\b${label}\\b`).exec(rest)?.index;
    if (at === undefined) continue;
    found.push({ at, hole });
    rest = rest.slice(0, at) + ' '.repeat(label.length) + rest.slice(at + label.length);
  }
  return found.sort((a, b) => a.at - b.at).map(({ hole }) => hole);
}

/** "Open-water fish", "some saltwater fish": the hole's name written as the other titles do. */
const asHoleFish = (title: string) =>
  title
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the catalog's English, read
    .replace(/\bOpen-water fish\b/i, 'Open Water Fish')
    .replace(
      /\b([a-z]+) fish\b/g,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the catalog's English, read
      (_, hole: string) => `${hole[0]!.toUpperCase()}${hole.slice(1)} Fish`,
    );

const NEAREST_TO_AREAS = /^Nearest waypoint to all three fishing areas \((.+)\)$/;

/**
 * A title that speaks of fish ("Coastal Fish route, alternative start") as its holes' words, and
 * "route" or "benchmark route" where it says so; its other words (which start, which way to head)
 * have no source in the language and are left out. A route named by its map ("Janthir Syntri
 * route") names the map in the language. A title without fish or a route is a place's name: kept.
 */
function titleWords(words: GameWordsLookup, i18n: I18n, title: string): string {
  const nearest = NEAREST_TO_AREAS.exec(title)?.[1];
  if (nearest) {
    const areas = nearest;
    return i18n._(msg`Nearest waypoint to the three fishing areas (${areas})`);
  }
  const said = asHoleFish(title);
  const holes = /\bFish\b/.test(said) ? holesNamed(said) : [];
  const benchmark = /\bbenchmark\b/.test(said);
  const route = /\broutes?\b/.test(said);
  if (holes.length === 0) {
    if (benchmark) return i18n._(msg`Benchmark route`);
    // Its holes in brackets are the waypoint's details' too.
    const map = /^(.+?) routes?(?: \(.+\))?$/.exec(said)?.[1];
    if (!map) return title;
    const routeHole = words.mapName(map);
    return i18n._(msg`${routeHole} route`);
  }
  const named = holes.map((hole) => holeLabel(words, hole)).join(', ');
  if (benchmark) {
    const benchmarkHole = named;
    return i18n._(msg`${benchmarkHole} benchmark route`);
  }
  if (route) {
    const routeHole = named;
    return i18n._(msg`${routeHole} route`);
  }
  return named;
}

function detailWords(words: GameWordsLookup, i18n: I18n, details: string): string {
  const parts = AREAS_AND_HOLES.exec(details);
  if (!parts) return details;
  const [, areas, holeNames = '', remark] = parts;
  const holes = holeNames
    .split(', ')
    .map((name) => holeIn(words, name) ?? name)
    .join(', ');
  const line = areas ? i18n._(msg`Areas: ${areas}; holes: ${holes}`) : i18n._(msg`Holes: ${holes}`);
  return remark ? `${line}. ${remark}` : line;
}
