import { useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import clsx from 'clsx';
import { SpriteIcon } from '@/components/sprite-icon';
import compact from '@/components/compact-button.module.css';
import { useMarking } from '@/features/progress/marking';
import classes from './caught-toggle.module.css';

export interface CaughtToggleProps {
  /** The item's name, for the button's accessible name. */
  name: string;
  caught: boolean;
  onToggle: () => void;
}

/**
 * Shows an item caught or missing, and marks it by hand with a click (pressed = caught; while
 * marking is paused it says why and the marks store refuses the click). The visible word is part
 * of the accessible name (WCAG 2.5.3). A plain button with Mantine's compact Button look
 * (`compact-button.module.css`): a collection shows one per item.
 */
export function CaughtToggle({ name, caught, onToggle }: CaughtToggleProps) {
  const { t } = useLingui();
  const { toggleAria } = useMarking();
  const word = caught ? t`Caught` : t`Missing`;
  return (
    <button
      type="button"
      className={clsx(
        compact.button,
        caught ? [compact.withSection, classes.caught] : classes.missing,
      )}
      aria-label={t`${name}: ${word}`}
      aria-pressed={caught}
      {...toggleAria}
      onClick={onToggle}
    >
      <span className={compact.inner}>
        {caught && (
          <span className={compact.section}>
            <SpriteIcon icon={IconCheck} size={14} />
          </span>
        )}
        <span className={compact.label}>{word}</span>
      </span>
    </button>
  );
}
