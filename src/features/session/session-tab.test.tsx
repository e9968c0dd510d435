import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFishingPowerStore } from '@/features/fishing-power/fishing-power-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { safeLocalStorage, storageKey } from '@/lib/storage/safe-local-storage';
import { setPersistence } from '@/lib/storage/persistence';
import { emptyMarks } from '@/lib/progress/manual-marks';
import { resetKeys } from '@/testing/key-helpers';
import { renderApp } from '@/testing/render-app';
import { DEFAULT_FORM } from './session-form';
import { useSessionLinkStore } from './session-link-store';
import { useSessionStore } from './session-store';

/** The whole app renders with lazy routes and every collection's assets: slow on a busy machine. */
const slow = { timeout: 15_000 };
/** A fixed instant (Tyria's day, Cantha's day): the route is the same on every run. */
const NOW = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

/**
 * The route once it is all in: its first stop comes with its heading, the other stops and what
 * is below them a task later (the bait's heading is in that step).
 */
const routeHeading = async () => {
  const heading = await screen.findByRole('heading', { name: /^Route \(\d+ stops?\)$/ }, slow);
  await screen.findByRole('heading', { name: 'Bait for this session' }, slow);
  return heading;
};
const stops = () => within(screen.getByRole('list', { name: 'Stops' }));
/** Each stop's heading: "10:00 AM–10:15 AM · Kryta". */
const stopHeadings = () => stops().getAllByRole('heading', { level: 4 });
/** The session's parameters in the address, once it followed the page. */
const addressOf = async (router: ReturnType<typeof renderApp>['router']) => {
  await waitFor(() => expect(router.state.location.search).not.toBe(''));
  return new URLSearchParams(router.state.location.search);
};

describe('SessionTab', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    resetKeys();
    useMarksStore.setState({ ...emptyMarks });
    useSessionStore.setState({ form: DEFAULT_FORM, startedAt: undefined, restFrom: undefined });
    useFishingPowerStore.setState({ power: undefined });
    useSessionLinkStore.getState().close();
  });
  afterEach(() => {
    setPersistence(false);
    vi.useRealTimers();
  });

  it('plans an hour from now over every collection by default', async () => {
    renderApp('/launch/session');
    await routeHeading();
    expect(screen.getByRole('radio', { name: '60 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
    const headings = stopHeadings();
    expect(headings.length).toBeGreaterThan(1);
    expect(headings[0]).toHaveTextContent(/^10:00 AM–/);
    // Every stop ends within the hour.
    const last = headings.at(-1)?.textContent ?? '';
    expect(last).toMatch(/–(10:\d\d|11:00) AM · /);
    expect(screen.getByRole('heading', { name: 'Bait for this session' })).toBeInTheDocument();
  });

  it('plans a shorter session when the length changes, and writes it in the address', async () => {
    const { user, router } = renderApp('/launch/session');
    await routeHeading();
    const withinHalfAnHour = /–10:([0-2]\d|30) AM/;
    expect(stopHeadings().at(-1)).not.toHaveTextContent(withinHalfAnHour);
    await user.click(screen.getByRole('radio', { name: '30 min' }));
    await waitFor(() => expect(stopHeadings().at(-1)).toHaveTextContent(withinHalfAnHour));
    for (const heading of stopHeadings()) expect(heading).toHaveTextContent(withinHalfAnHour);
    expect((await addressOf(router)).get('minutes')).toBe('30');
  });

  it('reads a shared link: its length, start and collections', async () => {
    const start = NOW + 90 * MINUTE;
    renderApp(`/launch/session?minutes=90&start=${start}&in=Krytan&per-fish=6&power=500`);
    await routeHeading();
    expect(screen.getByRole('radio', { name: '90 min' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'At' })).toBeChecked();
    expect(screen.getByLabelText('Start time today')).toHaveValue(
      new Date(start).toTimeString().slice(0, 5),
    );
    const headings = stopHeadings();
    expect(headings[0]).toHaveTextContent(/^11:30 AM–/);
    for (const heading of headings) expect(heading).toHaveTextContent(/ · Kryta$/);
    expect(screen.getByText('Options: 1 chosen collection, 6 min a fish')).toBeInTheDocument();
    expect(useFishingPowerStore.getState().power).toBe(500);
  });

  it('with persistence on, saves the session and leaves the address plain', async () => {
    setPersistence(true);
    const { user, router } = renderApp('/launch/session');
    await routeHeading();
    await user.click(screen.getByRole('radio', { name: '120 min' }));
    await waitFor(() =>
      expect(safeLocalStorage.get(storageKey('session'))).toContain('"minutes":120'),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('');
  });

  it("plans the rest from the minute of the press, to the session's end", async () => {
    useSessionStore.setState({
      form: { ...DEFAULT_FORM, start: NOW },
      startedAt: NOW,
      restFrom: NOW + 20 * MINUTE + 30_000,
    });
    renderApp('/launch/session');
    await routeHeading();
    expect(stopHeadings()[0]).toHaveTextContent(/^10:20 AM–/);
    for (const heading of stopHeadings())
      expect(heading).toHaveTextContent(/–(10:\d\d|11:00) AM · /);
  });

  it('fixes the start when the session starts, so the route stays put', async () => {
    const { user } = renderApp('/launch/session');
    await routeHeading();
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(useSessionStore.getState()).toMatchObject({ startedAt: NOW, form: { start: NOW } });
    expect(screen.getByRole('radio', { name: 'At' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'End session' })).toBeInTheDocument();
  });

  it('says the date of a start on another day', async () => {
    const start = NOW + 2 * 24 * 60 * MINUTE;
    renderApp(`/launch/session?start=${start}`);
    await routeHeading();
    expect(screen.getByLabelText('Start time on Tue, Nov 24')).toHaveValue(
      new Date(start).toTimeString().slice(0, 5),
    );
    expect(screen.getByText('Start on Tue, Nov 24')).toBeInTheDocument();
  });

  it('asks before a link replaces a running session; kept, nothing changes', async () => {
    const running = { form: { ...DEFAULT_FORM, start: NOW }, startedAt: NOW, restFrom: undefined };
    useSessionStore.setState(running);
    const { user } = renderApp(`/launch/session?minutes=30&start=${NOW + 60 * MINUTE}`);
    const question = await screen.findByRole('alert', {}, slow);
    expect(question).toHaveTextContent('Open this session link?');
    expect(question).toHaveTextContent(/Your session runs until 11:00 AM/);
    expect(screen.getByRole('radio', { name: '60 min' })).toBeChecked();
    await user.click(within(question).getByRole('button', { name: 'Keep mine' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject(running);
    expect(screen.getByRole('button', { name: 'End session' })).toBeInTheDocument();
  });

  it("asks before a link's power replaces the saved one; opened without saving, it stays", async () => {
    useFishingPowerStore.setState({ power: 650 });
    const { user } = renderApp('/launch/session?minutes=30&power=0');
    const question = await screen.findByRole('alert', {}, slow);
    expect(question).toHaveTextContent('The link plans with fishing power 0; yours is 650.');
    await user.click(within(question).getByRole('button', { name: 'Open it without saving' }));
    expect(await screen.findByRole('radio', { name: '30 min' })).toBeChecked();
    expect(screen.getByText('Fishing power of the link: 0 (yours is kept).')).toBeInTheDocument();
    expect(useFishingPowerStore.getState().power).toBe(650);
    expect(useSessionStore.getState().form.minutes).toBe(60);
    await user.click(screen.getByRole('button', { name: 'Make it mine' }));
    expect(useFishingPowerStore.getState().power).toBe(0);
    expect(useSessionStore.getState().form.minutes).toBe(30);
  });
});
