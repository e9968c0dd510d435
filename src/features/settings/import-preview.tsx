import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Button, Radio } from '@mantine/core';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useId, useState } from 'react';
import { itemText, problemText, refusalText, sliceLabel } from '@/lib/storage/storage-words';
import type { GroupRefusal, ImportGroup, ImportMode } from '@/lib/storage/export-import';
import type { MergeCap } from '@/lib/storage/merge-import';
import { Column } from '@/components/column';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';
import { Row } from '@/components/row';
import { Card } from '@/components/card';
import { CancelButton } from '@/components/cancel-button';

function groupSummary({ name, fileCount, currentCount, mergeable }: ImportGroup, i18n: I18n) {
  const label = sliceLabel(name, i18n);
  if (fileCount === undefined) return i18n._(msg`${label}: the file's replace yours.`);
  const now = currentCount ?? 0;
  return mergeable
    ? i18n._(msg`${label}: ${fileCount} in the file, ${now} now.`)
    : i18n._(msg`${label}: ${fileCount} in the file, ${now} now (replaced).`);
}

/** How many names of left-out items the preview lists before "and N more". */
const NAMES_SHOWN = 10;

/** What merging a group would leave out to stay within its limit, in plain words. */
function capSummary(name: string, { total, max, leftOut, names }: MergeCap, i18n: I18n) {
  const label = sliceLabel(name, i18n);
  const shown = names
    .slice(0, NAMES_SHOWN)
    .map((item) => itemText(item, i18n))
    .join(', ');
  const moreCount = names.length - NAMES_SHOWN;
  const more = moreCount > 0 ? i18n._(msg` and ${moreCount} more`) : '';
  const which = names.length > 0 ? `: ${shown}${more}` : '';
  return i18n._(
    msg`Merging gives ${total} ${label}, more than the limit of ${max}. Yours come first, so the last ${leftOut} are left out${which}.`,
  );
}

interface ImportPreviewProps {
  groups: readonly ImportGroup[];
  /** Whole groups of the file that cannot be read, with their reason. */
  refused: readonly GroupRefusal[];
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
  const { t, i18n } = useLingui();
  return (
    <Card as="section" padding="sm" aria-labelledby={headingId}>
      <Column gap="xs">
        <Heading order={4} id={headingId}>
          <Trans>What the file holds</Trans>
        </Heading>
        <ul className={clsx(list.list, list.small)}>
          {groups.map((group) => (
            <li key={group.name}>
              {groupSummary(group, i18n)}
              {mode === 'merge' && group.mergeCap && (
                <Text size="sm" tone="orange.4">
                  {capSummary(group.name, group.mergeCap, i18n)}
                </Text>
              )}
              {group.problems.length > 0 && (
                <ul className={clsx(list.list, list.small, list.indented)}>
                  {group.problems.map((left, index) => {
                    const problem = problemText(left, i18n);
                    // The same problem can occur twice; the list never changes while shown.
                    return (
                      <li key={index}>
                        <Trans>Left out: {problem}</Trans>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
          {refused.map((refusal) => {
            const reason = refusalText(refusal, i18n);
            return (
              <li key={refusal.slice}>
                <Trans>{reason} They are left as they are.</Trans>
              </li>
            );
          })}
        </ul>
        <Radio.Group
          label={t`How to import`}
          value={mode}
          onChange={(value) => setMode(value === 'replace' ? 'replace' : 'merge')}
        >
          <Column gap={4} className={space.mt4}>
            <Radio value="merge" label={t`Merge: add the file's items to yours`} />
            <Radio value="replace" label={t`Replace: yours are replaced by the file's`} />
          </Column>
        </Radio.Group>
        <Text size="sm" tone="dimmed">
          <Trans>Nothing changes until you press Import.</Trans>
        </Text>
        <Row gap="xs">
          <Button onClick={() => onImport(mode)}>
            <Trans>Import</Trans>
          </Button>
          <CancelButton onClick={onCancel} />
        </Row>
      </Column>
    </Card>
  );
}
