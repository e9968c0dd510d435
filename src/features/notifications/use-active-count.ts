import { useTimeDerived } from '@/features/clock/now-store';
import { cardStatus } from '@/lib/notifications/scheduler';
import { useNotificationsStore } from './notifications-store';

/** How many cards are active now (started, not ended, not dismissed); re-renders on change only. */
export function useActiveCount(): number {
  const notifications = useNotificationsStore((state) => state.notifications);
  return useTimeDerived(
    (now) => notifications.filter((n) => !n.dismissed && cardStatus(n, now) === 'active').length,
  );
}
