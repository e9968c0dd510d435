import { CloseButton } from '@mantine/core';
import classes from './notice.module.css';

/**
 * The button that dismisses a `Notice` (its `close`), as Mantine's Alert draws it. A file of its
 * own, so a notice that cannot be dismissed never loads Mantine's close button.
 */
export function NoticeClose({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <CloseButton
      className={classes.close}
      variant="transparent"
      size={16}
      iconSize={16}
      aria-label={label}
      onClick={onClose}
    />
  );
}
