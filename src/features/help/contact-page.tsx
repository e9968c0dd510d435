import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from '@/components/external-link';
import { PageTitle } from '@/components/page-title';
import { TitledSection } from '@/components/titled-section';
import { getContactEmail, getContactUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { withPageWords } from '@/lib/i18n/page-words';
import { AppLink } from './guide/guide-links';
import classes from './help-pages.module.css';
import link from '@/components/text-link.module.css';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import space from '@/components/spacing.module.css';
import { Text } from '@/components/text';

/** Names are proper names (kept as they are); what each gives is ours. */
/* eslint-disable lingui/no-unlocalized-strings -- the libraries' and sites' own names */
const credits: { name: string; href: string; what: MessageDescriptor }[] = [
  {
    name: 'Guild Wars 2 API',
    href: 'https://api.guildwars2.com/v2',
    what: msg`account progress, item icons`,
  },
  {
    name: 'Guild Wars 2 Wiki',
    href: 'https://wiki.guildwars2.com/',
    what: msg`fishing facts and articles we link to`,
  },
  {
    name: '@gw2efficiency/game-data',
    href: 'https://www.npmjs.com/package/@gw2efficiency/game-data',
    what: msg`fish, baits, holes and times`,
  },
  {
    name: 'gw2e-chat-codes',
    href: 'https://www.npmjs.com/package/gw2e-chat-codes',
    what: msg`in-game chat links`,
  },
  {
    name: '@gw2api/fetch',
    href: 'https://www.npmjs.com/package/@gw2api/fetch',
    what: msg`typed game API calls`,
  },
  { name: 'React', href: 'https://react.dev/', what: msg`user interface` },
  { name: 'Mantine', href: 'https://mantine.dev/', what: msg`components` },
  { name: 'Tabler Icons', href: 'https://tabler.io/icons', what: msg`icons` },
  { name: 'React Router', href: 'https://reactrouter.com/', what: msg`navigation` },
  {
    name: 'TanStack Query',
    href: 'https://tanstack.com/query',
    what: msg`data loading and caching`,
  },
  { name: 'Zustand', href: 'https://zustand.docs.pmnd.rs/', what: msg`state` },
  { name: 'Zod', href: 'https://zod.dev/', what: msg`data validation` },
];
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * `/help/contact`: how to reach the maintainer, and credits. The address is the one the feedback
 * form's mail app fallback writes to, so both pages agree; `VITE_CONTACT_URL` may add a page.
 */
function ContactContent({
  contactUrl = getContactUrl(),
  contactEmail = getContactEmail(),
}: {
  contactUrl?: string;
  contactEmail?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={classes.column}>
      <PageTitle>{t`Contact`}</PageTitle>
      <TitledSection title={<Trans>Get in touch</Trans>}>
        <Text>
          <Trans>
            Questions, corrections or ideas are welcome: write to{' '}
            <a href={`mailto:${contactEmail}`} className={clsx('mantine-focus-auto', link.link)}>
              {contactEmail}
            </a>
            , or use the <AppLink to={paths.feedback.href()}>feedback form</AppLink> for bugs and
            wrong fish data.
          </Trans>
        </Text>
        {contactUrl && (
          <Text className={space.mtXs}>
            <Trans>
              You can also <ExternalLink href={contactUrl}>reach the maintainer here</ExternalLink>.
            </Trans>
          </Text>
        )}
      </TitledSection>
      <TitledSection title={<Trans>Credits</Trans>}>
        <Text className={space.mbSm}>
          <Trans>This site stands on the work of others. Thank you to:</Trans>
        </Text>
        <ul className={clsx(list.list, list.spacingXs)}>
          {credits.map((credit) => (
            <li key={credit.name}>
              <ExternalLink href={credit.href}>{credit.name}</ExternalLink> — {t(credit.what)}
            </li>
          ))}
        </ul>
        <Text className={space.mtSm}>
          <Trans>And to every angler who reported a fish in the wrong hole.</Trans>
        </Text>
      </TitledSection>
    </div>
  );
}

export const ContactPage = withPageWords('help', ContactContent);
