import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloadExport } from '@/lib/storage/download-export';
import { setPersistence, useUserData } from '@/lib/storage/persistence';
import { sliceLabel } from '@/lib/storage/storage-words';
import { unsavedData } from '@/lib/storage/unsaved-data';
import { Text } from './text';
import space from './spacing.module.css';
import { Row } from './row';

/** "pinned pages, fish marks and API keys" */
function listed(names: readonly string[], i18n: I18n) {
  const labels = names.map((name) => sliceLabel(name, i18n));
  if (labels.length < 2) return labels.join('');
  const first = labels.slice(0, -1).join(', ');
  const last = labels.at(-1) ?? '';
  return i18n._(msg`${first} and ${last}`);
}

/**
 * What the player holds only in this tab (`unsavedData()`, not empty), and the choice before an
 * action that would leave it behind: a reload (a new version, a stale tab) or a page opened in a
 * new tab. Remember them first (persistence on), export them, go ahead anyway, or not now.
 */
export function UnsavedDataChoice({
  unsaved,
  action,
  onProceed,
  onCancel,
}: {
  unsaved: readonly string[];
  action: 'reload' | 'new-tab';
  onProceed: () => void;
  onCancel?: () => void;
}) {
  const { i18n } = useLingui();
  const kept = listed(unsaved, i18n);
  const reload = action === 'reload';
  return (
    <>
      <Text size="sm" className={space.mt4}>
        {reload ? (
          <Trans>
            Your {kept} are kept only in this tab (“Remember my settings” is off): a reload would
            lose them.
          </Trans>
        ) : (
          <Trans>
            Your {kept} are kept only in this tab (“Remember my settings” is off): a page opened in
            a new tab starts without them.
          </Trans>
        )}
      </Text>
      <Row gap="xs" className={space.mt6}>
        <Button
          size="compact-sm"
          onClick={() => {
            setPersistence(true);
            onProceed();
          }}
        >
          {reload ? <Trans>Remember them and reload</Trans> : <Trans>Remember them and open</Trans>}
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => downloadExport(new Date())}>
          <Trans>Export first</Trans>
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" onClick={onProceed}>
          {reload ? <Trans>Reload anyway</Trans> : <Trans>Open anyway</Trans>}
        </Button>
        {onCancel && (
          <Button size="compact-sm" variant="subtle" onClick={onCancel}>
            {reload ? <Trans>Later</Trans> : <Trans>Cancel</Trans>}
          </Button>
        )}
      </Row>
    </>
  );
}

/**
 * Before an action that would leave this tab's unsaved data behind: `children` (its plain
 * controls) while nothing is unsaved, the choice above while the tab holds data saved nowhere.
 * Follows the persistence switch as it changes.
 */
export function AskFirstIfUnsaved({
  children,
  ...choice
}: Omit<Parameters<typeof UnsavedDataChoice>[0], 'unsaved'> & { children: ReactNode }) {
  useUserData((state) => state.persist);
  const unsaved = unsavedData();
  if (unsaved.length === 0) return children;
  return <UnsavedDataChoice unsaved={unsaved} {...choice} />;
}
