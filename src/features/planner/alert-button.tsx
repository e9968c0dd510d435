import { Button, Popover } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import { IconBellPlus, IconBellRingingFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlannerAlertsStore } from '@/features/notifications';
import { findPlannerAlert } from '@/lib/planner';
import { AlertForm, REPEAT_WORDS, type PlannerAlertTarget } from './alert-form';

/**
 * "Alert me": a planner alert N minutes before the window the row shows opens (dusk for a night
 * fish), once or every time. Once set, the button says so ("Alert set · 5 min") and its popover
 * changes or removes the alert.
 */
export function AlertButton({ target }: { target: PlannerAlertTarget }) {
  const [opened, setOpened] = useState(false);
  const alert = usePlannerAlertsStore((state) => findPlannerAlert(state.alerts, target));
  const text = alert ? `Alert set · ${alert.minutesAhead} min` : 'Alert me';
  const name = alert
    ? `${text}: ${target.label}, ${REPEAT_WORDS[alert.repeat]}`
    : `${text}: ${target.label}`;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      trapFocus
      returnFocus
      withArrow
      shadow="md"
      width={300}
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          variant={alert ? 'filled' : 'light'}
          leftSection={
            alert ? (
              <IconBellRingingFilled size={14} aria-hidden />
            ) : (
              <IconBellPlus size={14} aria-hidden />
            )
          }
          onClick={() => setOpened((o) => !o)}
          aria-label={name}
        >
          {text}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={`Alert for ${target.label}`}>
        {opened && <AlertForm target={target} alert={alert} onDone={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
