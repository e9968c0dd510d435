import { Trans, useLingui } from '@lingui/react/macro';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import clsx from 'clsx';
import { useRef } from 'react';
import { Code } from './code';
import compact from './compact-button.module.css';
import classes from './copy-link-button.module.css';
import { OpenTooltip, preloadTooltip } from './open-tooltip';
import { SpriteIcon } from './sprite-icon';
import { VisuallyHidden } from './visually-hidden';
import { Text } from './text';

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
 * Without clipboard access it shows the code so the player can copy it by hand. A plain button
 * with Mantine's compact light Button look (`compact-button.module.css`): a region page shows dozens.
 */
export function CopyLinkButton({ value, subject, label }: CopyLinkButtonProps) {
  const clipboard = useClipboard({ timeout: 2000 });
  const { t } = useLingui();
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={ref}
        type="button"
        className={clsx(compact.button, compact.withSection, classes.light)}
        aria-label={label === undefined ? t`Copy in-game link of ${subject}` : undefined}
        onClick={() => clipboard.copy(value)}
        // Its "Copied!" tooltip's code starts loading when the player comes near.
        onPointerEnter={preloadTooltip}
        onFocus={preloadTooltip}
      >
        <span className={compact.inner}>
          <span className={compact.section}>
            <SpriteIcon icon={clipboard.copied ? IconCheck : IconCopy} size={14} />
          </span>
          <span className={compact.label} data-part="label">
            {label ?? <Trans>Copy in-game link</Trans>}
          </span>
        </span>
      </button>
      <OpenTooltip
        target={ref}
        opened={clipboard.copied}
        label={t`Copied!`}
        withArrow
        position="top"
      />
      <VisuallyHidden role="status">{clipboard.copied ? t`Copied ${value}` : ''}</VisuallyHidden>
      {clipboard.error && (
        <Text size="xs" role="alert" className={classes.error}>
          <Trans>
            Could not use the clipboard here. Copy this code by hand: <Code>{value}</Code>
          </Trans>
        </Text>
      )}
    </>
  );
}
