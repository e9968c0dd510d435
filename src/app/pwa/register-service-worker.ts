import { MINUTE_MS } from '@/config/constants';
import { useAppUpdate } from './update-store';

/** How often a page left open (a second screen while fishing) asks for a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * MINUTE_MS;
let registered = false;

/**
 * Registers the service worker once, in production builds only, after the page has loaded (it
 * then precaches the site in the background). A new version that waits is offered through
 * {@link useAppUpdate}; accepting it lets the new worker take over and reloads the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    useAppUpdate.getState().offer(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    await workbox.register();
  } catch {
    // Blocked (private modes, test runs): the app keeps working online, just not offline.
    return;
  }
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_INTERVAL_MS);
}
