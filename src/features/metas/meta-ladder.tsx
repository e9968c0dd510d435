import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { Notice } from '@/components/notice';
import { Row } from '@/components/row';
import { Text } from '@/components/text';
import link from '@/components/text-link.module.css';
import { paths } from '@/config/paths';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { LadderPlace } from '@/lib/metas/ladder';
import { COUNTED_COLLECTION_IDS } from '@/lib/metas/meta-tiers';
import type { ProgressSource } from '@/lib/progress/derive-progress';
import classes from './metas.module.css';

const TOTAL = COUNTED_COLLECTION_IDS.length;

/** The six metas as a ladder, the player's place on it, and where that place comes from. */
export function MetaLadder({ place, source }: { place: LadderPlace; source: ProgressSource }) {
  const { t } = useLingui();
  const words = useGameWords();
  const { count, appCount, gameCount, tiers, next } = place;
  return (
    <Card as="section" padding="md" aria-label={t`Your place on the ladder`}>
      <Text weight={700} size="lg">
        {t({
          message: plural(count, {
            one: `# of ${TOTAL} collections completed`,
            other: `# of ${TOTAL} collections completed`,
          }),
        })}
      </Text>
      <Text size="sm" tone="dimmed" className={classes.source}>
        {source === 'account'
          ? t`From your API key’s progress.`
          : t`From your marks on this device (a region’s second completion is its Avid collection).`}
      </Text>
      {gameCount !== undefined && gameCount !== appCount && (
        <Notice color="blue" role="note" className={classes.source}>
          <Trans>
            The game counts {gameCount} completed collections; the app reads {appCount} from your
            key’s progress. The ladder follows the game.
          </Trans>
        </Notice>
      )}
      <ol className={classes.ladder}>
        {tiers.map(({ tier, reached, needed }) => {
          const isNext = tier === next?.tier;
          const { required } = tier;
          return (
            <Row
              as="li"
              key={tier.id}
              justify="between"
              gap="xs"
              className={clsx(classes.tier, reached && classes.reached, isNext && classes.next)}
              aria-current={isNext ? 'step' : undefined}
            >
              <span className={classes.tierName}>
                <Link
                  to={paths.achievement.href(tier.key)}
                  className={clsx('mantine-focus-auto', link.link)}
                >
                  {words.achievementName(tier.id, tier.name)}
                </Link>
                <Text as="span" size="sm" tone="dimmed">
                  {' '}
                  · {t`${required} collections`}
                </Text>
              </span>
              <Badge size="sm" className={clsx(classes.badge, reached && classes.badgeReached)}>
                {reached ? t`Reached` : isNext ? t`Next: ${needed} to go` : t`${needed} to go`}
              </Badge>
            </Row>
          );
        })}
      </ol>
    </Card>
  );
}
