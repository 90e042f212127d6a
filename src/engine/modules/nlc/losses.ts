// NLC 6.1-6.2 and 7.2 step losses; NLC 14 army and 15 corps demoralization.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { log, type Out } from '../../core/ops';
import { maxSteps, pieceName, sideName, unitStrength } from '../../rules/pieces';
import { nlcDraft, nlcOf } from './state';
import { noteEliminated } from './rally/state';
import { formationLimit } from './optional/limits';
import { hooksOf } from '../../core/hookAnswer';

export interface StepResult {
  eliminated: boolean;
  /** Strength before and after (NLC 19.5 needs the difference). */
  before: number;
  after: number;
}

/**
 * One step loss (NLC 6.1, 7.2): a two-step unit flips, a huge unit's second hit leaves its third step at
 * half its back strength (NLC 6.2), a unit on its last step is eliminated (status 'eliminated', hex null).
 * Callers run checkDemoralization once their whole batch of losses is applied.
 */
export function takeStep(d: Draft<GameState>, ctx: Ctx, out: Out, unitId: string, rule: string): StepResult {
  const u = d.units[unitId];
  const su = ctx.units[unitId];
  if (u.status !== 'map') throw new Error(`${unitId} is not on the map and cannot lose a step`);
  const before = unitStrength(su, u.steps);
  const hex = u.hex;
  u.steps -= 1;
  const after = unitStrength(su, u.steps);
  const hexes = hex ? [hex] : [];
  if (u.steps <= 0) {
    u.steps = 0;
    noteEliminated(d, ctx, unitId, hex);
    u.status = 'eliminated';
    u.hex = null;
    u.disrupted = false;
    log(d, out, `${pieceName(ctx, unitId)} is eliminated`, { rule, hexes });
    for (const hk of hooksOf(ctx, 'onUnitEliminated')) hk(d, ctx, out, unitId, hex);
    return { eliminated: true, before, after: 0 };
  }
  const huge = maxSteps(su) === 3 && u.steps === 1;
  log(d, out, `${pieceName(ctx, unitId)} loses a step (strength ${before} to ${after}${huge ? ', last step of a huge unit' : ''})`, {
    rule: huge ? 'NLC 6.2' : rule,
    hexes,
  });
  return { eliminated: false, before, after };
}

/** Full (front) strength of a side's or formation's eliminated units (NLC 14, 15). */
export function destroyedStrength(s: GameState, ctx: Ctx, filter: (unitId: string) => boolean): number {
  let total = 0;
  for (const id of ctx.unitIds) {
    if (s.units[id].status === 'eliminated' && filter(id)) total += ctx.units[id].strength[0];
  }
  return total;
}

/** A corps' strength lost for its demoralization (NLC 15): eliminated units, and exited ones a module counts as lost (MOP 37.13.1). */
export function corpsLostStrength(s: GameState, ctx: Ctx, formation: string): number {
  let total = destroyedStrength(s, ctx, (id) => ctx.units[id].formation === formation);
  const hooks = ctx.modules.filter((m) => m.hooks?.lostOnExit);
  if (!hooks.length) return total;
  const exitLost = (id: string) => s.units[id].status === 'exited' && hooks.some((m) => m.hooks!.lostOnExit!(s, ctx, id));
  for (const id of ctx.unitIds) if (ctx.units[id].formation === formation && exitLost(id)) total += ctx.units[id].strength[0];
  return total;
}

/** The army demoralization level after adjustments (NLC 14; NLC 11.4 lowers it by 5 per lost HQ). */
export function armyLevel(s: GameState, ctx: Ctx, side: Side): number | null {
  const base = ctx.scenario.sides.find((x) => x.id === side)?.demoralization;
  if (base === undefined) return null;
  return base + (nlcOf(s).armyLevelAdjust[side] ?? 0);
}

export function isFormationDemoralized(s: GameState, formationId: string): boolean {
  return !!s.nlc && nlcOf(s).demoralizedFormations.includes(formationId);
}

/**
 * NLC 14 and 15, checked after losses (and after rallies): armies whose destroyed strength reaches the
 * level become demoralized (the non-phasing side first), formations whose eliminated units' full strength
 * reaches their limit become demoralized, and lose it again when rallies bring the losses below it.
 */
export function checkDemoralization(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const n = nlcDraft(d);
  const phasing = s.clock.activeSide;
  const order = [...ctx.sides].sort((a, b) => (a === phasing ? 1 : 0) - (b === phasing ? 1 : 0));
  for (const side of order) {
    const level = armyLevel(s, ctx, side);
    if (level === null || n.demoralizedArmies.includes(side)) continue;
    const lost = destroyedStrength(s, ctx, (id) => ctx.units[id].side === side);
    if (lost >= level) {
      n.demoralizedArmies.push(side);
      log(d, out, `The ${sideName(ctx, side)} army is demoralized: ${lost} strength destroyed, level ${level}`, { rule: 'NLC 14' });
    }
  }
  for (const side of order) {
    for (const f of ctx.scenario.formations) {
      // NLC 20.6, 20.9 (optional) change the printed limit
      const limit = formationLimit(s, ctx, f.id);
      if (f.side !== side || limit === undefined) continue;
      const lost = corpsLostStrength(s, ctx, f.id);
      const was = n.demoralizedFormations.includes(f.id);
      if (lost >= limit && !was) {
        n.demoralizedFormations.push(f.id);
        log(d, out, `${f.name} is demoralized: ${lost} strength eliminated, limit ${limit} (morale -1)`, { rule: 'NLC 15' });
      } else if (lost < limit && was) {
        n.demoralizedFormations.splice(n.demoralizedFormations.indexOf(f.id), 1);
        log(d, out, `${f.name} is no longer demoralized (${lost} strength eliminated, limit ${limit})`, { rule: 'NLC 15' });
      }
    }
  }
}
