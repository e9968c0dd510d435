import { msg, plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { loadI18n } from './load-i18n';
import { sourceI18n } from './source-i18n';

/** The bell's label (`bell-button.tsx`): the same source message, so the same id. */
const bellLabel = (activeCount: number) =>
  msg({
    message: plural(activeCount, {
      one: 'Notifications (# active)',
      other: 'Notifications (# active)',
    }),
  });

describe('loadI18n', () => {
  it('gives English from the code itself', async () => {
    expect(await loadI18n('en')).toBe(sourceI18n);
    expect(sourceI18n._(bellLabel(2))).toBe('Notifications (2 active)');
  });

  it.each([
    ['fr', 1, 'Notifications (1 active)'],
    ['fr', 0, 'Notifications (0 active)'],
    ['fr', 3, 'Notifications (3 actives)'],
    ['es', 1, 'Notificaciones (1 activa)'],
    ['es', 2, 'Notificaciones (2 activas)'],
    ['de', 2, 'Benachrichtigungen (2 aktiv)'],
  ] as const)('loads %s and counts with its plural rules (%i)', async (locale, count, label) => {
    const i18n = await loadI18n(locale);
    expect(i18n.locale).toBe(locale);
    expect(i18n._(bellLabel(count))).toBe(label);
  });
});
