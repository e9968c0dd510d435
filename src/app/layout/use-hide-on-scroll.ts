import { useEffect, useState } from 'react';

/**
 * True while the page is being scrolled down past `revealAbove` px; false once it scrolls up.
 * Mantine's useHeadroom reveals gradually and needs several scroll events, so a single PageUp or
 * a jump would not bring the nav back; this reacts to every change of direction and re-renders
 * only when the answer flips.
 */
export function useHideOnScroll(revealAbove: number) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= revealAbove || y < last) setHidden(false);
      else if (y > last) setHidden(true);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [revealAbove]);
  return hidden;
}
