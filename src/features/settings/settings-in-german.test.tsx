import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { PersistenceSection } from './persistence-section';
import { TransferSection } from './transfer-section';

describe('Settings → General in German', () => {
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
});
