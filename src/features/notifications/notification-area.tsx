import { lazy, Suspense } from 'react';
import { useNotificationSettingsStore } from './settings-store';

// The cards, their controls and the scheduler load only once notifications are enabled, keeping
// them out of the start-up bundle (docs/performance.md "What keeps the bytes down").
const NotificationLayer = lazy(() => import('./notification-layer'));

/**
 * Where notification cards float (only while enabled): in the settings' corner `offsetTop` px
 * below the top of the screen (under the header), at the bottom on a phone.
 */
export function NotificationArea({ offsetTop }: { offsetTop?: number }) {
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <NotificationLayer offsetTop={offsetTop} />
    </Suspense>
  );
}
