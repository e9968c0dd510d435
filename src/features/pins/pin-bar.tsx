import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import clsx from 'clsx';
import { Link, useLocation, useMatches } from 'react-router';
import anchor from '@/components/anchor.module.css';
import { isPinnablePage } from '@/config/routes';
import classes from './pin-bar.module.css';
import { endpointPath, type Pin } from './pin';
import { usePinsStore } from './pins-store';

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
    <li className={classes.chip} data-pinned={pin.isPinned || undefined}>
      <div className={classes.chipRow}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={pin.isPinned ? t`Unpin ${page}` : t`Pin ${page}`}
          aria-pressed={pin.isPinned}
          onClick={() => togglePin(pin.name, pin.endpoint)}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
        <Link
          to={pin.endpoint}
          className={clsx('mantine-focus-auto', anchor.anchor, anchor.sm, anchor.inherit)}
        >
          {pin.name}
        </Link>
      </div>
    </li>
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
      <ul className={classes.list}>
        {entries.map((pin) => (
          <PinEntry key={`${pin.isPinned}-${pin.endpoint}`} pin={pin} />
        ))}
      </ul>
    </nav>
  );
}
