import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMarking } from '@/features/progress';

export interface CaughtToggleProps {
  /** The item's name, for the button's accessible name. */
  name: string;
  caught: boolean;
  onToggle: () => void;
}

/**
 * Shows an item caught or missing, and marks it by hand with a click (pressed = caught; while
 * marking is paused it says why and the marks store refuses the click). The visible word is part
 * of the accessible name (WCAG 2.5.3).
 */
export function CaughtToggle({ name, caught, onToggle }: CaughtToggleProps) {
  const { t } = useLingui();
  const { toggleAria } = useMarking();
  const word = caught ? t`Caught` : t`Missing`;
  return (
    <Button
      size="compact-sm"
      variant={caught ? 'filled' : 'default'}
      color="teal"
      leftSection={caught ? <IconCheck size={14} aria-hidden /> : undefined}
      aria-label={t`${name}: ${word}`}
      aria-pressed={caught}
      {...toggleAria}
      onClick={onToggle}
    >
      {word}
    </Button>
  );
}
