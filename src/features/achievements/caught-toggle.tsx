import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export interface CaughtToggleProps {
  /** The item's name, for the button's accessible name. */
  name: string;
  caught: boolean;
  onToggle: () => void;
  /** While marking is paused (a key's progress shows): the note saying why; clicks do nothing. */
  pausedNoteId?: string;
}

/**
 * Shows an item caught or missing, and marks it by hand with a click (pressed = caught). The
 * visible word is part of the accessible name (WCAG 2.5.3).
 */
export function CaughtToggle({ name, caught, onToggle, pausedNoteId }: CaughtToggleProps) {
  const { t } = useLingui();
  const word = caught ? t`Caught` : t`Missing`;
  return (
    <Button
      size="compact-sm"
      variant={caught ? 'filled' : 'default'}
      color="teal"
      leftSection={caught ? <IconCheck size={14} aria-hidden /> : undefined}
      aria-label={t`${name}: ${word}`}
      aria-pressed={caught}
      aria-disabled={pausedNoteId ? true : undefined}
      aria-describedby={pausedNoteId}
      onClick={() => {
        if (!pausedNoteId) onToggle();
      }}
    >
      {word}
    </Button>
  );
}
