import { Trans } from '@lingui/react/macro';
import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ExternalLinkProps extends AnchorProps {
  href: string;
  children: ReactNode;
  /** Shows the external-link icon at this size (px) after the text. */
  iconSize?: number;
}

/**
 * A link to another site, opening in a new tab (announced to screen readers) without giving the
 * other site a handle on this page (`rel="noopener noreferrer"`). A `mailto:` link opens the mail
 * program instead, in place.
 */
export function ExternalLink({ href, children, iconSize, ...anchor }: ExternalLinkProps) {
  const mail = href.startsWith('mailto:');
  return (
    <Anchor
      href={href}
      target={mail ? undefined : '_blank'}
      rel={mail ? undefined : 'noopener noreferrer'}
      underline="always"
      {...anchor}
    >
      {children}
      {iconSize !== undefined && (
        <IconExternalLink
          size={iconSize}
          aria-hidden
          style={{ marginLeft: 4, verticalAlign: 'middle' }}
        />
      )}
      {!mail && (
        <VisuallyHidden>
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </VisuallyHidden>
      )}
    </Anchor>
  );
}
