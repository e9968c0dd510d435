import { create } from 'zustand';

interface AppUpdateState {
  /** Installs the waiting version and reloads; set while a new version waits. */
  applyUpdate: (() => void) | undefined;
  /** The player chose "Later": the prompt stays hidden until the next waiting version. */
  dismissed: boolean;
  offer: (applyUpdate: () => void) => void;
  dismiss: () => void;
}

/** Whether a new version of the app waits to take over (set by the service worker registration). */
export const useAppUpdate = create<AppUpdateState>()((set) => ({
  applyUpdate: undefined,
  dismissed: false,
  offer: (applyUpdate) => set({ applyUpdate, dismissed: false }),
  dismiss: () => set({ dismissed: true }),
}));
