import { Button, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { ImportGroup, ImportMode, MergeCap } from '@/lib/storage';

function groupSummary({ label, fileCount, currentCount, mergeable }: ImportGroup) {
  if (fileCount === undefined) return `${label}: the file's replace yours.`;
  const now = `${currentCount ?? 0} now`;
  return `${label}: ${fileCount} in the file, ${now}${mergeable ? '' : ' (replaced)'}.`;
}

/** How many names of left-out items the preview lists before "and N more". */
const NAMES_SHOWN = 10;

/** What merging a group would leave out to stay within its limit, in plain words. */
function capSummary(label: string, { total, max, leftOut, names }: MergeCap) {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length > NAMES_SHOWN ? ` and ${names.length - NAMES_SHOWN} more` : '';
  const which = names.length > 0 ? `: ${shown}${more}` : '';
  return (
    `Merging gives ${total} ${label}, more than the limit of ${max}. Yours come first, so the ` +
    `last ${leftOut} are left out${which}.`
  );
}

interface ImportPreviewProps {
  groups: readonly ImportGroup[];
  /** Whole groups of the file that cannot be read, with their reason. */
  refused: readonly string[];
  onImport: (mode: ImportMode) => void;
  onCancel: () => void;
}

/**
 * What an import file holds beside what the player has, the items it leaves out and why, and
 * the choice between merging (the default) and replacing. Nothing changes before "Import".
 */
export function ImportPreview({ groups, refused, onImport, onCancel }: ImportPreviewProps) {
  const [mode, setMode] = useState<ImportMode>('merge');
  const headingId = useId();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={4} id={headingId}>
          What the file holds
        </Title>
        <List size="sm">
          {groups.map((group) => (
            <List.Item key={group.label}>
              {groupSummary(group)}
              {mode === 'merge' && group.mergeCap && (
                <Text size="sm" c="orange.4">
                  {capSummary(group.label, group.mergeCap)}
                </Text>
              )}
              {group.problems.length > 0 && (
                <List size="sm" withPadding>
                  {group.problems.map((problem) => (
                    <List.Item key={problem}>Left out: {problem}</List.Item>
                  ))}
                </List>
              )}
            </List.Item>
          ))}
          {refused.map((reason) => (
            <List.Item key={reason}>{reason} They are left as they are.</List.Item>
          ))}
        </List>
        <Radio.Group
          label="How to import"
          value={mode}
          onChange={(value) => setMode(value === 'replace' ? 'replace' : 'merge')}
        >
          <Stack gap={4} mt={4}>
            <Radio value="merge" label="Merge: add the file's items to yours" />
            <Radio value="replace" label="Replace: yours are replaced by the file's" />
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          Nothing changes until you press Import.
        </Text>
        <Group gap="xs">
          <Button onClick={() => onImport(mode)}>Import</Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
