// MOP 37.13, 37.13.1: in a General Retreat a baggage train may leave the map, like the units, at a map-edge
// hex with a friendly supply source; each one off the map is worth 4 VP to its side (victory/points.ts reads
// GameState.mop.trainsExited). It needs 1 MP left in this activation (NLC 9: leaving costs a hex's move).
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, reject, type Out } from '../../../core/ops';
import { mopExitVeto } from '../victory/points';
import { fieldDraft, fieldOf } from './state';
import { trainDef, trainsOf } from './trains';
import { movementVeto } from './acting';
import { nlcOf } from '../../nlc/state';

export const TRAIN_EXIT_RULE = 'MOP 37.13.1';

/** Why this train may not leave the map now, or null. */
export function trainExitVeto(s: GameState, ctx: Ctx, side: Side, id: string): RuleError | null {
  const v = movementVeto(s, side, TRAIN_EXIT_RULE);
  if (v) return v;
  const def = trainDef(ctx, id);
  const t = fieldOf(s)?.trains[id];
  if (!def || !t || t.status !== 'map' || t.side !== side || !t.hex) return { code: 'no-train', message: `you have no train "${id}" on the map`, rule: TRAIN_EXIT_RULE };
  if (def.kind !== 'baggage') return { code: 'not-baggage', message: `${def.name}: only baggage trains leave the map in a General Retreat (our ruling)`, rule: TRAIN_EXIT_RULE };
  if (t.side === def.side && !nlcOf(s).active.includes(def.formation)) return { code: 'not-active', message: `${def.name}'s formation is not acting now`, rule: 'NLC 4.5' };
  if (!ctx.map.isEdge(t.hex)) return { code: 'not-edge', message: `${def.name} is not on a map-edge hex`, rule: TRAIN_EXIT_RULE };
  const spent = t.movedIn === s.clock.activation ? t.mpSpentHalves : 0;
  if (def.movement * 2 - spent < 2) return { code: 'no-mp', message: `${def.name} has no movement point left to leave the map`, rule: TRAIN_EXIT_RULE };
  return mopExitVeto(s, ctx, side, [id], t.hex as HexId);
}

/** `choose mop-train:exit` (units: [train id]): the baggage train leaves the map. */
export function exitTrain(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const id = cmd.units?.[0];
  if (!id || cmd.units!.length !== 1) reject('one-train', 'choose one train', TRAIN_EXIT_RULE);
  const v = trainExitVeto(d as GameState, ctx, cmd.side, id);
  if (v) reject(v.code, v.message, v.rule);
  const t = fieldDraft(d).trains[id];
  const hex = t.hex!;
  t.status = 'exited';
  t.hex = null;
  const m = d.mop as unknown as { trainsExited?: Record<Side, number> };
  (m.trainsExited ??= {})[cmd.side] = (m.trainsExited[cmd.side] ?? 0) + 1;
  log(d, out, `${trainDef(ctx, id)!.name} leaves the map at ${hex} in the General Retreat (4 VP)`, { rule: TRAIN_EXIT_RULE, hexes: [hex] });
}

/** The side's baggage trains that may leave the map now (for the client's buttons). */
export function trainExits(s: GameState, ctx: Ctx, side: Side): string[] {
  return trainsOf(s, ctx, side).filter((id) => !trainExitVeto(s, ctx, side, id));
}
