import { Trans } from '@lingui/react/macro';
import { Accordion, List, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { releases } from './releases';

/** Collapsible release notes, newest first; the newest starts open. */
export function Changelog() {
  const reduceMotion = useReducedMotion();
  return (
    <section aria-labelledby="changelog-heading">
      <Title order={2} id="changelog-heading" mb="sm">
        <Trans>What&apos;s new</Trans>
      </Title>
      <Accordion
        variant="separated"
        multiple
        defaultValue={[releases[0]?.version ?? '']}
        transitionDuration={reduceMotion ? 0 : 200}
      >
        {releases.map(({ version, date, notes }) => (
          <Accordion.Item key={version} value={version}>
            <Accordion.Control>
              <Text fw={600} span>
                {version === 'Pre-release' ? (
                  <Trans>Pre-release</Trans>
                ) : (
                  <Trans>Version {version}</Trans>
                )}
              </Text>{' '}
              <Text c="dimmed" size="sm" span>
                — {date}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs">
                {notes.map((note) => (
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
