import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/chunk-load-error';

const describe = (error: unknown, i18n: I18n) =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : i18n._(msg`Unknown error`);

/**
 * A routed page that failed, shown in the page's place: the nav, pins, footer and notifications
 * stay usable. A chunk that no longer loads (usually a new version deployed since the tab was
 * opened) offers a reload.
 */
export function PageError() {
  const error = useRouteError();
  const { t, i18n } = useLingui();
  if (isChunkLoadError(error)) {
    return (
      <Alert color="yellow" title={t`This page could not be loaded`} role="alert">
        <Text mb="sm">
          <Trans>
            Part of the app did not download; it may have been updated since this tab was opened.
            Reloading fetches the current version.
          </Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload the app</Trans>
        </Button>
      </Alert>
    );
  }
  const detail = describe(error, i18n);
  return (
    <Alert color="red" title={t`Something went wrong`} role="alert">
      <Text mb="sm">
        <Trans>This page could not be shown: {detail}</Trans>
      </Text>
      <Anchor component={Link} to={paths.home.href()}>
        <Trans>Go to the home page</Trans>
      </Anchor>
    </Alert>
  );
}
