import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRing } from './progress-ring';

describe('ProgressRing', () => {
  it.each([
    { percent: 0, ring: undefined, complete: false },
    { percent: 40, ring: '40', complete: false },
    { percent: 100, ring: '100', complete: true },
    { percent: 130, ring: '100', complete: true },
  ])('draws $percent% as an arc of $ring percent', ({ percent, ring, complete }) => {
    const { container } = render(<ProgressRing percent={percent} />);
    const root = container.firstElementChild as HTMLElement;
    const circles = container.querySelectorAll('circle');
    expect(circles).toHaveLength(ring === undefined ? 1 : 2);
    expect(root.style.getPropertyValue('--ring') || undefined).toBe(ring);
    if (ring !== undefined) expect(circles[1]!.hasAttribute('data-complete')).toBe(complete);
    expect(root).toHaveTextContent(`${percent}%`);
    expect(root).toHaveAttribute('aria-hidden', 'true');
  });
});
