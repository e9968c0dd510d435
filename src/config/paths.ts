/** Every route of the app and its href builder, in one place (spec §2 route table). */

export const launchTabs = ['regions', 'planner', 'search', 'achievements'] as const;
export type LaunchTab = (typeof launchTabs)[number];

export const settingsTabs = ['general', 'notifications'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export const guidePages = [
  'intro',
  'region-selection',
  'regional-fishing',
  'fishing-filters',
  'filter-counts',
  'region-help',
  'planner',
  'pinned-regions',
  'api-keys',
  'local-storage',
] as const;
export type GuidePage = (typeof guidePages)[number];

export const paths = {
  home: { path: '/', href: () => '/' },
  launch: {
    path: '/launch',
    href: (tab: LaunchTab = 'regions') => `/launch/${tab}`,
  },
  planner: {
    href: (query?: Record<string, string>) =>
      query ? `/launch/planner?${new URLSearchParams(query).toString()}` : '/launch/planner',
  },
  search: {
    href: (query?: string) =>
      query ? `/launch/search?${new URLSearchParams({ query }).toString()}` : '/launch/search',
  },
  region: {
    path: '/region/:name',
    list: '/region',
    href: (name: string) => `/region/${encodeURIComponent(name)}`,
  },
  achievement: {
    path: '/achievement/:name',
    list: '/achievement',
    href: (name: string) => `/achievement/${encodeURIComponent(name)}`,
  },
  settings: {
    path: '/settings',
    href: (tab: SettingsTab = 'general') => `/settings/${tab}`,
  },
  help: { path: '/help', href: () => '/help' },
  guide: {
    path: '/help/guide',
    href: (page: GuidePage = 'intro') => `/help/guide/${page}`,
  },
  faq: { path: '/help/faq', href: () => '/help/faq' },
  legal: { path: '/help/legal', href: () => '/help/legal' },
  contact: { path: '/help/contact', href: () => '/help/contact' },
  feedback: { path: '/help/feedback', href: () => '/help/feedback' },
} as const;

export function isGuidePage(page: string | undefined): page is GuidePage {
  return (guidePages as readonly string[]).includes(page ?? '');
}
