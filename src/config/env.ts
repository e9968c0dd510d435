import * as z from 'zod/mini';

const optionalUrl = z.optional(z.union([z.url(), z.literal('')]));

const envSchema = z.object({
  /** Base URL of the official game API. */
  VITE_GW2_API_BASE: z._default(z.url(), 'https://api.guildwars2.com'),
  /** Mail-forwarding endpoint for the feedback form; unset means feedback is unavailable. */
  VITE_FEEDBACK_URL: optionalUrl,
  /** Where the Contact page points (an `https:` page or a `mailto:` address); unset hides it. */
  VITE_CONTACT_URL: optionalUrl,
});

const parsed = envSchema.safeParse(import.meta.env);

/** Build-time configuration, checked once. A bad value falls back to the defaults with a warning. */
export const env = parsed.success ? parsed.data : envSchema.parse({});
if (!parsed.success) {
  console.warn('Ignoring invalid environment configuration:', parsed.error.issues);
}

/** The feedback endpoint, or `undefined` when this build has none (the form then says so). */
export function getFeedbackUrl(): string | undefined {
  return env.VITE_FEEDBACK_URL || undefined;
}

/** The contact link, or `undefined` when this build has none. */
export function getContactUrl(): string | undefined {
  return env.VITE_CONTACT_URL || undefined;
}
