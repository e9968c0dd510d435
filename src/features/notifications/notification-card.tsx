import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPin, IconTrash, IconX } from '@tabler/icons-react';
import clsx from 'clsx';
import { useState, type CSSProperties } from 'react';
import { NOTIFICATION } from '@/config/constants';
import { useNow } from '@/features/clock/now-store';
import { Expiry, PhaseCountdown, TimeBar } from './card-clocks';
import { CardTitle } from './card-title';
import classes from './notification-card.module.css';
import { cardText, lateNote } from './card-text';
import { useNotificationsStore, type AppNotification } from './notifications-store';
import { Column } from '@/components/column';
import { Row } from '@/components/row';
import { Card } from '@/components/card';
import { Text } from '@/components/text';

const slideClasses = {
  left: classes.fromLeft,
  right: classes.fromRight,
  bottom: classes.fromBottom,
};

/**
 * One card: text (a link when it leads somewhere; a time card's reads live), the countdown to
 * its phase change, the card's own expiry, the time bar, and dismiss/pin back/delete.
 */
export function NotificationCard({
  notification,
  from,
}: {
  notification: AppNotification;
  /** Where the card slides in from: its corner's side, or the bottom on a phone. */
  from: 'left' | 'right' | 'bottom';
}) {
  const now = useNow();
  const [seen, setSeen] = useState(false);
  const { dismiss, restore, remove } = useNotificationsStore.getState();
  const { id, end, dismissed, phaseChange } = notification;
  const { t, i18n } = useLingui();
  const text = cardText(notification, now, i18n);
  const late = lateNote(notification, i18n);
  const style = {
    '--slide-in-duration': `${NOTIFICATION.slideInMs}ms`,
    '--glow-duration': `${NOTIFICATION.glowMs}ms`,
  } as CSSProperties;

  return (
    <div className={slideClasses[from]} style={style} data-slide-in={from}>
      <Card
        as="article"
        aria-label={text}
        padding="sm"
        className={clsx(
          classes.card,
          !(seen || dismissed) && classes.glow,
          notification.tone === 'error' && classes.error,
          dismissed && classes.dismissed,
        )}
        onMouseEnter={() => setSeen(true)}
        onFocus={() => setSeen(true)}
      >
        <Column gap={6}>
          <Row justify="between" align="start" nowrap gap="xs">
            <CardTitle notification={notification} text={text} now={now} />
            <Row gap={2} nowrap>
              {dismissed ? (
                <Tooltip label={t`Pin back`}>
                  <ActionIcon variant="subtle" aria-label={t`Pin back`} onClick={() => restore(id)}>
                    <IconPin size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : (
                <Tooltip label={t`Dismiss`}>
                  <ActionIcon variant="subtle" aria-label={t`Dismiss`} onClick={() => dismiss(id)}>
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label={t`Delete`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Delete`}
                  onClick={() => remove(id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Row>
          </Row>
          {late && (
            <Text size="xs" tone="dimmed">
              {late}
            </Text>
          )}
          {phaseChange && <PhaseCountdown change={phaseChange} now={now} />}
          {end !== undefined && <Expiry end={end} now={now} />}
          {notification.kind === 'time' && <TimeBar now={now} />}
        </Column>
      </Card>
    </div>
  );
}
