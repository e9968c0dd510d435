import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { CaughtToggle } from './caught-toggle';

describe('the caught toggle in German', () => {
  it('says caught or missing in German, after the fish name', async () => {
    await renderInLanguage(
      'de',
      // The toggle asks whether marking is paused, which reads the account's answer.
      <QueryClientProvider client={new QueryClient()}>
        <CaughtToggle name="Moony" caught onToggle={() => undefined} />
        <CaughtToggle name="Sunfish" caught={false} onToggle={() => undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Moony: Gefangen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Sunfish: Fehlt' })).toHaveTextContent('Fehlt');
  });
});
