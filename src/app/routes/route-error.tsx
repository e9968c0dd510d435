import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Last-resort error screen when the shell itself fails (a page's error is `PageError`): says in a
 * sentence what happened and offers a way back, instead of a blank app; what failed goes to the
 * console.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  useEffect(() => console.error('The app failed:', error), [error]);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t`Something went wrong`} role="alert">
        <Text mb="sm">
          <Trans>
            The app could not show this page because of an error in the app; the details are in the
            browser’s console. Reloading from the home page usually helps.
          </Trans>
        </Text>
        <Anchor component={Link} to={paths.home.href()} reloadDocument>
          <Trans>Reload from the home page</Trans>
        </Anchor>
      </Alert>
    </Container>
  );
}
