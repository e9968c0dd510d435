import { Anchor, Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import { useNow } from '@/features/clock';
import {
  pushNotification,
  useNotificationSettingsStore,
  usePlannerAlertsStore,
} from '@/features/notifications';
import { alertCards, type AlertRepeat, type AlertTarget, type PlannerAlert } from '@/lib/planner';
import { formatInstant, useLocale } from '@/lib/i18n';
import { PHASE_LABELS } from '@/lib/time';

/** The fish a "Coming up" row's alert is for. */
export interface PlannerAlertTarget extends AlertTarget {
  /** What the row is, e.g. "Kryta — Night". */
  label: string;
  /** The row's fish, named on the card. */
  fish: string[];
}

/** How often, in the words of the button and the messages. */
export const REPEAT_WORDS: Record<AlertRepeat, string> = {
  every: 'every time',
  once: 'once',
};

const DEFAULT_MINUTES_AHEAD = 5;

/** When the first card would come, and the window it is for: the planner's own start. */
function FirstAlert({ draft }: { draft: Omit<PlannerAlert, 'id' | 'createdAt'> }) {
  const now = useNow();
  const uiLocale = useLocale();
  const [card] = alertCards({ ...draft, id: '', createdAt: now }, now, 1);
  if (!card) return null;
  const opens = `${PHASE_LABELS[card.phase].toLowerCase()}, ${formatInstant(uiLocale, 'time', card.windowStart)}`;
  return (
    <Text size="xs" c="dimmed">
      {card.start <= now
        ? `The window opens within ${draft.minutesAhead} min (${opens}): the alert comes at once.`
        : `First alert at ${formatInstant(uiLocale, 'time', card.start)}, before the window opens (${opens}).`}
    </Text>
  );
}

/** The popover's form: minutes ahead, once or every time; set, save or remove. */
export function AlertForm({
  target,
  alert,
  onDone,
}: {
  target: PlannerAlertTarget;
  alert: PlannerAlert | undefined;
  onDone: () => void;
}) {
  const [minutes, setMinutes] = useState<number | string>(
    alert?.minutesAhead ?? DEFAULT_MINUTES_AHEAD,
  );
  const [repeat, setRepeat] = useState<AlertRepeat>(alert?.repeat ?? 'every');
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  const { set, remove } = usePlannerAlertsStore.getState();
  const { label, fish, regionKey, locale, fishTime } = target;
  const minutesAhead = typeof minutes === 'number' ? minutes : 0;
  const draft = { regionKey, locale, fishTime, fish, minutesAhead, repeat };

  const save = () => {
    set({ ...draft, id: alert?.id });
    pushNotification({
      text: `Alert set: ${label}, ${minutesAhead} min before the window, ${REPEAT_WORDS[repeat]}.`,
    });
    onDone();
  };
  const removeAlert = (id: string) => {
    remove(id);
    pushNotification({ text: `Alert removed: ${label}.` });
    onDone();
  };

  return (
    <Stack gap="xs">
      <NumberInput
        label="Minutes before the window opens"
        min={0}
        max={NOTIFICATION.minutesAheadMax}
        clampBehavior="strict"
        allowDecimal={false}
        value={minutes}
        onChange={setMinutes}
      />
      <Radio.Group
        label="How often"
        value={repeat}
        onChange={(value) => setRepeat(value === 'once' ? 'once' : 'every')}
      >
        <Group gap="md" mt={4}>
          <Radio value="every" label="Every time" />
          <Radio value="once" label="Once" />
        </Group>
      </Radio.Group>
      <FirstAlert draft={draft} />
      {!enabled && (
        <Text size="xs" c="dimmed">
          Notifications are off: turn them on in{' '}
          <Anchor component={Link} to={paths.settings.href('notifications')}>
            Settings → Notifications
          </Anchor>{' '}
          to see the alert.
        </Text>
      )}
      <Group gap="xs">
        <Button onClick={save}>{alert ? 'Save alert' : 'Set alert'}</Button>
        {alert && (
          <Button variant="light" color="red" onClick={() => removeAlert(alert.id)}>
            Remove alert
          </Button>
        )}
      </Group>
    </Stack>
  );
}
