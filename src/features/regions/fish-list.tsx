import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Modal } from '@mantine/core';
import { IconCheck, IconCircle } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { ItemIcon } from '@/components/item-icon';
import { SpriteIcon } from '@/components/sprite-icon';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { fishBaitLabel, fishHolesLabel, fishTimeLabel } from '@/lib/catalog/fish-descriptions';
import { useLocale } from '@/lib/i18n/use-locale';
import { useGameWords } from '@/data/game-words/game-words-store';
import { HolePowerNote } from '@/features/fishing-power/hole-power-note';
import { useMarking } from '@/features/progress/marking';
import { FishDetails } from './fish-details';
import type { FishGridProps } from './fish-grid';
import classes from './fish-views.module.css';
import { TimeIcon } from './time-icon';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';

/** The same data as the grid. */
export type FishListProps = FishGridProps;

/**
 * The phone's list of the fish the filters show: name, time, bait and hole on each row; a tap
 * opens the details, the round button beside it marks the fish caught.
 */
export const FishList = memo(function FishList({
  label,
  fish,
  extensions,
  visible,
  acquired,
  onToggle,
}: FishListProps) {
  const { t } = useLingui();
  const [openId, setOpenId] = useState<number>();
  const open = openId === undefined ? undefined : extensions[String(openId)];
  const rows = fish.filter(
    (entry) => visible.has(entry.itemId) && extensions[String(entry.itemId)],
  );
  return (
    <>
      <ul className={classes.list} aria-label={label}>
        {rows.map(({ itemId }) => (
          <FishRow
            key={itemId}
            itemId={itemId}
            fish={extensions[String(itemId)]!}
            acquired={acquired.has(itemId)}
            onOpen={setOpenId}
            onToggle={onToggle}
          />
        ))}
      </ul>
      <Modal
        opened={open !== undefined}
        onClose={() => setOpenId(undefined)}
        title={t`Fish details`}
      >
        {open && openId !== undefined && <FishDetails itemId={openId} fish={open} />}
      </Modal>
    </>
  );
});

const FishRow = memo(function FishRow(props: {
  itemId: number;
  fish: ItemExtension;
  acquired: boolean;
  onOpen: (itemId: number) => void;
  onToggle: (itemId: number) => void;
}) {
  const { itemId, fish, acquired } = props;
  const { toggleAria } = useMarking();
  const Mark = acquired ? IconCheck : IconCircle;
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const words = useGameWords();
  const time = fishTimeLabel(fish, i18n, locale, words);
  const bait = fishBaitLabel(fish, words);
  const holes = fishHolesLabel(fish, i18n, words);
  const name = words.itemName(itemId, fish.name);
  return (
    <li className={classes.row} data-caught={acquired || undefined}>
      <button type="button" className={classes.rowButton} onClick={() => props.onOpen(itemId)}>
        <span aria-hidden>
          <ItemIcon itemId={itemId} name={name} rarity={fish.rarity} size={32} />
        </span>
        <span className={classes.rowText}>
          <span className={classes.rowName}>{name}</span>{' '}
          <span className={classes.rowFacts}>
            <TimeIcon time={fish.timeOfDay} size={12} />{' '}
            <Trans>
              {time} · {bait} bait · {holes}
            </Trans>
            {/* A fish new from the game has no checked fishing power. */}
            {!fish.fromGame && <HolePowerNote needs={fish.fishingPower} />}
          </span>
        </span>
      </button>
      <ActionIcon
        variant={acquired ? 'filled' : 'default'}
        color="teal"
        radius="xl"
        size="lg"
        aria-pressed={acquired}
        aria-label={acquired ? t`${name}, caught` : t`${name}, not caught`}
        {...toggleAria}
        onClick={() => props.onToggle(itemId)}
      >
        <SpriteIcon icon={Mark} size={18} />
      </ActionIcon>
    </li>
  );
});
