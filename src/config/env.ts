import * as z from 'zod/mini';

const optionalUrl = z.optional(z.union([z.url(), z.literal('')]));

/**
 * Where players write when this build sets nothing else. A reserved `.example` domain, so no mail
 * ever reaches a stranger: a deployment sets its own `VITE_CONTACT_EMAIL` (see the README).
 */
export const DEFAULT_CONTACT_EMAIL = 'feedback@tyria-fishing-companion.example';

const envSchema = z.object({
  /** Base URL of the official game API. */
  VITE_GW2_API_BASE: z._default(z.url(), 'https://api.guildwars2.com'),
  /** Mail-forwarding endpoint for the feedback form; unset means feedback is unavailable. */
  VITE_FEEDBACK_URL: optionalUrl,
  /** Where the Contact page points (an `https:` page or a `mailto:` address), instead of the email. */
  VITE_CONTACT_URL: optionalUrl,
  /** The address the feedback form's mail fallback and the Contact page write to. */
  VITE_CONTACT_EMAIL: z._default(z.union([z.email(), z.literal('')]), DEFAULT_CONTACT_EMAIL),
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

/** The address players write to: the feedback form without an endpoint and the Contact page. */
export function getContactEmail(): string {
  return env.VITE_CONTACT_EMAIL || DEFAULT_CONTACT_EMAIL;
}

/** The contact link, or `undefined` when this build has none (the Contact page then mails). */
export function getContactUrl(): string | undefined {
  return env.VITE_CONTACT_URL || undefined;
}
