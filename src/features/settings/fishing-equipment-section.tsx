import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ItemIcon } from '@/components/item-icon';
import {
  useFishingEquipment,
  type EquippedCharacter,
  type FishingEquipment,
  type UnloadedCharacters,
} from '@/features/account/use-fishing-equipment';
import { formatInstant } from '@/lib/i18n/format-instant';
import { useLocale } from '@/lib/i18n/use-locale';
import classes from './fishing-equipment-section.module.css';
import { Text } from '@/components/text';
import { Notice } from '@/components/notice';
import { PanelSection } from '@/components/panel-section';

const SLOT_LABELS = {
  FishingRod: msg`Rod`,
  FishingLure: msg`Lure`,
  FishingBait: msg`Bait`,
};

/** One character's rod, lure and bait, each with its icon and its name in the page's language. */
function CharacterGearList({ character }: { character: EquippedCharacter }) {
  const { t, i18n } = useLingui();
  return (
    <li>
      <Text as="h4" weight={700} size="sm">
        {character.name}
      </Text>
      <ul className={classes.gear}>
        {character.items.map((item) => {
          const id = item.itemId;
          const name = item.name ?? t`Item ${id}`;
          return (
            <li key={item.slot} className={classes.item}>
              <ItemIcon itemId={item.itemId} name={name} rarity={item.rarity} size={32} />
              <span>
                <span className={classes.slot}>{i18n._(SLOT_LABELS[item.slot])}:</span> {name}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** One line per reason some characters' equipment could not be loaded (the others show). */
function UnloadedCharactersNote({ unloaded }: { unloaded: UnloadedCharacters[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return unloaded.map(({ names, reason }) => {
    const characters = list.format(names);
    const why = i18n._(reason);
    return (
      <Text key={reason.id} size="sm" role="status">
        <Trans>
          Could not load the fishing equipment of {characters}: {why}
        </Trans>
      </Text>
    );
  });
}

/** The characters with fishing gear, and how many others have none. */
function EquipmentList({
  equipment,
}: {
  equipment: Extract<FishingEquipment, { phase: 'shown' }>;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const equipped = equipment.characters.filter((character) => character.items.length > 0);
  const bare = equipment.characters.length - equipped.length;
  const loadedAt = formatInstant(locale, 'clock', equipment.updatedAt);
  const refreshReason = equipment.refreshFailed && i18n._(equipment.refreshFailed);
  const wordsReason = equipment.wordsFailed && i18n._(equipment.wordsFailed);
  return (
    <>
      {refreshReason && (
        <Notice color="orange" role="status">
          <Trans>
            Could not refresh the fishing equipment: {refreshReason} Still showing what was loaded
            at {loadedAt}.
          </Trans>
        </Notice>
      )}
      {wordsReason && (
        <Text size="sm" role="status">
          <Trans>Could not load the items’ names: {wordsReason}</Trans>
        </Text>
      )}
      <UnloadedCharactersNote unloaded={equipment.unloaded} />
      {equipped.length > 0 ? (
        <ul className={classes.characters}>
          {equipped.map((character) => (
            <CharacterGearList key={character.name} character={character} />
          ))}
        </ul>
      ) : (
        <Text size="sm">
          {equipment.unloaded.length > 0 ? (
            <Trans>None of the other characters has a fishing rod, lure or bait equipped.</Trans>
          ) : (
            <Trans>No character has a fishing rod, lure or bait equipped.</Trans>
          )}
        </Text>
      )}
      {equipped.length > 0 && bare > 0 && (
        <Text size="sm" tone="dimmed">
          <Plural
            value={bare}
            one="# other character has nothing equipped for fishing."
            other="# other characters have nothing equipped for fishing."
          />
        </Text>
      )}
    </>
  );
}

/** What the section says before (or instead of) the list. */
function EquipmentState({ equipment }: { equipment: FishingEquipment }) {
  const { i18n } = useLingui();
  switch (equipment.phase) {
    case 'shown':
      return <EquipmentList equipment={equipment} />;
    case 'no-key':
      return (
        <Text size="sm">
          <Trans>
            Select an API key with the account, characters and builds permissions to see each
            character’s fishing rod, lure and bait here.
          </Trans>
        </Text>
      );
    case 'checking':
      return (
        <Text size="sm">
          <Trans>Checking the key’s permissions…</Trans>
        </Text>
      );
    case 'lacking': {
      const permissions = equipment.permissions.join(', ');
      return (
        <Text size="sm">
          <Trans>
            To show each character’s fishing equipment, the key also needs these permissions:{' '}
            {permissions}. Create a key with Account, Characters and Builds ticked.
          </Trans>
        </Text>
      );
    }
    case 'loading':
      return (
        <Text size="sm">
          <Trans>Loading the characters’ fishing equipment from the GW2 API…</Trans>
        </Text>
      );
    case 'failed': {
      const reason = i18n._(equipment.reason);
      return (
        <Notice color="red" role="status">
          <Trans>Could not load the characters’ fishing equipment: {reason}</Trans>
        </Notice>
      );
    }
  }
}

/**
 * Settings: each character's equipped fishing rod, lure and bait from the selected key
 * (docs/session.md "Fishing equipment"). The API gives no fishing power per item, so none is
 * shown or guessed: the player enters their own above.
 */
export function FishingEquipmentSection() {
  const equipment = useFishingEquipment();
  return (
    <PanelSection
      title={<Trans>Fishing equipment</Trans>}
      intro={
        <Trans>
          The GW2 API says which fishing rod, lure and bait each character has equipped, but not how
          much fishing power they give: enter your fishing power yourself.
        </Trans>
      }
    >
      <EquipmentState equipment={equipment} />
    </PanelSection>
  );
}
