import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, NumberInput, Radio } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION } from '@/config/constants';
import { paths } from '@/config/paths';
import { useNow } from '@/features/clock/now-store';
import { pushNotification } from '@/features/notifications/notifications-store';
import { useNotificationSettingsStore } from '@/features/notifications/settings-store';
import { usePlannerAlertsStore } from '@/features/notifications/planner-alerts-store';
import {
  alertCards,
  type AlertRepeat,
  type AlertTarget,
  type PlannerAlert,
} from '@/lib/planner/alerts';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { capReachedMessage } from '@/lib/storage/cap-words';
import { phaseWordMidSentence } from '@/lib/time/phase-words';
import { Text } from '@/components/text';
import { Column } from '@/components/column';
import { Row } from '@/components/row';
import space from '@/components/spacing.module.css';

/** The fish a "Coming up" row's alert is for. */
export interface PlannerAlertTarget extends AlertTarget {
  /** What the row is, e.g. "Kryta — Night". */
  label: string;
  /** The row's fish, named on the card. */
  fish: string[];
}

/** How often, in the words of the button and the messages. */
export const REPEAT_WORDS: Record<AlertRepeat, MessageDescriptor> = {
  every: msg`every time`,
  once: msg`once`,
};

const DEFAULT_MINUTES_AHEAD = 5;

/** When the first card would come, and the window it is for: the planner's own start. */
function FirstAlert({ draft }: { draft: Omit<PlannerAlert, 'id' | 'createdAt'> }) {
  const now = useNow();
  const uiLocale = useLocale();
  const { t, i18n } = useLingui();
  const [card] = alertCards({ ...draft, id: '', createdAt: now }, now, 1);
  if (!card) return null;
  const phase = phaseWordMidSentence(i18n, card.phase);
  const opensAt = formatInstant(uiLocale, 'time', card.windowStart);
  const minutes = draft.minutesAhead;
  const at = formatInstant(uiLocale, 'time', card.start);
  return (
    <Text size="xs" tone="dimmed">
      {card.start <= now
        ? t`The window opens within ${minutes} min (${phase}, ${opensAt}): the alert comes at once.`
        : t`First alert at ${at}, before the window opens (${phase}, ${opensAt}).`}
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
  // Said here, in the popover the player is looking at (the page's notice may be scrolled away).
  const [refusal, setRefusal] = useState<MessageDescriptor>();
  const enabled = useNotificationSettingsStore((state) => state.enabled);
  const { set, remove } = usePlannerAlertsStore.getState();
  const { label, fish, regionKey, clock, fishTime } = target;
  const minutesAhead = typeof minutes === 'number' ? minutes : 0;
  const draft = { regionKey, clock, fishTime, fish, minutesAhead, repeat };
  const { t, i18n } = useLingui();

  const save = () => {
    const refused = set({ ...draft, id: alert?.id });
    if (refused) return setRefusal(capReachedMessage(refused));
    const often = i18n._(REPEAT_WORDS[repeat]);
    pushNotification({
      text: t`Alert set: ${label}, ${minutesAhead} min before the window, ${often}.`,
    });
    onDone();
  };
  const removeAlert = (id: string) => {
    remove(id);
    pushNotification({ text: t`Alert removed: ${label}.` });
    onDone();
  };

  return (
    <Column gap="xs">
      <NumberInput
        label={t`Minutes before the window opens`}
        min={0}
        max={NOTIFICATION.minutesAheadMax}
        clampBehavior="strict"
        allowDecimal={false}
        value={minutes}
        onChange={setMinutes}
      />
      <Radio.Group
        label={t`How often`}
        value={repeat}
        onChange={(value) => setRepeat(value === 'once' ? 'once' : 'every')}
      >
        <Row gap="md" className={space.mt4}>
          <Radio value="every" label={t`Every time`} />
          <Radio value="once" label={t`Once`} />
        </Row>
      </Radio.Group>
      <FirstAlert draft={draft} />
      {!enabled && (
        <Text size="xs" tone="dimmed">
          <Trans>
            Notifications are off: turn them on in{' '}
            <Anchor component={Link} to={paths.settings.href('notifications')}>
              Settings → Notifications
            </Anchor>{' '}
            to see the alert.
          </Trans>
        </Text>
      )}
      {refusal && (
        <Text size="sm" tone="red" role="alert">
          {i18n._(refusal)}
        </Text>
      )}
      <Row gap="xs">
        <Button onClick={save}>{alert ? t`Save alert` : t`Set alert`}</Button>
        {alert && (
          <Button variant="light" color="red" onClick={() => removeAlert(alert.id)}>
            <Trans>Remove alert</Trans>
          </Button>
        )}
      </Row>
    </Column>
  );
}
