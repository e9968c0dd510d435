import { useId, type ReactNode } from 'react';
import classes from './corner-card.module.css';

/**
 * A card in the bottom-right corner, above the page: a title and what follows it (words, the
 * buttons that answer it). It never takes focus; its role says how it is announced.
 */
export function CornerCard({
  role,
  title,
  children,
}: {
  /** `status` for news the player may ignore, `alert` for an answer to what they just did. */
  role: 'status' | 'alert';
  title: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={classes.corner}>
      <div className={classes.card} role={role} aria-labelledby={titleId}>
        <div id={titleId} className={classes.title}>
          {title}
        </div>
        <div className={classes.words}>{children}</div>
      </div>
    </div>
  );
}
