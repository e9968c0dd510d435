import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { capReachedMessage } from '@/lib/storage/cap-words';
import { EntrySection } from './entry-section';
import { TimeNotificationForm, toDraft } from './time-notification-form';
import { TimeNotificationItem } from './time-notification-item';
import { useTimeNotificationsStore } from './time-notifications-store';
import { Text } from '@/components/text';
import space from '@/components/spacing.module.css';
import { Card } from '@/components/card';

/**
 * The list of time notifications with the add panel (spec §4): the panel toggles between an add
 * button and the form; adding merges into a matching notification (spec §5).
 */
export function TimeNotificationEditor() {
  const notifications = useTimeNotificationsStore((state) => state.notifications);
  const add = useTimeNotificationsStore((state) => state.add);
  const [adding, setAdding] = useState(false);
  // Said under the form the player just used (the page's notice may be scrolled away).
  const [refusal, setRefusal] = useState<MessageDescriptor>();
  const { t, i18n } = useLingui();
  const close = () => {
    setAdding(false);
    setRefusal(undefined);
  };

  return (
    <EntrySection
      title={t`Time notifications`}
      intro={<Trans>Get a card ahead of day, dusk / dawn or night in the regions you fish.</Trans>}
      empty={<Trans>No time notifications yet.</Trans>}
      entries={notifications.map((notification) => (
        <TimeNotificationItem key={notification.id} notification={notification} />
      ))}
    >
      {adding ? (
        <Card as="section" padding="sm" aria-label={t`New time notification`}>
          <TimeNotificationForm
            submitLabel={t`Add`}
            onSubmit={(values) => {
              const refused = add(toDraft(values));
              if (refused) setRefusal(capReachedMessage(refused));
              else close();
            }}
            onCancel={close}
          />
          {refusal && (
            <Text size="sm" tone="red" role="alert" className={space.mtXs}>
              {i18n._(refusal)}
            </Text>
          )}
        </Card>
      ) : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          w="fit-content"
        >
          <Trans>Add time notification</Trans>
        </Button>
      )}
    </EntrySection>
  );
}
