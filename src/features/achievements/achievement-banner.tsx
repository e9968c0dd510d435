import { Trans } from '@lingui/react/macro';
import { ExternalLink } from '@/components/external-link';
import { PageBanner } from '@/components/page-banner';
import { wikiLink } from '@/lib/wiki-link';

/** The achievement's name over its colours, with its wiki article. */
export function AchievementBanner({ name, background }: { name: string; background?: string }) {
  return (
    <PageBanner title={name} background={background} framed>
      <ExternalLink href={wikiLink(name)} c="white" fw={700} iconSize={16}>
        <Trans>{name} on the Guild Wars 2 wiki</Trans>
      </ExternalLink>
    </PageBanner>
  );
}
