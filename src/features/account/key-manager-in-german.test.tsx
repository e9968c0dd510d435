import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checkRename } from '@/lib/api-keys/keys-state';
import { TEST_API_KEY } from '@/testing/gw2-fixtures';
import { renderInLanguage } from '@/testing/render-in-language';
import { AddKeyForm } from './add-key-form';
import { MISSING_PROGRESSION } from './check-key';
import { KeyCard } from './key-card';

describe('the API key manager in German', () => {
  it('words the form, a refused key and its card in German', async () => {
    const entry = { name: 'Main', key: TEST_API_KEY, invalid: true };
    await renderInLanguage(
      'de',
      <>
        <AddKeyForm onAdd={() => Promise.resolve({ ok: false, reason: MISSING_PROGRESSION })} />
        <KeyCard
          entry={entry}
          selected={false}
          checking={false}
          busy={false}
          checkRename={(typed) => checkRename({ Main: entry }, 'Main', typed)}
          onToggle={() => undefined}
          onRename={() => undefined}
          onRemove={() => undefined}
        />
      </>,
    );
    await userEvent.click(screen.getByLabelText(/^API-Schlüssel/));
    await userEvent.paste(TEST_API_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Schlüssel gewährt die Berechtigung „progression“ nicht',
    );
    expect(
      screen.getByRole('button', {
        name: 'Ungültiger Schlüssel: Main. Diesen Schlüssel auswählen',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Main umbenennen' }));
    await userEvent.clear(screen.getByLabelText('Neuer Name für Main'));
    expect(screen.getByText('Ein Schlüssel braucht einen Namen')).toBeInTheDocument();
  });
});
