import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Last-resort error screen when the shell itself fails (a page's error is `PageError`): says what
 * failed and offers a way back, instead of a blank app.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t`Unknown error`;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t`Something went wrong`} role="alert">
        <Text mb="sm">
          <Trans>This page could not be shown: {detail}</Trans>
        </Text>
        <Anchor component={Link} to={paths.home.href()} reloadDocument>
          <Trans>Reload from the home page</Trans>
        </Anchor>
      </Alert>
    </Container>
  );
}
