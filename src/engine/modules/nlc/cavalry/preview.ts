// The charge preview (NLC 7.7, 7.10) for the combat panel: both sides' strengths with every halving and
// doubling, the chance that the infantry forms square and the charge it would then face, the Fire Table
// rows and the hits on every 2d6 roll. The same functions compute the real charge.
import type { GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { groupMoraleOf } from '../morale';
import { unitsAt } from '../../../rules/pieces';
import { fireRows } from '../combat/fire';
import { hitsByRoll, type FirePreview } from '../combat/preview';
import { chargeExchange, flankEntry, squareInfantry, type ChargeSideFire } from './modifiers';
import { checkCharge } from './segment';
import { newChargeInfo } from './resolve';

export interface ChargePreview {
  kind: 'charge';
  target: HexId;
  attacker: FirePreview;
  defender: FirePreview;
  /** The charge if the infantry forms square (halved, no flank), and the chance in six that it does. */
  square: { attacker: FirePreview; defender: FirePreview; chanceIn6: number } | null;
  flankUnits: string[];
  /** Defenders that would not fire (infantry and artillery against a flank charge). */
  silent: string[];
  /** The hex each charger charges from (NLC 20.2.3: a hex of its line) and through. */
  from: Record<string, HexId>;
  entry: Record<string, HexId>;
  method: 'table' | 'sixes';
  /** NLC 20.4: the chargers' group morale minus the charged units' (0 unless rolling six to hit). */
  moraleDiff: number;
}

const fp = (side: Side, units: string[], f: ChargeSideFire): FirePreview => ({
  side,
  units,
  lines: f.lines,
  exact: f.exact,
  strength: f.strength,
  rows: fireRows(f.strength),
  hitsByRoll: hitsByRoll(f.strength),
  // NLC 20.4: the charge modifiers as +1 to every die (modifiers.ts chargeExchange)
  dieMod: f.dieMod,
});

/** What `units` charging `target` would face; `from`: the hex of their line they charge from (NLC 20.2.3), else as checkCharge picks. */
export function chargePreview(s: GameState, ctx: Ctx, side: Side, units: string[], target: HexId, from?: HexId): ChargePreview | RuleError {
  const top = s.stack[s.stack.length - 1];
  if (!top || top.k !== 'decide' || top.type !== 'chargeDeclare') {
    return { code: 'not-charge', message: 'charges are declared in the Cavalry Charge Segment', rule: 'NLC 4.5' };
  }
  const r = checkCharge(s, ctx, side, top.loc.formations as string[], units, target, from);
  if ('code' in r) return r;
  const enemy = ctx.sides.find((x) => x !== side)!;
  const defenders = unitsAt(s, ctx, target).filter((u) => ctx.units[u].side === enemy);
  const info = newChargeInfo(r.from, r.entry);
  const fromHexes = [...new Set(Object.values(r.from))];
  info.flankUnits = r.units.filter((u) => flankEntry(s, ctx, target, r.entry[u], side, r.units, fromHexes));
  const silent = info.flankUnits.length ? defenders.filter((u) => ctx.units[u].type !== 'cavalry' && ctx.units[u].type !== 'light cavalry') : [];
  const inf = squareInfantry(s, ctx, defenders);
  const sixes = ruleIn(s, ctx, 'NLC 20.4');
  let square: ChargePreview['square'] = null;
  if (inf.length) {
    const sq = { ...newChargeInfo(r.from, r.entry), square: { units: inf, morale: 0, die: 0, passed: true } };
    const m = groupMoraleOf(s, ctx, inf);
    const x = chargeExchange(s, ctx, r.units, defenders, sq, [], sixes, target);
    square = {
      attacker: fp(side, r.units, x.attacker),
      defender: fp(enemy, defenders, x.defender),
      chanceIn6: Math.max(0, Math.min(6, m)),
    };
  }
  const x = chargeExchange(s, ctx, r.units, defenders, info, silent, sixes, target);
  return {
    kind: 'charge',
    target,
    attacker: fp(side, r.units, x.attacker),
    defender: fp(enemy, defenders, x.defender),
    square,
    flankUnits: info.flankUnits,
    silent,
    from: r.from,
    entry: r.entry,
    method: sixes ? 'sixes' : 'table',
    moraleDiff: x.moraleDiff,
  };
}
