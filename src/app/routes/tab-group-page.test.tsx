import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTable, tabsOf, type TabGroup } from '@/config/routes';
import { renderInLanguage } from '@/testing/render-in-language';
import { TabGroupPage } from './tab-group-page';

async function renderGroup(group: TabGroup, path: string, locale: 'en' | 'de' = 'en') {
  const router = createMemoryRouter(
    [
      {
        path: pageTable[group].path,
        element: <TabGroupPage group={group} />,
        children: tabsOf(group).map((tab) => ({ path: tab.value, element: <p>{tab.id}</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  await renderInLanguage(locale, <RouterProvider router={router} />);
}

const tabNames = () =>
  within(screen.getByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('TabGroupPage', () => {
  it('shows the launch tabs of the route table, in its order, with the routed tab selected', async () => {
    await renderGroup('launch', '/launch/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Launch' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Launch menu' })).toBeInTheDocument();
    expect(tabNames()).toEqual([
      'Regions',
      'Planner',
      'Session',
      'Search',
      'Achievements',
      'Metas',
    ]);
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('launch-search');
  });

  it('names the settings page and its tabs in the page language', async () => {
    await renderGroup('settings', '/settings/notifications', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Bereiche der Einstellungen' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Allgemein', 'Benachrichtigungen']);
    expect(screen.getByRole('tab', { name: 'Benachrichtigungen' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });
});
