import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNotificationAreaStore } from './area-store';
import { useNotificationSettingsStore } from './settings-store';
import { useActiveCount } from './use-active-count';

/**
 * The bell: shown only while notifications are enabled; counts active cards, toggles the area.
 * While cards are active it is marked `data-bell-pinned`: the header keeps it on screen.
 */
export function BellButton() {
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  if (!enabled) return null;
  return <Bell />;
}

function Bell() {
  const activeCount = useActiveCount();
  const { open, toggle } = useNotificationAreaStore();
  const { t } = useLingui();
  return (
    <Indicator
      label={activeCount}
      size={16}
      disabled={activeCount === 0}
      offset={4}
      data-bell-pinned={activeCount > 0 || undefined}
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={t({
          message: plural(activeCount, {
            one: 'Notifications (# active)',
            other: 'Notifications (# active)',
          }),
        })}
        aria-expanded={open}
        aria-controls="notification-area"
        onClick={toggle}
      >
        <IconBell aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
