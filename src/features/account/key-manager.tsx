import { Trans, useLingui } from '@lingui/react/macro';

import { ExternalLink } from '@/components/external-link';
import { checkRename, entryNamed } from '@/lib/api-keys/keys-state';
import { AccountStatusLine } from './account-status-line';
import { AddKeyForm } from './add-key-form';
import { KeyCard } from './key-card';
import { useKeysStore } from './keys-store';
import { useKeyActions } from './use-key-actions';
import { Column } from '@/components/column';
import { PanelSection } from '@/components/panel-section';

/** Settings → General: add, select, rename and remove GW2 API keys (spec §2, §4). */
export function ApiKeyManager() {
  const keys = useKeysStore((state) => state.keys);
  const selectedKey = useKeysStore((state) => state.selectedKey);
  const pending = useKeysStore((state) => state.pending);
  const problems = useKeysStore((state) => state.problems);
  const actions = useKeyActions();
  const names = Object.keys(keys);
  const { t, i18n } = useLingui();

  return (
    <PanelSection
      gap="sm"
      title={<Trans>API keys</Trans>}
      intro={
        <Trans>
          Load your real progress with a key from your{' '}
          <ExternalLink href="https://account.arena.net/applications">
            Guild Wars 2 account page
          </ExternalLink>{' '}
          with the <strong>Progression</strong> permission. The key is sent only to the official GW2
          API. It stays in this page&apos;s memory unless you turn on &quot;Remember my
          settings&quot; above. Without a selected key, the fish you mark by hand are shown.
        </Trans>
      }
    >
      <AccountStatusLine />
      <AddKeyForm onAdd={actions.add} />
      {names.length > 0 && (
        <Column gap="xs" as="ul" aria-label={t`Your API keys`}>
          {names.map((name) => {
            const entry = entryNamed(keys, name);
            if (!entry) return null;
            return (
              <li key={name}>
                <KeyCard
                  entry={entry}
                  selected={selectedKey === name}
                  checking={pending?.kind === 'select' && pending.name === name}
                  busy={pending !== undefined}
                  problem={
                    Object.hasOwn(problems, name)
                      ? problems[name]?.map((words) => i18n._(words)).join(' ')
                      : undefined
                  }
                  checkRename={(typed) => checkRename(keys, name, typed)}
                  onToggle={() => void actions.toggle(name)}
                  onRename={(to) => actions.rename(name, to)}
                  onRemove={() => actions.remove(name)}
                />
              </li>
            );
          })}
        </Column>
      )}
    </PanelSection>
  );
}
