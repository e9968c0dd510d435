import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to another page of the app, inside guide and FAQ text. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always">
      {children}
    </Anchor>
  );
}

/** A link to another site, opening in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noreferrer" underline="always">
      {children}
    </Anchor>
  );
}
