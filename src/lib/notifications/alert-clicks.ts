import { localeOfPath } from '@/lib/i18n/locale-of-path';

/**
 * How a clicked system notification reaches its page (docs/notifications.md "Reaching the player
 * in the game"): the notification's `data` names the page it is about and the page that raised
 * it; the service worker brings that tab forward and posts it an {@link OpenAlertMessage}.
 */

/** A system notification's `data`. */
export interface AlertData {
  /** The page the alert is about, an address of this site (`/de/launch/session`). */
  url: string;
  /** The address of the page that raised it, when it was raised. */
  from: string;
}

export const OPEN_ALERT = 'OPEN_ALERT';

/** What the worker posts to the tab it brought forward: open `url` there. */
export interface OpenAlertMessage {
  type: typeof OPEN_ALERT;
  url: string;
}

export function isOpenAlertMessage(data: unknown): data is OpenAlertMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, url } = data as Partial<Record<keyof OpenAlertMessage, unknown>>;
  return type === OPEN_ALERT && typeof url === 'string';
}

export function isAlertData(data: unknown): data is AlertData {
  if (typeof data !== 'object' || data === null) return false;
  const { url, from } = data as Partial<Record<keyof AlertData, unknown>>;
  return typeof url === 'string' && typeof from === 'string';
}

const languageOf = (href: string) => localeOfPath(new URL(href).pathname);

/**
 * Which open window a clicked alert brings forward, by index (undefined: none open, so a new
 * window opens on `url`): the tab that raised it (still on that page), else a tab in the same
 * language, else one that is visible, else the first.
 */
export function pickAlertWindow(
  windows: readonly { url: string; visibilityState?: string }[],
  data: AlertData,
): number | undefined {
  if (windows.length === 0) return undefined;
  const raisedIt = windows.findIndex((window) => window.url === data.from);
  if (raisedIt >= 0) return raisedIt;
  const language = languageOf(data.from);
  const sameLanguage = windows.findIndex((window) => languageOf(window.url) === language);
  if (sameLanguage >= 0) return sameLanguage;
  const visible = windows.findIndex((window) => window.visibilityState === 'visible');
  return visible >= 0 ? visible : 0;
}
