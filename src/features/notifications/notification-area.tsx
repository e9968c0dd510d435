import { lazy, Suspense } from 'react';
import { useNotificationSettingsStore } from './settings-store';

// The cards, their controls and the scheduler load only once notifications are enabled, keeping
// them out of the start-up bundle (docs/DECISIONS.md, bundle budget).
const NotificationLayer = lazy(() => import('./notification-layer'));

/** Where notification cards appear, on the side chosen in the settings (only while enabled). */
export function NotificationArea() {
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <NotificationLayer />
    </Suspense>
  );
}
