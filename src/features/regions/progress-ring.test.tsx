import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRing } from './progress-ring';

const circumference = 2 * Math.PI * 24.5;

describe('ProgressRing', () => {
  it.each([
    { percent: 0, arc: undefined, complete: false },
    { percent: 40, arc: circumference * 0.4, complete: false },
    { percent: 100, arc: circumference, complete: true },
  ])('draws $percent% as an arc of $arc', ({ percent, arc, complete }) => {
    const { container } = render(<ProgressRing percent={percent} />);
    const circles = container.querySelectorAll('circle');
    expect(circles).toHaveLength(arc === undefined ? 1 : 2);
    if (arc !== undefined) {
      const [drawn] = circles[1]!.getAttribute('stroke-dasharray')!.split(' ').map(Number);
      expect(drawn).toBeCloseTo(arc, 5);
      expect(circles[1]!.hasAttribute('data-complete')).toBe(complete);
    }
    expect(container.firstElementChild).toHaveTextContent(`${percent}%`);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
