import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Notice } from '@/components/notice';
import anchor from '@/components/anchor.module.css';
import space from '@/components/spacing.module.css';
import { paths } from '@/config/paths';
import classes from './error-pages.module.css';
import { Text } from '@/components/text';

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
    <div className={classes.container}>
      <Notice color="red" title={t`Something went wrong`}>
        <Text className={space.mbSm}>
          <Trans>
            The app could not show this page because of an error in the app; the details are in the
            browser’s console. Reloading from the home page usually helps.
          </Trans>
        </Text>
        <Link
          to={paths.home.href()}
          reloadDocument
          className={`mantine-focus-auto ${anchor.anchor}`}
        >
          <Trans>Reload from the home page</Trans>
        </Link>
      </Notice>
    </div>
  );
}
