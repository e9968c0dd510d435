import { Blockquote, Text } from '@mantine/core';
import { IconFish } from '@tabler/icons-react';
import { useState } from 'react';
import { pickQuote } from './quotes';

/** One of the flavour quotes, chosen when mounted (the home page remounts it on each visit). */
export function FlavourQuote({ random }: { random: () => number }) {
  const [quote] = useState(() => pickQuote(random));
  return (
    <figure style={{ margin: 0 }}>
      <Blockquote color="cyan" icon={<IconFish aria-hidden="true" />} iconSize={36} p="md">
        <Text fs="italic">{quote.text}</Text>
      </Blockquote>
      <Text component="figcaption" size="sm" c="dimmed" ta="right" mt={4}>
        — {quote.author}
      </Text>
    </figure>
  );
}
