import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Text } from '@/components/text';
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
      {phase} in{' '}
      <Text as="span" weight={700} tabular className={text.line}>
        {left}
      </Text>{' '}
      <Text as="span" size="xs" tone="dimmed" className={text.line}>
        (at {localTime} your time)
      </Text>
    </Trans>
  );
}
