// The strength of artillery fire at a hex two or three hexes off (bombardment NLC 8.1, opportunity fire
// NLC 20.13): the Terrain Effects bombardment column, range 3 at half (NLC 19.4), opportunity fire at
// half (NLC 20.13), +50% for enfilade (NLC 8.5) and against stacks (NLC 19.4), or +1 to the dice for
// each under roll six to hit (NLC 20.4).
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { LosStep } from '../../../rules/los';
import { reductionPercent } from '../../../tables/terrainEffects';
import { terrainTable } from '../../../rules/terrainTable';
import { fireLines } from '../combat/fire';
import { chateauActive, type Reduction } from '../combat/terrain';
import type { FireLine } from '../combat/types';
import { enfiladesLine } from './enfilade';
import { stackBonus } from './detail';
import { dieModOf, sixesOn } from './conversion';

/** T.TEC bombardment column for the target hex (a chateau with two units counts as clear, NLC 10). */
export function bombardReduction(s: GameState, ctx: Ctx, target: HexId): Reduction {
  const t = ctx.map.hexes[target].terrain;
  if (t === 'chateau' && !chateauActive(s, ctx, target)) return { pct: 0, source: [] };
  const p = reductionPercent(terrainTable(ctx)[t].bombardment) ?? 0;
  return p > 0 ? { pct: p, source: [t] } : { pct: 0, source: [] };
}

export interface GunFireInput {
  side: Side;
  units: string[];
  from: HexId;
  target: HexId;
  /** The units fired at (the stack in the hex, or the moving stack for opportunity fire). */
  targetUnits: string[];
  /** The line of sight (for the enfilade direction), or null when adjacent. */
  steps: LosStep[] | null;
  opportunity?: boolean;
  /** The infantry's owner accepted the enfilading-squares bonus (NLC 8.5). */
  square?: boolean;
}

export interface GunFire {
  lines: FireLine[];
  exact: number;
  strength: number;
  /** NLC 20.4: +1 per modifier to every die. */
  dieMod: number;
  enfilade: 'line' | 'square' | null;
  /** Halved and rounded down (range 3, opportunity fire). */
  roundedDown: boolean;
}

export function gunFire(s: GameState, ctx: Ctx, inp: GunFireInput): GunFire {
  const sixes = sixesOn(s, ctx);
  const far = ctx.map.distance(inp.from, inp.target) >= 3;
  const enfilade = enfiladesLine(s, ctx, inp.side, inp.from, inp.target, inp.steps) ? 'line' : inp.square ? 'square' : null;
  const bonuses: string[] = [];
  if (enfilade) bonuses.push('enfilade');
  if (stackBonus(s, ctx, inp.targetUnits)) bonuses.push('stack');
  const halvings: string[] = [];
  if (far) halvings.push('range 3');
  if (inp.opportunity) halvings.push('opportunity fire');
  const r = bombardReduction(s, ctx, inp.target);
  // NLC 6.3: disrupted artillery bombards at full strength, so no unit counts as disrupted here
  const f = fireLines(s, ctx, inp.units, () => r, [], () => ({ halvings, bonuses, bonusesAsDice: sixes }), { kind: 'bombard', role: 'attacker', target: inp.target, enemies: inp.targetUnits });
  const roundedDown = halvings.length > 0;
  // NLC 19.4: half strength at range 3 rounds down; ruling: so does opportunity fire's half (NLC 20.13)
  const strength = roundedDown ? Math.floor(f.exact + 1e-9) : f.strength;
  return { lines: f.lines, exact: f.exact, strength, dieMod: sixes ? dieModOf(f.lines) : 0, enfilade, roundedDown };
}
