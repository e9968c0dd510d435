import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { regionNameOfKey } from '@/lib/catalog/region-names';
import { phaseChangeText } from '@/lib/notifications/scheduler';
import type { AppNotification } from './notifications-store';
import { Text } from '@/components/text';

/**
 * A card's text. A card that leads to one place is one link; a card about several regions
 * ("Dawn in Tyria has begun — Kryta, Ascalon") links each region's name to its page.
 */
export function CardTitle({
  notification,
  text,
  now,
}: {
  notification: AppNotification;
  text: string;
  now: number;
}) {
  const { navigate, regionLinks = [], phaseChange } = notification;
  const { i18n } = useLingui();
  if (phaseChange && regionLinks.length > 1) {
    return (
      <Text weight={600} size="sm">
        {phaseChangeText(phaseChange, now, i18n)} —{' '}
        {regionLinks.map((region, index) => (
          <Fragment key={region.to}>
            {index > 0 && ', '}
            <Anchor component={Link} to={region.to} inherit c="inherit" underline="always">
              {regionNameOfKey(i18n, region.key)}
            </Anchor>
          </Fragment>
        ))}
      </Text>
    );
  }
  if (!navigate) {
    return (
      <Text weight={600} size="sm">
        {text}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={navigate} fw={600} size="sm" c="inherit" underline="always">
      {text}
    </Anchor>
  );
}
