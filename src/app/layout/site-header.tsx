import { HEADER_HEIGHT } from './layout-constants';
import classes from './site-header.module.css';
import { TopNav } from './top-nav';
import { useHideOnScroll } from './use-hide-on-scroll';

/**
 * The fixed top bar: slides away while scrolling down, back when scrolling up. The bell stays on
 * screen while cards are active (`data-bell-pinned`).
 */
export function SiteHeader() {
  const hidden = useHideOnScroll(HEADER_HEIGHT * 2);
  return (
    <header className={classes.header} data-testid="top-nav" data-hidden={hidden}>
      <TopNav />
    </header>
  );
}
