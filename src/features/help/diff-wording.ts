import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DiffWording } from '@/lib/live-catalog/diff';

/** The live check's difference in the page's language; names and ids as the game gives them. */
export const diffWording = (i18n: I18n): DiffWording => ({
  fish: (name, itemId) => i18n._(msg`${name} (item ${itemId})`),
  newCollection: (name, id, items) => i18n._(msg`New collection ${name} (${id}): ${items}`),
  addedFish: (collection, id, fish) => i18n._(msg`${collection} (${id}) adds ${fish}`),
  removedFish: (collection, id, fish) => i18n._(msg`${collection} (${id}) drops ${fish}`),
  renamedItem: (itemId, bundled, game) =>
    i18n._(msg`Item ${itemId} renamed “${bundled}” → “${game}”`),
  renamedCollection: (bundled, id, game) => i18n._(msg`${bundled} (${id}) renamed “${game}”`),
  nothing: i18n._(msg`The game has nothing the bundled catalog lacks.`),
});
