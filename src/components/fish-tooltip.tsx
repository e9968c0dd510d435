import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { memo, useRef, useState, type RefObject } from 'react';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { fishTooltipLabel, SALVAGE_EXPLANATIONS } from '@/lib/catalog/fish-descriptions';
import { useGameWords } from '@/data/game-words/game-words-store';
import { SalvageIcon } from './salvage-icon';
import { OpenTooltip, useTooltipEvents } from './open-tooltip';

/** What a fish's tooltip says: its name, when it bites and its salvage. */
export type TooltipFish = Pick<
  ItemExtension,
  'name' | 'timeOfDay' | 'higherChanceTime' | 'salvage'
>;

/**
 * A fish's tooltip (spec §2: day, night, dusk / dawn and salvage explained), the same wherever a
 * fish shows: on the Region grid's blocks and on achievement pages' fish cards.
 */
export const FishTooltip = memo(function FishTooltip({
  target,
  opened,
  fish,
  name = fish.name,
}: {
  target: RefObject<HTMLElement | null>;
  opened: boolean;
  fish: TooltipFish;
  /** The fish's name in the page's language (the game's word), where it is not the English one. */
  name?: string;
}) {
  const { i18n } = useLingui();
  const words = useGameWords();
  return (
    <OpenTooltip
      target={target}
      opened={opened}
      label={fishTooltipLabel({ ...fish, name }, i18n, words)}
      multiline
      w={220}
    />
  );
});

/**
 * The salvage mark of a fish with an unusual salvage (spec §9: "Contents do not include fish
 * meat"…), nothing for an ordinary one: a small button with the fish's tooltip on hover and
 * keyboard focus, and on a tap (phones have no hover).
 */
export function SalvageMark({ fish, name }: { fish: TooltipFish; name?: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const tip = useTooltipEvents<HTMLButtonElement>();
  const [tapped, setTapped] = useState(false);
  const { t } = useLingui();
  const salvage = SALVAGE_EXPLANATIONS[fish.salvage];
  if (!salvage) return null;
  const explanation = t(salvage);
  return (
    <>
      <ActionIcon
        ref={ref}
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={t`Salvage: ${explanation}`}
        {...tip.events}
        onClick={() => setTapped((open) => !open)}
        onBlur={() => {
          tip.events?.onBlur();
          setTapped(false);
        }}
        onKeyDown={(event) => {
          tip.events?.onKeyDown(event);
          if (event.key === 'Escape') setTapped(false);
        }}
      >
        <SalvageIcon salvage={fish.salvage} size={16} />
      </ActionIcon>
      <FishTooltip target={ref} opened={tip.opened || tapped} fish={fish} name={name} />
    </>
  );
}
