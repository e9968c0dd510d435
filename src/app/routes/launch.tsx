import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components';
import { paths } from '@/config/paths';
import { tabsOf, type LaunchTab } from '@/config/routes';
import { RoutedTabs } from './routed-tabs';

/** The tabs' names in the UI's language (the route table's labels are its English). */
const tabNames = {
  regions: msg`Regions`,
  planner: msg`Planner`,
  search: msg`Search`,
  achievements: msg`Achievements`,
} satisfies Record<LaunchTab, unknown>;

export function Component() {
  const { i18n, t } = useLingui();
  const tabs = tabsOf('launch').map((tab) => ({ ...tab, label: i18n._(tabNames[tab.value]) }));
  return (
    <>
      <PageTitle>{t`Launch`}</PageTitle>
      <RoutedTabs base={paths.launch.path} tabs={tabs} label={t`Launch menu`} />
    </>
  );
}
