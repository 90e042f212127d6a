// Where every piece of the view sits on the map: counters fanned inside their stack, leaders riding on a
// stack as small badges, a count badge on stacks of two or more. One answer for the live map
// (MapView) and the first-frame poster (poster.ts), so both draw the same picture.
import type { HexId, PlayerView } from '../engine';
import { stacksOf, type ScenarioIndex } from '../store';
import { COUNTER, LEADER_BADGE } from './counters';
import type { MapLayout, Point } from './layout';
import { n20Markers } from './n20Markers';

export type PlacedPiece =
  | { kind: 'unit' | 'leader' | 'hq'; id: string; hex: HexId; x: number; y: number }
  | { kind: 'rider'; id: string; hex: HexId; x: number; y: number }
  | { kind: 'badge'; hex: HexId; n: number; x: number; y: number };

/** Where a piece sits inside its stack. */
export function stackOffset(i: number, n: number): Point {
  const step = n > 4 ? 2.5 : 3.5;
  const o = ((n - 1) * step) / 2;
  return { x: i * step - o, y: -i * step + o + 3 };
}

/** The pieces of the view in drawing order (later ones on top); selected pieces top their stack. */
export function placePieces(view: PlayerView, ix: ScenarioIndex, layout: MapLayout, selected: readonly string[]): PlacedPiece[] {
  const out: PlacedPiece[] = [];
  const sel = new Set(selected);
  for (const [hex, all] of stacksOf(view)) {
    // pieces of an unknown scenario never get here (the map checks the scenario); skip anything odd
    const ids = all.filter((id) => (view.units[id] ? !!ix.units[id] : !!(ix.leaders[id] || ix.hqs[id])));
    const c = layout.centre(hex);
    // leaders with units or an HQ ride on the stack as small badges; a leader alone is a counter
    const isLeader = (id: string) => !view.units[id] && !!ix.leaders[id];
    const bodies = ids.filter((id) => !isLeader(id));
    const riders = bodies.length ? ids.filter(isLeader) : [];
    const counters = bodies.length ? bodies : ids;
    const order = [...counters.filter((id) => !sel.has(id)), ...counters.filter((id) => sel.has(id))];
    order.forEach((id, i) => {
      const o = stackOffset(i, order.length);
      const kind = view.units[id] ? 'unit' : ix.leaders[id] ? 'leader' : 'hq';
      out.push({ kind, id, hex, x: c.x + o.x, y: c.y + o.y });
    });
    const top = stackOffset(order.length - 1, order.length);
    // on the top counter's upper left corner, overlapping its edge (the name stays readable)
    riders.forEach((id, j) =>
      out.push({ kind: 'rider', id, hex, x: c.x + top.x - COUNTER / 2 + LEADER_BADGE.w / 2 - 3 + j * (LEADER_BADGE.w - 4), y: c.y + top.y - COUNTER / 2 - 4 }),
    );
    if (order.length > 1) out.push({ kind: 'badge', hex, n: order.length, x: c.x + top.x + COUNTER / 2 - 3, y: c.y + top.y - COUNTER / 2 + 3 });
  }
  return out;
}

/** Status markers a counter carries, as badges down its right edge. */
export function markersOf(view: PlayerView, ix: ScenarioIndex, id: string): string[] {
  const u = view.units[id];
  const out: string[] = [];
  if (u?.disrupted) out.push('disrupted');
  if (u && view.nlc?.demoralizedFormations?.includes(ix.units[id].formation)) out.push('demoralized');
  out.push(...n20Markers(view, id));
  return out;
}
