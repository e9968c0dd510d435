import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { tabularFigures } from './tabular-figures';

/**
 * "Night in 12 m 57 s (at 2:35 PM your time)": a phase (the game's word), the time left until it
 * and its local time, as the clock panel and the notification cards say it.
 */
export function PhaseInSentence({
  phase,
  left,
  localTime,
}: {
  phase: string;
  left: ReactNode;
  localTime: string;
}) {
  return (
    <Trans>
      {phase} in{' '}
      <Text span fw={700} style={tabularFigures}>
        {left}
      </Text>{' '}
      <Text span c="dimmed" fz="xs">
        (at {localTime} your time)
      </Text>
    </Trans>
  );
}
