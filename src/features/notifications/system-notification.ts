import type { AppNotification } from './notifications-store';

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

/** Raises a browser notification for a card with its text; clicking it brings the tab back. */
export function showSystemNotification(card: AppNotification, text: string) {
  if (systemPermission() !== 'granted') return;
  try {
    const notification = new Notification('Tyria Fishing Companion', {
      body: text,
      tag: card.id,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers (Android Chrome) only allow notifications from a service worker: skip.
  }
}
