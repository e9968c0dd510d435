import { Alert, Stack } from '@mantine/core';
import { useStorageNotices } from '@/lib/storage';

/** Tells the player when saved data was dropped or the browser refuses to store anything. */
export function StorageNotices() {
  const notices = useStorageNotices((state) => state.notices);
  const dismiss = useStorageNotices((state) => state.dismiss);
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" mb="sm">
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          color="yellow"
          role="status"
          title="About your saved data"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => dismiss(notice.id)}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  );
}
