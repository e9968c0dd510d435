import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Loading } from '@/components/loading';
import type { ApiKeyEntry, RenameCheck, RenameProblem } from '@/lib/api-keys/keys-state';
import { Row } from '@/components/row';
import { Text } from '@/components/text';
import space from '@/components/spacing.module.css';
import { Column } from '@/components/column';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import classes from './key-card.module.css';
import { CancelButton } from '@/components/cancel-button';

const RENAME_PROBLEMS = {
  'no-name': msg`A key needs a name`,
  'name-taken': msg`Another key already has this name`,
} satisfies Record<RenameProblem, unknown>;

/** Spec §4: a card is in one of three modes; confirm or cancel returns to default. */
type CardMode = 'default' | 'rename' | 'remove';

interface KeyCardProps {
  entry: ApiKeyEntry;
  selected: boolean;
  /** The key is being checked right now. */
  checking: boolean;
  /** Another key is being checked (cards wait for it). */
  busy: boolean;
  /** Why its last check failed, if it did (worded). */
  problem?: string;
  /** What renaming this key to a typed name would do (`checkRename` over the stored keys). */
  checkRename: (typed: string) => RenameCheck;
  onToggle: () => void;
  onRename: (to: string) => void;
  onRemove: () => void;
}

/** A stored key's small text action (rename, remove), named with the key's name. */
function KeyAction({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: 'red';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="xs" variant="subtle" color={color} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/** One stored key: click to select or unselect; rename and remove with confirm / cancel. */
export function KeyCard(props: KeyCardProps) {
  const { entry, selected, checking, busy, problem } = props;
  const [mode, setMode] = useState<CardMode>('default');
  const [draft, setDraft] = useState(entry.name);
  const renameInput = useRef<HTMLInputElement>(null);
  // Moving focus into the field the player just asked for (not on page load).
  useEffect(() => {
    if (mode === 'rename') renameInput.current?.select();
  }, [mode]);
  const { t, i18n } = useLingui();
  const name = entry.name;
  const label = entry.invalid ? t`Invalid Key: ${name}` : name;
  const rename = props.checkRename(draft);
  const renameError = rename.ok ? undefined : i18n._(RENAME_PROBLEMS[rename.problem]);

  const finishRename = () => {
    if (!rename.ok) return;
    if (rename.changed) props.onRename(rename.name);
    setMode('default');
  };
  const cancel = () => {
    setDraft(entry.name);
    setMode('default');
  };

  return (
    <Card
      padding="sm"
      filled
      className={entry.invalid ? classes.invalid : selected ? classes.selected : undefined}
    >
      {mode === 'default' && (
        <Row justify="between" gap="xs">
          <UnstyledButton
            onClick={props.onToggle}
            disabled={busy || checking}
            aria-pressed={selected}
            aria-label={
              selected ? t`${label}, selected. Unselect this key` : t`${label}. Select this key`
            }
            className={classes.toggle}
          >
            <Row gap="xs" nowrap>
              <Text weight={700} tone={entry.invalid ? 'red.4' : undefined} truncate>
                {label}
              </Text>
              {/* A space between name and badge, so the visible text reads as words inside the
                  button's name (label in name). */}{' '}
              {selected && (
                <Badge caps className={classes.selectedBadge}>
                  <Trans>Selected</Trans>
                </Badge>
              )}
              {checking && <Loading size="xs" label={t`Checking the key`} />}
            </Row>
          </UnstyledButton>
          <Row gap={4} nowrap className={classes.actions}>
            <KeyAction label={t`Rename ${name}`} onClick={() => setMode('rename')}>
              <Trans>Rename</Trans>
            </KeyAction>
            <KeyAction label={t`Remove ${name}`} color="red" onClick={() => setMode('remove')}>
              <Trans>Remove</Trans>
            </KeyAction>
          </Row>
        </Row>
      )}
      {mode === 'default' && problem && (
        <Text size="sm" tone="red.4" className={space.mt4}>
          {problem}
        </Text>
      )}
      {mode === 'rename' && (
        <Column gap="xs">
          <TextInput
            label={t`New name for ${name}`}
            value={draft}
            error={renameError}
            ref={renameInput}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') finishRename();
              if (event.key === 'Escape') cancel();
            }}
          />
          <Row gap="xs">
            <Button size="xs" onClick={finishRename} disabled={Boolean(renameError)}>
              <Trans>Save name</Trans>
            </Button>
            <CancelButton size="xs" onClick={cancel} />
          </Row>
        </Column>
      )}
      {mode === 'remove' && (
        <Column gap="xs">
          <Text>
            <Trans>
              Remove the key{' '}
              <Text as="span" weight={700}>
                {name}
              </Text>
              ?
            </Trans>
          </Text>
          <Row gap="xs">
            <Button
              size="xs"
              color="red"
              onClick={() => {
                props.onRemove();
                setMode('default');
              }}
            >
              <Trans>Remove key</Trans>
            </Button>
            <CancelButton size="xs" onClick={() => setMode('default')} />
          </Row>
        </Column>
      )}
    </Card>
  );
}
