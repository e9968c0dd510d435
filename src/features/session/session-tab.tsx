import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { AssetStatus, CopyLinkButton, FirstScreenEnd, Loading } from '@/components';
import { ProgressRefreshNote, useMissingRegionKeys } from '@/features/account';
import { FishingPowerInput } from '@/features/fishing-power';
import { SessionAlertButton } from '@/features/notifications';
import { useProgress } from '@/features/progress';
import { useHydrated } from '@/hooks/use-hydrated';
import { CatchLog } from './catch-log';
import { SessionBait } from './session-bait';
import { writeSession } from './session-address';
import { DEFAULT_FORM, type SessionState } from './session-form';
import { SessionTimeFields } from './session-form-fields';
import { SessionOptions } from './session-options';
import { SessionRoute } from './session-route';
import { sessionStateOf, useSessionStore } from './session-store';
import classes from './session.module.css';
import { currentSession, useSessionAddress } from './use-session-address';
import { useSessionPlan } from './use-session-plan';

const PRERENDERED: SessionState = { form: DEFAULT_FORM };

/** The page's address with the session in it, its start fixed (a link opens the same plan). */
function linkTo(start: number) {
  const session = currentSession();
  const query = writeSession(new URLSearchParams(), {
    ...session,
    form: { ...session.form, start: session.form.start ?? start },
  });
  return `${window.location.origin}${window.location.pathname}?${query.toString()}`;
}

/**
 * `/launch/session` (issue 42): the player's time, start and collections give a route across
 * maps — stops in order, each with when, where, holes, baits and fish — and the bait to bring.
 */
export function SessionTab() {
  useSessionAddress();
  const hydrated = useHydrated();
  const stored = useSessionStore((state) => state);
  // The prerendered page has no stored session; its form shows the defaults until hydrated.
  const session = hydrated ? sessionStateOf(stored) : PRERENDERED;
  const plan = useSessionPlan(session, hydrated);
  const missing = useMissingRegionKeys();
  const { source } = useProgress();
  const { t } = useLingui();
  const stopCount = plan.stops.length;

  return (
    <Stack gap="xs">
      <div>
        <Title order={2}>
          <Trans>Fishing session</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          {source === 'account' ? (
            <Trans>
              For the fish you still need by your account&apos;s progress (API key), Avid rounds
              included.
            </Trans>
          ) : (
            <Trans>
              For the fish you still need by your marks on this device, Avid rounds included.
            </Trans>
          )}
        </Text>
        <FirstScreenEnd />
      </div>
      <ProgressRefreshNote />
      <SessionTimeFields form={session.form} onChange={stored.change} />
      <SessionOptions
        form={session.form}
        onChange={stored.change}
        collections={plan.collections}
        missingCount={missing.size}
        powerInput={<FishingPowerInput />}
        powerSet={plan.fishingPower !== undefined}
      />
      <SessionAlertButton
        stops={plan.stops}
        onStart={() => stored.start(Date.now())}
        onEnd={stored.end}
      />
      <AssetStatus errors={plan.errors} failedTitle={t`Some collections could not be loaded`} />
      {/* Prerendered, the time is unknown: the route appears once the browser knows it. Its
          place is kept meanwhile, so nothing below jumps. */}
      {!hydrated || plan.pending ? (
        <div className={classes.pending}>
          <Loading label={t`Loading the catalog`} />
        </div>
      ) : (
        <>
          <section aria-labelledby="session-route">
            <Group justify="space-between" gap="xs" mb="xs">
              <Title order={3} id="session-route">
                {t({
                  message: plural(stopCount, { one: 'Route (# stop)', other: 'Route (# stops)' }),
                })}
              </Title>
              <CopyLinkButton value={linkTo(plan.start)} label={t`Copy link`} />
            </Group>
            <SessionRoute stops={plan.stops} caught={plan.caught} />
          </section>
          <CatchLog
            startedAt={session.startedAt}
            onPlanRest={() => stored.planRestFromNow(Date.now())}
          />
          <section aria-labelledby="session-bait">
            <Title order={3} id="session-bait" mb="xs">
              <Trans>Bait for this session</Trans>
            </Title>
            <SessionBait stops={plan.stops} />
          </section>
        </>
      )}
    </Stack>
  );
}
