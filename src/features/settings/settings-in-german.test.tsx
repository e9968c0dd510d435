import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePinsStore } from '@/features/pins/pins-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { renderInLanguage } from '@/testing/render-in-language';
import { PersistenceSection } from './persistence-section';
import { TransferSection } from './transfer-section';

describe('Settings → General in German', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // The import reads the stores registered so far: these two are the file's groups.
    usePinsStore.setState({ pins: [] });
    useMarksStore.setState({ acquired: [], completion: {} });
  });

  it('names the persistence switch and the data transfer in German', async () => {
    await renderInLanguage(
      'de',
      <>
        <PersistenceSection />
        <TransferSection />
      </>,
    );
    expect(
      screen.getByRole('switch', { name: 'Meine Einstellungen in diesem Browser merken' }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Meine Daten in einen anderen Browser übertragen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeEnabled();
    expect(screen.queryByText(/Remember my settings/)).not.toBeInTheDocument();
  });

  it('words the import preview (groups, left-out items, refusals) in German', async () => {
    const { container } = await renderInLanguage('de', <TransferSection />);
    const file = JSON.stringify({
      app: 'tyria-fishing-companion',
      format: 1,
      slices: {
        pins: {
          version: 1,
          state: { pins: [{ name: 'x', endpoint: 'https://evil.example', isPinned: true }] },
        },
        marks: { version: 9, state: {} },
      },
    });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]');
    await userEvent.upload(input!, new File([file], 'data.json', { type: 'application/json' }));
    const preview = await screen.findByRole('region', { name: 'Was die Datei enthält' });
    expect(preview).toHaveTextContent('angeheftete Seiten: 0 in der Datei');
    expect(preview).toHaveTextContent('Ausgelassen: „x“: führt zu keiner Seite dieser Website.');
    expect(preview).toHaveTextContent(
      'Diese Daten stammen aus einer neueren Version der App: Fisch-Markierungen.',
    );
    expect(within(preview).queryByText(/pinned pages|Left out/)).not.toBeInTheDocument();
  });
});
