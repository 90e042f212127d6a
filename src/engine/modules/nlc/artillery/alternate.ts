// NLC 20.12 alternate artillery resolution (optional): every hit of artillery fire is a step; each goes
// to the strongest unit (cavalry counting double); only an even hit (2nd, 4th) may take a unit's last
// step once it has lost one; disruption comes from strength plus roll of 9 or more, not from the hits.
import type { Draft } from 'immer';
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { maxSteps, moveClass, pieceName, unitStrength } from '../../../rules/pieces';
import { takeStep } from '../losses';
import type { CombatRecord } from '../combat/types';

export const ALTERNATE_RULE = 'NLC 20.12';
/** NLC 20.12: strength plus the 2d6 roll at or above this disrupts the target. */
export const ALTERNATE_DISRUPT = 9;

/** The unit the next hit falls on: the strongest, cavalry counting double (ties: scenario order). */
export function strongestUnit(s: GameState, ctx: Ctx, units: string[]): string | null {
  let best: string | null = null;
  let bestValue = -1;
  for (const id of ctx.unitIds) {
    if (!units.includes(id) || s.units[id].status !== 'map') continue;
    const su = ctx.units[id];
    const v = unitStrength(su, s.units[id].steps) * (moveClass(su.type) === 'cavalry' ? 2 : 1);
    if (v > bestValue) {
      best = id;
      bestValue = v;
    }
  }
  return best;
}

/**
 * Apply `hits` step losses to `stack`. Ruling: the strongest-unit priority of the first hit is applied to
 * every hit (the rule leaves the later ones free; one rule for all saves a decision per hit).
 */
export function alternateAllocation(d: Draft<GameState>, ctx: Ctx, out: Out, c: Draft<CombatRecord>, stack: string[], hits: number): void {
  const s = d as GameState;
  for (let k = 1; k <= hits; k++) {
    const alive = stack.filter((u) => s.units[u].status === 'map');
    if (!alive.length) break;
    // an odd hit may not take the second step of a unit already reduced
    const pool = k % 2 === 0 ? alive : alive.filter((u) => s.units[u].steps >= maxSteps(ctx.units[u]));
    const u = strongestUnit(s, ctx, pool);
    if (!u) {
      log(d, out, `Hit ${k} has no effect: every unit has already lost a step and only an even hit may take the last one`, { rule: ALTERNATE_RULE });
      continue;
    }
    const hex = s.units[u].hex!;
    const r = takeStep(d, ctx, out, u, ALTERNATE_RULE);
    log(d, out, `Hit ${k} falls on ${pieceName(ctx, u)}, the strongest unit`, { rule: ALTERNATE_RULE, hexes: [hex] });
    c.allocations.push({ role: 'defender', unit: u, halves: 2, reason: 'fire', chateauCover: false });
    c.defender.lostSteps += 1;
    if (!c.hitHexes.includes(hex)) c.hitHexes.push(hex);
    if (r.eliminated) c.eliminated.push(u);
  }
}
