import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guidePages } from '@/config/paths';
import { renderApp } from '@/testing/render-app';
import { guide } from './guide-pages';

/** Route modules load lazily; on a busy machine the first render can take a few seconds. */
const lazyRoute = { timeout: 5000 };

const dots = () =>
  within(screen.getByRole('navigation', { name: 'Guide pages' })).getAllByRole('link');

describe('GuidePage', { timeout: 20_000 }, () => {
  it('has a page for every guide route, each with a title and content', () => {
    expect(guide.map((entry) => entry.page)).toEqual([...guidePages]);
    expect(new Set(guide.map((entry) => entry.title)).size).toBe(guidePages.length);
  });

  it('shows a dot per page, each a link named after its page, the current one marked', async () => {
    renderApp('/help/guide/regional-fishing');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Regional fishing' }, lazyRoute),
    ).toBeVisible();
    const links = dots();
    expect(links).toHaveLength(guidePages.length);
    expect(links[2]).toHaveAccessibleName('Page 3: Regional fishing');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      guidePages.map((page) => `/help/guide/${page}`),
    );
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      links[2],
    ]);
  });

  it.each([
    ['intro', null, 'Next: Selecting a region'],
    ['fishing-filters', 'Previous: Regional fishing', 'Next: Filter counts'],
    ['local-storage', 'Previous: API keys', null],
  ])('on %s offers %s and %s', async (page, previous, next) => {
    renderApp(`/help/guide/${page}`);
    await screen.findByRole('navigation', { name: 'Guide pages' }, lazyRoute);
    const previousLink = screen.queryByRole('link', { name: /^Previous/ });
    const nextLink = screen.queryByRole('link', { name: /^Next/ });
    if (previous) expect(previousLink).toHaveAccessibleName(previous);
    else expect(previousLink).not.toBeInTheDocument();
    if (next) expect(nextLink).toHaveAccessibleName(next);
    else expect(nextLink).not.toBeInTheDocument();
  });

  it('walks forward and back with the buttons and jumps with the dots', async () => {
    const { user, router } = renderApp('/help/guide/intro');
    await user.click(
      await screen.findByRole('link', { name: 'Next: Selecting a region' }, lazyRoute),
    );
    expect(router.state.location.pathname).toBe('/help/guide/region-selection');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Selecting a region' }, lazyRoute),
    ).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Page 10: API keys' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'API keys' }, lazyRoute),
    ).toBeVisible();
    expect(screen.getByText('Page 10 of 11')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Previous: Pinned regions' }));
    expect(router.state.location.pathname).toBe('/help/guide/pinned-regions');
  });

  it('ends with a way to the region list instead of a dead end', async () => {
    const { user, router } = renderApp('/help/guide/local-storage');
    await user.click(await screen.findByRole('link', { name: 'Select A Region' }, lazyRoute));
    await waitFor(() => expect(router.state.location.pathname).toBe('/launch/regions'), lazyRoute);
  });

  it('sends an unknown page to the intro', async () => {
    const { router } = renderApp('/help/guide/fly-fishing');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome aboard' }, lazyRoute),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/help/guide/intro');
  });
});
