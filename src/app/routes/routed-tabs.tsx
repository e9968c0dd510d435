import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import classes from './routed-tabs.module.css';

/** Where an arrow, Home or End key moves the focus among `count` tabs (wrapping), if anywhere. */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Room kept beside the selected tab when it is scrolled into view: the row's fading edge. */
const EDGE_PX = 40;

/** Which edges of a row that scrolls sideways hide more tabs: the CSS fades those. */
function markOverflow(list: HTMLElement) {
  const before = list.scrollLeft > 1;
  const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  const overflow = before && after ? 'both' : before ? 'start' : after ? 'end' : undefined;
  if (overflow) list.dataset.overflow = overflow;
  else delete list.dataset.overflow;
}

/**
 * Keeps a row of tabs that is wider than the screen readable (issue 60: one row at 390 px): the
 * selected tab scrolled into view, and the edges hiding tabs marked, on each change of tab and
 * of the row's size.
 */
function useTabRowScroll(listRef: RefObject<HTMLDivElement | null>, active: string) {
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
    if (tab) {
      const start = tab.offsetLeft - EDGE_PX;
      const end = tab.offsetLeft + tab.offsetWidth + EDGE_PX - list.clientWidth;
      if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start);
      else if (end > list.scrollLeft) list.scrollLeft = end;
    }
    markOverflow(list);
  }, [listRef, active]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const mark = () => markOverflow(list);
    list.addEventListener('scroll', mark, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', mark);
      resize?.disconnect();
    };
  }, [listRef]);
}

/**
 * Tabs whose selection is the URL's child segment; the routed child renders in the panel. The tabs
 * are links (they work before the code runs) with the tab pattern's roles and keys: arrows, Home
 * and End move to a tab and open it. Not Mantine's `Tabs`: its id hook sets state on every mount,
 * which re-rendered the whole tab right after hydration (docs/routes.md "The shell", and
 * docs/performance.md "What keeps the main thread free").
 */
export function RoutedTabs({
  base,
  tabs,
  label,
}: {
  base: string;
  tabs: readonly { value: string; label: string }[];
  label: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLDivElement>(null);
  const segment = pathname.slice(base.length + 1).split('/')[0];
  // An unknown tab redirects to the first; until then the first is the one the keyboard reaches.
  const active = tabs.find((tab) => tab.value === segment)?.value ?? tabs[0]!.value;
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = `${id}-panel`;
  useTabRowScroll(listRef, active);

  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.value === active);
    const next = tabAfterKey(event.key, current, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    void navigate(`${base}/${tabs[next]!.value}`);
  };

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className={classes.list}>
        {tabs.map((tab) => {
          const selected = tab.value === active;
          return (
            <Link
              key={tab.value}
              to={`${base}/${tab.value}`}
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={`mantine-focus-auto ${classes.tab}`}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)}>
        <Outlet />
      </div>
    </>
  );
}
