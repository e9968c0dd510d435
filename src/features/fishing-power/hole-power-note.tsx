import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { useFishingPower } from './fishing-power-store';
import classes from './hole-power-note.module.css';

export interface HolePowerNoteProps {
  /** The hole's (or fish's) minimum fishing power. */
  needs: number;
}

/**
 * "needs 650, you have 500" beside a hole or fish whose minimum is above the player's fishing
 * power; nothing when no power is set or it is enough. It brings its own space before it, so a
 * line of text without the note ends where it did.
 */
export function HolePowerNote({ needs }: HolePowerNoteProps) {
  const power = useFishingPower();
  if (power === undefined || needs <= power) return null;
  return (
    <>
      {' '}
      <Badge size="sm" className={classes.note}>
        <Trans>
          needs {needs}, you have {power}
        </Trans>
      </Badge>
    </>
  );
}
