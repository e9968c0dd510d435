import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { PersistenceSection } from './persistence-section';
import { TransferSection } from './transfer-section';

describe('Settings → General in German', () => {
  it('names the persistence switch and the data transfer in German', async () => {
    const de = await loadI18n('de');
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={de}>
          <PersistenceSection />
          <TransferSection />
        </I18nProvider>
      </MantineProvider>,
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
