import { PageTitle } from '@/components';
import { paths } from '@/config/paths';
import { tabsOf } from '@/config/routes';
import { RoutedTabs } from './routed-tabs';

const tabs = tabsOf('settings');

export function Component() {
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <RoutedTabs base={paths.settings.path} tabs={tabs} label="Settings sections" />
    </>
  );
}
