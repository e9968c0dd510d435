import { Title } from '@mantine/core';

export function SearchTab() {
  return (
    <Title order={2} mb="md">
      Search
    </Title>
  );
}
