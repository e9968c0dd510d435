import { ActionIcon, Button, Switch, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronsRight } from '@tabler/icons-react';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type CSSProperties } from 'react';
import { useNotificationAreaStore } from './area-store';
import { raisedText } from './card-text';
import { NotificationCard } from './notification-card';
import classes from './notification-layer.module.css';
import {
  capCards,
  MAX_VISIBLE_CARDS,
  useNotificationsStore,
  visibleNotifications,
} from './notifications-store';
import { useNotificationSettingsStore } from './settings-store';
import { useBottomRoom, useRevealOnNewCard } from './use-floating-area';
import { useNotificationScheduler } from './use-notification-scheduler';
import { Row } from '@/components/row';
import { Card } from '@/components/card';

/** Narrow screens stack the cards at the bottom, one shown at a time. */
const PHONE = '(max-width: 40em)';

/**
 * Loaded only once notifications are enabled: runs the scheduler, so time notifications raise
 * cards (and the bell counts them) even while the area is hidden, announces the newest card, and
 * shows the area when open. A new card opens it again.
 */
export default function NotificationLayer({ offsetTop = 0 }: { offsetTop?: number }) {
  useNotificationScheduler();
  useRevealOnNewCard();
  const open = useNotificationAreaStore((state) => state.open);
  // Only the newest card's text is announced, not the ticking countdowns inside the cards.
  const newest = useNotificationsStore((state) => state.notifications.find((n) => !n.dismissed));
  const { i18n } = useLingui();
  return (
    <>
      {/* Outside the area, which is hidden while empty or closed, so every card is announced. */}
      <VisuallyHidden role="status" aria-live="polite">
        {newest && raisedText(newest, i18n)}
      </VisuallyHidden>
      {open && <Area offsetTop={offsetTop} />}
    </>
  );
}

/**
 * The cards float over the page (fixed) where the player is looking, however far down they are:
 * in the display mode's top corner under the header on a wide screen, at the bottom on a phone
 * (where the page gets room below to scroll its last controls clear). Newest first; the newest
 * three show on a wide screen, the newest one on a phone; the rest collapse into a count.
 */
function Area({ offsetTop }: { offsetTop: number }) {
  const displayMode = useNotificationSettingsStore((state) => state.displayMode);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const { notifications, showHistory, setShowHistory, clear } = useNotificationsStore();
  const hide = useNotificationAreaStore((state) => state.toggle);
  const asked = useNotificationAreaStore((state) => state.asked);
  const close = useNotificationAreaStore((state) => state.close);
  const [expanded, setExpanded] = useState(false);
  const { t } = useLingui();
  const { ref, height } = useElementSize<HTMLElement>();
  const empty = notifications.length === 0;
  useBottomRoom(phone && !empty ? height : 0);
  const all = visibleNotifications(notifications, showHistory);
  // No bar without a card under it (issue 60: "Show history / Clear all" stayed over the route
  // once its card closed): the area closes, and the bell opens it again with its bar.
  const bare = !empty && all.length === 0 && !asked;
  useEffect(() => {
    if (bare) close();
  }, [bare, close]);
  const max = phone ? 1 : MAX_VISIBLE_CARDS;
  const { shown, more } = capCards(all, expanded ? Infinity : max);
  // UNDEFINED (no side chosen) takes the default corner, the right.
  const side = displayMode === 'LEFT' ? 'left' : 'right';
  return (
    <section
      ref={ref}
      id="notification-area"
      aria-label={t`Notifications`}
      className={classes.area}
      data-side={side}
      style={
        {
          '--area-top': `${offsetTop + 8}px`,
          display: empty || bare ? 'none' : undefined,
        } as CSSProperties
      }
    >
      <div className={classes.cards}>
        {shown.map((notification) => (
          <NotificationCard
            key={notification.id}
            notification={notification}
            from={phone ? 'bottom' : side}
          />
        ))}
      </div>
      <Card className={classes.controls}>
        <Row justify={side === 'left' ? 'start' : 'end'} gap={6}>
          {all.length > max && (
            <Button
              size="compact-xs"
              variant="light"
              aria-expanded={expanded}
              aria-controls="notification-area"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t`Show fewer` : t`Show ${more} more`}
            </Button>
          )}
          <Switch
            size="xs"
            label={t`Show history`}
            checked={showHistory}
            onChange={(event) => setShowHistory(event.currentTarget.checked)}
          />
          <Button size="compact-xs" variant="subtle" color="red" onClick={clear}>
            <Trans>Clear all</Trans>
          </Button>
          <Tooltip label={t`Hide (the bell shows them again)`}>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t`Hide notifications`}
              aria-controls="notification-area"
              aria-expanded
              onClick={hide}
            >
              <IconChevronsRight size={16} aria-hidden className={classes.hideIcon} />
            </ActionIcon>
          </Tooltip>
        </Row>
      </Card>
    </section>
  );
}
