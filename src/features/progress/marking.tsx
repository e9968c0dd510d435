import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAccountStatus } from '@/features/account';
import { markingPaused } from '@/lib/progress';
import { useProgress } from './use-progress';

/**
 * Whether fish can be marked by hand now, and the selected key's name when they cannot (its
 * progress is shown instead of the marks, so a click would change something hidden).
 */
export function useMarkingPause(): { paused: false } | { paused: true; keyName: string } {
  const status = useAccountStatus();
  const { source } = useProgress();
  if (status.phase === 'no-key' || !markingPaused(status.phase, source)) return { paused: false };
  return { paused: true, keyName: status.keyName };
}

/**
 * Says in place why the fish cannot be marked while a key is selected, and how to mark by hand.
 * Renders nothing while marking works. `id` lets the paused toggles point to it.
 */
export function MarkingPausedNote({ id }: { id: string }) {
  const pause = useMarkingPause();
  if (!pause.paused) return null;
  return (
    <Alert id={id} role="note" color="blue" variant="light" mb="sm" title="Manual marks are paused">
      Progress comes from your API key “{pause.keyName}” — manual marks are paused, and your marks
      are kept. To mark fish by hand,{' '}
      <Anchor component={Link} to={paths.settings.href('general')} underline="always">
        unselect the key in Settings
      </Anchor>
      .
    </Alert>
  );
}
