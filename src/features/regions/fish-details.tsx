import { Trans, useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { encode } from 'gw2e-chat-codes';
import { ExternalLink } from '@/components/external-link';
import list from '@/components/list.module.css';
import { ItemIcon } from '@/components/item-icon';
import { fishTimeExplanation } from '@/lib/catalog/fish-descriptions';
import { useFishWords } from '@/hooks/use-fish-words';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { otherAchievementIndex, regionIndex } from '@/lib/catalog/catalog-index';
import { rarityWord } from '@/lib/catalog/rarity-words';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { collectionName, type GameWordsLookup } from '@/lib/game-words/lookup';
import { CopyLinkButton } from '@/components/copy-link-button';
import { Row } from '@/components/row';
import { Heading } from '@/components/heading';
import { Text } from '@/components/text';
import { Column } from '@/components/column';
import classes from './fish-details.module.css';

/**
 * A collection the fish belongs to, as its details list it ("Krytan Fisher", "Avid Krytan
 * Fisher", "Saltwater Fisher"): the game's name in the page's language where known.
 */
function achievementName(words: GameWordsLookup, english: string) {
  if (!words.localized) return english;
  for (const region of regionIndex) {
    if (english === region.achievementName) return collectionName(words, region, false);
    if (english === `Avid ${region.achievementName}`) return collectionName(words, region, true);
  }
  const other = otherAchievementIndex.find((entry) => entry.name === english);
  return other ? words.achievementName(other.id, english) : english;
}

/** Everything the catalog knows about a fish, for its details overlay. */
export function FishDetails({ itemId, fish }: { itemId: number; fish: ItemExtension }) {
  const chatLink = encode('item', itemId);
  const { i18n } = useLingui();
  const { words, name, time, bait, holes, salvage } = useFishWords(itemId, fish);
  const timeExplained = fishTimeExplanation(fish, i18n, words);
  const fishingPower = fish.fishingPower;
  return (
    <Column gap={6} className={classes.details}>
      <Row gap="sm" nowrap>
        <ItemIcon itemId={itemId} name={name} rarity={fish.rarity} size={40} />
        <div>
          <Heading order={3} look="h5">
            {name}
          </Heading>
          <Text size="xs" tone="dimmed">
            {rarityWord(i18n, fish.rarity)}
          </Text>
        </div>
      </Row>
      {fish.hint && <Text size="sm">{words.placeLine(fish.hint)}</Text>}
      <Text size="sm">
        <Trans>
          <strong>Time:</strong> {time}. {timeExplained}
        </Trans>
      </Text>
      <Text size="sm">
        <Trans>
          <strong>Bait:</strong> {bait}
        </Trans>
      </Text>
      <Text size="sm">
        {fish.fishingHole.length > 1 ? (
          <Trans>
            <strong>Fishing holes:</strong> {holes}
          </Trans>
        ) : (
          <Trans>
            <strong>Fishing hole:</strong> {holes}
          </Trans>
        )}
      </Text>
      {/* A fish new from the game has no checked fishing power (the region's note says so). */}
      {fish.fishingPower > 0 && !fish.fromGame && (
        <Text size="sm">
          <Trans>
            <strong>Fishing power:</strong> {fishingPower}
          </Trans>
          <HolePowerNote needs={fishingPower} />
        </Text>
      )}
      {salvage && (
        <Text size="sm">
          <Trans>
            <strong>Salvage:</strong> {salvage}
          </Trans>
        </Text>
      )}
      {fish.achievements.length > 0 && (
        <div>
          <Text size="sm" weight={700}>
            <Trans>Achievements</Trans>
          </Text>
          <ul className={clsx(list.list, list.small, list.spacing2)}>
            {fish.achievements.map((achievement) => (
              <li key={achievement.name}>
                <ExternalLink href={achievement.link}>
                  {achievementName(words, achievement.name)}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {chatLink && (
        <Row gap="xs">
          <CopyLinkButton value={chatLink} subject={name} />
        </Row>
      )}
    </Column>
  );
}
