import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { StartTimeInput } from './start-time-input';

const field = async (locale: 'de' | 'en', onTime = vi.fn()) => {
  await renderInLanguage(
    locale,
    <StartTimeInput value="13:01" onTime={onTime} disabled={false} label="Start" />,
  );
  return { input: screen.getByLabelText<HTMLInputElement>('Start'), onTime };
};

describe('StartTimeInput', { timeout: 20_000 }, () => {
  it('is a 24-hour text field on a German page, whatever the browser’s language', async () => {
    const { input } = await field('de');
    expect(input.type).toBe('text');
    expect(input.value).toBe('13:01');
  });

  it.each([
    ['9:05', '09:05'],
    ['21:30', '21:30'],
  ])('passes on a whole time typed as %j (%j)', async (typed, time) => {
    const { input, onTime } = await field('de');
    fireEvent.change(input, { target: { value: typed } });
    expect(onTime).toHaveBeenCalledWith(time);
  });

  it.each(['2', '21:', '25:00', '12:61'])(
    'keeps %j as typed, passing nothing on',
    async (typed) => {
      const { input, onTime } = await field('de');
      fireEvent.change(input, { target: { value: typed } });
      expect(onTime).not.toHaveBeenCalled();
      expect(input.value).toBe(typed);
    },
  );

  it('stays the browser’s time field on an English page', async () => {
    const { input } = await field('en');
    expect(input.type).toBe('time');
  });
});
