import { Trans } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import classes from './text-link.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Shows the external-link icon at this size (px) after the text. */
  iconSize?: number;
  /** White words, on a coloured banner (Mantine's `c="white"`). */
  c?: 'white';
  /** Bold words (Mantine's `fw={700}`). */
  fw?: 700;
  className?: string;
}

/**
 * A link to another site, opening in a new tab (announced to screen readers) without giving the
 * other site a handle on this page (`rel="noopener noreferrer"`). A `mailto:` link opens the mail
 * program instead, in place. Plain markup with the look of Mantine's Anchor (docs/help.md "Links").
 */
export function ExternalLink({ href, children, iconSize, c, fw, className }: ExternalLinkProps) {
  const mail = href.startsWith('mailto:');
  return (
    <a
      href={href}
      target={mail ? undefined : '_blank'}
      rel={mail ? undefined : 'noopener noreferrer'}
      className={clsx(
        'mantine-focus-auto',
        classes.link,
        c === 'white' && classes.white,
        fw === 700 && classes.bold,
        className,
      )}
    >
      {children}
      {iconSize !== undefined && (
        <IconExternalLink size={iconSize} aria-hidden className={classes.icon} />
      )}
      {!mail && (
        <VisuallyHidden>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      )}
    </a>
  );
}
