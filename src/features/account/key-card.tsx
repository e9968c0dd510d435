import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ApiKeyEntry, RenameCheck } from '@/lib/api-keys';

/** Spec §4: a card is in one of three modes; confirm or cancel returns to default. */
type CardMode = 'default' | 'rename' | 'remove';

interface KeyCardProps {
  entry: ApiKeyEntry;
  selected: boolean;
  /** The key is being checked right now. */
  checking: boolean;
  /** Another key is being checked (cards wait for it). */
  busy: boolean;
  /** Why its last check failed, if it did. */
  problem?: string;
  /** What renaming this key to a typed name would do (`checkRename` over the stored keys). */
  checkRename: (typed: string) => RenameCheck;
  onToggle: () => void;
  onRename: (to: string) => void;
  onRemove: () => void;
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
  const label = entry.invalid ? `Invalid Key: ${entry.name}` : entry.name;
  const color = entry.invalid ? 'red' : selected ? 'teal' : undefined;
  const rename = props.checkRename(draft);
  const renameError = rename.ok ? undefined : rename.problem;

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
      withBorder
      padding="sm"
      style={color ? { borderColor: `var(--mantine-color-${color}-6)` } : undefined}
    >
      {mode === 'default' && (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <UnstyledButton
            onClick={props.onToggle}
            disabled={busy || checking}
            aria-pressed={selected}
            aria-label={`${label}${selected ? ', selected' : ''}. ${selected ? 'Unselect' : 'Select'} this key`}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} c={entry.invalid ? 'red.4' : undefined} truncate>
                {label}
              </Text>
              {/* A space between name and badge, so the visible text reads as words inside the
                  button's name (label in name). */}{' '}
              {selected && <Badge color="teal">Selected</Badge>}
              {checking && <Loader size="xs" aria-label="Checking the key" />}
            </Group>
          </UnstyledButton>
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setMode('rename')}
              aria-label={`Rename ${entry.name}`}
            >
              Rename
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setMode('remove')}
              aria-label={`Remove ${entry.name}`}
            >
              Remove
            </Button>
          </Group>
        </Group>
      )}
      {mode === 'default' && problem && (
        <Text size="sm" c="red.4" mt={4}>
          {problem}
        </Text>
      )}
      {mode === 'rename' && (
        <Stack gap="xs">
          <TextInput
            label={`New name for ${entry.name}`}
            value={draft}
            error={renameError}
            ref={renameInput}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') finishRename();
              if (event.key === 'Escape') cancel();
            }}
          />
          <Group gap="xs">
            <Button size="xs" onClick={finishRename} disabled={Boolean(renameError)}>
              Save name
            </Button>
            <Button size="xs" variant="default" onClick={cancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
      {mode === 'remove' && (
        <Stack gap="xs">
          <Text>
            Remove the key{' '}
            <Text span fw={700}>
              {entry.name}
            </Text>
            ?
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              color="red"
              onClick={() => {
                props.onRemove();
                setMode('default');
              }}
            >
              Remove key
            </Button>
            <Button size="xs" variant="default" onClick={() => setMode('default')}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
