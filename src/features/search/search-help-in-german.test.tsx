import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { SearchHelp } from './search-help';

describe('the search help in German', () => {
  it('explains the search in German, keeping the examples the English index finds', async () => {
    const de = await loadI18n('de');
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={de}>
          <SearchHelp />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'So suchst du' })).toBeInTheDocument();
    expect(screen.getByText('Tageszeit')).toBeInTheDocument();
    expect(screen.getByText('night lake')).toBeInTheDocument();
  });
});
