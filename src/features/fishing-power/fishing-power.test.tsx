import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setPersistence } from '@/lib/storage/persistence';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishingPowerInput } from './fishing-power-input';
import { useFishingPowerStore } from './fishing-power-store';
import { HolePowerNote } from './hole-power-note';

const STORED = 'tyria-fishing-companion:fishing-power';

describe('HolePowerNote', () => {
  beforeEach(() => useFishingPowerStore.setState({ power: undefined }));

  it.each([
    { power: undefined, needs: 650, shown: null },
    { power: 500, needs: 650, shown: 'needs 650, you have 500' },
    { power: 650, needs: 650, shown: null },
    { power: 700, needs: 650, shown: null },
    { power: 0, needs: 50, shown: 'needs 50, you have 0' },
  ])('power $power, hole $needs: $shown', async ({ power, needs, shown }) => {
    useFishingPowerStore.setState({ power });
    await renderInLanguage('en', <HolePowerNote needs={needs} />);
    const note = screen.queryByText(/needs/);
    expect(note?.textContent ?? null).toBe(shown);
  });
});

describe('useFishingPowerStore', () => {
  it.each([
    { given: 500, kept: 500 },
    { given: 0, kept: 0 },
    { given: 5000, kept: 2000 },
    { given: -20, kept: 0 },
    { given: 512.6, kept: 513 },
    { given: Number.NaN, kept: undefined },
    { given: undefined, kept: undefined },
  ])('keeps $given as $kept', ({ given, kept }) => {
    useFishingPowerStore.getState().setPower(given);
    expect(useFishingPowerStore.getState().power).toBe(kept);
  });
});

describe('FishingPowerInput', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setPersistence(false);
    localStorage.clear();
    useFishingPowerStore.setState({ power: undefined });
  });

  it('sets the power, keeps it in memory only while persistence is off, and clears it', async () => {
    const user = userEvent.setup();
    await renderInLanguage(
      'en',
      <QueryClientProvider client={new QueryClient()}>
        <FishingPowerInput />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Your fishing power/ });
    await user.type(input, '500');
    expect(useFishingPowerStore.getState().power).toBe(500);
    expect(localStorage.getItem(STORED)).toBeNull();

    setPersistence(true);
    expect(JSON.parse(localStorage.getItem(STORED) ?? '{}')).toMatchObject({
      state: { power: 500 },
    });

    await user.click(screen.getByRole('button', { name: 'Clear fishing power' }));
    expect(useFishingPowerStore.getState().power).toBeUndefined();
    expect(input).toHaveValue('');
    setPersistence(false);
  });

  it.each([
    { act: 'types', text: '2001', why: 'Fishing power goes from 0 to 2000.' },
    {
      act: 'types',
      text: '12.5',
      why: 'Enter a whole number from 0 to 2000, digits only (like 650).',
    },
    {
      act: 'pastes',
      text: '1,500',
      why: 'Enter a whole number from 0 to 2000, digits only (like 650).',
    },
    { act: 'types', text: '-5', why: 'Fishing power goes from 0 to 2000.' },
  ])('refuses $text as the player $act it, keeps the text and the power before', async (given) => {
    useFishingPowerStore.setState({ power: 650 });
    const user = userEvent.setup();
    await renderInLanguage(
      'en',
      <QueryClientProvider client={new QueryClient()}>
        <FishingPowerInput />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Your fishing power/ });
    await user.clear(input);
    if (given.act === 'pastes') await user.paste(given.text);
    else await user.type(input, given.text);
    expect(input).toHaveValue(given.text);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(`${given.why} Until then your fishing power stays 650.`),
    );
    expect(useFishingPowerStore.getState().power).toBe(650);
  });

  it('takes a whole number in range again after a refused one, and clears a refused text', async () => {
    const user = userEvent.setup();
    await renderInLanguage(
      'en',
      <QueryClientProvider client={new QueryClient()}>
        <FishingPowerInput />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Your fishing power/ });
    await user.type(input, '12.5');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Until then no fish is left out.'),
    );
    expect(useFishingPowerStore.getState().power).toBeUndefined();
    await user.clear(input);
    await user.type(input, '0575');
    expect(input).toHaveValue('0575');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(useFishingPowerStore.getState().power).toBe(575);
    await user.type(input, 'x');
    await user.click(screen.getByRole('button', { name: 'Clear fishing power' }));
    expect(input).toHaveValue('');
    expect(useFishingPowerStore.getState().power).toBeUndefined();
  });

  it('shows a power set elsewhere in place of the typed text', async () => {
    const user = userEvent.setup();
    await renderInLanguage(
      'en',
      <QueryClientProvider client={new QueryClient()}>
        <FishingPowerInput />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Your fishing power/ });
    await user.type(input, '500');
    act(() => useFishingPowerStore.getState().setPower(300));
    expect(input).toHaveValue('300');
  });

  it('says which fishing power the holes need', async () => {
    await renderInLanguage(
      'en',
      <QueryClientProvider client={new QueryClient()}>
        <FishingPowerInput />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Holes need up to 750/)).toBeInTheDocument();
  });
});
