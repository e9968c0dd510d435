import { Trans, useLingui } from '@lingui/react/macro';
import { Column } from '@/components/column';
import { Loading } from '@/components/loading';
import { TabHeading } from '@/components/tab-heading';
import { Text } from '@/components/text';
import { useHydrated } from '@/hooks/use-hydrated';
import { ProgressRefreshNote } from '@/features/account/progress-refresh-note';
import { useTimeDerived } from '@/features/clock/now-store';
import { toMinute } from '@/lib/session/session-time';
import { MetaLadder } from './meta-ladder';
import classes from './metas.module.css';
import { NextTiers } from './next-tiers';
import { useMetas } from './use-metas';

/** `/launch/metas`: the six fishing metas, the player's place, and the cheapest way up. */
export function MetasTab() {
  const { t } = useLingui();
  const metas = useMetas();
  const hydrated = useHydrated();
  const now = useTimeDerived(toMinute);
  return (
    <Column gap="lg">
      <div>
        <TabHeading errors={metas.errors} failedTitle={t`Some collections could not be loaded`}>
          <Trans>Fishing metas</Trans>
        </TabHeading>
        <Text size="sm" tone="dimmed">
          <Trans>
            Six titles for completed fishing collections. The cheapest collections to finish are
            weighed by their missing fish: short windows, rare holes, fish above your fishing power
            and Mackerel bait cost more.
          </Trans>
        </Text>
      </div>
      <ProgressRefreshNote />
      <MetaLadder place={metas.place} source={metas.source} />
      {/* Prerendered, progress and the time are unknown: the next tier keeps its place. */}
      {!hydrated || (metas.pending && metas.collections.size === 0) ? (
        <div className={classes.pending}>
          <Loading label={t`Loading the catalog`} />
        </div>
      ) : (
        <NextTiers plans={metas.plans} collections={metas.collections} now={now} />
      )}
    </Column>
  );
}
