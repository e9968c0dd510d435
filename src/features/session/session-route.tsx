import { Trans, useLingui } from '@lingui/react/macro';

import { Fragment, memo } from 'react';
import type { SessionStop } from '@/lib/session/route';
import { useRevealedSteps } from '@/lib/planner/use-revealed-steps';
import { SessionStopCard, SessionWait } from './session-stop';
import { Text } from '@/components/text';
import { Column } from '@/components/column';

// Memoized: the stops after the first come a task later, and the first is not rendered again.
const StopCard = memo(SessionStopCard);

/**
 * The route: its stops in order, and a line where it waits because nothing still needed bites
 * (the time between one stop's end and the next one's start). The first stop renders with the
 * page going live, the others a task later (docs/session.md "The first stop first").
 */
export function SessionRoute({
  stops,
  caught,
}: {
  stops: readonly SessionStop[];
  caught: ReadonlySet<number>;
}) {
  const { t } = useLingui();
  const shown = useRevealedSteps(2) > 1 ? stops : stops.slice(0, 1);
  if (stops.length === 0) {
    return (
      <Text tone="dimmed">
        <Trans>
          Nothing you still need can be caught in this time. Choose other collections, a longer
          session or another start.
        </Trans>
      </Text>
    );
  }
  return (
    <Column as="ol" gap="xs" aria-label={t`Stops`}>
      {shown.map((stop, index) => {
        const previousEnd = stops[index - 1]?.end;
        const waits = previousEnd !== undefined && previousEnd < stop.start;
        return (
          <Fragment key={stop.start.getTime()}>
            {waits && <SessionWait from={previousEnd} to={stop.start} />}
            <StopCard stop={stop} index={index} caught={caught} />
          </Fragment>
        );
      })}
    </Column>
  );
}
