import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePinsStore } from '@/features/pins/pins-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { setPersistence, useUserData } from '@/lib/storage/persistence';
import UpdatePrompt from './update-prompt';
import { useAppUpdate } from './update-store';

/** jsdom's Blob has no `text()`. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const renderPrompt = () =>
  render(
    <MantineProvider>
      <UpdatePrompt />
    </MantineProvider>,
  );

describe('UpdatePrompt', () => {
  afterEach(() => {
    useAppUpdate.setState({ applyUpdate: undefined, dismissed: false });
    setPersistence(false);
    usePinsStore.setState({ pins: [] });
    useMarksStore.setState({ acquired: [], completion: {} });
  });

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

  describe('with data only in this tab (persistence off)', () => {
    const holdData = () => {
      usePinsStore.setState({
        pins: [{ name: 'Kryta', endpoint: '/region/Krytan', isPinned: true }],
      });
      useMarksStore.setState({ acquired: [95961], completion: {} });
    };

    it('says what a reload would lose, and can remember it before reloading', async () => {
      holdData();
      const applyUpdate = vi.fn();
      renderPrompt();
      act(() => useAppUpdate.getState().offer(applyUpdate));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your pinned pages and fish marks are kept only in this tab',
      );
      expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Remember them and reload' }));
      expect(useUserData.getState().persist).toBe(true);
      expect(localStorage.getItem('tyria-fishing-companion:pins')).toContain('/region/Krytan');
      expect(applyUpdate).toHaveBeenCalledOnce();
    });

    it('exports them as a file without reloading', async () => {
      holdData();
      const applyUpdate = vi.fn();
      const blobs: Blob[] = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      });
      URL.revokeObjectURL = vi.fn();
      // The download link's click is a navigation jsdom does not do.
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      renderPrompt();
      act(() => useAppUpdate.getState().offer(applyUpdate));
      await userEvent.click(screen.getByRole('button', { name: 'Export first' }));
      await vi.waitFor(() => expect(blobs).toHaveLength(1), { timeout: 5000 });
      expect(await readBlob(blobs[0]!)).toContain('/region/Krytan');
      expect(applyUpdate).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Reload anyway' }));
      expect(applyUpdate).toHaveBeenCalledOnce();
    });

    it('offers the plain reload once persistence is on', () => {
      holdData();
      setPersistence(true);
      renderPrompt();
      act(() => useAppUpdate.getState().offer(vi.fn()));
      expect(screen.getByRole('status')).not.toHaveTextContent(/only in this tab/);
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    });
  });
});
