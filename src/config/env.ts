import * as z from 'zod/mini';

/**
 * Where players write when this build sets nothing else. A reserved `.example` domain, so no mail
 * ever reaches a stranger: a deployment sets its own `VITE_CONTACT_EMAIL` (see the README).
 */
export const DEFAULT_CONTACT_EMAIL = 'feedback@tyria-fishing-companion.example';

/**
 * The schema, built on first use: zod builds its checks (URL and email patterns) eagerly, and
 * every page load paid for them in its start-up task though most pages read no setting.
 */
function envSchema() {
  const optionalUrl = z.optional(z.union([z.url(), z.literal('')]));
  return z.object({
    /** Mail-forwarding endpoint for the feedback form; unset means feedback is unavailable. */
    VITE_FEEDBACK_URL: optionalUrl,
    /** Where the Contact page points (an `https:` page or a `mailto:` address), instead of the email. */
    VITE_CONTACT_URL: optionalUrl,
    /** The address the feedback form's mail fallback and the Contact page write to. */
    VITE_CONTACT_EMAIL: z._default(z.union([z.email(), z.literal('')]), DEFAULT_CONTACT_EMAIL),
  });
}

let checked: z.infer<ReturnType<typeof envSchema>> | undefined;

/**
 * Build-time configuration, checked once, when first read. A bad value falls back to the
 * defaults with a warning.
 */
export function getEnv() {
  if (!checked) {
    const schema = envSchema();
    const parsed = schema.safeParse(import.meta.env);
    if (!parsed.success) {
      console.warn('Ignoring invalid environment configuration:', parsed.error.issues);
    }
    checked = parsed.success ? parsed.data : schema.parse({});
  }
  return checked;
}

/** The feedback endpoint, or `undefined` when this build has none (the form then says so). */
export function getFeedbackUrl(): string | undefined {
  return getEnv().VITE_FEEDBACK_URL || undefined;
}

/** The address players write to: the feedback form without an endpoint and the Contact page. */
export function getContactEmail(): string {
  return getEnv().VITE_CONTACT_EMAIL || DEFAULT_CONTACT_EMAIL;
}

/** The contact link, or `undefined` when this build has none (the Contact page then mails). */
export function getContactUrl(): string | undefined {
  return getEnv().VITE_CONTACT_URL || undefined;
}
