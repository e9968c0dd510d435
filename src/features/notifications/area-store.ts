import { create } from 'zustand';

interface NotificationAreaState {
  /** Whether the notification area is shown (the bell toggles it). */
  open: boolean;
  /**
   * The player opened it (the bell): then its bar shows even with no card under it, for "Show
   * history". Opened on its own (at start, by a new card), the area closes with its last card.
   */
  asked: boolean;
  toggle: () => void;
  /** Closes it (its last card closed, and the player had not opened it). */
  close: () => void;
}

export const useNotificationAreaStore = create<NotificationAreaState>()((set) => ({
  open: true,
  asked: false,
  toggle: () => set(({ open }) => ({ open: !open, asked: !open })),
  close: () => set({ open: false, asked: false }),
}));
