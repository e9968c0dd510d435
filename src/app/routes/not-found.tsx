import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Page not found`}</PageTitle>
      <Text>
        <Trans>There is no page at this address.</Trans>{' '}
        <Anchor component={Link} to={paths.home.href()}>
          <Trans>Go to the home page</Trans>
        </Anchor>
      </Text>
    </>
  );
}
