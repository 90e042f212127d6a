// MOP 37.8 baggage and pontoon trains: they move on cavalry costs (always at the road rate on roads and
// trails, 37.2), cross streams and rivers only at undamaged spans, slopes only along a road or trail,
// never enter an enemy ZOC or an enemy-held hex, pay double in mud and snowstorm (37.4); a baggage train
// ends its move within twice its corps commander's command range; a pontoon train needs March orders when
// written orders are on. An enemy unit entering a train's hex destroys a baggage train, and captures a
// pontoon train on 1-3 (destroys it on 4-6).
import { readView } from '../../../core/readView';
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleOn } from '../../../core/ctx';
import { log, reject, roll, type Out } from '../../../core/ops';
import { occupancy, otherSide, unitsAt } from '../../../rules/pieces';
import { mopStacking, trainsAt } from '../core/stacking';
import { stepCost } from '../../../rules/movement/stepCost';
import { zocOf } from '../../../rules/zoc';
import { nlcOf } from '../../nlc/state';
import { currentOrder } from '../../nlc/orders/types';
import { ordersActive } from '../../nlc/orders/enforce';
import { COMMAND_RANGE_MP, formationLeader } from '../../nlc/orders/commandRange';
import { mpDistances } from '../../nlc/orders/distance';
import { fieldDraft, fieldOf, type TrainState } from './state';
import { isDamaged } from './spans';
import { effectsNow } from './weatherRules';
import { movementVeto } from './acting';
import type { MopTrain } from './scenario';
import { columnHexes, layTrainTail } from '../core/roadColumn';
import { hasPontoon } from './pontoons';

export const TRAIN_RULE = 'MOP 37.8';

export function trainDef(ctx: Ctx, id: string): MopTrain | undefined {
  return ctx.scenario.mop?.trains.find((t) => t.id === id);
}

export function initialTrains(ctx: Ctx): Record<string, TrainState> {
  const out: Record<string, TrainState> = {};
  for (const t of ctx.scenario.mop?.trains ?? []) {
    out[t.id] = { hex: t.hex, status: t.hex ? 'map' : 'pending', side: t.side, movedIn: 0, mpSpentHalves: 0 };
  }
  return out;
}

/** Trains on the map of a side (in scenario order). */
export function trainsOf(s: GameState, ctx: Ctx, side: Side): string[] {
  const f = fieldOf(s);
  if (!f) return [];
  return (ctx.scenario.mop?.trains ?? []).map((t) => t.id).filter((id) => f.trains[id]?.status === 'map' && f.trains[id].side === side);
}

/** Cost in halves of a train's step from `a` to `b`, or why it cannot (MOP 37.8, 37.3.1, 37.4). */
/** MOP 37.2: a train (12 SP, two hexes in road movement) keeps the road rate only into a hex free of friendly units, trains and columns, out of a hex it leaves free. */
function trainColumnBlocked(s: GameState, ctx: Ctx, id: string, a: HexId, b: HexId): boolean {
  const side = fieldOf(s)!.trains[id].side;
  const taken = columnHexes(s, ctx, side, [id]);
  const occ = occupancy(s, ctx);
  const friends = (h: HexId) => !!occ[h] && occ[h].side === side;
  return taken.has(a) || taken.has(b) || friends(a) || friends(b);
}

export function trainStep(s: GameState, ctx: Ctx, a: HexId, b: HexId, id?: string): number | RuleError {
  const side = ctx.map.side(a, b);
  const f = side?.features ?? [];
  const link = ctx.map.link(a, b);
  const spanned = f.includes('bridge') || f.includes('trestle') || hasPontoon(s, a, b);
  if ((f.includes('stream') || f.includes('river')) && !spanned) return { code: 'water', message: `a train crosses water only at a bridge (${a}-${b})`, rule: TRAIN_RULE };
  if (spanned && isDamaged(s, a, b)) return { code: 'damaged-span', message: `the span ${a}-${b} is damaged: no train crosses it`, rule: 'MOP 37.3.1' };
  if (f.includes('slope') && !link) return { code: 'slope', message: `a train crosses the slope ${a}-${b} only along a road or trail`, rule: TRAIN_RULE };
  // trains always use road movement on roads and trails (MOP 37.2) and pay cavalry costs (37.3, 37.8)
  const c = stepCost(ctx.map, a, b, 'cavalry', !id || !trainColumnBlocked(s, ctx, id, a, b));
  if ('prohibited' in c) return { code: 'prohibited', message: c.prohibited, rule: c.rule };
  return effectsNow(s).doubleCostTrainsArtillery ? c.halves * 2 : c.halves;
}

/** Where a train may go now: cheapest cost in halves and the path to each hex. */
export function trainReach(s: GameState, ctx: Ctx, id: string): Record<HexId, { halves: number; path: HexId[] }> {
  const t = fieldOf(s)!.trains[id];
  const def = trainDef(ctx, id)!;
  const left = def.movement * 2 - (t.movedIn === s.clock.activation ? t.mpSpentHalves : 0);
  const occ = occupancy(s, ctx);
  const zoc = zocOf(s, ctx, otherSide(ctx, t.side));
  const best: Record<HexId, { halves: number; path: HexId[] }> = { [t.hex!]: { halves: 0, path: [] } };
  const queue: HexId[] = [t.hex!];
  while (queue.length) {
    queue.sort((a, b) => best[a].halves - best[b].halves || (a < b ? -1 : 1));
    const here = queue.shift()!;
    for (const n of ctx.map.hexes[here].neighbours) {
      if (occ[n] && occ[n].side !== t.side) continue;
      if (zoc.has(n)) continue;
      const c = trainStep(s, ctx, here, n, id);
      if (typeof c !== 'number') continue;
      const total = best[here].halves + c;
      if (total > left) continue;
      if (!best[n] || total < best[n].halves) {
        best[n] = { halves: total, path: [...best[here].path, n] };
        if (!queue.includes(n)) queue.push(n);
      }
    }
  }
  delete best[t.hex!];
  return best;
}

/** MOP 37.8: hexes within twice the corps commander's command range, or null when he is off the map. */
export function doubleCommandRange(s: GameState, ctx: Ctx, formation: string): Set<HexId> | null {
  const leader = formationLeader(s, ctx, formation);
  const l = leader ? s.leaders[leader] : null;
  if (!l || l.status !== 'map' || !l.hex) return null;
  return new Set(Object.keys(mpDistances(ctx.map, [l.hex], 'cheapest', COMMAND_RANGE_MP * 2 * 2)));
}

/** MOP 37.2: why the train may not end its move in `hex` (it counts as a 12 SP unit there), or null. */
export function trainStackVeto(s: GameState, ctx: Ctx, side: Side, hex: HexId): RuleError | null {
  const units = unitsAt(s, ctx, hex).filter((u) => ctx.units[u].side === side);
  return mopStacking(s, ctx, hex, units, trainsAt(s, hex, side) + 1);
}

function trainVeto(s: GameState, ctx: Ctx, side: Side, id: string): RuleError | null {
  const v = movementVeto(s, side, TRAIN_RULE);
  if (v) return v;
  const def = trainDef(ctx, id);
  const t = fieldOf(s)?.trains[id];
  if (!def || !t) return { code: 'no-train', message: `there is no train "${id}"`, rule: TRAIN_RULE };
  if (t.side !== side || t.status !== 'map') return { code: 'not-yours', message: `${def.name} is not yours to move`, rule: TRAIN_RULE };
  if (t.deployed) return { code: 'deployed', message: `${def.name} is deployed as a bridge: take it up first`, rule: TRAIN_RULE };
  if (t.side === def.side && !nlcOf(s).active.includes(def.formation)) return { code: 'not-active', message: `${def.name}'s formation is not acting now`, rule: 'NLC 4.5' };
  if (def.kind === 'pontoon' && ordersActive(s, ctx) && currentOrder(s, side, def.formation)?.spec.type !== 'march') {
    return { code: 'no-march', message: `${def.name} moves only under March orders`, rule: TRAIN_RULE };
  }
  return null;
}

/** The hexes each of the side's trains may move to now (for the client), or none. */
export function trainMoves(s: GameState, ctx: Ctx, side: Side): Record<string, HexId[]> {
  const out: Record<string, HexId[]> = {};
  for (const id of trainsOf(s, ctx, side)) {
    if (trainVeto(s, ctx, side, id)) continue;
    const def = trainDef(ctx, id)!;
    const range = def.kind === 'baggage' ? doubleCommandRange(s, ctx, def.formation) : null;
    const hexes = Object.keys(trainReach(s, ctx, id)).filter((h) => (!range || range.has(h)) && !trainStackVeto(s, ctx, side, h)).sort();
    if (hexes.length) out[id] = hexes;
  }
  return out;
}

/** `choose mop-train` (units: [train id], hex: destination): the cheapest legal path is taken. */
export function moveTrain(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const id = cmd.units?.[0];
  if (!id || cmd.units!.length !== 1) reject('one-train', 'choose one train', TRAIN_RULE);
  const v = trainVeto(s, ctx, cmd.side, id);
  if (v) reject(v.code, v.message, v.rule);
  const def = trainDef(ctx, id)!;
  const to = cmd.hex;
  if (!to || !ctx.map.has(to)) reject('no-hex', 'choose the hex the train goes to', TRAIN_RULE);
  const hit = trainReach(s, ctx, id)[to];
  if (!hit) reject('unreachable', `${def.name} cannot reach ${to} now (movement, water, slopes, enemy ZOC)`, TRAIN_RULE);
  if (def.kind === 'baggage') {
    const range = doubleCommandRange(s, ctx, def.formation);
    if (range && !range.has(to)) reject('range', `${def.name} must stay within twice its commander's command range`, TRAIN_RULE);
  }
  const over = trainStackVeto(s, ctx, cmd.side, to);
  if (over) reject(over.code, `${def.name} counts as a 12 SP unit: ${over.message}`, over.rule);
  const t = fieldDraft(d).trains[id];
  if (t.movedIn !== d.clock.activation) {
    t.movedIn = d.clock.activation;
    t.mpSpentHalves = 0;
  }
  t.mpSpentHalves += hit.halves;
  const from = t.hex!;
  t.hex = to;
  layTrainTail(d, ctx, id, from, hit.path);
  log(d, out, `${def.name} moves ${from} to ${to} (${hit.halves / 2} MP)`, { rule: TRAIN_RULE, hexes: [from, ...hit.path] });
}

/** MOP 37.8: units of `side` entered `hex`: enemy trains there are destroyed or captured. */
/** Hooks.enterHexFor (MOP 37.8): an enemy train stood on the path before the move (trains are not moved while it is entered). */
export function enemyTrainOnPath(s: GameState, ctx: Ctx, side: Side, path: readonly HexId[]): boolean {
  const f = fieldOf(s);
  if (!f) return false;
  for (const t of ctx.scenario.mop?.trains ?? []) {
    const st = f.trains[t.id];
    if (st && st.status === 'map' && st.side !== side && st.hex && path.includes(st.hex)) return true;
  }
  return false;
}

export function trainsOverrun(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId): void {
  // asked for every hex a move enters: read without drafting (core/readView.ts), write through the draft
  const f = fieldOf(readView(d as GameState));
  if (!f) return;
  for (const t of ctx.scenario.mop?.trains ?? []) {
    const st = f.trains[t.id];
    if (!st || st.status !== 'map' || st.hex !== hex || st.side === side) continue;
    const dt = fieldDraft(d).trains[t.id];
    // a deployed pontoon bridge goes with its train
    delete dt.deployed;
    if (t.kind === 'baggage') {
      dt.status = 'destroyed';
      dt.hex = null;
      // 37.13: a baggage train taken by the enemy is worth 2 VP to him (victory/points.ts reads the count)
      const taken = ((d.mop as { trainsCaptured?: Record<Side, number> }).trainsCaptured ??= {});
      taken[side] = (taken[side] ?? 0) + 1;
      log(d, out, `${t.name} is overrun at ${hex} and destroyed`, { rule: TRAIN_RULE, hexes: [hex] });
      continue;
    }
    const [die] = roll(d, out, 1, `${t.name} overrun`, TRAIN_RULE);
    if (die <= 3) {
      dt.side = side;
      log(d, out, `${t.name} is overrun at ${hex}: ${die}: captured`, { rule: TRAIN_RULE, dice: [die], hexes: [hex] });
    } else {
      dt.status = 'destroyed';
      dt.hex = null;
      log(d, out, `${t.name} is overrun at ${hex}: ${die}: destroyed`, { rule: TRAIN_RULE, dice: [die], hexes: [hex] });
    }
  }
}

/**
 * Trains due by now of the `formations` beginning their action enter at their arrival hex (NLC 9: a
 * reinforcement enters in its formation's movement, not before; a ruling, so that a train due with other
 * reinforcements does not fill their entry hex before they come). When an enemy unit holds the hex, or it
 * is too full for a 12 SP train (MOP 37.2), the train waits (a ruling).
 */
export function trainsArrive(d: Draft<GameState>, ctx: Ctx, out: Out, formations: readonly string[]): void {
  const f = fieldOf(d as GameState);
  if (!f) return;
  const occ = occupancy(d as GameState, ctx);
  for (const t of ctx.scenario.mop?.trains ?? []) {
    const st = f.trains[t.id];
    if (st?.status !== 'pending' || !t.arrives || t.arrives.turn > d.clock.turn || !formations.includes(t.formation)) continue;
    if (occ[t.arrives.hex] && occ[t.arrives.hex].side !== t.side) continue;
    // MOP 37.2: nor while the hex is too full for a 12 SP train (ruling: it waits)
    if (trainStackVeto(d as GameState, ctx, t.side, t.arrives.hex)) continue;
    const dt = fieldDraft(d).trains[t.id];
    dt.status = 'map';
    dt.hex = t.arrives.hex;
    log(d, out, `${t.name} arrives at ${t.arrives.hex}`, { rule: TRAIN_RULE, hexes: [t.arrives.hex] });
  }
}
