import { Alert, Anchor, Button, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/chunk-load-error';

const describe = (error: unknown) =>
  isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';

/**
 * A routed page that failed, shown in the page's place: the nav, pins, footer and notifications
 * stay usable. A chunk that no longer loads (usually a new version deployed since the tab was
 * opened) offers a reload.
 */
export function PageError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <Alert color="yellow" title="This page could not be loaded" role="alert">
        <Text mb="sm">
          Part of the app did not download; it may have been updated since this tab was opened.
          Reloading fetches the current version.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the app</Button>
      </Alert>
    );
  }
  return (
    <Alert color="red" title="Something went wrong" role="alert">
      <Text mb="sm">This page could not be shown: {describe(error)}</Text>
      <Anchor component={Link} to={paths.home.href()}>
        Go to the home page
      </Anchor>
    </Alert>
  );
}
