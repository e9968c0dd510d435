import { create } from 'zustand';

interface NewTabWarningState {
  /** The page the player asked to open in a new tab, while the warning asks first. */
  href: string | undefined;
  ask: (href: string) => void;
  close: () => void;
}

/** A language link the player opened in a new tab while this tab holds unsaved data. */
export const useNewTabWarning = create<NewTabWarningState>()((set) => ({
  href: undefined,
  ask: (href) => set({ href }),
  close: () => set({ href: undefined }),
}));
