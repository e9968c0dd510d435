/**
 * The route table (spec §2), written once. Each entry is a page: `src/app/router.tsx` routes it
 * (its id is its route id, and its module is `src/app/routes/<id>.tsx`), the build prerenders its
 * addresses (`prerenderedPaths`), a tab appears in its group's tab bar (`tabsOf`), a pinnable page
 * can be pinned (`pinnablePaths`), and the service worker serves each prerendered address its own
 * HTML. Adding a page is one entry here and its route module.
 */
interface PageEntry {
  /** The page's address, as React Router matches it (`:name` a parameter, `*` anything else). */
  readonly path: string;
  /** A tab of a group's page: shown in the group's tab bar, routed under it. */
  readonly tab?: { readonly of: TabGroup };
  /** The values its parameter takes at build time, from the catalog: each is prerendered. */
  readonly params?: (catalog: Catalog) => readonly string[];
  /** The pin bar offers to pin it (spec §3 Pin). */
  readonly pinnable?: true;
}

/**
 * What the build enumerates a page's addresses from (`src/lib/catalog/catalog-index.ts`). Passed in, so
 * the pages that only read the table do not load the catalog index.
 */
export interface Catalog {
  regions: readonly { key: string }[];
  achievements: readonly { key: string }[];
}

/** The pages that show tabs: each redirects to its first tab, and unknown tabs redirect there. */
const tabGroups = ['launch', 'settings'] as const;
export type TabGroup = (typeof tabGroups)[number];

/** The User Guide's pages, in reading order (the values of `/help/guide/:page`). */
export const guidePages = [
  'intro',
  'region-selection',
  'regional-fishing',
  'fishing-filters',
  'filter-counts',
  'region-help',
  'planner',
  'session',
  'pinned-regions',
  'api-keys',
  'local-storage',
] as const;
export type GuidePage = (typeof guidePages)[number];

export const pageTable = {
  home: { path: '/' },
  launch: { path: '/launch' },
  'launch-regions': { path: '/launch/regions', tab: { of: 'launch' } },
  'launch-planner': { path: '/launch/planner', tab: { of: 'launch' } },
  'launch-session': { path: '/launch/session', tab: { of: 'launch' } },
  'launch-search': { path: '/launch/search', tab: { of: 'launch' } },
  'launch-achievements': { path: '/launch/achievements', tab: { of: 'launch' } },
  'launch-metas': { path: '/launch/metas', tab: { of: 'launch' } },
  region: {
    path: '/region/:name',
    params: (catalog) => catalog.regions.map((region) => region.key),
    pinnable: true,
  },
  achievement: {
    path: '/achievement/:name',
    params: (catalog) => catalog.achievements.map((achievement) => achievement.key),
    pinnable: true,
  },
  settings: { path: '/settings' },
  'settings-general': { path: '/settings/general', tab: { of: 'settings' } },
  'settings-notifications': { path: '/settings/notifications', tab: { of: 'settings' } },
  help: { path: '/help' },
  guide: { path: '/help/guide/:page', params: () => guidePages },
  faq: { path: '/help/faq' },
  legal: { path: '/help/legal' },
  contact: { path: '/help/contact' },
  feedback: { path: '/help/feedback' },
  data: { path: '/help/data' },
  'not-found': { path: '*' },
} as const satisfies Record<string, PageEntry>;

/** A page's id: its route id, and the file name of its route module in `src/app/routes/`. */
export type PageId = keyof typeof pageTable;

const table: Record<PageId, PageEntry> = pageTable;

/** Every page id, in the table's order. */
export const pageIds = Object.keys(pageTable) as PageId[];

export const isPageId = (id: string): id is PageId => Object.hasOwn(pageTable, id);

export const isTabGroup = (id: string): id is TabGroup =>
  (tabGroups as readonly string[]).includes(id);

/** The address `/region/Krytan` of a page and its parameter's value (encoded). */
export const pageHref = (id: PageId, param?: string) =>
  param === undefined ? table[id].path : table[id].path.replace(/:\w+/, encodeURIComponent(param));

/** The value of a group's tab: the last part of its address (`/launch/regions` → `regions`). */
export type TabValue<Group extends TabGroup> = {
  [Id in PageId]: (typeof pageTable)[Id] extends {
    tab: { of: Group };
    path: `/${Group}/${infer Value}`;
  }
    ? Value
    : never;
}[PageId];
export type LaunchTab = TabValue<'launch'>;
export type SettingsTab = TabValue<'settings'>;

/** A tab group's tabs, in the table's order: the page, and its value in the address. */
export function tabsOf<Group extends TabGroup>(group: Group) {
  return pageIds.flatMap((id) => {
    const { tab, path } = table[id];
    if (tab?.of !== group) return [];
    return [{ id, value: path.slice(path.lastIndexOf('/') + 1) as TabValue<Group> }];
  });
}

/** The tab a group's page shows first, and where its unknown tabs lead. */
export const firstTabOf = (group: TabGroup) => tabsOf(group)[0]!;

/** The group a tab belongs to, if the page is a tab. */
export const tabGroupOf = (id: PageId): TabGroup | undefined => table[id].tab?.of;

/**
 * The addresses a page is prerendered at: each value of its parameter, or its own address.
 * Not prerendered: a tab group's page (it redirects to its first tab) and the not-found page.
 */
export function prerenderedPathsOf(id: PageId, catalog: Catalog): string[] {
  const { path, params } = table[id];
  if (params) return params(catalog).map((value) => pageHref(id, value));
  if (isTabGroup(id) || /[:*]/.test(path)) return [];
  return [path];
}

/** Every address of the route table that shows a page (redirects excepted): each is prerendered. */
export const prerenderedPaths = (catalog: Catalog) =>
  pageIds.flatMap((id) => prerenderedPathsOf(id, catalog));

/** Whether the page (by route id) can be pinned. */
export const isPinnablePage = (id: string) => isPageId(id) && table[id].pinnable === true;

/** The address patterns of the pages a pin can point to. */
export const pinnablePaths = pageIds.filter((id) => table[id].pinnable).map((id) => table[id].path);

/** A page without a parameter: its address, and a link to it. */
const staticPage = <Id extends PageId>(id: Id) => {
  const { path } = pageTable[id];
  return { path, href: () => path };
};

const withQuery = (path: string, query: Record<string, string> | undefined) =>
  query ? `${path}?${new URLSearchParams(query).toString()}` : path;

/**
 * Href builders for links (re-exported by `paths.ts`, where the app imports them from). They sit
 * in this module so that the table and they load as one.
 */
export const paths = {
  home: staticPage('home'),
  launch: {
    path: pageTable.launch.path,
    href: (tab: LaunchTab = 'regions') => `${pageTable.launch.path}/${tab}`,
  },
  planner: {
    href: (query?: Record<string, string>) => withQuery(pageHref('launch-planner'), query),
  },
  search: {
    href: (query?: string) => withQuery(pageHref('launch-search'), query ? { query } : undefined),
  },
  region: {
    path: pageTable.region.path,
    list: '/region',
    href: (name: string) => pageHref('region', name),
  },
  achievement: {
    path: pageTable.achievement.path,
    list: '/achievement',
    href: (name: string) => pageHref('achievement', name),
  },
  settings: {
    path: pageTable.settings.path,
    href: (tab: SettingsTab = 'general') => `${pageTable.settings.path}/${tab}`,
  },
  help: staticPage('help'),
  guide: {
    path: '/help/guide',
    href: (page: GuidePage = 'intro') => pageHref('guide', page),
  },
  faq: staticPage('faq'),
  legal: staticPage('legal'),
  contact: staticPage('contact'),
  feedback: staticPage('feedback'),
  data: staticPage('data'),
} as const;

export function isGuidePage(page: string | undefined): page is GuidePage {
  return (guidePages as readonly string[]).includes(page ?? '');
}

/** Addresses that only lead to a page of the table (e.g. `/region` to the region list). */
export const redirects: readonly { from: string; to: string }[] = [
  { from: paths.region.list, to: pageHref('launch-regions') },
  { from: paths.achievement.list, to: pageHref('launch-achievements') },
  { from: paths.guide.path, to: pageHref('guide', 'intro') },
];
