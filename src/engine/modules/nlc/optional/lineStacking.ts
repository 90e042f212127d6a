// NLC 20.2.3 (doctrine option): cavalry and artillery stacked with a brigade in extended line count as in one
// of its two hexes, which their owner picks, and never in both in the same combat round. Whenever one of the
// line's hexes is assaulted, charged (NLC 7.7) or bombarded (NLC 8.1), the defending side places each such unit,
// one at a time (a decision of the owner, like the hit allocation of NLC 7.1): in the attacked hex it defends
// (or takes the fire) there, in the other it is out of this combat. When the line's cavalry reaction-charges
// (NLC 7.9, in the enemy's action), its guns fire at a passing enemy (NLC 20.13) or in remote support of an
// assaulted hex (NLC 19.3), or its cavalry and guns join an assault (NLC 7.3), the owner chooses the hex of the
// line each acts from, asked only when both work (placeActing). The choice holds for the rest of the formation
// action, its bombardments, charges and assaults (the combat round, ruling), so a second attack on the other hex
// finds the unit where it was placed. In its own formation action a unit still to be placed bombards or charges
// from either hex (actingHexes), the one its owner names in the command when both reach (ChooseCommand.from),
// taking its place in the one it fires or charges from (takeLinePlace).
import type { Draft } from 'immer';
import type { DecideFrame, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import type { DecisionHandler } from '../../../core/module';
import { log, reject, type Out } from '../../../core/ops';
import { push, pop } from '../../../core/run';
import { moveClass, otherSide, pieceName, unitsAt } from '../../../rules/pieces';
import { joinProblem } from '../../../rules/stacking';
import { nlcDraft, nlcOf } from '../state';
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

/** `id`'s placement with the line `line` of `brigade` if it is a cavalry or artillery unit standing in it, still to be placed. */
function placementIn(s: GameState, ctx: Ctx, id: string, brigade: string, line: [HexId, HexId], placed: string[]): Placement | null {
  const u = s.units[id];
  if (moveClass(ctx.units[id].type) === 'infantry' || u.status !== 'map' || !line.includes(u.hex!) || placed.includes(id)) return null;
  const other = u.hex === line[0] ? line[1] : line[0];
  // NLC 5.3: the other hex takes it only within its stacking limit
  if (joinProblem(s, ctx, other, unitsAt(s, ctx, other), [id])) return null;
  return { unit: id, brigade, hexes: [u.hex!, other].sort() };
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
      const p = ctx.units[id].side === side ? placementIn(s, ctx, id, brigade, line, placed) : null;
      if (p) out.push(p);
    }
  }
  return out;
}

/** The placement still open in this combat round for `unit`, a cavalry or artillery unit standing with its side's line, or null. */
export function unitPlacement(s: GameState, ctx: Ctx, unit: string): Placement | null {
  const hex = s.units[unit]?.hex;
  if (!hex || !ruleIn(s, ctx, DOCTRINE) || moveClass(ctx.units[unit].type) === 'infantry') return null;
  const placed = placedNow(s);
  if (placed.includes(unit)) return null;
  const side = ctx.units[unit].side;
  for (const brigade of ctx.unitIds) {
    const line = ctx.units[brigade].side === side ? lineHexes(s, brigade) : null;
    if (line?.includes(hex)) return placementIn(s, ctx, unit, brigade, line, placed);
  }
  return null;
}

/** The hexes `unit` may act from (NLC 20.2.3): both hexes of its line while its owner may still place it, else where it stands. */
export function lineOrigins(s: GameState, ctx: Ctx, unit: string): HexId[] {
  return unitPlacement(s, ctx, unit)?.hexes ?? [s.units[unit].hex!];
}

/** The targets `unit` has from any hex it may act from (lineOrigins), as `targetsFrom` finds them from one hex. */
export function lineTargets(s: GameState, ctx: Ctx, unit: string, targetsFrom: (from: HexId) => HexId[]): HexId[] {
  const origins = lineOrigins(s, ctx, unit);
  if (origins.length === 1) return targetsFrom(origins[0]);
  return [...new Set(origins.flatMap(targetsFrom))].sort();
}

/**
 * The hexes `units` may bombard or charge from together in their own formation action (NLC 20.2.3): those
 * every one of them may act from (lineOrigins), the hexes they stand in first. A hex some of them would
 * have to take their place in is left out when it cannot hold them all (NLC 5.3).
 */
export function actingHexes(s: GameState, ctx: Ctx, units: string[]): HexId[] {
  let common = lineOrigins(s, ctx, units[0]);
  for (const u of units.slice(1)) {
    const o = lineOrigins(s, ctx, u);
    common = common.filter((h) => o.includes(h));
  }
  if (common.length < 2) return common;
  const stand = units.map((u) => s.units[u].hex!);
  const order = [...new Set([...stand, ...common])].filter((h) => common.includes(h));
  return order.filter((h) => wayFits(s, ctx, units, units.map(() => h)));
}

/**
 * Before `units` bombard or charge from `hex` of their line (NLC 20.2.3): each still to be placed takes its
 * place there (not a move: no MP, no order or command-range test) and holds it for the rest of the round.
 */
export function takeLinePlace(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[], hex: HexId): void {
  for (const unit of units) {
    if (!unitPlacement(d as GameState, ctx, unit)) continue;
    const moves = d.units[unit].hex !== hex;
    hold(d, ctx, out, unit, hex, moves ? `${pieceName(ctx, unit)} takes its place in the line's other hex, ${hex}` : null);
  }
}

/** An assault, charge or bombardment on a line's hex (hook onAssault, cavalry/segment.ts, artillery/bombard.ts) asks the defending owner where its stacked cavalry and artillery stand. */
export function lineStackOnAttack(d: Draft<GameState>, ctx: Ctx, attacker: Side, target: HexId): void {
  const defender = otherSide(ctx, attacker);
  if (!linePlacements(d as GameState, ctx, defender, target).length) return;
  push(d, { k: 'decide', side: defender, type: LINE_STACK, rule: DOCTRINE, loc: { target } });
}

/** What the units of a line do from the hex they are placed in (the prompt and the log say it). */
export type LineAct = 'charge' | 'fire' | 'assault' | 'remote';
const ACTS: Record<LineAct, (target: HexId) => string> = {
  charge: (t) => `charges ${t}`,
  fire: (t) => `fires at the units passing ${t}`,
  assault: (t) => `assaults ${t}`,
  remote: (t) => `fires in remote support of ${t}`,
};

/**
 * The ways `units` may stand to act against a target (NLC 20.2.3): every choice of a hex per unit (aligned
 * with `units`) among those it may act from (lineOrigins) for which `fits(unit, hex)` holds, and which the
 * stacking limit allows (wayFits).
 */
export function lineWays(s: GameState, ctx: Ctx, units: string[], fits: (unit: string, from: HexId) => boolean): HexId[][] {
  let ways: HexId[][] = [[]];
  let moves = false;
  for (const u of units) {
    const from = lineOrigins(s, ctx, u).filter((h) => fits(u, h));
    if (from.length > 1 || (from.length === 1 && from[0] !== s.units[u].hex)) moves = true;
    ways = ways.flatMap((w) => from.map((h) => [...w, h]));
  }
  return moves ? ways.filter((w) => wayFits(s, ctx, units, w)) : ways;
}

/**
 * NLC 5.3 with 20.2.3: whether every hex of `way` (aligned with `units`) holds the units taking their place
 * there together, beside those that stay in it; the units of `units` leaving it make room.
 */
export function wayFits(s: GameState, ctx: Ctx, units: string[], way: HexId[]): boolean {
  for (const hex of new Set(way)) {
    const coming = units.filter((u, i) => way[i] === hex && s.units[u].hex !== hex);
    if (!coming.length) continue;
    const there = unitsAt(s, ctx, hex).filter((u) => {
      const i = units.indexOf(u);
      return i < 0 || way[i] === hex;
    });
    if (joinProblem(s, ctx, hex, there, coming)) return false;
  }
  return true;
}

/**
 * Like lineWays, when the line's hexes cannot hold all of `units` where they act from (NLC 5.3): those that
 * would have to take their place in the other hex are left out, the last first, until the rest fit (a
 * ruling). `units` and `ways` are the rest; `out` those left out, which stay where they stand.
 */
export function waysWithRoom(s: GameState, ctx: Ctx, units: string[], fits: (unit: string, from: HexId) => boolean): { units: string[]; ways: HexId[][]; out: string[] } {
  const keep = [...units];
  const out: string[] = [];
  for (;;) {
    const ways = lineWays(s, ctx, units, (u, h) => (keep.includes(u) ? fits(u, h) : h === s.units[u].hex));
    if (ways.length || !keep.length) return { units: keep, ways: ways.map((w) => w.filter((_, i) => keep.includes(units[i]))), out };
    const i = keep.findLastIndex((u) => !fits(u, s.units[u].hex!));
    out.unshift(...keep.splice(i < 0 ? keep.length - 1 : i, 1));
  }
}

/** The ways still open: those that put every unit already placed (or not of a line) where it stands. */
function liveWays(s: GameState, ctx: Ctx, units: string[], ways: HexId[][]): HexId[][] {
  const fixed = units.map((u) => (unitPlacement(s, ctx, u) ? null : s.units[u].hex));
  return ways.filter((w) => w.every((h, i) => fixed[i] === null || fixed[i] === h));
}

/** The first of `units` still to be placed, and the hexes the open ways leave it. */
function nextActor(s: GameState, ctx: Ctx, units: string[], ways: HexId[][]): { unit: string; hexes: HexId[] } | null {
  const live = liveWays(s, ctx, units, ways);
  for (let i = 0; i < units.length; i++) {
    if (!unitPlacement(s, ctx, units[i])) continue;
    const hexes = [...new Set(live.map((w) => w[i]))].sort();
    if (hexes.length) return { unit: units[i], hexes };
  }
  return null;
}

/**
 * `units` act against `target` (`act`: a charge, opportunity fire, an assault, remote support) standing as in
 * one of `ways` (lineWays). Each unit of a line still to be placed takes its place in the hex of its line it
 * acts from: at once when the open ways leave it one hex (logged), else its owner is asked (the lineStack
 * decision, one unit at a time). It holds that hex for the round. True when a decision was pushed.
 */
export function placeActing(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[], target: HexId, ways: HexId[][], act: LineAct): boolean {
  for (let next = nextActor(d as GameState, ctx, units, ways); next; next = nextActor(d as GameState, ctx, units, ways)) {
    if (next.hexes.length > 1) {
      push(d, { k: 'decide', side: ctx.units[next.unit].side, type: LINE_STACK, rule: DOCTRINE, loc: { target, units, ways, act } });
      return true;
    }
    hold(d, ctx, out, next.unit, next.hexes[0], `${pieceName(ctx, next.unit)} ${ACTS[act](target)} from ${next.hexes[0]}, the hex of its line that reaches it`);
  }
  return false;
}

/** `units` stay where they stand for the rest of the combat round, taking no part: the hex of their line they would act from has no room for them (waysWithRoom). */
export function keepInPlace(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[]): void {
  for (const unit of units) {
    const hex = d.units[unit].hex!;
    hold(d, ctx, out, unit, hex, null);
    log(d, out, `${pieceName(ctx, unit)} stays in ${hex} and takes no part: the line's other hex has no room for it`, { rule: 'NLC 5.3', hexes: [hex] });
  }
}

/** Puts `unit` in `hex` of its line for the rest of the combat round (logged unless `text` is null: it stays where it stood). */
function hold(d: Draft<GameState>, ctx: Ctx, out: Out, unit: string, hex: HexId, text: string | null): void {
  d.units[unit].hex = hex;
  const o = optionalDraft(d);
  if (!o.lineHeld || o.lineHeld.activation !== d.clock.activation) o.lineHeld = { activation: d.clock.activation, units: [] };
  o.lineHeld.units.push(unit);
  if (text !== null) log(d, out, `${text} (the line's hexes at the owner's choice)`, { rule: DOCTRINE, hexes: [hex] });
}

/** A bombardment of `target` is in progress (NLC 8.1: it is not fired back at, so the units in the hex only take its fire). */
const bombarded = (s: GameState, target: HexId): boolean => {
  const c = nlcOf(s).combat;
  return c?.kind === 'bombardment' && c.target === target;
};
const meets = (s: GameState, target: HexId): string => (bombarded(s, target) ? 'is under the bombardment' : 'meets the attack');

/** The next unit the frame asks about: one acting from its line (placeActing), or one standing with the attacked line. */
function nextOf(s: GameState, ctx: Ctx, f: DecideFrame): Placement | undefined {
  const units = f.loc.units as string[] | undefined;
  if (!units) return linePlacements(s, ctx, f.side, f.loc.target as HexId)[0];
  const next = nextActor(s, ctx, units, f.loc.ways as HexId[][]);
  const p = next && unitPlacement(s, ctx, next.unit);
  return p ? { ...p, hexes: next.hexes } : undefined;
}

function placementVeto(s: GameState, ctx: Ctx, f: DecideFrame, unit: string | undefined, hex: HexId | undefined): RuleError | Placement {
  const next = nextOf(s, ctx, f);
  if (!next) return { code: 'nothing', message: 'no unit stands with a line here', rule: DOCTRINE };
  if (unit !== next.unit) return { code: 'one-at-a-time', message: `place ${pieceName(ctx, next.unit)} first`, rule: DOCTRINE };
  if (!hex || !next.hexes.includes(hex)) return { code: 'not-line-hex', message: `${pieceName(ctx, unit)} stands in ${next.hexes.join(' or ')}, the hexes of the line`, rule: DOCTRINE };
  return next;
}

const lineStack: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const target = f.loc.target as HexId;
    const next = nextOf(s, ctx, f);
    if (!next) return 'Place the units standing with the line';
    const line = `${pieceName(ctx, next.unit)} stands with ${pieceName(ctx, next.brigade)} in extended line`;
    if (f.loc.act) return `${line}: it ${ACTS[f.loc.act as LineAct](target)} from the hex you place it in, and stays there for the round`;
    return `${line}: in ${target} it ${meets(s, target)}, in the other hex it stays out of it`;
  },
  options(s, f, ctx) {
    const next = nextOf(s, ctx, f);
    return { units: next ? [next.unit] : [], hexes: next?.hexes ?? [], buttons: [] };
  },
  legal(s, f, ctx) {
    const next = nextOf(s, ctx, f);
    return next ? next.hexes.map((hex) => ({ type: 'choose' as const, side: f.side, n: s.seq, choice: LINE_STACK, units: [next.unit], hex })) : [];
  },
  apply(d, f, cmd, ctx, out) {
    const target = f.loc.target as HexId;
    if (cmd.type !== 'choose' || cmd.choice !== LINE_STACK) reject('bad-choice', `choose "${LINE_STACK}" with a unit and one of the line's hexes`, DOCTRINE);
    const r = placementVeto(d as GameState, ctx, f as DecideFrame, cmd.units?.length === 1 ? cmd.units[0] : undefined, cmd.hex);
    if ('code' in r) reject(r.code, r.message, r.rule);
    const unit = cmd.units![0];
    const name = pieceName(ctx, unit);
    const act = f.loc.act as LineAct | undefined;
    if (act) {
      const { units, ways } = f.loc as { units: string[]; ways: HexId[][] };
      hold(d, ctx, out, unit, cmd.hex!, `${name} ${ACTS[act](target)} from ${cmd.hex}`);
      // the rest follow: placed at once where the open ways leave them one hex, or asked again
      pop(d);
      placeActing(d, ctx, out, units, target, ways, act);
      return;
    }
    hold(d, ctx, out, unit, cmd.hex!, `${name} stands in ${cmd.hex} ${cmd.hex === target ? `and ${meets(d as GameState, target)}` : `out of the ${bombarded(d as GameState, target) ? 'bombardment' : 'attack'}`}`);
    // the combat's defenders are those in the target now
    const c = nlcDraft(d).combat;
    if (c && c.target === target) c.defender.units = unitsAt(d as GameState, ctx, target);
    if (!nextOf(d as GameState, ctx, f as DecideFrame)) pop(d);
  },
};

export const lineStackDecisions: Record<string, DecisionHandler<any>> = { [LINE_STACK]: lineStack };
