import { z } from 'zod';

const envSchema = z.object({
  /** Base URL of the official game API. */
  VITE_GW2_API_BASE: z.url().default('https://api.guildwars2.com'),
  /** Mail-forwarding endpoint for the feedback form; unset means feedback is unavailable. */
  VITE_FEEDBACK_URL: z.union([z.url(), z.literal('')]).optional(),
});

const parsed = envSchema.safeParse(import.meta.env);

/** Build-time configuration, checked once. A bad value falls back to the defaults with a warning. */
export const env = parsed.success ? parsed.data : envSchema.parse({});
if (!parsed.success) {
  console.warn('Ignoring invalid environment configuration:', parsed.error.issues);
}
