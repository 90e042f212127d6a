// NLC 20.7 direct command (optional, experimental): in the command phase an overall commander who is
// French or rated 4+ may take direct command of units stacked with or next to him, as many as his
// rating less the orders he gives this turn. This turn they ignore their orders and command range; next
// turn he gives no orders, and their formations check compliance and Local Decisions 1L.
import type { Draft } from 'immer';
import type { Command, GameState, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { pieceName } from '../../../rules/pieces';
import { leaderRating } from '../leaders';
import { overallCommanders } from '../sequence/commanders';
import { ordersOf } from '../orders/types';
import { parseDivision } from '../orders/recipients';
import { optionalDraft, optionalOf } from './state';

export const DIRECT_TOGGLE = 'NLC 20.7';

const err = (code: string, message: string): RuleError => ({ code, message, rule: 'NLC 20.7' });

function on(s: GameState, ctx: Ctx): boolean {
  return !!s.nlc && ruleIn(s, ctx, DIRECT_TOGGLE);
}

/** May this OC command directly at all (French, or rated 4+)? */
export function mayCommandDirectly(s: GameState, ctx: Ctx, oc: string): boolean {
  const side = ctx.scenario.sides.find((x) => x.id === ctx.leaders[oc].side);
  return side?.adjective === 'French' || leaderRating(s, ctx, oc) >= 4;
}

/** Units the OC could take now: his side's, on the map, in his hex or next to it. */
export function directCandidates(s: GameState, ctx: Ctx, oc: string): string[] {
  const at = s.leaders[oc]?.status === 'map' ? s.leaders[oc].hex : null;
  if (!at) return [];
  const near = new Set([at, ...ctx.map.hexes[at].neighbours]);
  return ctx.unitIds.filter((u) => ctx.units[u].side === ctx.leaders[oc].side && s.units[u].status === 'map' && near.has(s.units[u].hex!));
}

function ordersGiven(s: GameState, ctx: Ctx, oc: string): number {
  const o = ordersOf(s, ctx.leaders[oc].side);
  return o && o.givenTurn === s.clock.turn ? (o.given[oc] ?? 0) : 0;
}

/** Units the OC commands directly this turn (0 when none). */
export function directedCount(s: GameState, oc: string): number {
  const x = optionalOf(s)?.direct?.[oc];
  return x && x.turn === s.clock.turn ? x.units.length : 0;
}

/** Is this unit under direct command this turn (free of orders and command range)? */
export function directed(s: GameState, ctx: Ctx, unit: string): boolean {
  if (!on(s, ctx)) return false;
  const all = optionalOf(s)?.direct;
  return !!all && Object.values(all).some((x) => x.turn === s.clock.turn && x.units.includes(unit));
}

/** NLC 20.7: the turn after direct command the OC gives no orders. */
export function directCommandVeto(s: GameState, ctx: Ctx, oc: string): RuleError | null {
  if (!on(s, ctx)) return null;
  const x = optionalOf(s)?.direct?.[oc];
  if (x && x.turn === s.clock.turn - 1) return err('direct-rest', `${pieceName(ctx, oc)} commanded troops directly last turn: he gives no orders this turn`);
  return null;
}

/** NLC 20.7: 1L for compliance and Local Decisions of a formation whose units were directly commanded last turn. */
export function directShift(s: GameState, ctx: Ctx, recipient: string): number {
  if (!on(s, ctx)) return 0;
  const formation = parseDivision(recipient)?.formation ?? recipient;
  const all = optionalOf(s)?.direct;
  if (!all) return 0;
  return Object.values(all).some((x) => x.turn === s.clock.turn - 1 && x.units.some((u) => ctx.units[u]?.formation === formation)) ? -1 : 0;
}

/** Why the OC may not take these units now, or null. */
export function checkDirect(s: GameState, ctx: Ctx, side: Side, oc: string | undefined, units: string[]): RuleError | null {
  if (!on(s, ctx)) return err('direct-off', 'direct command is not in play (optional rule NLC 20.7)');
  if (!oc || !overallCommanders(s, ctx, side).includes(oc)) return err('direct-oc', 'name one of your overall commanders on the map');
  if (!mayCommandDirectly(s, ctx, oc)) return err('direct-who', `${pieceName(ctx, oc)} is neither French nor rated 4 or more`);
  if (directedCount(s, oc)) return err('direct-once', `${pieceName(ctx, oc)} already commands units directly this turn`);
  const rest = directCommandVeto(s, ctx, oc);
  if (rest) return rest;
  if (!units.length || new Set(units).size !== units.length) return err('direct-units', 'name the units, each once');
  const near = directCandidates(s, ctx, oc);
  const bad = units.find((u) => !near.includes(u));
  if (bad) return err('direct-near', `${ctx.units[bad]?.name ?? bad} is not stacked with or next to ${pieceName(ctx, oc)}`);
  const room = leaderRating(s, ctx, oc) - ordersGiven(s, ctx, oc);
  if (units.length > room) return err('direct-count', `${pieceName(ctx, oc)} may command ${Math.max(0, room)} unit(s) directly: his rating less the orders he gave this turn`);
  return null;
}

export function applyDirect(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, oc: string, units: string[]): void {
  const o = optionalDraft(d);
  (o.direct ??= {})[oc] = { turn: d.clock.turn, units: [...units] };
  log(d, out, `${pieceName(ctx, oc)} takes direct command of ${units.map((u) => pieceName(ctx, u)).join(', ')} this turn`, { rule: 'NLC 20.7', visibleTo: side });
}

/** The legal direct-command choices for the simulator and the client: per OC, as many nearby units as he may take. */
export function directChoices(s: GameState, ctx: Ctx, side: Side): Command[] {
  if (!on(s, ctx)) return [];
  const out: Command[] = [];
  for (const oc of overallCommanders(s, ctx, side)) {
    const room = leaderRating(s, ctx, oc) - ordersGiven(s, ctx, oc);
    const units = directCandidates(s, ctx, oc).slice(0, Math.max(0, room));
    if (units.length && !checkDirect(s, ctx, side, oc, units)) out.push({ type: 'choose', side, n: s.seq, choice: 'directCommand', units: [oc, ...units] });
  }
  return out;
}
