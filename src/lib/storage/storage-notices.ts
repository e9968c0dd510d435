import { create } from 'zustand';

/** A message about stored data the player should see (dropped slice, blocked storage…). */
export interface StorageNotice {
  id: number;
  message: string;
}

interface StorageNoticesState {
  notices: StorageNotice[];
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useStorageNotices = create<StorageNoticesState>()((set) => ({
  notices: [],
  dismiss: (id) => set(({ notices }) => ({ notices: notices.filter((n) => n.id !== id) })),
}));

/** Shows `message` to the player once (the same message is not repeated while it is shown). */
export function reportStorageNotice(message: string) {
  useStorageNotices.setState(({ notices }) =>
    notices.some((notice) => notice.message === message)
      ? { notices }
      : { notices: [...notices, { id: nextId++, message }] },
  );
}
