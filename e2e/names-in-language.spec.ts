// Issue 60 item 2: every name in the page's language from the first paint, German and French.
// The served HTML (no code run) carries the game's names from the build's copy
// (scripts/data/sources/game-names-de-fr.json) and our catalogs' region and hole words; with the
// game's API unreachable, no English name of the catalog is left on the main pages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { prerenderedPaths } from '../src/config/routes';
import { BAIT_LABELS, FISHING_HOLE_LABELS } from '../src/lib/catalog/catalog-enums';
import { otherAchievementIndex, regionIndex } from '../src/lib/catalog/catalog-index';
import { DAILY_ROTATION } from '../src/lib/dailies/rotation';
import { mapIds } from '../scripts/data/map-ids';
import { emptyStorageOnEachLoad, expect, test } from './fixtures';
import { dist } from './prerendered';

const LOCALES = ['de', 'fr'] as const;
type Language = (typeof LOCALES)[number];

/** The game's names of the build's copy, by item, achievement and map id. */
const copy = JSON.parse(
  readFileSync(join(import.meta.dirname, '../scripts/data/sources/game-names-de-fr.json'), 'utf8'),
) as Record<Language, Record<'items' | 'achievements' | 'maps', Record<string, string>>>;

/** What the served HTML of each page must carry, in each language (the game's names and ours). */
const served: Record<string, Record<Language, string[]>> = {
  '/region/Krytan': {
    // A fish (Krytan Crawfish), a bait (Fish Egg), the collection, a map (Queensdale, Lion's Arch).
    de: ['Krytanischer Krebs', 'Fisch-Ei', 'Kryta-Fischer', 'Königintal', 'Löwenstein', 'Kryta'],
    fr: [
      'Écrevisse de Kryte',
      'Œuf de poisson',
      'Pêcheur de Kryte',
      'La Vallée de la reine',
      "L'Arche du Lion",
      'Kryte',
    ],
  },
  '/launch/regions': {
    // Region names (ours), collection names and the daily box (the game's).
    de: ['Zittergipfel', 'Zittergipfel-Fischer', 'Täglicher Kryta-Fischer', 'Provinz Seitung'],
    fr: [
      'Cimefroides',
      'Pêcheur des Cimefroides',
      'Pêcheur quotidien de Kryte',
      'Province de Seitung',
    ],
  },
  '/launch/planner': {
    // What to bring needs no time, so it is served: bait (Shrimpling, Fish Egg) and their fish;
    // in what bites now's place, the places it looks in: regions (ours), collections and maps.
    de: [
      'Krevette',
      'Schwarzer Feuerfisch',
      'Fisch-Ei',
      'Königinnen-Umber',
      'Kristallwüste',
      'Zittergipfel-Fischer',
      'Löwenstein',
      'Eisklamm-Sund',
    ],
    fr: [
      'Jeune crevette',
      'Poisson-lion',
      'Œuf de poisson',
      'Poisson-reine',
      'Désert de Cristal',
      'Pêcheur des Cimefroides',
      "L'Arche du Lion",
      'Détroit des gorges glacées',
    ],
  },
  '/launch/session': {
    // The route's fish and baits depend on the moment: in its place, the places it can go to
    // (docs/languages.md "Every word in the page's language").
    de: ['Kristallwüste', 'Zittergipfel-Fischer', 'Löwenstein', 'Königintal', 'Provinz Seitung'],
    fr: [
      'Désert de Cristal',
      'Pêcheur des Cimefroides',
      "L'Arche du Lion",
      'La Vallée de la reine',
      'Province de Seitung',
    ],
  },
};

/** Every English name of the catalog a German or French page could show. */
function englishNames(): string[] {
  const names = new Set<string>([
    ...Object.values(FISHING_HOLE_LABELS).flatMap((label) => [label, `${label} Fish`]),
    ...Object.values(BAIT_LABELS),
    ...DAILY_ROTATION,
    ...Object.keys(mapIds),
    ...otherAchievementIndex.map((entry) => entry.name),
    ...waypointTitles(),
    ...regionIndex.flatMap((entry) => [
      entry.displayName,
      entry.achievementName,
      `Avid ${entry.achievementName}`,
    ]),
  ]);
  const regions = join(dist, 'assets/Regions');
  for (const key of readdirSync(regions)) {
    const extensions = JSON.parse(
      readFileSync(join(regions, key, `${key}.ItemExtensions.json`), 'utf8'),
    ) as Record<string, { name: string }>;
    for (const { name } of Object.values(extensions)) names.add(name);
  }
  return [...names].filter((name) => name.length > 2);
}

/** Every recommended waypoint of the catalog (regions and achievements), as the files write it. */
function waypointLinks(): { name: string | null; title: string }[] {
  const files = [
    ...readdirSync(join(dist, 'assets/Regions')).map((key) =>
      join(dist, 'assets/Regions', key, `${key}.Region.json`),
    ),
    ...readdirSync(join(dist, 'assets/Achievements'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(dist, 'assets/Achievements', file)),
  ];
  return files.flatMap(
    (file) =>
      (
        JSON.parse(readFileSync(file, 'utf8')) as {
          recommendedWaypoints?: { links: { name: string | null; title: string }[] }[];
        }
      ).recommendedWaypoints?.flatMap((group) => group.links) ?? [],
  );
}

/**
 * Waypoint names (the game's, "Harvest Shore Waypoint"): no copy has them in another language, so
 * they stay as the catalog writes them; taken out of a text before it is searched.
 */
function waypointNames(): string[] {
  const names = waypointLinks().flatMap((link) => link.name ?? []);
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

/**
 * Waypoint titles in our English words ("Alternative for some saltwater fish", "Fishing benchmark
 * route"): worded in the page's language. A title that is a place's name stays.
 */
const waypointTitles = () =>
  waypointLinks()
    .map((link) => link.title)
    .filter((title) => /\b(fish|Fish|routes?|benchmark)\b|^Nearest waypoint/.test(title));

/** The English names the game (or our catalogs) write alike in the language. */
const SAME: Record<Language, string[]> = {
  de: ['Kryta', 'Ascalon', 'Janthir', 'Castora', 'Boreal', 'Astral'],
  fr: ['Ascalon', 'Janthir', 'Castora', 'Orr', 'Astral', 'Scorpion', 'Sardine'],
};

/** Names that are the game's in the language too: an item called alike in its copy. */
function sameInCopy(language: Language, english: readonly string[]): Set<string> {
  const localized = new Set([
    ...Object.values(copy[language].items),
    ...Object.values(copy[language].achievements),
    ...Object.values(copy[language].maps),
  ]);
  return new Set([...english.filter((name) => localized.has(name)), ...SAME[language]]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English names a text still shows (whole words, case as written), each with its context. */
function englishLeft(shown: string, names: readonly string[]): string[] {
  const text = waypoints.reduce((rest, waypoint) => rest.split(waypoint).join(' · '), shown);
  return names.flatMap((name) => {
    const found = new RegExp(`(^|[^\\p{L}-])${escape(name)}($|[^\\p{L}-])`, 'u').exec(text);
    if (!found) return [];
    const at = found.index;
    return [
      `${name} in “${text.slice(Math.max(0, at - 30), at + name.length + 30).replace(/\s+/g, ' ')}”`,
    ];
  });
}

const waypoints = waypointNames();

/** The 13 main pages of the route table (no region, achievement or guide page). */
const mainPages = prerenderedPaths({ regions: [], achievements: [] }).filter(
  (path) => !path.startsWith('/help/guide'),
);

/** What a page shows and says: its text, and its labels and titles. */
const pageText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[aria-label],[title],[placeholder]')).flatMap((el) =>
        ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );

test.describe('names in the page’s language', () => {
  test('the served HTML carries the German and French names before any code runs', async ({
    request,
  }) => {
    const english = englishNames();
    for (const [path, expected] of Object.entries(served))
      for (const language of LOCALES) {
        const response = await request.get(`/${language}${path}`);
        expect(response.ok(), path).toBe(true);
        const html = (await response.text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
        for (const name of expected[language]) expect(html, `${language}${path}`).toContain(name);
      }
    // What bites now and the session's route depend on the moment: they render once the code
    // runs; the places they cover are served. These pages and the regions tab name no catalog
    // thing in English.
    for (const path of ['/launch/planner', '/launch/session', '/launch/regions'])
      for (const language of LOCALES) {
        const html = await (await request.get(`/${language}${path}`)).text();
        const body = html
          .slice(html.indexOf('<body'))
          .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
          .replace(/<[^>]+>/g, '\n');
        const same = sameInCopy(language, english);
        const names = english.filter((name) => !same.has(name));
        expect(englishLeft(body, names), `${language}${path}`).toEqual([]);
      }
  });

  for (const language of LOCALES)
    test(`the ${language} main pages show no English name with the game's API unreachable`, async ({
      page,
      gw2Api,
    }) => {
      test.setTimeout(mainPages.length * 15_000);
      for (const endpoint of ['/v2/achievements/categories/317', '/v2/achievements', '/v2/items'])
        gw2Api.set(endpoint, (route) => route.abort('internetdisconnected'));
      await emptyStorageOnEachLoad(page);
      const english = englishNames();
      const same = sameInCopy(language, english);
      const names = english.filter((name) => !same.has(name));
      const leaks: string[] = [];
      let plannerText = '';
      for (const path of mainPages) {
        await page.goto(`/${language}${path === '/' ? '' : path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The planner and session show their fish once the catalog has loaded.
        if (path === '/launch/planner')
          await expect(page.getByRole('list', { name: /.+/ }).first()).toBeVisible();
        const text = await pageText(page);
        if (path === '/launch/planner') plannerText = text;
        for (const leak of englishLeft(text, names)) leaks.push(`${path}: ${leak}`);
      }
      expect(leaks).toEqual([]);
      // The planner shows the game's fish names of the language (from the bundle: no answer came).
      const gameFish = Object.values(copy[language].items);
      expect(gameFish.some((name) => plannerText.includes(name))).toBe(true);
    });
});
