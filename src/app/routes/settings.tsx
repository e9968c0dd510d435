import { PageTitle } from '@/components';
import { paths } from '@/config/paths';
import { RoutedTabs } from './routed-tabs';

const tabs = [
  { value: 'general', label: 'General' },
  { value: 'notifications', label: 'Notifications' },
] as const;

export function Component() {
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <RoutedTabs base={paths.settings.path} tabs={tabs} label="Settings sections" />
    </>
  );
}
