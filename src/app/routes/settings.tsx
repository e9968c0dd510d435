import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components';
import { paths } from '@/config/paths';
import { tabsOf, type SettingsTab } from '@/config/routes';
import { RoutedTabs } from './routed-tabs';

/** The tabs' names in the UI's language (the route table's labels are its English). */
const tabNames = {
  general: msg`General`,
  notifications: msg`Notifications`,
} satisfies Record<SettingsTab, unknown>;

export function Component() {
  const { i18n, t } = useLingui();
  const tabs = tabsOf('settings').map((tab) => ({ ...tab, label: i18n._(tabNames[tab.value]) }));
  return (
    <>
      <PageTitle>{t`Settings`}</PageTitle>
      <RoutedTabs base={paths.settings.path} tabs={tabs} label={t`Settings sections`} />
    </>
  );
}
