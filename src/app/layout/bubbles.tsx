import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { BUBBLES } from '@/config/constants';
import classes from './bubbles.module.css';

interface Bubble {
  id: number;
  /** Horizontal position, percent of the viewport width. */
  left: number;
  size: number;
}

/** Decorative bubbles rising up the page: purely visual, hidden from assistive technology. */
export function Bubbles({ random = Math.random }: { random?: () => number }) {
  const reducedMotion = useReducedMotion();
  const [bubbles, setBubbles] = useState<Bubble[]>([]);

  useEffect(() => {
    if (reducedMotion) return;
    let nextId = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const interval = setInterval(() => {
      if (random() >= BUBBLES.chancePerSecond) return;
      const bubble = { id: nextId++, left: random() * 100, size: 8 + random() * 24 };
      setBubbles((current) => [...current, bubble]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setBubbles((current) => current.filter((b) => b.id !== bubble.id));
      }, BUBBLES.floatSeconds * 1000);
      timers.add(timer);
    }, 1000);
    return () => {
      clearInterval(interval);
      timers.forEach(clearTimeout);
      setBubbles([]);
    };
  }, [reducedMotion, random]);

  // No layer while no bubble rises: a fixed layer under the page makes Chrome composite the
  // content above it piece by piece, which makes every repaint of the page dearer.
  if (reducedMotion || bubbles.length === 0) return null;
  return (
    <div className={classes.layer} aria-hidden="true" data-testid="bubbles">
      {bubbles.map((bubble) => (
        <span
          key={bubble.id}
          className={classes.bubble}
          style={{
            left: `${bubble.left}%`,
            width: bubble.size,
            height: bubble.size,
            animationDuration: `${BUBBLES.floatSeconds}s`,
          }}
        />
      ))}
    </div>
  );
}
