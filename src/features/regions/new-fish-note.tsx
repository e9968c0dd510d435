import { useLingui } from '@lingui/react/macro';
import { useGameWords } from '@/data/game-words/game-words-store';
import type { Region } from '@/lib/catalog/asset-schemas';
import { unknownFactsText } from '@/lib/live-catalog/unknown-facts-text';
import { Notice } from '@/components/notice';
import space from '@/components/spacing.module.css';

/** The fish the game added to the region since the catalog was built (issue 29), if any. */
export function NewFishNote({ region }: { region: Region }) {
  const { t, i18n } = useLingui();
  const words = useGameWords();
  const added = region.fromGame?.added;
  if (!added || added.length === 0) return null;
  const names = added.map(({ id, name }) => words.itemName(id, name)).join(', ');
  const unknown = unknownFactsText(i18n, region.fromGame?.unknown ?? []);
  return (
    <Notice color="yellow" className={space.mbSm}>
      {added.length === 1
        ? t`New from the game — details not yet checked: ${names}. Where, with which bait and when it bites come from the game's own hints. Not known yet: ${unknown} (the region's fishing power is shown).`
        : t`New from the game — details not yet checked: ${names}. Where, with which bait and when they bite come from the game's own hints. Not known yet: ${unknown} (the region's fishing power is shown).`}
    </Notice>
  );
}
