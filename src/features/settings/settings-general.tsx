import { Title } from '@mantine/core';

export function SettingsGeneral() {
  return (
    <Title order={2} mb="md">
      General
    </Title>
  );
}
