import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Group, Paper } from '@mantine/core';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import { Link, useLocation, useMatches } from 'react-router';
import { isPinnablePage } from '@/config/routes';
import classes from './pin-bar.module.css';
import { endpointPath, usePinsStore, type Pin } from './pins-store';

/** A route opts into a friendlier pin label through its `handle`. */
export interface PinnableHandle {
  pinLabel?: (name: string) => string;
}

/** The current page as a pin candidate, when the route table marks it pinnable. */
function useCurrentPinCandidate(): Pin | undefined {
  const matches = useMatches();
  const location = useLocation();
  const match = [...matches].reverse().find((m) => isPinnablePage(m.id));
  const name = match?.params.name;
  if (!match || !name) return undefined;
  const handle = match.handle as PinnableHandle | undefined;
  return {
    name: handle?.pinLabel?.(name) ?? name,
    endpoint: location.pathname + location.search,
    isPinned: false,
  };
}

function PinEntry({ pin }: { pin: Pin }) {
  const togglePin = usePinsStore((state) => state.togglePin);
  const Icon = pin.isPinned ? IconPinFilled : IconPin;
  const { t } = useLingui();
  const page = pin.name;
  return (
    <Paper
      component="li"
      radius="xl"
      px="xs"
      py={2}
      withBorder
      className={classes.chip}
      data-pinned={pin.isPinned || undefined}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={pin.isPinned ? t`Unpin ${page}` : t`Pin ${page}`}
          aria-pressed={pin.isPinned}
          onClick={() => togglePin(pin.name, pin.endpoint)}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
        <Anchor component={Link} to={pin.endpoint} size="sm" c="inherit">
          {pin.name}
        </Anchor>
      </Group>
    </Paper>
  );
}

/** Pinned pages (newest first), preceded by the current page when it is pinnable but not pinned. */
export function PinBar() {
  const pins = usePinsStore((state) => state.pins);
  const candidate = useCurrentPinCandidate();
  const candidatePinned =
    candidate &&
    pins.some((pin) => endpointPath(pin.endpoint) === endpointPath(candidate.endpoint));
  const entries = candidate && !candidatePinned ? [candidate, ...pins] : pins;
  const { t } = useLingui();
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t`Pinned pages`}>
      <Group component="ul" gap="xs" m={0} p={0}>
        {entries.map((pin) => (
          <PinEntry key={`${pin.isPinned}-${pin.endpoint}`} pin={pin} />
        ))}
      </Group>
    </nav>
  );
}
