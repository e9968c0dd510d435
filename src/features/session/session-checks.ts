import * as z from 'zod/mini';
import type { SliceChecks } from '@/lib/storage';
import { SESSION_LENGTHS, type SessionState } from './session-form';

const instant = z.optional(z.number());

/** How a stored or imported session is checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<SessionState> = {
  schema: z.object({
    form: z.object({
      minutes: z.literal(SESSION_LENGTHS),
      start: instant,
      collections: z.array(z.string()),
      minutesPerFish: z.number(),
      includeMissing: z.boolean(),
      includeAbovePower: z.boolean(),
    }),
    startedAt: instant,
    restFrom: instant,
  }),
};
