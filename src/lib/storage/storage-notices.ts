import { create } from 'zustand';

/**
 * What the player should hear about stored data, as ids and values (worded where shown,
 * `storage-words.ts`): a slice dropped, partly read, over its cap or from a newer version
 * (`slice` is its name), an addition refused at the cap, storage blocked or full, or the switch
 * kept on because data was found.
 */
export type StorageNoticeContent =
  | { kind: 'dropped' | 'repaired' | 'newer'; slice: string }
  | { kind: 'capped'; slice: string; count: number; max: number; alsoInvalid: boolean }
  | { kind: 'cap-reached'; slice: string; max: number }
  | { kind: 'blocked' | 'quota' | 'kept-on' };

/** A notice shown (dismissable by its `id`). */
export type StorageNotice = StorageNoticeContent & { id: number };

interface StorageNoticesState {
  notices: StorageNotice[];
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useStorageNotices = create<StorageNoticesState>()((set) => ({
  notices: [],
  dismiss: (id) => set(({ notices }) => ({ notices: notices.filter((n) => n.id !== id) })),
}));

const same = ({ id: _, ...shown }: StorageNotice, content: StorageNoticeContent) =>
  JSON.stringify(shown) === JSON.stringify(content);

/** Shows a notice to the player once (the same notice is not repeated while it is shown). */
export function reportStorageNotice(content: StorageNoticeContent) {
  useStorageNotices.setState(({ notices }) =>
    notices.some((notice) => same(notice, content))
      ? { notices }
      : { notices: [...notices, { ...content, id: nextId++ }] },
  );
}
