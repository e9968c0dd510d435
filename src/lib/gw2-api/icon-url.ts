/** Where the game's API serves every item and achievement icon from (`/v2/items` `icon`). */
const RENDER_ORIGIN = 'https://render.guildwars2.com';

/**
 * Whether an icon address from the API may go into an `<img>`: only an https address on the
 * game's render host, without credentials or a port. Anything else (another host, `javascript:`,
 * `data:`, a relative path) is refused here rather than left to the page's CSP alone.
 */
export function isGameIconUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.origin === RENDER_ORIGIN && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The icon address if it is the game's own, else undefined (the placeholder shows). */
export const gameIconUrl = (value: unknown): string | undefined =>
  isGameIconUrl(value) ? value : undefined;
