import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useRef } from 'react';
import { OpenTooltip } from './open-tooltip';

export interface CopyLinkButtonProps {
  /** The chat code to copy, e.g. "[&BDMEAAA=]". */
  value: string;
  /** What the link is, read after the visible text: "Farshore Waypoint" makes the name
   *  "Copy in-game link of Farshore Waypoint". */
  subject?: string;
  /** For another link than a chat code (a page's address): the button's text, and its name. */
  label?: string;
}

/**
 * Copies an in-game chat link to the clipboard and confirms it visibly ("Copied!" and a check mark,
 * also announced). The visible text never changes, so the name always starts with it (WCAG 2.5.3).
 * Without clipboard access it shows the code so the player can copy it by hand.
 */
export function CopyLinkButton({ value, subject, label }: CopyLinkButtonProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const { t } = useLingui();
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={ref}
        size="compact-sm"
        variant="light"
        aria-label={label === undefined ? t`Copy in-game link of ${subject}` : undefined}
        leftSection={
          clipboard.copied ? (
            <IconCheck size={14} aria-hidden />
          ) : (
            <IconCopy size={14} aria-hidden />
          )
        }
        onClick={() => clipboard.copy(value)}
      >
        {label ?? <Trans>Copy in-game link</Trans>}
      </Button>
      <OpenTooltip
        target={ref}
        opened={clipboard.copied}
        label={t`Copied!`}
        withArrow
        position="top"
      />
      <VisuallyHidden role="status">{clipboard.copied ? t`Copied ${value}` : ''}</VisuallyHidden>
      {clipboard.error && (
        <Text size="xs" role="alert" c="red.3">
          <Trans>
            Could not use the clipboard here. Copy this code by hand: <Code>{value}</Code>
          </Trans>
        </Text>
      )}
    </>
  );
}
