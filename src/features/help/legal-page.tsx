import { Trans, useLingui } from '@lingui/react/macro';
import { PageTitle } from '@/components/page-title';
import { TitledSection } from '@/components/titled-section';
import { PRIVACY_NOTICE_UPDATED } from '@/config/constants';
import { SOURCE_LOCALE } from '@/config/locales';
import { paths } from '@/config/paths';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import { withPageWords } from '@/lib/i18n/page-words';
import { AppLink } from './guide/guide-links';
import classes from './help-pages.module.css';
import link from '@/components/text-link.module.css';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';
import { Text } from '@/components/text';

const updatedAt = new Date(`${PRIVACY_NOTICE_UPDATED}T00:00:00Z`);

/** `/help/legal`: privacy notice, disclaimer, acknowledgments. */
function LegalContent() {
  const locale = useLocale();
  const updated = formatInstant(locale, 'day', updatedAt);
  const { t } = useLingui();
  return (
    <div className={classes.column}>
      <PageTitle>{t`Legal`}</PageTitle>
      {/* A plain link: the English page is another document (no basename), as in the switcher. */}
      {locale !== SOURCE_LOCALE && (
        <Text size="sm" tone="dimmed">
          <Trans>
            This is a translation for your convenience; the{' '}
            <a
              href={paths.legal.href()}
              hrefLang="en"
              className={clsx('mantine-focus-auto', link.link)}
            >
              English version
            </a>{' '}
            of this page is the reference.
          </Trans>
        </Text>
      )}
      <TitledSection title={<Trans>Privacy notice</Trans>}>
        <Text size="sm" tone="dimmed" className={space.mbSm}>
          <Trans>
            Last updated: <time dateTime={PRIVACY_NOTICE_UPDATED}>{updated}</time>
          </Trans>
        </Text>
        <div className={classes.privacy}>
          <Text>
            <Trans>
              This site has no accounts and no server-side user data. It sets no tracking cookies
              and runs no analytics.
            </Trans>
          </Text>
          <ul className={clsx(list.list, list.spacingXs)}>
            <li>
              <Trans>
                API keys you add are sent from your browser only to the official Guild Wars 2 API,
                to read your fishing progress.
              </Trans>
            </li>
            <li>
              <Trans>
                Keys, pins, marks and settings stay in your browser&apos;s memory. They are written
                to its local storage only if you turn on the persistence switch under{' '}
                <AppLink to={paths.settings.href('general')}>Settings → General</AppLink>, and
                turning it off deletes them.
              </Trans>
            </li>
            <li>
              <Trans>
                The hosting provider may keep ordinary access logs (such as IP address, browser and
                the page requested) to run the service.
              </Trans>
            </li>
            <li>
              <Trans>
                If you send feedback, what you type (name, email, message) is delivered by email to
                the maintainer — through a mail-forwarding service, or from your own mail app when
                the site has none — and used only to answer you.
              </Trans>
            </li>
          </ul>
        </div>
      </TitledSection>
      <TitledSection title={<Trans>Disclaimer</Trans>}>
        <Text>
          <Trans>
            This site is provided as is, free of charge, without warranty of any kind. Fish data,
            times and waypoints are collected with care but may be incomplete or out of date, and
            the site may be unavailable at times. The maintainer is not liable for any loss or
            damage arising from its use — including lost time at the water&apos;s edge.
          </Trans>
        </Text>
      </TitledSection>
      <TitledSection title={<Trans>Acknowledgments</Trans>}>
        <Text>
          <Trans>
            Tyria Fishing Companion is an unofficial fan site. It is not affiliated with, endorsed
            or sponsored by ArenaNet or NCSOFT. Guild Wars 2 and all related game content and
            materials are trademarks and copyrights of their respective owners.
          </Trans>
        </Text>
      </TitledSection>
    </div>
  );
}

export const LegalPage = withPageWords('help', LegalContent);
