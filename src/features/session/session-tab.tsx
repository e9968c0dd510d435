import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { AssetStatus } from '@/components/asset-status';
import { CopyLinkButton } from '@/components/copy-link-button';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { Loading } from '@/components/loading';
import { ProgressRefreshNote } from '@/features/account/progress-refresh-note';
import { useMissingRegionKeys } from '@/features/account/region-reach';
import { FishingPowerInput } from '@/features/fishing-power/fishing-power-input';
import { SessionAlertButton } from '@/features/notifications/session-alert-button';
import { PlanPlaces } from '@/features/planner/plan-places';
import { useTimeDerived } from '@/features/clock/now-store';
import { useProgress } from '@/features/progress/use-progress';
import { useHydrated } from '@/hooks/use-hydrated';
import { collectionAt } from '@/lib/session/route';
import { isSessionRunning } from '@/lib/session/session-time';
import { CatchLog } from './catch-log/catch-log';
import { BelowTheRoute } from './below-the-route';
import { SessionBait } from './session-bait';
import { writeSession } from './session-address';
import { DEFAULT_FORM, type SessionAddress, type SessionState } from './session-form';
import { SessionTimeFields } from './session-form-fields';
import { SessionLinkQuestion, SessionLinkViewNote } from './session-link-question';
import { useSessionLinkStore } from './session-link-store';
import { SessionOptions } from './session-options';
import { SessionRoute } from './session-route';
import { sessionStateOf, useSessionStore } from './session-store';
import classes from './session.module.css';
import { currentSession, useSessionAddress } from './use-session-address';
import { useSessionPlan } from './use-session-plan';
import { Text } from '@/components/text';
import { Column } from '@/components/column';
import { Heading } from '@/components/heading';
import { Row } from '@/components/row';
import space from '@/components/spacing.module.css';

const PRERENDERED: SessionState = { form: DEFAULT_FORM };

/**
 * The page's address with the session shown in it (the player's, or a link shown without saving),
 * its start fixed (a link opens the same plan).
 */
function linkTo(start: number, viewed: SessionAddress | undefined) {
  const session = viewed ?? currentSession();
  const query = writeSession(new URLSearchParams(), {
    ...session,
    form: { ...session.form, start: session.form.start ?? start },
  });
  return `${window.location.origin}${window.location.pathname}?${query.toString()}`;
}

/** In place of the power input while a link is shown without saving: the link's power. */
function LinkPower({ power }: { power: number | undefined }) {
  return (
    <Text size="sm">
      {power === undefined ? (
        <Trans>The link sets no fishing power.</Trans>
      ) : (
        <Trans>Fishing power of the link: {power} (yours is kept).</Trans>
      )}
    </Text>
  );
}

/**
 * `/launch/session` (issue 42): the player's time, start and collections give a route across
 * maps — stops in order, each with when, where, holes, baits and fish — and the bait to bring.
 */
export function SessionTab() {
  useSessionAddress();
  const hydrated = useHydrated();
  const stored = useSessionStore((state) => state);
  const viewed = useSessionLinkStore((state) => state.viewed);
  // The prerendered page has no stored session; its form shows the defaults until hydrated. A
  // link opened without saving is shown in place of the player's session, which stays as it is.
  const session = !hydrated ? PRERENDERED : (viewed ?? sessionStateOf(stored));
  const change = viewed ? useSessionLinkStore.getState().changeView : stored.change;
  const plan = useSessionPlan(session, hydrated, viewed && { power: viewed.fishingPower });
  const running = useTimeDerived((now) => isSessionRunning(session, now));
  const missing = useMissingRegionKeys();
  const { source } = useProgress();
  const { t } = useLingui();
  const stopCount = plan.stops.length;
  // Whose progress counts: under the title, or on a phone in the folded options (one shows).
  const intro =
    source === 'account' ? (
      <Trans>
        For the fish you still need by your account&apos;s progress (API key), Avid rounds included.
      </Trans>
    ) : (
      <Trans>For the fish you still need by your marks on this device, Avid rounds included.</Trans>
    );

  return (
    <Column gap="xs">
      <div>
        <Heading order={2} className={classes.title}>
          <Trans>Fishing session</Trans>
        </Heading>
        <Text tone="dimmed" size="sm" className={classes.intro}>
          {intro}
        </Text>
        <FirstScreenEnd />
      </div>
      <ProgressRefreshNote />
      <SessionTimeFields form={session.form} onChange={change} />
      <SessionOptions
        form={session.form}
        onChange={change}
        collections={plan.collections}
        missingCount={missing.size}
        powerInput={viewed ? <LinkPower power={viewed.fishingPower} /> : <FishingPowerInput />}
        powerSet={plan.fishingPower !== undefined}
        about={
          <Text tone="dimmed" size="sm">
            {intro}
          </Text>
        }
      />
      {viewed ? (
        <SessionLinkViewNote />
      ) : (
        <SessionAlertButton
          stops={plan.stops}
          running={running}
          onStart={() => stored.start(Date.now())}
          onEnd={stored.end}
        />
      )}
      <SessionLinkQuestion />
      <AssetStatus errors={plan.errors} failedTitle={t`Some collections could not be loaded`} />
      {/* Prerendered, the time is unknown: the route appears once the browser knows it. Its
          place is kept meanwhile, so nothing below jumps. */}
      {!hydrated || plan.pending ? (
        <div className={classes.pending}>
          <Loading label={t`Loading the catalog`} />
          {/* Where the route can go is true at any time: the served page names its places. */}
          {!hydrated && (
            <PlanPlaces
              collections={plan.chosen}
              intro={t`The route shows once the app has started. It can take you to these places:`}
            />
          )}
        </div>
      ) : (
        <>
          <section aria-labelledby="session-route">
            <Row justify="between" gap="xs" className={space.mbXs}>
              <Heading order={3} id="session-route">
                {t({
                  message: plural(stopCount, { one: 'Route (# stop)', other: 'Route (# stops)' }),
                })}
              </Heading>
              <CopyLinkButton value={linkTo(plan.start, viewed)} label={t`Copy link`} />
            </Row>
            <SessionRoute stops={plan.stops} caught={plan.caught} />
          </section>
          <BelowTheRoute>
            {/* The player's log belongs to their session, not to a link shown without saving. */}
            {!viewed && (
              <CatchLog
                startedAt={session.startedAt}
                onPlanRest={() => {
                  const now = Date.now();
                  // The player is on the map of the stop under way (docs/session.md "The model").
                  stored.planRestFromNow(now, collectionAt(plan.stops, now));
                }}
              />
            )}
            <section aria-labelledby="session-bait">
              <Heading order={3} id="session-bait" className={space.mbXs}>
                <Trans>Bait for this session</Trans>
              </Heading>
              <SessionBait stops={plan.stops} />
            </section>
          </BelowTheRoute>
        </>
      )}
    </Column>
  );
}
