import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { SessionStop } from '@/lib/session/route';
import { SessionStopCard, SessionWait } from './session-stop';

/**
 * The route: its stops in order, and a line where it waits because nothing still needed bites
 * (the time between one stop's end and the next one's start).
 */
export function SessionRoute({
  stops,
  caught,
}: {
  stops: readonly SessionStop[];
  caught: ReadonlySet<number>;
}) {
  const { t } = useLingui();
  if (stops.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>
          Nothing you still need can be caught in this time. Choose other collections, a longer
          session or another start.
        </Trans>
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" p={0} m={0} aria-label={t`Stops`}>
      {stops.map((stop, index) => {
        const previousEnd = stops[index - 1]?.end;
        const waits = previousEnd !== undefined && previousEnd < stop.start;
        return (
          <Fragment key={stop.start.getTime()}>
            {waits && <SessionWait from={previousEnd} to={stop.start} />}
            <SessionStopCard stop={stop} index={index} caught={caught} />
          </Fragment>
        );
      })}
    </Stack>
  );
}
