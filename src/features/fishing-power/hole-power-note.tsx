import { Trans } from '@lingui/react/macro';
import { Badge } from '@/components/badge';
import { Text } from '@/components/text';
import { cheapestWayToClose, type GapWay } from '@/lib/fishing-power/close-gap';
import type { PowerSources } from '@/lib/fishing-power/power-sources';
import { useLocale } from '@/lib/i18n/use-locale';
import { useFishingPower, useFishingPowerStore } from './fishing-power-store';
import classes from './hole-power-note.module.css';
import { useSourceName } from './source-words';

export interface HolePowerNoteProps {
  /** The hole's (or fish's) minimum fishing power. */
  needs: number;
}

const NONE_TICKED: PowerSources = {};
/** The ways worked out, by the sources they start from (a page holds many notes alike). */
const waysBySources = new WeakMap<PowerSources, Map<number, GapWay | undefined>>();

function wayToClose(gap: number, sources: PowerSources) {
  let ways = waysBySources.get(sources);
  if (!ways) waysBySources.set(sources, (ways = new Map()));
  if (!ways.has(gap)) ways.set(gap, cheapestWayToClose(gap, sources));
  return ways.get(gap);
}

/**
 * "(cheapest: Mackerel +50 and Redfish Sushi +150)" from the sources not yet ticked, in the colour
 * of the words around it (white with their shadow on a banner's picture).
 */
function GapWayText({ gap }: { gap: number }) {
  const nameOf = useSourceName();
  const locale = useLocale();
  const sources = useFishingPowerStore((state) => state.sources ?? NONE_TICKED);
  const way = wayToClose(gap, sources);
  if (!way) {
    return (
      <Text as="span" size="xs" tone="inherit">
        <Trans>(no listed source closes the gap)</Trans>
      </Text>
    );
  }
  const steps = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    way.steps.map(({ group, option, gain }) => `${nameOf(group, option)} +${gain}`),
  );
  return (
    <Text as="span" size="xs" tone="inherit">
      <Trans>(cheapest: {steps})</Trans>
    </Text>
  );
}

/**
 * "needs 650, you have 500" beside a hole or fish whose minimum is above the player's fishing
 * power, and the cheapest way to close the gap from the sources not yet ticked
 * (`cheapestWayToClose`); nothing when no power is set or it is enough. It brings its own space
 * before it, so a line of text without the note ends where it did.
 */
export function HolePowerNote({ needs }: HolePowerNoteProps) {
  const power = useFishingPower();
  if (power === undefined || needs <= power) return null;
  return (
    <>
      {' '}
      <Badge size="sm" className={classes.note}>
        <Trans>
          needs {needs}, you have {power}
        </Trans>
      </Badge>{' '}
      <GapWayText gap={needs - power} />
    </>
  );
}
