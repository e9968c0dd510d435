import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n';
import { PlannerControls } from './planner-controls';

describe('the planner in German', () => {
  it('names its controls and groupings in German', async () => {
    const de = await loadI18n('de');
    render(
      <MantineProvider env="test">
        <I18nProvider i18n={de}>
          <PlannerControls
            view={{ scope: { kind: 'regions' }, grouping: 'bait' }}
            onChange={() => undefined}
            collections={[]}
          />
        </I18nProvider>
      </MantineProvider>,
    );
    expect(screen.getByDisplayValue('Alle regionalen Sammlungen')).toBeInTheDocument();
    expect(screen.getByText('Was jetzt beißt, gruppieren nach')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zuerst Köder' })).toBeChecked();
  });
});
