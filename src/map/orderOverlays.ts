// What the orders layers draw (NLC 12), as plain data from the store state: couriers riding from the
// overall commander to the recipient with their arrival turn (NLC 12.6), each formation's order badge and
// target (NLC 12.2), the selected formation's command range and its units outside it (NLC 12.1), and the
// composer's draft (target area, targets, waypoints). Everything comes from the viewer's own secret in the
// view (viewFor never hands over the other side's orders) and the engine's queries; no PixiJS here.
import { clockLabel, type HexId, type OrdersSide, type PlayerView, type Scenario } from '../engine';
import { commandRangeFor, composerKind, currentView, hqsOf, orderChoicesFor, scenarioIndex, viewerOf, type AigleState } from '../store';

export interface CourierMark {
  order: number;
  side: string;
  from: HexId;
  to: HexId;
  /** 0 at the OC, 1 at the recipient. */
  progress: number;
  arrives: number;
  label: string;
}

export interface BadgeMark {
  formation: string;
  side: string;
  at: HexId;
  text: string;
  target: HexId[];
}

export interface OrderDrawing {
  couriers: CourierMark[];
  badges: BadgeMark[];
  range: { hexes: HexId[]; outOfRange: HexId[] } | null;
  area: HexId[];
  targets: HexId[];
  route: HexId[];
  /** The draft's recipient, where the route starts. */
  origin: HexId | null;
}

const ABBR: Record<string, string> = {
  attack: 'ATK',
  probe: 'PRB',
  defend: 'DEF',
  delay: 'DLY',
  march: 'MAR',
  fallBack: 'FB',
  generalRetreat: 'GR',
  assign: 'ASN',
  reserve: 'RES',
};

export const EMPTY_ORDER_DRAWING: OrderDrawing = { couriers: [], badges: [], range: null, area: [], targets: [], route: [], origin: null };

function ownOrders(view: PlayerView): [string, OrdersSide][] {
  return Object.entries(view.secret)
    .map(([side, v]) => [side, (v as { orders?: OrdersSide } | undefined)?.orders] as const)
    .filter((e): e is readonly [string, OrdersSide] => !!e[1])
    .map(([a, b]) => [a, b]);
}

/** The hex where a formation (or HQ) receives orders: its leader (the Assign'ed one first), else its HQ. */
export function recipientAt(view: PlayerView, sc: Scenario, o: OrdersSide | null, formation: string): HexId | null {
  const hq = hqsOf(view).find(([id]) => id === formation);
  if (hq) return hq[1];
  const leader = o?.formations[formation]?.leader ?? sc.formations.find((f) => f.id === formation)?.leader ?? null;
  const l = leader ? view.leaders[leader] : null;
  if (l?.status === 'map' && l.hex) return l.hex;
  for (const u of sc.units) {
    if (u.formation !== formation) continue;
    const st = view.units[u.id];
    if (st?.status === 'map' && st.hex) return st.hex;
  }
  return null;
}

export function orderDrawing(s: AigleState): OrderDrawing {
  const view = currentView(s);
  const g = s.game;
  const viewer = viewerOf(s);
  if (!view || !g || !viewer || !view.nlc) return EMPTY_ORDER_DRAWING;
  const sc = g.scenario;
  const turn = view.clock.turn;
  const out: OrderDrawing = { couriers: [], badges: [], range: null, area: [], targets: [], route: [], origin: null };
  for (const [side, o] of ownOrders(view)) {
    for (const order of Object.values(o.orders).sort((a, b) => a.id - b.id)) {
      if (order.status === 'transit' && order.kind === 'written') {
        const from = view.leaders[order.from]?.hex ?? null;
        const to = recipientAt(view, sc, o, order.formation);
        if (!from || !to) continue;
        const span = Math.max(1, order.arrives - order.written);
        const progress = Math.min(0.9, Math.max(0.2, (turn - order.written) / span));
        out.couriers.push({ order: order.id, side, from, to, progress, arrives: order.arrives, label: `arrives ${clockLabel(sc, order.arrives)}` });
      }
    }
    for (const [fid, fc] of Object.entries(o.formations).sort()) {
      const cur = fc.current ? o.orders[String(fc.current)] : null;
      if (!cur || cur.status !== 'complied') continue;
      const at = recipientAt(view, sc, o, fid);
      if (!at) continue;
      out.badges.push({ formation: fid, side, at, text: ABBR[cur.spec.type] ?? '?', target: [...cur.spec.target] });
    }
  }
  // the command range of a selected leader's formation, or of the formation being written to
  const ix = scenarioIndex(sc);
  // a selected leader, else a leader of the viewer's side in the inspected hex (clicked outside his activation)
  const inspected = s.ui.inspectHex
    ? Object.keys(view.leaders).find((id) => view.leaders[id].status === 'map' && view.leaders[id].hex === s.ui.inspectHex && (viewer === 'referee' || ix.leaders[id]?.side === viewer))
    : undefined;
  const selLeader = s.ui.selected.find((id) => ix.leaders[id]) ?? inspected;
  const formation =
    s.ui.composer?.formation ??
    (selLeader ? (ix.leaders[selLeader].formation ?? sc.formations.find((f) => f.leader === selLeader)?.id ?? null) : null);
  if (formation && sc.formations.some((f) => f.id === formation)) {
    const r = commandRangeFor(g.state, viewer, formation);
    if (r?.hexes) out.range = { hexes: r.hexes, outOfRange: [...new Set(r.outOfRange.map((u) => view.units[u]?.hex).filter((h): h is HexId => !!h))].sort() };
  }
  // the composer's draft
  const d = s.ui.composer;
  const p = view.pending;
  const kind = composerKind(p?.type);
  if (d?.formation && kind && p) {
    const side = kind === 'badMove' ? p.side! : viewer === 'referee' ? (p.side ?? p.sides[0]) : viewer;
    if (d.pick?.what === 'target' && d.pick.step === 0) {
      const c = orderChoicesFor(g.state, viewer, side, d.formation, kind);
      if (!('reason' in c)) out.area = c.area;
    }
    out.targets = [...new Set(d.steps.flatMap((st) => st.target))];
    out.route = d.steps.flatMap((st) => [...st.route, ...st.target.slice(0, 1)]);
    const own = ownOrders(view).find(([x]) => x === side)?.[1] ?? null;
    out.origin = recipientAt(view, sc, own, d.formation);
  }
  return out;
}
