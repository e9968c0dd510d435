import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlanCollection } from '@/lib/planner/collections';
import type { PlanView } from '@/lib/planner/scope';
import { renderInLanguage } from '@/testing/render-in-language';
import { PlanScopeNote } from './plan-scope-note';

const collections = [
  { key: 'Krytan', name: 'Kryta' },
  { key: 'WorldClassFisher', name: 'World Class Fisher' },
] as PlanCollection[];
const view = (scope: PlanView['scope'], unknownKeys?: string[]): PlanView => ({
  scope,
  grouping: 'region',
  includeAbovePower: false,
  ...(unknownKeys && { unknownKeys }),
});

/** The note's words run on into its button's. */
const CLEAR = 'Plan for all regional collections';

describe('PlanScopeNote', () => {
  it.each<[string, PlanView, string[]]>([
    ['every regional collection: nothing', view({ kind: 'regions' }), []],
    [
      'one collection: nothing (the select names it)',
      view({ kind: 'collection', key: 'Krytan' }),
      [],
    ],
    [
      "a link's collections, by name",
      view({ kind: 'collections', keys: ['WorldClassFisher', 'Krytan'] }),
      [`Planning for these 2 collections: World Class Fisher, Kryta${CLEAR}`],
    ],
    [
      'its unknown entries',
      view({ kind: 'collections', keys: ['Krytan', 'WorldClassFisher'] }, ['Atlantis']),
      [
        `Planning for these 2 collections: Kryta, World Class Fisher${CLEAR}`,
        'The link names collections this app does not know, left out: Atlantis.',
      ],
    ],
    [
      'many unknown entries, five named, long ones cut',
      view({ kind: 'regions' }, ['a', 'b', 'c', 'd', 'x'.repeat(60), 'f', 'g']),
      [
        `The link names collections this app does not know, left out: a, b, c, d, ${'x'.repeat(40)}… and 2 more.`,
      ],
    ],
  ])('%s', async (_, scoped, notes) => {
    await renderInLanguage(
      'en',
      <PlanScopeNote view={scoped} collections={collections} onClear={() => undefined} />,
    );
    const shown = screen.queryAllByRole('note').map((note) => note.textContent);
    expect(shown).toEqual(notes);
  });

  it('clears the scope from its button, in German too', async () => {
    const onClear = vi.fn();
    await renderInLanguage(
      'de',
      <PlanScopeNote
        view={view({ kind: 'collections', keys: ['Krytan', 'WorldClassFisher'] })}
        collections={collections}
        onClear={onClear}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Geplant für diese 2 Sammlungen: Kryta, World Class Fisher',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Für alle regionalen Sammlungen planen' }),
    );
    expect(onClear).toHaveBeenCalledOnce();
  });
});
