import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Code, List } from '@mantine/core';
import { Card } from '@/components/card';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { Heading } from '@/components/heading';
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
      <List mb="xs">
        {ATTRIBUTES.map((attribute) => (
          <List.Item key={attribute.id}>{t(attribute)}</List.Item>
        ))}
      </List>
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
