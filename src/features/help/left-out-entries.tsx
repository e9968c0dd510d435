import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLiveCatalog, type LiveCatalogState } from '@/data/live-catalog/live-catalog-store';
import type { RejectedEntry } from '@/lib/gw2-api/catalog-bulk';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';
import { Text } from '@/components/text';
import { TitledSection } from '@/components/titled-section';

const selectRejected = (state: LiveCatalogState) => state.rejected;

/** The API's fields, as a player reads them; a field not listed shows as the API names it. */
const FIELD_WORDS: Partial<Record<string, MessageDescriptor>> = {
  id: msg`id`,
  name: msg`name`,
  icon: msg`icon`,
  rarity: msg`rarity`,
  description: msg`description`,
  requirement: msg`requirement`,
  bits: msg`collection items`,
};

/** "Item 99103 “Cloud Grouper” — unexpected: rarity." */
function entryLine(i18n: I18n, { kind, id, name, fields, duplicate }: RejectedEntry): string {
  if (id === null)
    return kind === 'item'
      ? i18n._(msg`An item the app could not read.`)
      : i18n._(msg`An achievement the app could not read.`);
  const who =
    kind === 'item'
      ? name === null
        ? i18n._(msg`Item ${id}`)
        : i18n._(msg`Item ${id} “${name}”`)
      : name === null
        ? i18n._(msg`Achievement ${id}`)
        : i18n._(msg`Achievement ${id} “${name}”`);
  if (duplicate) return i18n._(msg`${who} came more than once; no copy was used.`);
  const what = fields
    .map((field) => {
      const word = FIELD_WORDS[field];
      return word ? i18n._(word) : field;
    })
    .join(', ');
  return i18n._(msg`${who} — unexpected: ${what}.`);
}

/**
 * What the game's last answer held that the app left out (issue 40, G3): each achievement or item
 * with a value the app does not expect, while the rest of the answer is used. Nothing when none.
 */
export function LeftOutEntries() {
  const rejected = useLiveCatalog(selectRejected);
  return (
    <LeftOutSection
      title={<Trans>Left out of the game&apos;s answer</Trans>}
      headingId="data-left-out-heading"
      intro={
        <Trans>
          The game&apos;s last answer held these entries with values the app does not expect. The
          app left them out and used the rest: a fish whose item was left out shows as an unknown
          fish, with what its hint says.
        </Trans>
      }
      entries={rejected}
    />
  );
}

/**
 * What an answer left out, as the data page lists it: a heading, what it means, a line an entry,
 * then how many more were not listed. Nothing when none.
 */
export function LeftOutSection({
  title,
  headingId,
  intro,
  entries,
  notListed = 0,
}: {
  title: ReactNode;
  headingId: string;
  intro: ReactNode;
  entries: readonly RejectedEntry[];
  /** Entries left out that the list does not show (past its cap, or not read at all). */
  notListed?: number;
}) {
  const { i18n, t } = useLingui();
  if (entries.length === 0 && notListed === 0) return null;
  return (
    <TitledSection title={title} size="h3" headingId={headingId}>
      <Text className={space.mbXs}>{intro}</Text>
      <ul className={list.list}>
        {entries.map((entry, index) => (
          <li key={index}>{entryLine(i18n, entry)}</li>
        ))}
        {notListed > 0 && (
          <li>
            {t({
              message: plural(notListed, {
                one: 'And # more entry.',
                other: 'And # more entries.',
              }),
            })}
          </li>
        )}
      </ul>
    </TitledSection>
  );
}
