import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import textLink from '@/components/text-link.module.css';
import { paths } from '@/config/paths';
import { Text } from '@/components/text';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Page not found`}</PageTitle>
      <Text>
        <Trans>There is no page at this address.</Trans>{' '}
        <Link to={paths.home.href()} className={`mantine-focus-auto ${textLink.link}`}>
          <Trans>Go to the home page</Trans>
        </Link>
      </Text>
    </>
  );
}
