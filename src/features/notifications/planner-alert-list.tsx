import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { findRegion } from '@/data/catalog-index';
import { useNow } from '@/features/clock';
import { fishSubject } from '@/lib/notifications';
import { nextAlertCard, type PlannerAlert } from '@/lib/planner';
import { formatInstant, useLocale } from '@/lib/i18n';
import { PHASE_LABELS } from '@/lib/time';
import { usePlannerAlertsStore } from './planner-alerts-store';

const regionName = (key: string) => findRegion(key)?.displayName ?? key;

/** "Moony — Kryta, 5 min ahead, every time" */
export const describePlannerAlert = (alert: PlannerAlert) =>
  `${fishSubject(alert.fish)} — ${regionName(alert.regionKey)}, ${alert.minutesAhead} min ahead, ` +
  (alert.repeat === 'once' ? 'once' : 'every time');

function NextAlert({ alert }: { alert: PlannerAlert }) {
  const now = useNow();
  const uiLocale = useLocale();
  const card = nextAlertCard(alert, now);
  if (!card) return null;
  const phase = PHASE_LABELS[card.phase].toLowerCase();
  return (
    <Text size="xs" c="dimmed">
      {`Next alert at ${formatInstant(uiLocale, 'time', card.start)}, before they bite from ${phase} ` +
        `(${formatInstant(uiLocale, 'time', card.windowStart)})`}
    </Text>
  );
}

/** Settings → Notifications: the alerts set from the planner, each removable. */
export function PlannerAlertList() {
  const alerts = usePlannerAlertsStore((state) => state.alerts);
  const remove = usePlannerAlertsStore((state) => state.remove);
  return (
    <Stack gap="sm">
      <Title order={3}>Planner alerts</Title>
      <Text size="sm" c="dimmed">
        Set with “Alert me” in the{' '}
        <Anchor component={Link} to={paths.planner.href()}>
          planner
        </Anchor>
        : a card before the fish start biting (a night fish at dusk).
      </Text>
      {alerts.length === 0 ? (
        <Text size="sm">No planner alerts yet.</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          aria-label="Planner alerts"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {alerts.map((alert) => {
            const description = describePlannerAlert(alert);
            return (
              <Paper key={alert.id} component="li" withBorder p="sm" aria-label={description}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>{description}</Text>
                    <NextAlert alert={alert} />
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`Remove ${description}`}
                    onClick={() => remove(alert.id)}
                  >
                    Remove
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
