import { Tabs } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';

/** Tabs whose selection is the URL's child segment; the routed child renders in the active panel. */
export function RoutedTabs({
  base,
  tabs,
  label,
}: {
  base: string;
  tabs: readonly { value: string; label: string }[];
  label: string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = pathname.slice(base.length + 1).split('/')[0] ?? '';
  return (
    <Tabs value={active} onChange={(value) => value && navigate(`${base}/${value}`)} keepMounted>
      <Tabs.List aria-label={label} mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.value === active ? <Outlet /> : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
