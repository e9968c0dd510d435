import { Accordion, List, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { releases } from './releases';

/** Collapsible release notes, newest first; the newest starts open. */
export function Changelog() {
  const reduceMotion = useReducedMotion();
  return (
    <section aria-labelledby="changelog-heading">
      <Title order={2} id="changelog-heading" mb="sm">
        What&apos;s new
      </Title>
      <Accordion
        variant="separated"
        multiple
        defaultValue={[releases[0]?.version ?? '']}
        transitionDuration={reduceMotion ? 0 : 200}
      >
        {releases.map((release) => (
          <Accordion.Item key={release.version} value={release.version}>
            <Accordion.Control>
              <Text fw={600} span>
                {release.version === 'Pre-release' ? 'Pre-release' : `Version ${release.version}`}
              </Text>{' '}
              <Text c="dimmed" size="sm" span>
                — {release.date}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs">
                {release.notes.map((note) => (
                  <List.Item key={note}>{note}</List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
