import * as z from 'zod/mini';
import { GAME_LOCALES, type Locale } from '@/config/locales';
import type { SliceChecks } from '@/lib/storage/slice-definition';

/** How a stored or imported language choice is checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ chosen?: Locale; offerClosed: boolean }> = {
  schema: z.object({ chosen: z.optional(z.enum(GAME_LOCALES)), offerClosed: z.boolean() }),
};
