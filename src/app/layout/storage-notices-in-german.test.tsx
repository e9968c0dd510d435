import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { reportStorageNotice, useStorageNotices } from '@/lib/storage/storage-notices';
import { renderInLanguage } from '@/testing/render-in-language';
import { StorageNotices } from './storage-notices';

describe('StorageNotices in German', () => {
  afterEach(() => useStorageNotices.setState({ notices: [] }));

  it('words the stored ids in the page language, once each, and dismisses them', async () => {
    await renderInLanguage('de', <StorageNotices />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      reportStorageNotice({ kind: 'quota' });
      reportStorageNotice({ kind: 'dropped', slice: 'pins' });
      reportStorageNotice({ kind: 'quota' });
    });
    const notices = await screen.findAllByRole('status');
    expect(notices.map((notice) => notice.textContent)).toEqual([
      expect.stringContaining('Der Speicher deines Browsers ist voll'),
      expect.stringContaining(
        'Die gespeicherten Daten für angeheftete Seiten konnten nicht gelesen werden',
      ),
    ]);
    expect(notices[0]).toHaveTextContent('Zu deinen gespeicherten Daten');
    await userEvent.click(screen.getAllByRole('button', { name: 'Schließen' })[0]!);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
