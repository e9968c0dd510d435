import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Text>
        There is no page at this address.{' '}
        <Anchor component={Link} to={paths.home.href()}>
          Go to the home page
        </Anchor>
      </Text>
    </>
  );
}
