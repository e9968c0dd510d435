import type { ReactNode } from 'react';
import { AssetStatus } from './asset-status';
import { Heading } from './heading';
import space from './spacing.module.css';

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
      <Heading order={2} className={space.mbMd}>
        {children}
      </Heading>
      <AssetStatus errors={errors} failedTitle={failedTitle} mb="md" />
    </>
  );
}
