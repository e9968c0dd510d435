import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { HomePage } from './home-page';
import { quotes } from './quotes';

/** Renders the home page with a scripted random source, plus a page to navigate away to. */
function renderHome(randomValues: number[]) {
  let call = 0;
  const random = () => randomValues[call++ % randomValues.length] ?? 0;
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage random={random} /> },
      { path: '/elsewhere', element: <Link to="/">Back home</Link> },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const shownQuote = () => screen.getByRole('figure');
const quoteText = (index: number) => sourceI18n._(quotes[index]?.text ?? { id: 'missing' });

describe('HomePage', { timeout: 20_000 }, () => {
  it('welcomes and links to the guide and the region list', () => {
    renderHome([0]);
    expect(screen.getByRole('heading', { level: 1, name: /welcome/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "I'm New Here" })).toHaveAttribute(
      'href',
      '/help/guide/intro',
    );
    expect(screen.getByRole('link', { name: 'Select A Region' })).toHaveAttribute(
      'href',
      '/launch/regions',
    );
  });

  it('links to the Daily Catch article of the wiki', () => {
    renderHome([0]);
    expect(screen.getByRole('link', { name: /most recent Daily Catch/ })).toHaveAttribute(
      'href',
      'https://wiki.guildwars2.com/wiki/Daily_Catch',
    );
  });

  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [0.999, 1],
  ])('shows the quote the random source picks (%f → quote %i)', (value, index) => {
    renderHome([value]);
    expect(shownQuote()).toHaveTextContent(quoteText(index));
  });

  it('picks the quote again on each navigation to the page', async () => {
    const { router } = renderHome([0.1, 0.9, 0.2]);
    expect(shownQuote()).toHaveTextContent(quoteText(0));
    // The release notes' code loaded (in jsdom, React's act would hold a navigation suspended on
    // it: what is tested here is the quote).
    await screen.findByRole('region', { name: "What's new" });

    await router.navigate('/elsewhere');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Back home' }));
    await waitFor(() => expect(shownQuote()).toHaveTextContent(quoteText(1)));

    // Navigating to the page it is already on counts as a new visit too.
    await router.navigate('/');
    await waitFor(() => expect(shownQuote()).toHaveTextContent(quoteText(0)));
  });
});

describe('Changelog', { timeout: 20_000 }, () => {
  it('lists releases from the pre-release to this rebuild, newest open', async () => {
    renderHome([0]);
    // Loaded after the page's code.
    const changelog = await screen.findByRole('region', { name: "What's new" });
    const headers = within(changelog).getAllByRole('button');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Version 2.0.0 — November 2026',
      'Version 1.2 — March 2024',
      'Version 1.1 — 2023',
      'Version 1.0 — 2023',
      'Pre-release — March 2023',
    ]);
    expect(headers[0]).toHaveAttribute('aria-expanded', 'true');
    expect(headers[1]).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes a release’s notes', async () => {
    const { user } = renderHome([0]);
    const version12 = await screen.findByRole('button', { name: /Version 1\.2/ });
    const note = /daily regional fishing achievements/;
    // A closed panel is hidden (its notes not even rendered, in this environment).
    expect(screen.queryByRole('region', { name: /Version 1\.2/ })).not.toBeInTheDocument();

    await user.click(version12);
    expect(version12).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(note)).toBeVisible());

    await user.click(version12);
    expect(version12).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByText(note)).not.toBeVisible());
  });
});
