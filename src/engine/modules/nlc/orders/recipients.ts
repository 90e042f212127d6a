// Who may receive an order besides a formation or an HQ: a division of a corps (NLC 12.13, recipient id
// "<formation>/<division>", the division named by its units) and a wing commander (NLC 12.14, recipient
// id: the wing leader's id, listed in the scenario's command.wings).
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ordersOf } from './types';

export const DIVISION_SEP = '/';

export function divisionId(formation: string, division: string): string {
  return formation + DIVISION_SEP + division;
}

/** The corps and division of a division recipient id, or null. */
export function parseDivision(id: string): { formation: string; division: string } | null {
  const i = id.indexOf(DIVISION_SEP);
  return i > 0 ? { formation: id.slice(0, i), division: id.slice(i + 1) } : null;
}

/** Divisions of a formation (from its units' division names), as recipient ids. */
export function divisionsOf(ctx: Ctx, formation: string): string[] {
  return [...perCtx(ctx, 'divisions:' + formation, () => computeDivisions(ctx, formation))];
}

// Recipients depend on the scenario only; the command phase asks them for every draft it weighs, so
// they are kept per context (copies are handed out: callers may sort them).
const ctxCache = new WeakMap<Ctx, Map<string, unknown>>();
function perCtx<T>(ctx: Ctx, key: string, make: () => T): T {
  let m = ctxCache.get(ctx);
  if (!m) ctxCache.set(ctx, (m = new Map()));
  if (!m.has(key)) m.set(key, make());
  return m.get(key) as T;
}

function computeDivisions(ctx: Ctx, formation: string): string[] {
  const out = new Set<string>();
  for (const u of ctx.unitIds) if (ctx.units[u].formation === formation && ctx.units[u].division) out.add(divisionId(formation, ctx.units[u].division!));
  return [...out].sort();
}

export function isDivision(ctx: Ctx, id: string): boolean {
  const p = parseDivision(id);
  return !!p && perCtx(ctx, 'isDivision:' + id, () => ctx.unitIds.some((u) => ctx.units[u].formation === p.formation && ctx.units[u].division === p.division));
}

/** The wing of a wing commander, if `id` is one (NLC 12.14). */
export function wingOf(ctx: Ctx, id: string): { leader: string; formations: string[] } | null {
  return ctx.scenario.command?.wings.find((w) => w.leader === id) ?? null;
}

/** The wing commander a formation is nominally under (NLC 12.14), or null. */
export function wingCommanderOf(ctx: Ctx, formation: string): string | null {
  const f = parseDivision(formation)?.formation ?? formation;
  return ctx.scenario.command?.wings.find((w) => w.formations.includes(f))?.leader ?? null;
}

/** The side of a division or wing recipient, or null when the id is neither. */
export function extraRecipientSide(ctx: Ctx, id: string): Side | null {
  if (wingOf(ctx, id)) return ctx.leaders[id]?.side ?? null;
  const p = parseDivision(id);
  if (p && isDivision(ctx, id)) return ctx.scenario.formations.find((f) => f.id === p.formation)?.side ?? null;
  return null;
}

/** Units a recipient commands: a formation's, a division's; none for an HQ or a wing commander. */
export function recipientUnits(ctx: Ctx, id: string): string[] {
  return [...perCtx(ctx, 'units:' + id, () => computeRecipientUnits(ctx, id))];
}

function computeRecipientUnits(ctx: Ctx, id: string): string[] {
  const p = parseDivision(id);
  if (p) return ctx.unitIds.filter((u) => ctx.units[u].formation === p.formation && ctx.units[u].division === p.division);
  return ctx.unitIds.filter((u) => ctx.units[u].formation === id);
}

/** The division recipient whose divisional order this unit follows now (NLC 12.13), or null. */
export function unitDivisionOnOrders(s: GameState, ctx: Ctx, unit: string): string | null {
  const def = ctx.units[unit];
  if (!def?.division) return null;
  const id = divisionId(def.formation, def.division);
  const o = ordersOf(s, def.side);
  const cur = o?.formations[id]?.current;
  const order = cur ? o!.orders[String(cur)] : undefined;
  // NLC 12.13: a division assigned to another corps is reattached, not on divisional orders
  return order?.status === 'complied' && !(order.spec.type === 'assign' && attachedCorps(s, ctx, id)) ? id : null;
}

/** Hex of the first unit of a division on the map (or where it will enter). */
export function divisionHex(s: GameState, ctx: Ctx, id: string): HexId | null {
  for (const u of recipientUnits(ctx, id)) {
    const st = s.units[u];
    if (st.status === 'map' && st.hex) return st.hex;
    if (st.status === 'pending' && ctx.units[u].arrives) return ctx.units[u].arrives!.hex;
  }
  return null;
}

/**
 * NLC 12.13, 12.2 Assign: the corps a division was assigned to (its complied order is an Assign to that
 * corps' leader), or null. Such a division is reattached: not on divisional orders, it follows that
 * corps' order, traces command range to its leader and is activated with it.
 */
export function attachedCorps(s: GameState, ctx: Ctx, division: string): string | null {
  const p = parseDivision(division);
  if (!p) return null;
  const side = ctx.scenario.formations.find((f) => f.id === p.formation)?.side;
  const o = side ? ordersOf(s, side) : null;
  const cur = o?.formations[division]?.current;
  const order = cur ? o!.orders[String(cur)] : undefined;
  if (!order || order.status !== 'complied' || order.spec.type !== 'assign' || !order.spec.leader) return null;
  const l = ctx.leaders[order.spec.leader];
  return l?.role === 'corps' && l.formation ? l.formation : null;
}

/** The corps a unit's division is assigned to (NLC 12.13), or null. */
export function unitAttachedCorps(s: GameState, ctx: Ctx, unit: string): string | null {
  const def = ctx.units[unit];
  return def?.division ? attachedCorps(s, ctx, divisionId(def.formation, def.division)) : null;
}

/** Divisions now assigned to this corps from other corps (NLC 12.13). */
export function divisionsAssignedTo(s: GameState, ctx: Ctx, corps: string): string[] {
  const f = ctx.scenario.formations.find((x) => x.id === corps);
  const o = f ? ordersOf(s, f.side) : null;
  if (!o) return [];
  return Object.keys(o.formations).filter((id) => parseDivision(id) && attachedCorps(s, ctx, id) === corps).sort();
}

/** The formations and divisions placed in a wing commander's wing by Assign (NLC 12.2, 12.14). */
export function assignedToWing(s: GameState, ctx: Ctx, wc: string): string[] {
  const side = ctx.leaders[wc]?.side;
  const o = side ? ordersOf(s, side) : null;
  if (!o) return [];
  return Object.keys(o.formations).filter((id) => {
    const cur = o.formations[id].current;
    const x = cur ? o.orders[String(cur)] : undefined;
    return !!x && x.status === 'complied' && x.spec.type === 'assign' && x.spec.leader === wc;
  });
}
