import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import classes from './notice.module.css';
import type { Tone } from './tones';

/** The notice's colour, Mantine's light variant of it (tones.ts). */
export type NoticeColor = Tone;

/**
 * A coloured notice with an optional title, as Mantine's light Alert looks and reads (named by
 * its title, described by its words), in plain markup (docs/ARCHITECTURE.md "Looks"). Its role is
 * `alert` unless told otherwise: `status` for news the page reports politely, `note` for advice
 * that stays. A dismissible notice takes a `NoticeClose` (notice-close.tsx) as `close`: only
 * those notices load Mantine's close button.
 */
export function Notice({
  color,
  title,
  icon,
  role = 'alert',
  close,
  id,
  lang,
  className,
  children,
  'data-testid': testId,
}: {
  color: NoticeColor;
  /** Without one, the notice is its words alone. */
  title?: ReactNode;
  icon?: ReactNode;
  role?: 'alert' | 'status' | 'note';
  /** The button that dismisses it (`NoticeClose`), at the top end. */
  close?: ReactNode;
  /** For elements that name the notice as their description. */
  id?: string;
  /** When its words are in another language than the page's. */
  lang?: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const ownId = useId();
  const base = id ?? ownId;
  return (
    <div
      id={id}
      lang={lang}
      className={clsx(classes.notice, className)}
      data-tone={color}
      role={role}
      aria-labelledby={title === undefined ? undefined : `${base}-title`}
      aria-describedby={`${base}-body`}
      data-testid={testId}
    >
      <div className={classes.wrapper}>
        {icon && <div className={classes.icon}>{icon}</div>}
        <div className={classes.body}>
          {title !== undefined && (
            <div className={classes.title} data-with-close={close === undefined ? undefined : true}>
              <span id={`${base}-title`} className={classes.label}>
                {title}
              </span>
            </div>
          )}
          <div id={`${base}-body`} className={classes.message}>
            {children}
          </div>
        </div>
        {close}
      </div>
    </div>
  );
}
