import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { resultNames } from '@/testing/search-results';
import { RESULTS_SHOWN } from './search-results';

// The whole app renders (lazy routes, 16+ asset files): give a busy machine time.
describe('SearchTab', { timeout: 20_000 }, () => {
  it('explains the searchable attributes while the box is empty', async () => {
    renderApp('/launch/search');
    const help = await screen.findByRole('region', { name: 'How to search' });
    for (const attribute of [
      'name',
      'achievement',
      'region',
      'time of day',
      'bait',
      'fishing hole',
    ]) {
      expect(within(help).getByText(attribute)).toBeInTheDocument();
    }
  });

  it('keeps the text in ?query= (replacing the entry) and ranks the region named so first', async () => {
    const { user, router } = renderApp('/launch/search');
    await user.type(await screen.findByRole('searchbox', { name: /Search fish/ }), 'kryta');
    await waitFor(() => expect(router.state.location.search).toBe('?query=kryta'));
    expect(router.state.historyAction).toBe('REPLACE');
    // Results render deferred: an earlier query's (e.g. "kr") may show until the last one's are in.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('22 results'));
    const names = resultNames();
    expect(names[0]).toMatch(/^Kryta/);
    expect(names.slice(1).every((text) => /Time: .* Bait: /.test(text))).toBe(true);
  });

  it('shows the best results first and the rest on "Show all"', async () => {
    const { user } = renderApp('/launch/search?query=night');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results$/));
    const total = Number(screen.getByRole('status').textContent?.split(' ')[0]);
    expect(total).toBeGreaterThan(RESULTS_SHOWN);
    expect(resultNames()).toHaveLength(RESULTS_SHOWN);
    expect(
      screen.getByText(`Showing the best ${RESULTS_SHOWN} of ${total}.`, { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Show all ${total} results` }));
    expect(resultNames()).toHaveLength(total);
  });

  it('matches a quoted phrase whole and unquoted words separately', async () => {
    const quoted = renderApp('/launch/search?query=%22open%20water%22');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/));
    const phraseCount = Number(screen.getByRole('status').textContent?.split(' ')[0]);
    expect(phraseCount).toBeGreaterThan(0);
    expect(resultNames().every((text) => text.includes('Open Water'))).toBe(true);
    quoted.unmount();

    const { user } = renderApp('/launch/search?query=open%20water');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/));
    const wordsCount = Number(screen.getByRole('status').textContent?.split(' ')[0]);
    expect(wordsCount).toBeGreaterThan(phraseCount);
    // Both words first (Open Water fish), then one word (e.g. Freshwater holes), past the first page.
    expect(resultNames()[0]).toContain('Open Water');
    const showAll = screen.queryByRole('button', { name: /^Show all/ });
    if (showAll) await user.click(showAll);
    expect(resultNames().some((text) => !text.includes('Open Water'))).toBe(true);
  });

  it.each<[string, string]>([
    ['(((', '0 results'],
    ['[a-z', '0 results'],
    ['.*', '0 results'],
    ['\\', '0 results'],
    ['🐟🎣', '0 results'],
    ['x'.repeat(500), '0 results'],
    ['"', ''],
    ['""', ''],
  ])('survives odd input %j', async (query, status) => {
    renderApp(`/launch/search?${new URLSearchParams({ query }).toString()}`);
    const box = await screen.findByRole('searchbox', { name: /Search fish/ });
    expect(box).toHaveValue(query);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(status));
    if (!status) expect(screen.getByRole('region', { name: 'How to search' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the text of an address it did not write (Back, a link) in the box', async () => {
    const { user, router } = renderApp('/launch/search');
    const box = await screen.findByRole('searchbox', { name: /Search fish/ });
    await user.type(box, 'lake');
    await waitFor(() => expect(router.state.location.search).toBe('?query=lake'));
    await act(() => router.navigate('/launch/search?query=dusk'));
    expect(box).toHaveValue('dusk');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/\d+ results/));
    expect(resultNames().every((text) => /dusk/i.test(text))).toBe(true);
  });

  it('restores the search from the URL', async () => {
    renderApp('/launch/search?query=%22world%20class%20fisher%22');
    expect(await screen.findByRole('searchbox', { name: /Search fish/ })).toHaveValue(
      '"world class fisher"',
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('16 results'));
    expect(resultNames().slice(0, 2)).toEqual([
      expect.stringMatching(/^Avid World Class Fisher/),
      expect.stringMatching(/^World Class Fisher/),
    ]);
  });
});
