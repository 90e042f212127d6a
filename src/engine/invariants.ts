// Invariants every reachable state keeps (checked by the simulator and the property tests).
import type { GameState } from './types';
import { contextOf } from './core/ctx';
import { maxSteps } from './rules/pieces';
import { stackProblem } from './rules/stacking';

export function assertInvariants(s: GameState): string[] {
  const ctx = contextOf(s);
  const bad: string[] = [];
  const perHex: Record<string, { side: string; n: number; units: string[] }> = {};
  for (const id of ctx.unitIds) {
    const u = s.units[id];
    const su = ctx.units[id];
    if (u.status === 'map') {
      if (!u.hex || !ctx.map.has(u.hex)) bad.push(`${id} is on the map at an unknown hex ${u.hex}`);
      else {
        const cell = (perHex[u.hex] ??= { side: su.side, n: 0, units: [] });
        if (cell.side !== su.side) bad.push(`both sides in hex ${u.hex}`);
        cell.n++;
        cell.units.push(id);
      }
    } else if (u.hex !== null && u.status !== 'pending') {
      // eliminated or exited units keep no hex
      bad.push(`${id} is ${u.status} but has hex ${u.hex}`);
    }
    if (u.steps < 0 || u.steps > maxSteps(su)) bad.push(`${id} has ${u.steps} steps (max ${maxSteps(su)})`);
    if (u.status === 'map' && u.steps === 0) bad.push(`${id} is on the map with no steps`);
  }
  // units a module holds in a hex only for a fight there (Hooks.standingApart, e.g. NLC 7.9 movers met by a
  // reaction charge) do not count to its stacking; they never stop there beyond the limit
  const passing: Record<string, Set<string>> = {};
  for (const m of ctx.modules) for (const x of m.hooks?.standingApart?.(s, ctx) ?? []) for (const u of x.units) (passing[x.hex] ??= new Set()).add(u);
  // NLC 5.3 is checked at the end of movement; the state between commands must respect it
  for (const [hex, cell] of Object.entries(perHex)) {
    const units = passing[hex] ? cell.units.filter((u) => !passing[hex].has(u)) : cell.units;
    if (units.length && stackProblem(s, ctx, hex, units)) bad.push(`hex ${hex} holds ${cell.n} units`);
  }
  if (!Number.isInteger(s.rng) || s.rng < 0 || s.rng > 0xffffffff) bad.push('generator state is not a uint32');
  if (!s.result && s.stack.length === 0) bad.push('no frame and no result');
  return bad;
}
