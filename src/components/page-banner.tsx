import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import classes from './page-banner.module.css';

const SHADE = 'linear-gradient(rgb(0 0 0 / 0.35), rgb(0 0 0 / 0.35))';

/**
 * A page's title over its colours from the catalog (a CSS background value, once loaded), with a
 * line under the title and, on the right, a drawing that fades into the colours. Framed, the
 * banner has a border and its colours are shaded.
 */
export function PageBanner({
  title,
  background,
  art,
  framed = false,
  children,
}: {
  title: string;
  background?: string;
  art?: ReactNode;
  framed?: boolean;
  children?: ReactNode;
}) {
  const shown = background && framed ? `${SHADE}, ${background}` : background;
  return (
    <div
      className={framed ? `${classes.banner} ${classes.framed}` : classes.banner}
      style={shown ? { background: shown } : undefined}
    >
      {art && <div className={classes.art}>{art}</div>}
      <div className={classes.words}>
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
    </div>
  );
}
