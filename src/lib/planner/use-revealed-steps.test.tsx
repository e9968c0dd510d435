import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useRevealedSteps } from './use-revealed-steps';

function Steps({ total }: { total: number }) {
  const shown = useRevealedSteps(total);
  return <p>{`${shown} of ${total}`}</p>;
}

function Growing() {
  const [total, setTotal] = useState(2);
  const shown = useRevealedSteps(total);
  return (
    <>
      <p>{`${shown} of ${total}`}</p>
      <button type="button" onClick={() => setTotal(5)}>
        more
      </button>
    </>
  );
}

describe('useRevealedSteps', () => {
  it.each([
    { total: 1, first: '1 of 1', last: '1 of 1' },
    { total: 4, first: '1 of 4', last: '4 of 4' },
  ])(
    'shows the first of $total at once, then the rest one by one',
    async ({ total, first, last }) => {
      render(
        <StrictMode>
          <Steps total={total} />
        </StrictMode>,
      );
      expect(screen.getByText(first)).toBeInTheDocument();
      expect(await screen.findByText(last)).toBeInTheDocument();
    },
  );

  it('shows a part added once all were in at once', async () => {
    render(<Growing />);
    expect(await screen.findByText('2 of 2')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'more' }).click());
    expect(screen.getByText('5 of 5')).toBeInTheDocument();
  });
});
