import { Code, List, Paper, Text, Title } from '@mantine/core';

const ATTRIBUTES = ['name', 'achievement', 'region', 'time of day', 'bait', 'fishing hole'];

/** What the search box understands (shown while it is empty). */
export function SearchHelp() {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="search-help-heading">
      <Title order={3} id="search-help-heading" mb="xs">
        How to search
      </Title>
      <Text mb="xs">Search fish, regions and achievements by:</Text>
      <List mb="xs">
        {ATTRIBUTES.map((attribute) => (
          <List.Item key={attribute}>{attribute}</List.Item>
        ))}
      </List>
      <Text size="sm">
        Words are searched separately: <Code>night lake</Code> finds fish that match either word,
        best matches first. Put a phrase in quotes to search it as written:{' '}
        <Code>&quot;glow worm&quot;</Code>, <Code>&quot;dusk / dawn&quot;</Code>.
      </Text>
    </Paper>
  );
}
