// The response headers `npm start` sends with every answer (README "Deploy" lists the same ones).

const DEFAULT_API_BASE = 'https://api.guildwars2.com';
/** Where item icons come from. */
const RENDER_HOST = 'https://render.guildwars2.com';

/** @param {string | undefined} url @returns {string | undefined} */
function originOf(url) {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy for this build: scripts only from the site; requests only to the
 * site, the GW2 API and the configured feedback endpoint; images from the GW2 render host; no
 * framing. Styles allow inline `<style>` elements because Mantine writes its theme variables and
 * responsive rules into them at run time (a static host cannot hand out nonces).
 * @param {Record<string, string | undefined>} env build-time variables (`VITE_…`)
 */
export function contentSecurityPolicy(env) {
  const connect = new Set(["'self'", originOf(env.VITE_GW2_API_BASE) ?? DEFAULT_API_BASE]);
  const feedback = originOf(env.VITE_FEEDBACK_URL);
  if (feedback) connect.add(feedback);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${RENDER_HOST}`,
    `connect-src ${[...connect].join(' ')}`,
    "font-src 'self'",
    // The service worker (offline use) and the web app manifest (installing) come from the site.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** @param {Record<string, string | undefined>} env @returns {Record<string, string>} */
export function securityHeaders(env) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}
