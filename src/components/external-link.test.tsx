import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

const renderLink = (href: string) =>
  render(
    <MantineProvider>
      <ExternalLink href={href}>the wiki</ExternalLink>
    </MantineProvider>,
  );

describe('ExternalLink', () => {
  it('opens another site in a new tab, says so, and gives it no handle on this page', () => {
    renderLink('https://wiki.guildwars2.com/wiki/Fishing');
    const link = screen.getByRole('link', { name: 'the wiki (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a mail address in place', () => {
    renderLink('mailto:someone@example.org');
    const link = screen.getByRole('link', { name: 'the wiki' });
    expect(link).not.toHaveAttribute('target');
  });
});
