import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { CaughtToggle } from './caught-toggle';

describe('the caught toggle in German', () => {
  it('says caught or missing in German, after the fish name', async () => {
    const de = await loadI18n('de');
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={de}>
          <CaughtToggle name="Moony" caught onToggle={() => undefined} />
          <CaughtToggle name="Sunfish" caught={false} onToggle={() => undefined} />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Moony: Gefangen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Sunfish: Fehlt' })).toHaveTextContent('Fehlt');
  });
});
