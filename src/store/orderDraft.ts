// The order composer's draft (NLC 12.4): which formation, the order (or sequence, NLC 12.5) with its
// target hexes and March waypoints, and which of them the next map click sets. It lives in the UI
// slice so the map can draw it; it is the screen side's own and is dropped at every hand-over.
// Nothing here decides legality: the engine's orderChoices / orderPreview queries and its order
// command do.
import type { HexId, OrderDraft, PlayerView, Scenario } from '../engine';
import { piecesAt, scenarioIndex } from './derive';

export type ComposerKind = 'written' | 'local' | 'badMove';

export interface DraftStep {
  type: string;
  target: HexId[];
  route: HexId[];
  leader?: string;
  nextDay?: boolean;
}

export interface ComposerDraft {
  formation: string | null;
  steps: DraftStep[];
  awaitFurther: boolean;
  /** What the next map click sets: a target hex or a March waypoint of step `step`; null = a click picks a formation by its leader. */
  pick: { step: number; what: 'target' | 'route' } | null;
}

export function emptyDraft(): ComposerDraft {
  return { formation: null, steps: [], awaitFurther: false, pick: null };
}

/** The draft as the engine's order command takes it. */
export function toOrderDraft(d: ComposerDraft): OrderDraft | null {
  if (!d.formation || !d.steps.length) return null;
  const step = (s: DraftStep) => {
    const o: { type: string; target: HexId[]; route: HexId[]; leader?: string; nextDay?: boolean } = { type: s.type, target: [...s.target], route: [...s.route] };
    if (s.leader) o.leader = s.leader;
    if (s.nextDay) o.nextDay = true;
    return o;
  };
  const [first, ...rest] = d.steps;
  const out: OrderDraft = { formation: d.formation, ...step(first) };
  if (rest.length) out.then = rest.map(step);
  if (d.awaitFurther) out.awaitFurther = true;
  return out;
}

/** The formation whose leader (or HQ) stands in this hex, for the side the composer addresses. */
export function formationAt(view: PlayerView, sc: Scenario, hex: HexId, addressable: string[]): string | null {
  const ix = scenarioIndex(sc);
  for (const id of piecesAt(view, hex)) {
    if (addressable.includes(id)) return id; // an HQ
    const l = ix.leaders[id];
    if (l?.formation && addressable.includes(l.formation)) return l.formation;
    const byLeader = sc.formations.find((f) => f.leader === id && addressable.includes(f.id));
    if (byLeader) return byLeader.id;
  }
  return null;
}

/** A map click while composing: sets the picked target or waypoint (a second click on a hex takes it off). */
export function pickInto(d: ComposerDraft, hex: HexId): ComposerDraft {
  if (!d.pick) return d;
  const { step, what } = d.pick;
  const steps = d.steps.map((s, i) => {
    if (i !== step) return s;
    const list = what === 'target' ? s.target : s.route;
    const next = list.includes(hex) ? list.filter((h) => h !== hex) : [...list, hex];
    return what === 'target' ? { ...s, target: next } : { ...s, route: next };
  });
  return { ...d, steps };
}

/** Which kind of order the open decision takes (NLC 12.3 steps 1 and 3, 12.11 Bad Move), or null. */
export function composerKind(decisionType: string | null | undefined): ComposerKind | null {
  if (decisionType === 'ordersSend') return 'written';
  if (decisionType === 'ordersLocal') return 'local';
  if (decisionType === 'badMove') return 'badMove';
  return null;
}

/** Who this kind of order may address: the side's formations (and HQs for written orders); for a Bad Move, the opponent's formations. */
export function addressableFor(sc: Scenario, side: string, kind: ComposerKind): string[] {
  const fs = sc.formations.filter((f) => (kind === 'badMove' ? f.side !== side : f.side === side)).map((f) => f.id);
  return kind === 'written' ? [...fs, ...(sc.hqs ?? []).filter((h) => h.side === side).map((h) => h.id)] : fs;
}
