export const DEFAULT_API_BASE = 'https://api.guildwars2.com';

let checked: URL | undefined;

const parsed = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * The official game API's base (`VITE_GW2_API_BASE`), checked once, when first read: a value that
 * is not an http(s) URL falls back to the default with a warning. Checked without zod: the first
 * API call of a region page comes before it is live, and the zod core (10 KB gzip, two script
 * files) came with it.
 */
export function apiBase(): URL {
  if (!checked) {
    const configured: unknown = import.meta.env.VITE_GW2_API_BASE;
    const url = typeof configured === 'string' && configured ? parsed(configured) : null;
    const valid = url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
    if (configured && !valid) console.warn('Ignoring invalid VITE_GW2_API_BASE:', configured);
    checked = valid ? url : new URL(DEFAULT_API_BASE);
  }
  return checked;
}
