import { Loader, type LoaderProps } from '@mantine/core';

/**
 * Mantine's Loader, named for screen readers. Its root has no role, and an `aria-label` there is
 * prohibited (axe `aria-prohibited-attr`), so the loader is a progress bar; not a status, which the
 * pages use for their own messages beside it (the e2e specs find those by role).
 */
export function Loading({ label, ...props }: { label: string } & LoaderProps) {
  return <Loader role="progressbar" aria-label={label} {...props} />;
}
