import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import clsx from 'clsx';
import { SOURCE_LOCALE, type Locale } from '@/config/locales';
import { use } from 'react';
import list from '@/components/list.module.css';
import { useLocale } from '@/lib/i18n/use-locale';
import classes from './changelog.module.css';
import { loadReleaseWords } from './release-words';
import { releases } from './releases';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';

/** An accordion item's value: the version, or the pre-release's own. */
const valueOf = (version: string | null) => version ?? 'pre-release';

/**
 * A release's month and year ("November 2026", "novembre 2026"), or its year alone. Here, not in
 * `formatInstant`: that one loads with every page, the release notes only after the home page.
 */
function releaseDate(locale: Locale, released: string): string {
  const [year, month] = released.split('-').map(Number);
  if (year === undefined || month === undefined) return released;
  return new Intl.DateTimeFormat(locale === SOURCE_LOCALE ? 'en-GB' : locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1));
}

function Releases() {
  const reduceMotion = useReducedMotion();
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby="changelog-heading">
      <Heading order={2} id="changelog-heading" className={classes.heading}>
        <Trans>What&apos;s new</Trans>
      </Heading>
      <Accordion
        variant="separated"
        multiple
        defaultValue={releases.slice(0, 1).map((release) => valueOf(release.version))}
        transitionDuration={reduceMotion ? 0 : 200}
        chevron={<span className={classes.chevron} />}
      >
        {releases.map(({ version, released, notes }) => (
          <Accordion.Item key={valueOf(version)} value={valueOf(version)}>
            <Accordion.Control>
              <Text as="span" weight={600}>
                {version === null ? <Trans>Pre-release</Trans> : <Trans>Version {version}</Trans>}
              </Text>{' '}
              <Text as="span" size="sm" tone="dimmed">
                — {releaseDate(locale, released)}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <ul className={clsx(list.list, list.spacingXs)}>
                {notes.map((note) => (
                  <li key={note.id}>{t(note)}</li>
                ))}
              </ul>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}

/**
 * Collapsible release notes (Mantine's Accordion: its arrow keys, Home and End, and the opening
 * motion are behaviour a `<details>` would not keep; what is inside it is plain markup), newest first; the newest starts open. Their words are a catalog of
 * their own, loaded with them after the home page's code. The default export: the home page's
 * lazy import takes it as it is.
 */
export default function Changelog() {
  const { i18n } = useLingui();
  if (useLocale() === SOURCE_LOCALE) return <Releases />;
  return (
    <I18nProvider i18n={use(loadReleaseWords(i18n))}>
      <Releases />
    </I18nProvider>
  );
}
