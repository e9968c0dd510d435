import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UpdatePrompt from './update-prompt';
import { useAppUpdate } from './update-store';

const renderPrompt = () =>
  render(
    <MantineProvider>
      <UpdatePrompt />
    </MantineProvider>,
  );

describe('UpdatePrompt', () => {
  afterEach(() => useAppUpdate.setState({ applyUpdate: undefined, dismissed: false }));

  it('shows nothing while no new version waits', () => {
    renderPrompt();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('offers a reload that applies the waiting version', async () => {
    const applyUpdate = vi.fn();
    renderPrompt();
    act(() => useAppUpdate.getState().offer(applyUpdate));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('hides on "Later" until the next version waits', async () => {
    renderPrompt();
    act(() => useAppUpdate.getState().offer(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    act(() => useAppUpdate.getState().offer(vi.fn()));
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
  });
});
