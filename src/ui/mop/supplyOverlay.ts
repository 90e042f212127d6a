// Which side's supply the map shows (MOP 37.7 overlay), or none: a small store of its own, read by the
// field panel's buttons and the map's field layer.
import { createStore } from 'zustand/vanilla';

export interface SupplyOverlayState {
  side: string | null;
  show(side: string | null): void;
}

export const supplyOverlay = createStore<SupplyOverlayState>((set) => ({
  side: null,
  show: (side) => set({ side }),
}));
