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
import { groupMoraleOf } from '../morale';
import { dieModOf, moraleScaled } from '../artillery/conversion';
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

/**
 * The charging side's strength (NLC 7.7, 7.10). Under roll six to hit (`sixes`, NLC 20.4) the flank and
 * backhand doublings are combat modifiers: each is +1 to every die (recorded as a bonus) instead of x2.
 */
export function chargerFire(s: GameState, ctx: Ctx, units: string[], charge: ChargeInfo, sixes = false, ask?: { target: HexId; enemies: string[] }): ChargeFire {
  const lines = units.map((id): FireLine => {
    const base = unitStrength(ctx.units[id], s.units[id].steps);
    const halvings: string[] = [];
    const doublings: string[] = [];
    if (charge.square?.passed && !charge.noSquare) halvings.push('square');
    if (charge.flankUnits.includes(id)) doublings.push('flank');
    if (charge.backhand) doublings.push('backhand');
    if (sixes) {
      const value = base / 2 ** halvings.length;
      return withFactors(s, ctx, { unit: id, hex: s.units[id].hex!, base, halvings, pct: 0, pctSource: [], value, ...(doublings.length ? { bonuses: doublings } : {}) }, 'attacker', ask);
    }
    const value = base * 2 ** (doublings.length - halvings.length);
    return withFactors(s, ctx, { unit: id, hex: s.units[id].hex!, base, halvings, pct: 0, pctSource: [], value, doublings }, 'attacker', ask);
  });
  return total(lines);
}

export interface ChargeSideFire extends ChargeFire {
  /** NLC 20.4: added to every die (one per kind of charge modifier). */
  dieMod: number;
}

export interface ChargeExchange {
  attacker: ChargeSideFire;
  defender: ChargeSideFire;
  /** NLC 20.4: chargers' group morale minus the charged units' (0 when not rolling six to hit). */
  moraleDiff: number;
}

/**
 * Both sides' fire in a charge, as the charge itself and its preview compute it. Under NLC 20.4 the
 * conversion paragraph applies as in an assault: each kind of charge modifier is +1 to all the chargers'
 * dice, and each point of group-morale difference is +25% strength to the better side, -25% to the other
 * (ruling NLC 20.4 in cavalry/rulings.ts).
 */
export function chargeExchange(
  s: GameState,
  ctx: Ctx,
  attackers: string[],
  defenders: string[],
  charge: ChargeInfo,
  silent: string[],
  sixes: boolean,
  /** The charged hex, for the modules' fire factors (MOP 37.4 weather); none: no module factors. */
  target?: HexId,
): ChargeExchange {
  const a = chargerFire(s, ctx, attackers, charge, sixes, target ? { target, enemies: defenders } : undefined);
  const d = defenderFire(s, ctx, defenders, silent, target ? { target, enemies: attackers } : undefined);
  if (!sixes) return { attacker: { ...a, dieMod: 0 }, defender: { ...d, dieMod: 0 }, moraleDiff: 0 };
  const moraleDiff = attackers.length && defenders.length ? groupMoraleOf(s, ctx, attackers) - groupMoraleOf(s, ctx, defenders) : 0;
  return {
    attacker: { ...a, strength: moraleScaled(a.strength, moraleDiff), dieMod: dieModOf(a.lines) },
    defender: { ...d, strength: moraleScaled(d.strength, -moraleDiff), dieMod: dieModOf(d.lines) },
    moraleDiff,
  };
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
