import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Notice } from '@/components/notice';
import space from '@/components/spacing.module.css';
import { toggleUnlessPaused, useMarkingPause, type MarkRefusal } from './marking-pause';

/** The pause note's id: one note per page, which every paused toggle names as its description. */
const PAUSED_NOTE_ID = 'marking-paused-note';

/** What a fish's toggle needs to mark it by hand (docs/progress.md "Marking by hand"). */
interface Marking {
  /** Whether a press marks the fish now (not while a key's progress shows). */
  canMark: boolean;
  /** While paused: the selected key whose progress shows instead of the marks. */
  pausedBy: string | undefined;
  /** For the toggle's element: while paused, `aria-disabled` and the pause note as description. */
  toggleAria: { 'aria-disabled'?: true; 'aria-describedby'?: string };
  /**
   * Marks or unmarks fish `itemId` of a collection (its key and fish); refused while paused or at
   * the cap, and returns why.
   */
  toggle: (
    collectionKey: string,
    itemId: number,
    collectionFishIds: readonly number[],
  ) => MarkRefusal | undefined;
}

const working = {};
const paused = { 'aria-disabled': true, 'aria-describedby': PAUSED_NOTE_ID } as const;

/**
 * Marking by hand, for every screen that offers it: the region page, the achievement pages and
 * the planner. Cheap (one shared subscription, `marking-pause.ts`), so each toggle calls it itself.
 */
export function useMarking(): Marking {
  const client = useQueryClient();
  const pausedBy = useMarkingPause();
  return useMemo(
    () => ({
      canMark: pausedBy === undefined,
      pausedBy,
      toggleAria: pausedBy === undefined ? working : paused,
      toggle: (collectionKey, itemId, collectionFishIds) =>
        toggleUnlessPaused(client, collectionKey, itemId, collectionFishIds),
    }),
    [pausedBy, client],
  );
}

/**
 * Says in place why marking is paused and how to mark by hand; renders nothing while marking
 * works. Each screen that offers marking shows it once, above its toggles.
 */
export function MarkingPausedNote() {
  const keyName = useMarkingPause();
  const { t } = useLingui();
  if (keyName === undefined) return null;
  return (
    <Notice
      id={PAUSED_NOTE_ID}
      role="note"
      color="blue"
      className={space.mbSm}
      title={t`Manual marks are paused`}
    >
      <Trans>
        Progress comes from your API key “{keyName}” — manual marks are paused, and your marks are
        kept. To mark fish by hand,{' '}
        <Anchor component={Link} to={paths.settings.href('general')} underline="always">
          unselect the key in Settings
        </Anchor>
        .
      </Trans>
    </Notice>
  );
}
