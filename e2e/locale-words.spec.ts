// Issue 30: the German, French and Spanish pages carry no English UI text. Read from the build's
// prerendered files: a text the page shares with its English twin is English left behind, unless
// it is the game's words (English until the game's API has answered in that language: fish,
// regions, achievements, holes, baits) or a name every language writes alike. The clocks' phases
// and the times of day have our catalogs' words in every language, so they count as English.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BAIT_LABELS, FISHING_HOLE_LABELS } from '../src/lib/catalog/catalog-enums';
import { DAILY_ROTATION } from '../src/lib/dailies/rotation';
import { expect, test } from './fixtures';

const dist = process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist');
const OTHER_LOCALES = ['de', 'fr', 'es'] as const;

/** Names written alike in every language: the site, the game and its places, tools, languages. */
const PROPER_NAMES = [
  'Tyria Fishing Companion',
  'Guild Wars 2',
  'Tyria',
  'Cantha',
  'English',
  'Deutsch',
  'Français',
  'Español',
  // The Contact page's credits: the libraries' own names.
  'React Router',
  'React',
  'TanStack Query',
  'Mantine',
  'Zustand',
  'Zod',
  'Tabler Icons',
  'gw2e-chat-codes',
  'API',
  'Wiki',
  // The permission the game's key page names in English.
  'Progression',
  // The search help's example phrase: the game's English words, which search finds in every language.
  'dusk / dawn',
];
/** Words a language writes as English does. */
const SHARED_WORDS: Record<(typeof OTHER_LOCALES)[number], string[]> = {
  // "Metas": the players' word for the meta achievements in German and Spanish too (the tab's
  // short name, /launch/metas).
  de: ['Name', 'Version', 'November', 'FAQ', 'Session', 'Start', 'Metas'],
  fr: [
    'Guide',
    'Contact',
    'Description',
    'Notifications',
    'Navigation',
    'Sources',
    'Message',
    'Collections',
    'Version',
    'FAQ',
    'Session',
    'min',
  ],
  es: ['General', 'FAQ', 'min', 'Metas'],
};
/** Package and repository names, addresses, emails, dates and numbers. */
const NOT_WORDS = /\S*[/@.]\S*|\d+/g;

/** The data page's sources: package and repository names with their files, as they are. */
const sourceNames = [
  ...readFileSync(
    join(import.meta.dirname, '../src/features/help/catalog-sources.ts'),
    'utf8',
  ).matchAll(/source: '([^']+)'/g),
].map(([, name]) => name ?? '');

/** Every string of the bundled catalog's data: the game's words in English. */
function catalogStrings(dir = join(dist, 'assets')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return catalogStrings(path);
    if (!name.endsWith('.json')) return [];
    const strings: string[] = [];
    JSON.parse(readFileSync(path, 'utf8'), (_key, value: unknown) => {
      if (typeof value === 'string') strings.push(value);
      return value;
    });
    return strings;
  });
}

const gameWords = [
  ...catalogStrings(),
  ...Object.values(FISHING_HOLE_LABELS),
  ...Object.values(BAIT_LABELS),
  ...DAILY_ROTATION,
];
/** What a language may share with English, longest first ("Guild Wars 2 Wiki" before "Wiki"). */
const allowedIn = (locale: (typeof OTHER_LOCALES)[number]) =>
  [...new Set([...gameWords, ...sourceNames, ...PROPER_NAMES, ...SHARED_WORDS[locale]])]
    .filter((term) => term.trim().length > 0)
    .sort((a, b) => b.length - a.length)
    .map((term) => term.toLowerCase());

/** Whether a text still has an English word once the allowed ones are taken out. */
function englishLeft(text: string, allowed: readonly string[]): boolean {
  let rest = text.toLowerCase();
  for (const term of allowed) if (rest.includes(term)) rest = rest.split(term).join(' ');
  return /[a-z]{3,}/.test(rest.replace(NOT_WORDS, ' '));
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The texts a page shows and says: text between tags, labels, titles, alternative texts. */
function pageTexts(file: string): Set<string> {
  const html = readFileSync(file, 'utf8').replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '');
  const body = html.slice(html.indexOf('<body'));
  const texts = [
    ...body.split(/<[^>]+>/),
    ...[...body.matchAll(/(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map(
      ([, v]) => v ?? '',
    ),
  ];
  return new Set(
    texts.map((text) => decode(text).trim()).filter((text) => /[A-Za-z]{3,}/.test(text)),
  );
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return name === 'index.html' ? [path] : [];
  });
}

for (const locale of OTHER_LOCALES) {
  test(`${locale} pages show no English text but the game's words and names`, () => {
    const files = pageFiles(join(dist, locale));
    expect(files.length).toBeGreaterThanOrEqual(51);
    const allowed = allowedIn(locale);
    const leaks: string[] = [];
    for (const file of files) {
      const twin = pageTexts(join(dist, relative(join(dist, locale), file)));
      for (const text of pageTexts(file)) {
        if (twin.has(text) && englishLeft(text, allowed))
          leaks.push(`${relative(dist, file)}: ${text}`);
      }
    }
    expect(leaks).toEqual([]);
  });
}
