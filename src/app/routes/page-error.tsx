import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Notice } from '@/components/notice';
import { QuietBoundary } from '@/components/quiet-boundary';
import anchor from '@/components/anchor.module.css';
import space from '@/components/spacing.module.css';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { Text } from '@/components/text';

const reload = () => window.location.reload();

// Only a stale tab shows it: the unsaved data's words and the export stay out of every page's
// first download (bundle budget). The update prompt, loaded once the app is live, has the same
// module, so a stale tab holds it already; if not, the plain button stands in.
const AskFirstIfUnsaved = lazy(() =>
  import('@/components/unsaved-data-choice').then(({ AskFirstIfUnsaved }) => ({
    default: AskFirstIfUnsaved,
  })),
);

/**
 * A stale tab's way out: reload to fetch the current version. With "Remember my settings" off,
 * what the tab holds would be lost by it, so the player is asked first, as the update prompt does.
 */
function ReloadTheApp() {
  const plain = (
    <Button onClick={reload}>
      <Trans>Reload the app</Trans>
    </Button>
  );
  return (
    <QuietBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <AskFirstIfUnsaved action="reload" onProceed={reload}>
          {plain}
        </AskFirstIfUnsaved>
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * A routed page that failed, shown in the page's place: the nav, pins, footer and notifications
 * stay usable. A chunk that no longer loads (usually a new version deployed since the tab was
 * opened) offers a reload. The player reads a sentence; what failed goes to the console.
 */
export function PageError() {
  const error = useRouteError();
  const { t } = useLingui();
  useEffect(() => console.error('The page failed:', error), [error]);
  if (isChunkLoadError(error)) {
    return (
      <Notice color="yellow" title={t`This page could not be loaded`}>
        <Text className={space.mbSm}>
          <Trans>
            Part of the app did not download; it may have been updated since this tab was opened.
            Reloading fetches the current version.
          </Trans>
        </Text>
        <ReloadTheApp />
      </Notice>
    );
  }
  return (
    <Notice color="red" title={t`Something went wrong`}>
      <Text className={space.mbSm}>
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <Trans>This page does not exist. The rest of the app works as before.</Trans>
        ) : (
          <Trans>
            This page could not be shown because of an error in the app. The rest of the app works
            as before; the details are in the browser’s console.
          </Trans>
        )}
      </Text>
      <Link to={paths.home.href()} className={`mantine-focus-auto ${anchor.anchor}`}>
        <Trans>Go to the home page</Trans>
      </Link>
    </Notice>
  );
}
