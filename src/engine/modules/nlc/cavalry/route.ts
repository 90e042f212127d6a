// NLC 7.7: where cavalry may charge. The target is adjacent, or two hexes away through an empty hex; a
// charge enters only clear hexes and crosses only bare, crest or slope hexsides (rulings in ./rulings.ts).
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { moveClass, occupancy } from '../../../rules/pieces';
import { chargeVetoOf } from '../../../core/module';

export const CHARGE_RANGE = 2;
const RULE = 'NLC 7.7';
/** Hexside features a charge may cross (NLC 7.7 "clear and crest"; slope is our gentler crest, a ruling). */
const OPEN_SIDES: readonly string[] = ['crest', 'slope'];

export interface ChargeRoute {
  /** The hex the charge enters the target from (its own hex, or the intervening hex): flanking (NLC 7.10). */
  entry: HexId;
  via: HexId | null;
}

const err = (code: string, message: string, rule = RULE): RuleError => ({ code, message, rule });

export const isCavalry = (ctx: Ctx, id: string): boolean => !!ctx.units[id] && moveClass(ctx.units[id].type) === 'cavalry';

function crossable(ctx: Ctx, a: HexId, b: HexId): boolean {
  const f = ctx.map.side(a, b)?.features ?? [];
  return f.every((x) => OPEN_SIDES.includes(x));
}

const openHex = (ctx: Ctx, h: HexId) => ctx.map.hexes[h].terrain === 'clear';

/**
 * The route of a charge from `from` into `target`, or why there is none. The target's own occupants do not
 * matter here (a reaction charge ignores friendly units there, NLC 7.9); the intervening hex must hold no
 * combat unit of either side.
 */
export function chargeRoute(s: GameState, ctx: Ctx, from: HexId, target: HexId, occ = occupancy(s, ctx)): ChargeRoute | RuleError {
  if (!ctx.map.has(target)) return err('no-target', `there is no hex ${target}`);
  const dist = ctx.map.distance(from, target);
  if (dist === 0) return err('same-hex', 'cavalry cannot charge its own hex');
  if (dist > CHARGE_RANGE) return err('range', `${target} is ${dist} hexes away: a charge reaches ${CHARGE_RANGE}`);
  // module rules (MOP 37.4 mud, 37.3.3 improved positions) may forbid the charge
  const veto = chargeVetoOf(ctx, s, from, target);
  if (veto) return veto;
  if (!openHex(ctx, target)) return err('terrain', `${target} is ${ctx.map.hexes[target].terrain}: charges cross only clear and crest terrain`);
  if (dist === 1) {
    if (!crossable(ctx, from, target)) return err('hexside', `the hexside between ${from} and ${target} is not clear or crest`);
    return { entry: from, via: null };
  }
  const between = ctx.map.hexes[from].neighbours.filter((h) => ctx.map.hexes[target].neighbours.includes(h)).sort();
  let why = `no empty clear hex between ${from} and ${target}`;
  for (const v of between) {
    if (occ[v]) {
      why = `the intervening hex ${v} is not empty`;
      continue;
    }
    if (!openHex(ctx, v) || !crossable(ctx, from, v) || !crossable(ctx, v, target)) continue;
    return { entry: v, via: v };
  }
  return err('no-path', `${why}: at two hexes the intervening hex must be empty and clear`);
}

export const isRoute = (r: ChargeRoute | RuleError): r is ChargeRoute => 'entry' in r;
