import { lazy, Suspense } from 'react';
import { useStorageNotices } from '@/lib/storage/storage-notices';

const StorageNoticeList = lazy(() => import('./storage-notice-list'));

/** Tells the player when saved data was dropped or the browser refuses to store anything. */
export function StorageNotices() {
  const any = useStorageNotices((state) => state.notices.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <StorageNoticeList />
    </Suspense>
  );
}
