import { create } from 'zustand';
import { keptCollections, type SessionForm } from '@/lib/session/session-state';
import type { SessionAddress } from './session-form';

/** Why a link asks before it opens: what it would replace. */
export interface LinkConflict {
  /** The player's session runs until then (its start and catch log would go). */
  runningUntil?: number;
  /** The player's saved fishing power, when the link's differs from it. */
  power?: { mine: number; link: number };
}

interface SessionLinkState {
  /** A shared link waiting for the player's answer (`SessionLinkQuestion`). */
  asked?: { link: SessionAddress; conflict: LinkConflict };
  /** A link opened without saving: the page shows it; the player's session and power stay. */
  viewed?: SessionAddress;
  ask: (link: SessionAddress, conflict: LinkConflict) => void;
  /** Shows the asked link without saving it. */
  view: () => void;
  /** A change of the form while a link is viewed: the view changes, nothing is saved. */
  changeView: (change: Partial<SessionForm>) => void;
  /** The question answered, or the view left: the page shows the player's session. */
  close: () => void;
}

const keptForm = (form: SessionForm) => ({
  ...form,
  collections: keptCollections(form.collections),
});

/**
 * A shared session link that would replace what the player has (a running session, another
 * fishing power): asked first, and shown without saving if the player wishes (docs/session.md
 * "A shared link"). In memory only: a reload reads the link again and asks again.
 */
export const useSessionLinkStore = create<SessionLinkState>()((set) => ({
  ask: (link, conflict) => set({ asked: { link, conflict }, viewed: undefined }),
  // A viewed link is a plan to look at: it has no start of its own (the player's catch log, kept
  // for their session, is never counted from it).
  view: () =>
    set(({ asked }) =>
      asked
        ? {
            asked: undefined,
            viewed: { form: asked.link.form, fishingPower: asked.link.fishingPower },
          }
        : {},
    ),
  changeView: (change) =>
    set(({ viewed }) =>
      viewed ? { viewed: { ...viewed, form: keptForm({ ...viewed.form, ...change }) } } : {},
    ),
  close: () => set({ asked: undefined, viewed: undefined }),
}));
