import * as z from 'zod/mini';
import type { Locale } from '@/config/locales';
import { fetchBulk } from './catalog-bulk';
import { gameCatalogSchemas } from './fishing-catalog';

// The game's own words in another language (issue 30): the same requests as the live check's,
// with `lang`. Icons and rarities do not change with the language, so only names are kept. An
// entry the schema refuses is left out: its words stay English.
const localizedItemSchema = z.object({ id: z.number(), name: z.string() });

/** `GET /v2/achievements?ids=…&lang=…`: names, descriptions and hint texts in `locale`. */
export const fetchLocalizedAchievements = async (
  ids: readonly number[],
  locale: Locale,
  signal?: AbortSignal,
) =>
  (
    await fetchBulk(
      '/v2/achievements',
      ids,
      locale,
      gameCatalogSchemas.achievement,
      `achievements (${locale})`,
      signal,
    )
  ).entries;

/** `GET /v2/items?ids=…&lang=…`: item names in `locale`. */
export const fetchLocalizedItemNames = async (
  ids: readonly number[],
  locale: Locale,
  signal?: AbortSignal,
) =>
  (await fetchBulk('/v2/items', ids, locale, localizedItemSchema, `item names (${locale})`, signal))
    .entries;
