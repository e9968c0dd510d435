import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/page-title';
import { pageTable, tabsOf, type TabGroup, type TabValue } from '@/config/routes';
import { RoutedTabs } from './routed-tabs';

interface GroupWords<Tab extends string> {
  /** The page's title. */
  title: MessageDescriptor;
  /** What the tab bar is, for assistive technology. */
  tabList: MessageDescriptor;
  /** Each tab's name (the route table lists the tabs; their names are here). */
  tabs: Record<Tab, MessageDescriptor>;
}

/** Each tab group's words in the UI's language. */
const groupWords: { [Group in TabGroup]: GroupWords<TabValue<Group>> } = {
  launch: {
    title: msg`Launch`,
    tabList: msg`Launch menu`,
    tabs: {
      regions: msg`Regions`,
      planner: msg`Planner`,
      session: msg`Session`,
      search: msg`Search`,
      achievements: msg`Achievements`,
      metas: msg`Metas`,
    },
  },
  settings: {
    title: msg`Settings`,
    tabList: msg`Settings sections`,
    tabs: { general: msg`General`, notifications: msg`Notifications` },
  },
};

/**
 * A tab group's page (`/launch`, `/settings`): its title, then its tabs from the route table, in
 * the table's order, with the routed tab in the panel (docs/routes.md "The shell").
 */
export function TabGroupPage({ group }: { group: TabGroup }) {
  const { i18n } = useLingui();
  const words: GroupWords<string> = groupWords[group];
  const tabs = tabsOf(group).map((tab) => ({ ...tab, label: i18n._(words.tabs[tab.value]!) }));
  return (
    <>
      <PageTitle>{i18n._(words.title)}</PageTitle>
      <RoutedTabs base={pageTable[group].path} tabs={tabs} label={i18n._(words.tabList)} />
    </>
  );
}
