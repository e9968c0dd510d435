import { PageTitle } from '@/components';
import { paths } from '@/config/paths';
import { RoutedTabs } from './routed-tabs';

const tabs = [
  { value: 'regions', label: 'Regions' },
  { value: 'planner', label: 'Planner' },
  { value: 'search', label: 'Search' },
  { value: 'achievements', label: 'Achievements' },
] as const;

export function Component() {
  return (
    <>
      <PageTitle>Launch</PageTitle>
      <RoutedTabs base={paths.launch.path} tabs={tabs} label="Launch menu" />
    </>
  );
}
