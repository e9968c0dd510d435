import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { regionNameOfKey } from '@/lib/catalog/region-names';
import { useNow } from '@/features/clock/now-store';
import { fishSubject } from '@/lib/notifications/bite-alert-text';
import { nextAlertCard, type PlannerAlert } from '@/lib/planner/alerts';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { phaseWordMidSentence } from '@/lib/time/phase-words';
import { EntrySection } from './entry-section';
import { usePlannerAlertsStore } from './planner-alerts-store';
import { Text } from '@/components/text';
import { Row } from '@/components/row';
import { Column } from '@/components/column';
import { Card } from '@/components/card';

/** "Moony — Kryta, 5 min ahead, every time" (fish and region: the game's words). */
function describePlannerAlert(alert: PlannerAlert, i18n: I18n) {
  const subject = fishSubject(alert.fish, i18n);
  const region = regionNameOfKey(i18n, alert.regionKey);
  const minutes = alert.minutesAhead;
  return alert.repeat === 'once'
    ? i18n._(msg`${subject} — ${region}, ${minutes} min ahead, once`)
    : i18n._(msg`${subject} — ${region}, ${minutes} min ahead, every time`);
}

function NextAlert({ alert }: { alert: PlannerAlert }) {
  const now = useNow();
  const uiLocale = useLocale();
  const { t, i18n } = useLingui();
  const card = nextAlertCard(alert, now);
  if (!card) return null;
  const phase = phaseWordMidSentence(i18n, card.phase);
  const at = formatInstant(uiLocale, 'time', card.start);
  const opens = formatInstant(uiLocale, 'time', card.windowStart);
  return (
    <Text size="xs" tone="dimmed">
      {t`Next alert at ${at}, before they bite from ${phase} (${opens})`}
    </Text>
  );
}

/** Settings → Notifications: the alerts set from the planner, each removable. */
export function PlannerAlertList() {
  const alerts = usePlannerAlertsStore((state) => state.alerts);
  const remove = usePlannerAlertsStore((state) => state.remove);
  const { t, i18n } = useLingui();
  return (
    <EntrySection
      title={t`Planner alerts`}
      intro={
        <Trans>
          Set with “Alert me” in the{' '}
          <Anchor component={Link} to={paths.planner.href()}>
            planner
          </Anchor>
          : a card before the fish start biting (a night fish at dusk).
        </Trans>
      }
      empty={<Trans>No planner alerts yet.</Trans>}
      entries={alerts.map((alert) => {
        const description = describePlannerAlert(alert, i18n);
        return (
          <Card key={alert.id} as="li" padding="sm" aria-label={description}>
            <Row justify="between" gap="xs" nowrap align="start">
              <Column gap={2}>
                <Text weight={600}>{description}</Text>
                <NextAlert alert={alert} />
              </Column>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={t`Remove ${description}`}
                onClick={() => remove(alert.id)}
              >
                <Trans>Remove</Trans>
              </Button>
            </Row>
          </Card>
        );
      })}
    />
  );
}
