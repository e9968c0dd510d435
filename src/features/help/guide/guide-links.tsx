import type { ReactNode } from 'react';
import { Link } from 'react-router';
import link from '@/components/text-link.module.css';

/** A link to another page of the app, inside guide and FAQ text: underlined, as Mantine's Anchor. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`mantine-focus-auto ${link.link}`}>
      {children}
    </Link>
  );
}
