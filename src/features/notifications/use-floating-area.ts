import { useEffect, useRef } from 'react';
import { useNotificationAreaStore } from './area-store';
import { useNotificationsStore } from './notifications-store';

/** When the newest card not dismissed started: grows only when a new card comes. */
const latestStart = ({
  notifications,
}: {
  notifications: { start: number; dismissed: boolean }[];
}) => notifications.reduce((latest, n) => (n.dismissed ? latest : Math.max(latest, n.start)), 0);

/** Hiding the area hides the cards shown then: a card newer than all of them opens it again. */
export function useRevealOnNewCard() {
  const latest = useNotificationsStore(latestStart);
  const seen = useRef(latest);
  useEffect(() => {
    if (latest > seen.current) useNotificationAreaStore.setState({ open: true });
    seen.current = Math.max(seen.current, latest);
  }, [latest]);
}

/**
 * Room below the page for a stack floating at the bottom of the screen, `height` px tall: the page
 * can scroll its last controls above the stack, and keyboard focus scrolls clear of it.
 */
export function useBottomRoom(height: number) {
  useEffect(() => {
    if (height <= 0) return;
    const room = `${Math.ceil(height) + 16}px`;
    document.body.style.paddingBottom = room;
    document.documentElement.style.scrollPaddingBottom = room;
    return () => {
      document.body.style.paddingBottom = '';
      document.documentElement.style.scrollPaddingBottom = '';
    };
  }, [height]);
}
