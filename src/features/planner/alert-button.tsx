import { useLingui } from '@lingui/react/macro';
import { Button, Popover } from '@mantine/core';
import '@mantine/core/styles/Popover.layer.css';
import { IconBellPlus, IconBellRingingFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { usePlannerAlertsStore } from '@/features/notifications/planner-alerts-store';
import { findPlannerAlert } from '@/lib/planner/alerts';
import { AlertForm, REPEAT_WORDS, type PlannerAlertTarget } from './alert-form';

/**
 * "Alert me": a planner alert N minutes before the window the row shows opens (dusk for a night
 * fish), once or every time. Once set, the button says so ("Alert set · 5 min") and its popover
 * changes or removes the alert. The popover is mounted on first use: a closed Mantine popover
 * still runs floating-ui's hooks and mounts a portal, once per row of "Coming up", in the render
 * that shows the planner's first result (docs/performance.md "Answering a press").
 */
export function AlertButton({ target }: { target: PlannerAlertTarget }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const alert = usePlannerAlertsStore((state) => findPlannerAlert(state.alerts, target));
  const { t, i18n } = useLingui();
  const minutes = alert?.minutesAhead;
  const text = alert ? t`Alert set · ${minutes} min` : t`Alert me`;
  const label = target.label;
  const repeat = alert ? i18n._(REPEAT_WORDS[alert.repeat]) : '';
  const name = alert ? t`${text}: ${label}, ${repeat}` : t`${text}: ${label}`;
  const button = (
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
      // As Popover.Target sets them, so they are there before the popover is mounted too.
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={() => {
        setUsed(true);
        setOpened((o) => !o);
      }}
      aria-label={name}
    >
      {text}
    </Button>
  );
  if (!used) return button;
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
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown aria-label={t`Alert for ${label}`}>
        {opened && <AlertForm target={target} alert={alert} onDone={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
