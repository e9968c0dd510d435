import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import text from './clock-text.module.css';

/**
 * "Night in 12 m 57 s (at 2:35 PM your time)": a phase (the game's word), the time left until it
 * and its local time, as the clock panel and the notification cards say it.
 */
export function PhaseInSentence({
  phase,
  left,
  localTime,
}: {
  phase: ReactNode;
  left: ReactNode;
  localTime: ReactNode;
}) {
  return (
    <Trans>
      {phase} in <span className={clsx(text.text, text.bold, text.tabular)}>{left}</span>{' '}
      <span className={clsx(text.text, text.xs, text.dimmed)}>(at {localTime} your time)</span>
    </Trans>
  );
}
