// MOP 37.9 damaging and repairing spans (bridges over rivers, trestles over streams) and the damaged
// span's movement cost (MOP 37.3.1): +2 MP to cross, never at the road rate, and no train or supply line
// crosses it.
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, reject, roll, type Out } from '../../../core/ops';
import { moveClass, occupancy, otherSide } from '../../../rules/pieces';
import { stepCost, type StepCost } from '../../../rules/movement/stepCost';
import { zocOf } from '../../../rules/zoc';
import { fieldDraft, fieldOf, spanKey } from './state';
import { halvesLeft, movementVeto, unitActVeto } from './acting';
import { hasPontoon } from './pontoons';

export const SPAN_RULE = 'MOP 37.9';
const DAMAGE = 'MOP 37.9.1';
const REPAIR = 'MOP 37.9.2';

export type SpanKind = 'bridge' | 'trestle';

/** The span between two hexes: a bridge or trestle of the map, or a deployed pontoon (a bridge, MOP 37.8 ruling). */
export function spanKind(ctx: Ctx, a: HexId, b: HexId, s?: GameState): SpanKind | null {
  const f = ctx.map.side(a, b)?.features ?? [];
  if (f.includes('bridge')) return 'bridge';
  if (f.includes('trestle')) return 'trestle';
  return s && hasPontoon(s, a, b) ? 'bridge' : null;
}

export function isDamaged(s: GameState, a: HexId, b: HexId): boolean {
  const damaged = fieldOf(s)?.damaged;
  // asked for every step of every movement search: no key is built while no span is damaged
  return !!damaged && damaged.length > 0 && damaged.includes(spanKey(a, b));
}

/** MP cost in halves of damaging or repairing: 1 MP a trestle, 2 MP a bridge. */
const workHalves = (k: SpanKind) => (k === 'bridge' ? 4 : 2);

function moverClass(ctx: Ctx, pieces: string[]) {
  const cs = pieces.filter((p) => ctx.units[p]).map((p) => moveClass(ctx.units[p].type));
  if (!cs.length) return 'leader' as const;
  return cs.includes('artillery') ? 'artillery' : cs.includes('cavalry') ? 'cavalry' : 'infantry';
}

/** MOP 37.3.1 (ruling): crossing a damaged span costs the off-road cost of the step plus 2 MP. */
export function damagedSpanStep(s: GameState, ctx: Ctx, pieces: string[], from: HexId, to: HexId, cost: StepCost): StepCost {
  if (!isDamaged(s, from, to)) return cost;
  // a damaged pontoon: its crossing cost (already off the road, pontoons.ts) plus 2 MP
  if (hasPontoon(s, from, to) && spanKind(ctx, from, to) === null) return 'prohibited' in cost ? cost : { halves: cost.halves + 4, road: false };
  const off = stepCost(ctx.map, from, to, moverClass(ctx, pieces), false);
  if ('prohibited' in off) return off;
  return { halves: off.halves + 4, road: false };
}

function spanCheck(s: GameState, ctx: Ctx, side: Side, cmd: ChooseCommand, rule: string): { unit: string; here: HexId; there: HexId; kind: SpanKind } {
  const fail = (e: RuleError | null) => {
    if (e) reject(e.code, e.message, e.rule);
  };
  fail(movementVeto(s, side, rule));
  const unit = cmd.units?.[0];
  if (!unit || (cmd.units?.length ?? 0) !== 1) reject('one-unit', 'choose one unit at an end of the span', rule);
  fail(unitActVeto(s, ctx, side, unit, rule));
  const here = s.units[unit].hex!;
  const there = cmd.hex;
  if (!there || !ctx.map.has(there) || !ctx.map.hexes[here].neighbours.includes(there)) reject('no-span', 'choose the hex across the span', rule);
  const kind = spanKind(ctx, here, there, s);
  if (!kind) reject('no-span', `there is no bridge or trestle between ${here} and ${there}`, rule);
  if (halvesLeft(s, ctx, unit) < workHalves(kind)) reject('no-mp', `${ctx.units[unit].name} needs ${workHalves(kind) / 2} MP left`, rule);
  return { unit, here, there, kind };
}

function spend(d: Draft<GameState>, unit: string, halves: number): void {
  const u = d.units[unit];
  if (u.movedIn !== d.clock.activation) {
    u.movedIn = d.clock.activation;
    u.mpSpentHalves = 0;
  }
  u.mpSpentHalves += halves;
}

/** `choose mop-span:damage` (units: [unit], hex: the far end). */
export function damageSpan(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const { unit, here, there, kind } = spanCheck(s, ctx, cmd.side, cmd, DAMAGE);
  if (isDamaged(s, here, there)) reject('damaged', `the ${kind} ${here}-${there} is already damaged`, DAMAGE);
  if (kind === 'bridge' && ctx.units[unit].type !== 'infantry') reject('infantry-only', 'only infantry can damage a bridge', DAMAGE);
  if (zocOf(s, ctx, otherSide(ctx, cmd.side)).has(here)) reject('in-zoc', `${ctx.units[unit].name} is in an enemy ZOC: no span is damaged from there`, DAMAGE);
  spend(d, unit, workHalves(kind));
  fieldDraft(d).damaged.push(spanKey(here, there));
  log(d, out, `${ctx.units[unit].name} damages the ${kind} ${here}-${there} (${workHalves(kind) / 2} MP)`, { rule: DAMAGE, hexes: [here, there] });
}

/** MOP 37.9.2: the repair roll needed: 4 or less, 3 if an end is in an enemy ZOC, 2 if an end holds an enemy unit. */
export function repairTarget(s: GameState, ctx: Ctx, side: Side, a: HexId, b: HexId): number {
  const occ = occupancy(s, ctx);
  if ([a, b].some((h) => occ[h] && occ[h].side !== side)) return 2;
  const zoc = zocOf(s, ctx, otherSide(ctx, side));
  if (zoc.has(a) || zoc.has(b)) return 3;
  return 4;
}

/** `choose mop-span:repair` (units: [infantry unit], hex: the far end). */
export function repairSpan(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const { unit, here, there, kind } = spanCheck(s, ctx, cmd.side, cmd, REPAIR);
  if (!isDamaged(s, here, there)) reject('not-damaged', `the ${kind} ${here}-${there} is not damaged`, REPAIR);
  if (ctx.units[unit].type !== 'infantry') reject('infantry-only', 'only infantry repairs spans', REPAIR);
  const need = repairTarget(s, ctx, cmd.side, here, there);
  spend(d, unit, workHalves(kind));
  const [die] = roll(d, out, 1, `repair the ${kind} ${here}-${there}`, REPAIR);
  const ok = die <= need;
  if (ok) {
    const f = fieldDraft(d);
    f.damaged.splice(f.damaged.indexOf(spanKey(here, there)), 1);
  }
  log(d, out, `${ctx.units[unit].name} works on the ${kind} ${here}-${there}: ${die} (${need} or less needed): ${ok ? 'repaired' : 'not repaired'}`, {
    rule: REPAIR,
    dice: [die],
    hexes: [here, there],
  });
}

export function spanCommand(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const what = cmd.choice.split(':')[1];
  if (what === 'damage') return damageSpan(d, cmd, ctx, out);
  if (what === 'repair') return repairSpan(d, cmd, ctx, out);
  reject('bad-choice', `"${cmd.choice}": say mop-span:damage or mop-span:repair`, SPAN_RULE);
}
