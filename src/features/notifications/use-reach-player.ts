import type { I18n } from '@lingui/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localeOfPath } from '@/lib/i18n/locale-of-path';
import { isOpenAlertMessage } from '@/lib/notifications/alert-clicks';
import { neutralPathOf } from '@/lib/i18n/locale-path';
import { unlockAlertSound } from './alert-sound';
import { useNotificationsStore } from './notifications-store';
import { reachHiddenPlayer } from './reach-hidden-player';
import { useNotificationSettingsStore } from './settings-store';
import { onSystemAlertOpen, openSystemAlert } from './system-notification';

/** App messages that are alerts (a new daily) reach a hidden player like the time cards do. */
export function useReachOnAppAlerts(i18n: I18n) {
  useEffect(
    () =>
      useNotificationsStore.subscribe((state, previous) => {
        if (state.notifications === previous.notifications) return;
        const before = new Set(previous.notifications.map((card) => card.id));
        const fresh = state.notifications.filter((card) => card.alert && !before.has(card.id));
        reachHiddenPlayer(fresh, i18n);
      }),
    [i18n],
  );
}

/**
 * While the sound is on, the page's first press unlocks it: browsers refuse audio until the
 * player has pressed something on the page (the opt-in's own press unlocks it too).
 */
export function useUnlockSoundOnPress() {
  const soundOn = useNotificationSettingsStore((state) => state.alertSound);
  useEffect(() => {
    if (!soundOn) return undefined;
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', unlockAlertSound, options);
    window.addEventListener('keydown', unlockAlertSound, options);
    return () => {
      window.removeEventListener('pointerdown', unlockAlertSound, options);
      window.removeEventListener('keydown', unlockAlertSound, options);
    };
  }, [soundOn]);
}

/**
 * A clicked system notification opens the page it is about in this tab: the service worker
 * focuses the tab and posts the address (`sw.ts`), or the page's own notification's click does.
 * An address in this page's language is a navigation inside the app (nothing reloads); another
 * language's loads.
 */
export function useSystemAlertOpens() {
  const navigate = useNavigate();
  useEffect(() => {
    const open = (address: string) => {
      const url = new URL(address, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (localeOfPath(url.pathname) !== localeOfPath(window.location.pathname)) {
        window.location.assign(url.href);
        return;
      }
      void navigate(`${neutralPathOf(url.pathname)}${url.search}${url.hash}`);
    };
    const fromWorker = (event: MessageEvent) => {
      if (isOpenAlertMessage(event.data)) openSystemAlert(event.data.url);
    };
    const stop = onSystemAlertOpen(open);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    // A listener added with addEventListener gets the worker's messages only once they are started.
    navigator.serviceWorker?.startMessages();
    return () => {
      stop();
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [navigate]);
}
