// MOP 37.2: at most two units and at most 12 strength points a hex (the stricter binds), in every terrain.
// All the units of one division may stack beyond two, still within 12 SP; Russian infantry corps count as
// divisions (37.2.1). Trains count 12 SP (the train rules pass them in as `trains`); leaders, vedettes and
// deployed pontoons do not count. A strength of 8 or more makes a unit huge in road movement (hugeOnRoad).
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { unitStrength } from '../../../rules/pieces';

export const MOP_STACK_UNITS = 2;
export const MOP_STACK_SP = 12;
/** MOP 37.2: a train counts as a unit of 12 SP. */
export const TRAIN_STACK_SP = 12;
/** MOP 37.2: a unit this strong takes up two hexes in road movement. */
export const HUGE_ON_ROAD_SP = 8;

/** The strength a unit counts for stacking: what its steps give now (a ruling, MOP 37.2). */
export function stackSp(s: GameState, ctx: Ctx, unit: string): number {
  return unitStrength(ctx.units[unit], s.units[unit].steps);
}

/** Do the units form one division (their `division`, or one Russian infantry corps, MOP 37.2.1)? */
export function oneDivision(ctx: Ctx, units: string[]): boolean {
  if (!units.length) return false;
  const first = ctx.units[units[0]];
  if (first.division && units.every((u) => ctx.units[u].division === first.division)) return true;
  return units.every((u) => ctx.units[u].flags.includes('russianInfantry') && ctx.units[u].formation === first.formation);
}

export function mopStacking(s: GameState, ctx: Ctx, hex: HexId, units: string[], trains = 0): RuleError | null {
  const sp = units.reduce((a, u) => a + stackSp(s, ctx, u), 0) + trains * TRAIN_STACK_SP;
  const count = units.length + trains;
  if (sp > MOP_STACK_SP) {
    return { code: 'overstack', message: `hex ${hex} would hold ${sp} strength points (limit ${MOP_STACK_SP})`, rule: 'MOP 37.2' };
  }
  if (count > MOP_STACK_UNITS && !(trains === 0 && oneDivision(ctx, units))) {
    return { code: 'overstack', message: `hex ${hex} would hold ${count} units (limit ${MOP_STACK_UNITS}, more only for the units of one division)`, rule: 'MOP 37.2' };
  }
  return null;
}

/** MOP 37.2: the trains of `side` standing in `hex` (a deployed pontoon bridge does not count). */
export function trainsAt(s: GameState, hex: HexId, side: string): number {
  const trains = (s.mop as { field?: { trains?: Record<string, { hex: HexId | null; status: string; side: string; deployed?: HexId }> } } | undefined)?.field?.trains;
  if (!trains) return 0;
  let n = 0;
  for (const t of Object.values(trains)) if (t.status === 'map' && t.hex === hex && t.side === side && !t.deployed) n++;
  return n;
}

/** MOP 37.2 (the stacking hook): the units in `hex` with their side's trains there, each counted as 12 SP. */
export function mopStackingWithTrains(s: GameState, ctx: Ctx, hex: HexId, units: string[]): RuleError | null {
  const side = units.length ? ctx.units[units[0]]?.side : undefined;
  return mopStacking(s, ctx, hex, units, side ? trainsAt(s, hex, side) : 0);
}

/** MOP 37.2: does this unit take up two hexes when it moves by road? */
export function hugeOnRoad(s: GameState, ctx: Ctx, unit: string): boolean {
  return stackSp(s, ctx, unit) >= HUGE_ON_ROAD_SP;
}
