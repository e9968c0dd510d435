import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Notice } from '@/components/notice';
import { Text } from '@/components/text';
import type { PlanCollection } from '@/lib/planner/collections';
import type { PlanView } from '@/lib/planner/scope';
import classes from './planner.module.css';

/** How many unknown entries of a link the note names (the rest are counted). */
const NAMED_UNKNOWN = 5;
/** An unknown entry is shown at most this long (a link may hold anything). */
const SHOWN_LENGTH = 40;
const shown = (entry: string) =>
  entry.length > SHOWN_LENGTH ? `${entry.slice(0, SHOWN_LENGTH)}…` : entry;

/**
 * Which collections a link scoped the planner to (`?in=`), with a way back to every regional
 * collection, and the link's entries that name no collection.
 */
export function PlanScopeNote({
  view,
  collections,
  onClear,
}: {
  view: PlanView;
  collections: readonly PlanCollection[];
  onClear: () => void;
}) {
  const { t } = useLingui();
  const { scope, unknownKeys = [] } = view;
  const names =
    scope.kind === 'collections'
      ? scope.keys.map((key) => collections.find((c) => c.key === key)?.name ?? key)
      : [];
  const unknown = unknownKeys.slice(0, NAMED_UNKNOWN).map(shown).join(', ');
  const more = unknownKeys.length - NAMED_UNKNOWN;
  return (
    <>
      {names.length > 0 && (
        <Notice color="blue" role="note">
          <Text as="p">
            {t({
              message: plural(names.length, {
                one: 'Planning for # collection:',
                other: 'Planning for these # collections:',
              }),
            })}{' '}
            {names.join(', ')}
          </Text>
          <Button
            variant="light"
            size="compact-sm"
            className={classes.clearScope}
            onClick={onClear}
          >
            <Trans>Plan for all regional collections</Trans>
          </Button>
        </Notice>
      )}
      {unknownKeys.length > 0 && (
        <Notice color="yellow" role="note">
          {more > 0
            ? t({
                message: plural(more, {
                  one: `The link names collections this app does not know, left out: ${unknown} and # more.`,
                  other: `The link names collections this app does not know, left out: ${unknown} and # more.`,
                }),
              })
            : t`The link names collections this app does not know, left out: ${unknown}.`}
        </Notice>
      )}
    </>
  );
}
