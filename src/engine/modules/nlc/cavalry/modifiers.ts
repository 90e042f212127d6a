// NLC 7.7 and 7.10: the strengths in a charge. Charging cavalry fires at full strength, doubled by a flank
// charge or a backhand blow and halved when infantry forms square; infantry and artillery defend at half
// strength (disruption ignored), cavalry at full (halved when disrupted, NLC 6.3). No terrain applies:
// charges enter clear hexes only.
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { sum } from '../../../core/ops';
import { moveClass, occupancy, unitStrength } from '../../../rules/pieces';
import { roundNormal } from '../../../tables/percentReduction';
import type { ChargeInfo, FireLine } from '../combat/types';
import { fireFactorsOf } from '../../../core/module';

export interface ChargeFire {
  lines: FireLine[];
  exact: number;
  strength: number;
}

/** NLC 2.2: pursuit rating 4, British cavalry 2, Imperial Guard cavalry 5. */
export function pursuitRating(ctx: Ctx, unit: string): number {
  const f = ctx.units[unit].flags;
  if (f.includes('british')) return 2;
  if (f.includes('guard') || f.includes('oldGuard')) return 5;
  return 4;
}

/** NLC 7.10 form square: the infantry in the hex, when there is some and none of it is disrupted. */
export function squareInfantry(s: GameState, ctx: Ctx, defenders: string[]): string[] {
  const inf = defenders.filter((u) => ctx.units[u].type === 'infantry' && s.units[u].status === 'map');
  if (!inf.length || inf.some((u) => s.units[u].disrupted)) return [];
  return inf;
}

/**
 * NLC 7.10 flank charge: the defender already has units of the charging side beside it (other than the
 * chargers), and the charge comes in through a hex not adjacent to one of them. Towns (and chateaux) and
 * infantry in square are never flanked.
 */
export function flankEntry(s: GameState, ctx: Ctx, target: HexId, entry: HexId, side: Side, chargers: string[], from: HexId[]): boolean {
  const t = ctx.map.hexes[target].terrain;
  if (t === 'town' || t === 'chateau') return false;
  const occ = occupancy(s, ctx);
  const friends = ctx.map.hexes[target].neighbours.filter(
    (h) => h !== entry && !from.includes(h) && occ[h]?.side === side && occ[h].units.some((u) => !chargers.includes(u)),
  );
  return friends.some((h) => !ctx.map.hexes[entry].neighbours.includes(h));
}

/**
 * NLC 7.10 backhand blow, for a reaction charge: it strikes horsemen caught while they pursue or fall
 * back, or foot and guns caught having spent (or, by their declared path, about to spend) over half their
 * movement allowance; the stack's highest spending decides.
 */
export function backhandBlow(s: GameState, ctx: Ctx, movers: string[], trigger: string): boolean {
  return movers.some((u) => {
    const su = ctx.units[u];
    if (!su) return false;
    if (moveClass(su.type) === 'cavalry') return trigger === 'pursuit' || trigger === 'retreat';
    const st = s.units[u];
    // mpSpentHalves counts half points: more than half the allowance means more than `movement` halves
    return st.movedIn === s.clock.activation && st.mpSpentHalves > su.movement;
  });
}

function total(lines: FireLine[]): ChargeFire {
  const exact = sum(lines.map((l) => l.value));
  return { lines, exact: Math.round(exact * 1e6) / 1e6, strength: roundNormal(exact) };
}

/** Module factors (MOP 37.4 weather) applied to a charge line: the value scaled, the reasons listed. */
function withFactors(s: GameState, ctx: Ctx, line: FireLine, role: 'attacker' | 'defender', ask?: { target: HexId; enemies: string[] }): FireLine {
  if (!ask) return line;
  const ff = fireFactorsOf(ctx, s, { kind: 'charge', role, unit: line.unit, target: ask.target, enemies: ask.enemies });
  if (!ff.length) return line;
  return { ...line, value: ff.reduce((v, f) => v * f.factor, line.value), mods: ff.map((f) => `${f.why} (${f.rule})`) };
}

/** The charging side's strength (NLC 7.7, 7.10). */
export function chargerFire(s: GameState, ctx: Ctx, units: string[], charge: ChargeInfo, ask?: { target: HexId; enemies: string[] }): ChargeFire {
  const lines = units.map((id): FireLine => {
    const base = unitStrength(ctx.units[id], s.units[id].steps);
    const halvings: string[] = [];
    const doublings: string[] = [];
    if (charge.square?.passed && !charge.noSquare) halvings.push('square');
    if (charge.flankUnits.includes(id)) doublings.push('flank');
    if (charge.backhand) doublings.push('backhand');
    const value = base * 2 ** (doublings.length - halvings.length);
    return withFactors(s, ctx, { unit: id, hex: s.units[id].hex!, base, halvings, pct: 0, pctSource: [], value, doublings }, 'attacker', ask);
  });
  return total(lines);
}

/** The charged side's strength (NLC 7.7; units that may not fire count nothing, NLC 7.8, 7.10). */
export function defenderFire(s: GameState, ctx: Ctx, units: string[], silent: string[], ask?: { target: HexId; enemies: string[] }): ChargeFire {
  const lines = units
    .filter((id) => !silent.includes(id))
    .map((id): FireLine => {
      const base = unitStrength(ctx.units[id], s.units[id].steps);
      const halvings: string[] = [];
      if (moveClass(ctx.units[id].type) === 'cavalry') {
        if (s.units[id].disrupted) halvings.push('disrupted');
      } else halvings.push('charged');
      const value = base / 2 ** halvings.length;
      return withFactors(s, ctx, { unit: id, hex: s.units[id].hex!, base, halvings, pct: 0, pctSource: [], value }, 'defender', ask);
    });
  return total(lines);
}
