import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePinsStore } from '@/features/pins/pins-store';
import { useMarksStore } from '@/features/progress/marks-store';
import { renderInLanguage } from '@/testing/render-in-language';
import UpdatePrompt from './update-prompt';
import { useAppUpdate } from './update-store';

describe('UpdatePrompt in German', () => {
  afterEach(() => {
    useAppUpdate.setState({ applyUpdate: undefined, dismissed: false });
    usePinsStore.setState({ pins: [] });
    useMarksStore.setState({ acquired: [], completion: {} });
  });

  it('names what a reload would lose, and its choices, in German', async () => {
    usePinsStore.setState({
      pins: [{ name: 'Kryta', endpoint: '/region/Krytan', isPinned: true }],
    });
    useMarksStore.setState({ acquired: [95961], completion: {} });
    await renderInLanguage('de', <UpdatePrompt />);
    act(() => useAppUpdate.getState().offer(vi.fn()));
    const prompt = screen.getByRole('status');
    expect(prompt).toHaveTextContent('Eine neue Version ist verfügbar');
    expect(prompt).toHaveTextContent(
      'Nur in diesem Tab vorhanden („Meine Einstellungen merken“ ist aus): angeheftete Seiten und Fisch-Markierungen.',
    );
    expect(screen.getByRole('button', { name: 'Merken und neu laden' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Trotzdem neu laden' })).toBeEnabled();
  });
});
