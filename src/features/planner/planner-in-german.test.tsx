import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { PlannerControls } from './planner-controls';

describe('the planner in German', () => {
  it('names its controls and groupings in German', async () => {
    await renderInLanguage(
      'de',
      <PlannerControls
        view={{ scope: { kind: 'regions' }, grouping: 'bait', includeAbovePower: false }}
        onChange={() => undefined}
        collections={[]}
        power={undefined}
        leftOut={0}
      />,
    );
    expect(screen.getByDisplayValue('Alle regionalen Sammlungen')).toBeInTheDocument();
    expect(screen.getByText('Was jetzt beißt, gruppieren nach')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zuerst Köder' })).toBeChecked();
  });

  it('words the fishing power switch and what it left out in German', async () => {
    await renderInLanguage(
      'de',
      <PlannerControls
        view={{ scope: { kind: 'regions' }, grouping: 'region', includeAbovePower: false }}
        onChange={() => undefined}
        collections={[]}
        power={500}
        leftOut={3}
      />,
    );
    expect(
      screen.getByRole('switch', { name: /^Fische über meiner Angelkraft einbeziehen \(500\)/ }),
    ).not.toBeChecked();
    expect(screen.getByText('3 Fische darüber ausgelassen')).toBeInTheDocument();
  });
});
