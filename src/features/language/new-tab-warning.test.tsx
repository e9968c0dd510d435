import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePinsStore } from '@/features/pins/pins-store';
import { setPersistence } from '@/lib/storage/persistence';
import { NewTabWarning } from './new-tab-warning';
import { useNewTabWarning } from './new-tab-warning-store';

const renderWarning = () =>
  render(
    <MantineProvider>
      <NewTabWarning />
    </MantineProvider>,
  );

describe('NewTabWarning', () => {
  afterEach(() => {
    useNewTabWarning.getState().close();
    setPersistence(false);
    usePinsStore.setState({ pins: [] });
  });

  it('keeps a way on and a way out once the data is saved meanwhile', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    usePinsStore.setState({
      pins: [{ name: 'Kryta', endpoint: '/region/Krytan', isPinned: true }],
    });
    act(() => useNewTabWarning.getState().ask('/de/region/Krytan'));
    renderWarning();
    expect(screen.getByRole('alert')).toHaveTextContent('kept only in this tab');

    act(() => setPersistence(true));
    expect(screen.getByRole('alert')).not.toHaveTextContent('kept only in this tab');
    await userEvent.click(screen.getByRole('button', { name: 'Open anyway' }));
    expect(open).toHaveBeenCalledWith('/de/region/Krytan', '_blank', 'noopener');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
