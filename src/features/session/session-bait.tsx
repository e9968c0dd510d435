import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import clsx from 'clsx';
import { useGameWords } from '@/data/game-words/game-words-store';
import { baitLabel } from '@/lib/game-words/game-word-labels';
import { sessionBait, type SessionStop } from '@/lib/session/route';
import list from '@/components/list.module.css';

/** "Bait for this session": each bait the route's fish take, with how many, most first. */
export function SessionBait({ stops }: { stops: readonly SessionStop[] }) {
  const { t } = useLingui();
  const words = useGameWords();
  return (
    <ul className={clsx(list.list, list.small, list.spacing2)}>
      {sessionBait(stops).map(({ bait, fish }) => (
        <li key={bait}>
          {baitLabel(words, bait)}:{' '}
          {t({ message: plural(fish, { one: 'for # fish', other: 'for # fish' }) })}
        </li>
      ))}
    </ul>
  );
}
