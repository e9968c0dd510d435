import * as z from 'zod/mini';
import { FISHING_POWER } from '@/config/constants';
import type { SliceChecks } from '@/lib/storage/slice-definition';

/** How a stored or imported fishing power is checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ power?: number }> = {
  schema: z.object({
    power: z.optional(z.int().check(z.gte(0), z.lte(FISHING_POWER.max))),
  }),
};
