import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Card } from '@/components/card';
import { Code } from '@/components/code';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { Heading } from '@/components/heading';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';
import { Text } from '@/components/text';

const ATTRIBUTES = [
  msg`name`,
  msg`achievement`,
  msg`region`,
  msg`time of day`,
  msg`bait`,
  msg`fishing hole`,
];

/** What the search box understands (shown while it is empty). */
export function SearchHelp() {
  const { t } = useLingui();
  return (
    <Card as="section" padding="md" aria-labelledby="search-help-heading">
      <Heading order={3} id="search-help-heading" className={space.mbXs}>
        <Trans>How to search</Trans>
      </Heading>
      <Text className={space.mbXs}>
        <Trans>Search fish, regions and achievements by:</Trans>
      </Text>
      <ul className={clsx(list.list, space.mbXs)}>
        {ATTRIBUTES.map((attribute) => (
          <li key={attribute.id}>{t(attribute)}</li>
        ))}
      </ul>
      <Text size="sm">
        <Trans>
          Words are searched separately: <Code>night lake</Code> finds fish that match either word,
          best matches first. Put a phrase in quotes to search it as written:{' '}
          <Code>&quot;glow worm&quot;</Code>, <Code>&quot;dusk / dawn&quot;</Code>.
        </Trans>
      </Text>
      <FirstScreenEnd />
    </Card>
  );
}
