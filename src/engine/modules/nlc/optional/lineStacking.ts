// NLC 20.2.3 (doctrine option): cavalry and artillery stacked with a brigade in extended line stand in either
// of its two hexes at the owning player's choice, but not in both during one combat round. When an assault is
// declared on one of the line's hexes, the defending side places each such unit, one at a time (a decision of
// the owner, like the hit allocation of NLC 7.1), and so when a charge is declared on one (NLC 7.7): in the
// attacked hex it defends there, in the other it is out of this combat. The choice holds for the rest of the
// attacker's formation action, its charges and assaults (the combat round, ruling), so a second attack on the
// other hex finds the unit where it was placed.
import type { Draft } from 'immer';
import type { DecideFrame, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import type { DecisionHandler } from '../../../core/module';
import { log, reject, type Out } from '../../../core/ops';
import { push, pop } from '../../../core/run';
import { moveClass, otherSide, pieceName, unitsAt } from '../../../rules/pieces';
import { stackProblem } from '../../../rules/stacking';
import { nlcDraft } from '../state';
import { optionalDraft, optionalOf } from './state';
import { DOCTRINE } from './doctrine';
import { lineHexes } from './extendedLine';

export const LINE_STACK = 'lineStack';

interface Placement {
  unit: string;
  brigade: string;
  /** The hexes it may be placed in: its own, and the other hex of the line when the stacking limit allows. */
  hexes: HexId[];
}

/** The units already placed in this combat round (the current formation action's charges and assaults). */
function placedNow(s: GameState): string[] {
  const held = optionalOf(s)?.lineHeld;
  return held && held.activation === s.clock.activation ? held.units : [];
}

/** `side`'s cavalry and artillery standing with a brigade in extended line across `target`, still to be placed. */
export function linePlacements(s: GameState, ctx: Ctx, side: Side, target: HexId): Placement[] {
  if (!ruleIn(s, ctx, DOCTRINE)) return [];
  const placed = placedNow(s);
  const out: Placement[] = [];
  for (const brigade of ctx.unitIds) {
    const line = ctx.units[brigade].side === side ? lineHexes(s, brigade) : null;
    if (!line || !line.includes(target)) continue;
    for (const id of ctx.unitIds) {
      const u = s.units[id];
      if (ctx.units[id].side !== side || moveClass(ctx.units[id].type) === 'infantry' || u.status !== 'map' || !line.includes(u.hex!) || placed.includes(id)) continue;
      const other = u.hex === line[0] ? line[1] : line[0];
      // NLC 5.3: the other hex takes it only within its stacking limit
      const fits = !stackProblem(s, ctx, other, [...unitsAt(s, ctx, other), id]);
      if (fits) out.push({ unit: id, brigade, hexes: [u.hex!, other].sort() });
    }
  }
  return out;
}

/** An assault or charge on a line's hex (hook onAssault, cavalry/segment.ts) asks the defending owner where its stacked cavalry and artillery stand. */
export function lineStackOnAttack(d: Draft<GameState>, ctx: Ctx, attacker: Side, target: HexId): void {
  const defender = otherSide(ctx, attacker);
  if (!linePlacements(d as GameState, ctx, defender, target).length) return;
  push(d, { k: 'decide', side: defender, type: LINE_STACK, rule: DOCTRINE, loc: { target } });
}

function placementVeto(s: GameState, ctx: Ctx, side: Side, target: HexId, unit: string | undefined, hex: HexId | undefined): RuleError | Placement {
  const next = linePlacements(s, ctx, side, target)[0];
  if (!next) return { code: 'nothing', message: 'no unit stands with a line here', rule: DOCTRINE };
  if (unit !== next.unit) return { code: 'one-at-a-time', message: `place ${pieceName(ctx, next.unit)} first`, rule: DOCTRINE };
  if (!hex || !next.hexes.includes(hex)) return { code: 'not-line-hex', message: `${pieceName(ctx, unit)} stands in ${next.hexes.join(' or ')}, the hexes of the line`, rule: DOCTRINE };
  return next;
}

const lineStack: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const target = f.loc.target as HexId;
    const next = linePlacements(s, ctx, f.side, target)[0];
    if (!next) return 'Place the units standing with the line';
    return `${pieceName(ctx, next.unit)} stands with ${pieceName(ctx, next.brigade)} in extended line: in ${target} it meets the attack, in the other hex it stays out of it`;
  },
  options(s, f, ctx) {
    const next = linePlacements(s, ctx, f.side, f.loc.target as HexId)[0];
    return { units: next ? [next.unit] : [], hexes: next?.hexes ?? [], buttons: [] };
  },
  legal(s, f, ctx) {
    const next = linePlacements(s, ctx, f.side, f.loc.target as HexId)[0];
    return next ? next.hexes.map((hex) => ({ type: 'choose' as const, side: f.side, n: s.seq, choice: LINE_STACK, units: [next.unit], hex })) : [];
  },
  apply(d, f, cmd, ctx, out) {
    const target = f.loc.target as HexId;
    if (cmd.type !== 'choose' || cmd.choice !== LINE_STACK) reject('bad-choice', `choose "${LINE_STACK}" with a unit and one of the line's hexes`, DOCTRINE);
    const r = placementVeto(d as GameState, ctx, f.side, target, cmd.units?.length === 1 ? cmd.units[0] : undefined, cmd.hex);
    if ('code' in r) reject(r.code, r.message, r.rule);
    const unit = cmd.units![0];
    d.units[unit].hex = cmd.hex!;
    const o = optionalDraft(d);
    if (!o.lineHeld || o.lineHeld.activation !== d.clock.activation) o.lineHeld = { activation: d.clock.activation, units: [] };
    o.lineHeld.units.push(unit);
    // the combat's defenders are those in the target now
    const c = nlcDraft(d).combat;
    if (c && c.target === target) c.defender.units = unitsAt(d as GameState, ctx, target);
    log(d, out, `${pieceName(ctx, unit)} stands in ${cmd.hex} ${cmd.hex === target ? 'and meets the attack' : 'out of the attack'} (the line's hexes at the owner's choice)`, { rule: DOCTRINE, hexes: [cmd.hex!] });
    if (!linePlacements(d as GameState, ctx, f.side, target).length) pop(d);
  },
};

export const lineStackDecisions: Record<string, DecisionHandler<any>> = { [LINE_STACK]: lineStack };
