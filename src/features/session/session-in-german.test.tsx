import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { sessionStopFixture } from '@/testing/session-fixtures';
import { DEFAULT_FORM } from './session-form';
import { SessionTimeFields } from './session-form-fields';
import { SessionRoute } from './session-route';

const AT = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

describe('the session page in German', () => {
  it('names its fields in German', async () => {
    await renderInLanguage('de', <SessionTimeFields form={DEFAULT_FORM} onChange={() => {}} />);
    expect(screen.getByText('Dauer')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '60 Min.' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Jetzt' })).toBeChecked();
    expect(screen.getByLabelText('Startzeit heute')).toBeDisabled();
  });

  it('says each stop and each wait in German', async () => {
    const stops = [
      sessionStopFixture(AT, AT + 11 * MINUTE, 'Krytan', ['Forelle', 'Hecht']),
      sessionStopFixture(AT + 20 * MINUTE, AT + 27 * MINUTE, 'Seitung', ['Aal']),
    ];
    await renderInLanguage(
      'de',
      <QueryClientProvider client={new QueryClient()}>
        <SessionRoute stops={stops} caught={new Set([1])} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('list', { name: 'Halte' })).toBeInTheDocument();
    const first = screen.getAllByRole('heading', { level: 4 })[0];
    expect(first).toHaveTextContent(/^\d\d:\d\d–\d\d:\d\d · Krytan \(shown\)$/);
    expect(
      screen.getAllByText(/^Tag nach der Uhr von Cantha · 2 Fische · 3 Min\. Reise$/),
    ).toHaveLength(1);
    // The stops after the first come a task later.
    expect(
      await screen.findByText(/^Hier ist nichts zu fangen, was dir fehlt: 9 Min\. warten/),
    ).toBeInTheDocument();
  });
});
