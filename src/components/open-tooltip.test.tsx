import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { OpenTooltip, useTooltipEvents } from './open-tooltip';

function Tipped({ delayMs = 0 }: { delayMs?: number }) {
  const ref = useRef<HTMLButtonElement>(null);
  const tip = useTooltipEvents<HTMLButtonElement>(true, delayMs);
  return (
    <>
      <button ref={ref} type="button" {...tip.events}>
        Krytan Crawfish
      </button>
      <OpenTooltip target={ref} opened={tip.opened} label="Bites during the day" />
    </>
  );
}

const renderTipped = (delayMs?: number) =>
  render(
    <MantineProvider>
      <Tipped delayMs={delayMs} />
    </MantineProvider>,
  );
// jsdom lays nothing out, so the tooltip counts its target as scrolled away (display: none).
const tooltip = () => screen.queryByRole('tooltip', { hidden: true });

describe('OpenTooltip with useTooltipEvents', () => {
  it('renders nothing while closed: no tooltip, no portal', () => {
    renderTipped();
    expect(tooltip()).not.toBeInTheDocument();
    expect(document.querySelector('[data-portal]')).toBeNull();
  });

  it('opens on a mouse hover after the delay and closes on leaving', async () => {
    const user = userEvent.setup();
    renderTipped(300);
    await user.hover(screen.getByRole('button'));
    expect(tooltip()).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Bites during the day',
    );
    await user.unhover(screen.getByRole('button'));
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument());
  });

  it('does not open when the pointer leaves before the delay', async () => {
    const user = userEvent.setup();
    renderTipped(300);
    await user.hover(screen.getByRole('button'));
    await user.unhover(screen.getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('opens on keyboard focus, closes on Escape, and ignores a tap', async () => {
    const user = userEvent.setup();
    renderTipped();
    await user.tab();
    expect(await screen.findByRole('tooltip', { hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).not.toBeInTheDocument());
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'touch' });
    expect(tooltip()).not.toBeInTheDocument();
  });
});
