import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { useGameWords } from '@/data/game-words/game-words-store';
import { baitLabel } from '@/lib/game-words/game-word-labels';
import { sessionBait, type SessionStop } from '@/lib/session/route';

/** "Bait for this session": each bait the route's fish take, with how many, most first. */
export function SessionBait({ stops }: { stops: readonly SessionStop[] }) {
  const { t } = useLingui();
  const words = useGameWords();
  return (
    <List size="sm" spacing={2}>
      {sessionBait(stops).map(({ bait, fish }) => (
        <List.Item key={bait}>
          {baitLabel(words, bait)}:{' '}
          {t({ message: plural(fish, { one: 'for # fish', other: 'for # fish' }) })}
        </List.Item>
      ))}
    </List>
  );
}
