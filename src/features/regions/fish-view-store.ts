import { create } from 'zustand';

/** How the phone shows a region's fish: the in-game grid or a list. */
export type FishView = 'grid' | 'list';

const useFishViewStore = create<{ view: FishView }>()(() => ({ view: 'grid' }));

/**
 * The grid / list choice, kept across region pages like the kept filters (time, auto, "only
 * missing"): in memory for the session, never in the address nor in storage (docs/regions.md).
 */
export function useFishView(): [FishView, (view: FishView) => void] {
  const view = useFishViewStore((state) => state.view);
  return [view, setFishView];
}

function setFishView(view: FishView) {
  useFishViewStore.setState({ view });
}

/** Back to the grid, as a fresh start of the app would be (tests start clean). */
export function forgetFishView() {
  setFishView('grid');
}
