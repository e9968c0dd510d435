import { useLingui } from '@lingui/react/macro';
import { IconArrowRight, IconPin, IconPinFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RARITIES } from '@/lib/catalog/catalog-enums';
import { timeOfDayWord } from '@/lib/time/time-of-day-words';
import classes from './guide-figures.module.css';

/**
 * Small drawings of the app's controls (their labels are the game's words: a time of day and
 * region names, not translated by us). The drawing itself is hidden from assistive technology;
 * the caption says what it shows.
 */
function Figure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className={classes.figure}>
      <div aria-hidden="true">{children}</div>
      <figcaption className={classes.caption}>{caption}</figcaption>
    </figure>
  );
}

/** The rarities the drawing frames its fish in, Basic to Ascended (the theme's `data-rarity` colours). */
const rarities = RARITIES.slice(1, 7);

/** Two rows of a region's seven-wide fish grid, a few fish marked as caught. */
export function FishGridFigure() {
  const { t } = useLingui();
  return (
    <Figure
      caption={t`A region’s fish grid: seven fish per row, each framed in its rarity colour. Fish you caught are dimmed.`}
    >
      <div className={classes.grid}>
        {Array.from({ length: 14 }, (_, index) => (
          <div
            key={index}
            className={classes.fish}
            data-caught={index % 4 === 1 ? '' : undefined}
            data-rarity={rarities[index % rarities.length]}
          />
        ))}
      </div>
    </Figure>
  );
}

/** The three states a filter button cycles through. */
export function FilterStatesFigure() {
  const { t, i18n } = useLingui();
  const night = timeOfDayWord(i18n, 'NIGHT');
  return (
    <Figure
      caption={t`One button, three clicks: included (blue), exclusive (green, between asterisks), then cleared again.`}
    >
      <div className={classes.row}>
        <span className={classes.pill}>{night}</span>
        <IconArrowRight size={16} />
        <span className={classes.pill} data-state="inclusive">
          {night}
        </span>
        <IconArrowRight size={16} />
        <span className={classes.pill} data-state="exclusive">
          *{night}*
        </span>
        <IconArrowRight size={16} />
        <span className={classes.pill}>{night}</span>
      </div>
    </Figure>
  );
}

/** The pin bar with a pinned page and the current, not yet pinned, page. */
export function PinBarFigure() {
  const { t } = useLingui();
  return (
    <Figure
      caption={t`The pin bar: the page you are on with an outlined pin (click it to pin), and a pinned page with a filled pin.`}
    >
      <div className={classes.row}>
        {/* eslint-disable lingui/no-unlocalized-strings -- regions' names, the game's English (the
            app has no localized place names) */}
        <span className={classes.pill}>
          <IconPin size={16} /> Kryta
        </span>
        <span className={classes.pill} data-state="inclusive">
          <IconPinFilled size={16} /> Ruins of Orr
        </span>
        {/* eslint-enable lingui/no-unlocalized-strings */}
      </div>
    </Figure>
  );
}
