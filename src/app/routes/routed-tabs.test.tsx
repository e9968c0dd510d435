import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RoutedTabs, tabAfterKey } from './routed-tabs';

describe('tabAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['ArrowDown', 1, undefined],
    ['Enter', 1, undefined],
  ])('%s from tab %i of 3 goes to %s', (key, current, expected) => {
    expect(tabAfterKey(key, current, 3)).toBe(expected);
  });
});

const tabs = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
] as const;

function renderTabs(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/group',
        element: <RoutedTabs base="/group" tabs={tabs} label="Sections" />,
        children: tabs.map((tab) => ({ path: tab.value, element: <p>{tab.label} page</p> })),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('RoutedTabs', () => {
  it('selects the address’s tab and labels its panel with it', () => {
    renderTabs('/group/two');
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(two).toHaveAttribute('tabindex', '0');
    expect(two).toHaveAttribute('href', '/group/two');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Two' });
    expect(panel).toHaveTextContent('Two page');
    expect(two).toHaveAttribute('aria-controls', panel.id);
  });

  it('opens a tab when clicked', async () => {
    const { router, user } = renderTabs('/group/one');
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(router.state.location.pathname).toBe('/group/three');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Three page');
  });

  it('moves to and opens the next tab with the arrows, Home and End, wrapping', async () => {
    const { router, user } = renderTabs('/group/one');
    screen.getByRole('tab', { name: 'One' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.pathname).toBe('/group/three');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(router.state.location.pathname).toBe('/group/one');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Three page');
  });
});
