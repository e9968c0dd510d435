import { create } from 'zustand';

interface NotificationAreaState {
  /** Whether the notification area is shown (the bell toggles it). */
  open: boolean;
  toggle: () => void;
}

export const useNotificationAreaStore = create<NotificationAreaState>()((set) => ({
  open: true,
  toggle: () => set(({ open }) => ({ open: !open })),
}));
