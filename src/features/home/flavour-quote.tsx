import { useLingui } from '@lingui/react/macro';
import { IconFish } from '@tabler/icons-react';
import clsx from 'clsx';
import { useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import classes from './flavour-quote.module.css';
import { pickQuote, quotes } from './quotes';

/**
 * One of the flavour quotes, chosen when mounted (the home page remounts it on each visit). The
 * prerendered page keeps its place with the first quote, hidden; the browser picks after hydrating.
 * Plain markup with the look of Mantine's cyan Blockquote.
 */
export function FlavourQuote({ random }: { random: () => number }) {
  const hydrated = useHydrated();
  const [picked] = useState(() => pickQuote(random));
  const shown = hydrated ? picked : quotes[0];
  const { i18n } = useLingui();
  return (
    <figure className={clsx(classes.figure, !hydrated && classes.waiting)}>
      <blockquote className={classes.quote}>
        <span className={classes.icon}>
          <IconFish aria-hidden="true" />
        </span>
        <p className={classes.words}>{i18n._(shown.text)}</p>
      </blockquote>
      <figcaption className={classes.author}>— {i18n._(shown.author)}</figcaption>
    </figure>
  );
}
