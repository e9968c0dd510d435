import * as z from 'zod/mini';
import { keepValidItems } from '@/lib/storage/keep-valid';
import type { SliceChecks } from '@/lib/storage/slice-definition';
import { isPinnableEndpoint, type Pin } from './pin';

const pinSchema = z.object({
  name: z.string(),
  endpoint: z.string().check(
    z.refine(
      (endpoint) => isPinnableEndpoint(endpoint),
      // The reason's id (its words: lib/storage/storage-words.ts).
      'not-a-page',
    ),
  ),
  isPinned: z.boolean(),
});

/** Far more than the app's pinnable pages: a file with more is not a real export. */
const MAX_PINS = 200;

/** How stored and imported pins are checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ pins: Pin[] }> = {
  schema: z.object({ pins: z.array(pinSchema).check(z.maxLength(MAX_PINS)) }),
  repair: (stored) => {
    const options = { max: MAX_PINS, items: 'pins' };
    const { kept, problems, capped } = keepValidItems(stored, 'pins', pinSchema, options);
    return { data: { pins: kept }, problems, capped };
  },
};
