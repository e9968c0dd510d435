import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_EMAIL } from '@/config/env';
import { renderApp } from '@/testing/render-app';

/** Route modules load lazily; on a busy machine the first render can take a few seconds. */
const lazyRoute = { timeout: 5000 };

describe('HelpMenuPage', { timeout: 20_000 }, () => {
  it.each([
    [/I'm New Here!/, '/help/guide/intro'],
    ['Frequently Asked Questions', '/help/faq'],
    ['Send Feedback / Report Bug', '/help/feedback'],
    ['Legal', '/help/legal'],
    ['Contact Me', '/help/contact'],
    [/Catalog Data/, '/help/data'],
  ])('links %s to %s', async (name, href) => {
    renderApp('/help');
    const main = await screen.findByRole('main', {}, lazyRoute);
    await screen.findByRole('heading', { level: 1, name: 'Help' }, lazyRoute);
    const links = [...main.querySelectorAll('a')].filter((a) =>
      typeof name === 'string' ? a.textContent === name : name.test(a.textContent ?? ''),
    );
    expect(links.map((a) => a.getAttribute('href'))).toEqual([href]);
  });
});

describe('FaqPage', { timeout: 20_000 }, () => {
  it('asks the spec’s questions, all collapsed at first', async () => {
    renderApp('/help/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, lazyRoute);
    const questions = screen.getAllByRole('button', { expanded: false, name: /\?$/ });
    expect(questions.map((q) => q.textContent)).toEqual([
      'What equipment should I fish with?',
      'Why is the Daily Catch not tracked?',
      'Why don’t you show whether I did today’s fishing daily?',
      'Where do I get bait?',
      'Why are some fishing collections missing?',
      'How do I create an API key?',
      'How do I keep my pinned regions and API keys?',
      'What personal data do you collect?',
      'What can I catch right now that I still need?',
      'How often are these questions asked?',
    ]);
  });

  it('expands and collapses an answer', async () => {
    const { user } = renderApp('/help/faq');
    const question = await screen.findByRole(
      'button',
      { name: 'How do I create an API key?' },
      lazyRoute,
    );
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByText(/Keys without Progression are refused/)).toBeVisible(),
    );
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the game API does not report dailies', async () => {
    const { user } = renderApp('/help/faq');
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Why don’t you show whether I did today’s fishing daily?' },
        lazyRoute,
      ),
    );
    await waitFor(() =>
      expect(screen.getByText(/API does not report daily achievements/)).toBeVisible(),
    );
  });
});

describe('LegalPage', { timeout: 20_000 }, () => {
  it('dates the privacy notice and calls the site an unofficial fan site', async () => {
    renderApp('/help/legal');
    expect(await screen.findByRole('heading', { name: 'Privacy notice' }, lazyRoute)).toBeVisible();
    expect(screen.getByText('12 March 2023')).toHaveAttribute('datetime', '2023-03-12');
    expect(screen.getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText(/unofficial fan site/)).toBeVisible();
  });
});

describe('ContactPage', { timeout: 20_000 }, () => {
  it('gives the address the feedback form mails to, points to the form and credits the sources', async () => {
    renderApp('/help/contact');
    expect(await screen.findByRole('link', { name: 'feedback form' }, lazyRoute)).toHaveAttribute(
      'href',
      '/help/feedback',
    );
    expect(screen.getByRole('link', { name: DEFAULT_CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_CONTACT_EMAIL}`,
    );
    expect(
      screen.getByRole('link', { name: '@gw2efficiency/game-data (opens in a new tab)' }),
    ).toBeVisible();
  });
});
