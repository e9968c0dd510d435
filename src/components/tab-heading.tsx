import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AssetStatus } from './asset-status';

/** A tab's heading, and under it why its catalog files failed, if any did (the rest still shows). */
export function TabHeading({
  children,
  errors,
  failedTitle,
}: {
  children: ReactNode;
  errors: readonly Error[];
  failedTitle: string;
}) {
  return (
    <>
      <Title order={2} mb="md">
        {children}
      </Title>
      <AssetStatus errors={errors} failedTitle={failedTitle} mb="md" />
    </>
  );
}
