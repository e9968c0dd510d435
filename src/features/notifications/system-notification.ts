import type { AlertData } from '@/lib/notifications/alert-clicks';

/** What the browser allows: `unsupported` where there is no Notification API. */
export type SystemPermission = NotificationPermission | 'unsupported';

export function systemPermission(): SystemPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks for permission — only ever from the player's own click on the opt-in, and only while the
 * browser has not decided yet, so a refusal is never asked about again.
 */
export async function requestSystemPermission(): Promise<SystemPermission> {
  const current = systemPermission();
  if (current !== 'default') return current;
  try {
    return await Notification.requestPermission();
  } catch {
    return systemPermission();
  }
}

export const SYSTEM_NOTIFICATION_TITLE = 'Tyria Fishing Companion';

/** A system notification: one per card (`tag`), opening `url` when clicked. */
export interface SystemAlert {
  tag: string;
  body: string;
  /** The page the alert is about, as an address of this site (`/de/launch/session`). */
  url: string;
}

/** Where the page learns that a system notification was clicked: the listeners it opens. */
const openListeners = new Set<(url: string) => void>();

/** Runs `listener` with the address a clicked system notification is about; returns the unsubscribe. */
export function onSystemAlertOpen(listener: (url: string) => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** A clicked notification opens its page in this tab (the worker's message or the fallback's click). */
export function openSystemAlert(url: string) {
  openListeners.forEach((listener) => listener(url));
}

const activeRegistration = async () => {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    return registration?.active ? registration : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Raises a system notification, once the player granted permission: through the service worker's
 * registration (the only way Chrome on Android allows, and it works on desktops too), whose click
 * handler brings this tab forward on `url` (`sw.ts`); where no worker is active (not registered
 * yet, blocked, development), through `new Notification`, whose click does the same here. Resolves
 * to how it went out, or `undefined` when it could not.
 */
export async function showSystemNotification(
  alert: SystemAlert,
  registration: () => Promise<ServiceWorkerRegistration | undefined> = activeRegistration,
): Promise<'worker' | 'page' | undefined> {
  if (systemPermission() !== 'granted') return undefined;
  const { tag, body, url } = alert;
  const worker = await registration();
  if (worker) {
    try {
      const data: AlertData = { url, from: window.location.href };
      await worker.showNotification(SYSTEM_NOTIFICATION_TITLE, { body, tag, data });
      return 'worker';
    } catch {
      // Refused by the worker's registration: the page may still raise it itself.
    }
  }
  try {
    const notification = new Notification(SYSTEM_NOTIFICATION_TITLE, { body, tag });
    notification.onclick = () => {
      window.focus();
      openSystemAlert(url);
      notification.close();
    };
    return 'page';
  } catch {
    // Browsers that allow notifications only from a service worker (Chrome on Android).
    return undefined;
  }
}
