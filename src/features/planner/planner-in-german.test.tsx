import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanGrouping } from '@/lib/planner/scope';
import { renderInLanguage } from '@/testing/render-in-language';
import { PlannerControls } from './planner-controls';

/** The planner's controls on a German page, over every regional collection. */
const renderControls = (grouping: PlanGrouping, power?: number, leftOut = 0) =>
  renderInLanguage(
    'de',
    <PlannerControls
      view={{ scope: { kind: 'regions' }, grouping, includeAbovePower: false }}
      onChange={() => undefined}
      collections={[]}
      power={power}
      leftOut={leftOut}
    />,
  );

describe('the planner in German', () => {
  it('names its controls and groupings in German', async () => {
    await renderControls('bait');
    expect(screen.getByDisplayValue('Alle regionalen Sammlungen')).toBeInTheDocument();
    expect(screen.getByText('Was jetzt beißt, gruppieren nach')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zuerst Köder' })).toBeChecked();
  });

  it('words the fishing power switch and what it left out in German', async () => {
    await renderControls('region', 500, 3);
    expect(
      screen.getByRole('switch', { name: /^Fische über meiner Angelkraft einbeziehen \(500\)/ }),
    ).not.toBeChecked();
    expect(screen.getByText('3 Fische darüber ausgelassen')).toBeInTheDocument();
  });
});
