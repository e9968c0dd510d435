import { PageTitle } from '@/components';
import { paths } from '@/config/paths';
import { tabsOf } from '@/config/routes';
import { RoutedTabs } from './routed-tabs';

const tabs = tabsOf('launch');

export function Component() {
  return (
    <>
      <PageTitle>Launch</PageTitle>
      <RoutedTabs base={paths.launch.path} tabs={tabs} label="Launch menu" />
    </>
  );
}
