import { useLingui } from '@lingui/react/macro';
import { Blockquote, Text } from '@mantine/core';
import { IconFish } from '@tabler/icons-react';
import { useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { pickQuote, quotes } from './quotes';

/**
 * One of the flavour quotes, chosen when mounted (the home page remounts it on each visit). The
 * prerendered page keeps its place with the first quote, hidden; the browser picks after hydrating.
 */
export function FlavourQuote({ random }: { random: () => number }) {
  const hydrated = useHydrated();
  const [picked] = useState(() => pickQuote(random));
  const shown = hydrated ? picked : quotes[0];
  const { i18n } = useLingui();
  return (
    <figure style={{ margin: 0, visibility: hydrated ? undefined : 'hidden' }}>
      <Blockquote color="cyan" icon={<IconFish aria-hidden="true" />} iconSize={36} p="md">
        <Text fs="italic">{i18n._(shown.text)}</Text>
      </Blockquote>
      <Text component="figcaption" size="sm" c="dimmed" ta="right" mt={4}>
        — {i18n._(shown.author)}
      </Text>
    </figure>
  );
}
