// NLC 20.2.3 extended lines (optional, with NLC 20.2 doctrine). In its Formation Movement Segment an
// infantry brigade of combat strength 2 or more may deploy on a hexside, filling the hexes on both sides of
// it (UnitState.line: its own hex first, then the second). Deploying costs the dearer of entering either
// hex; the brigade's strength is halved for all its fire (combat/fire.ts); it exerts its ZOC from both hexes
// (rules/zoc.ts) and fills both (rules/pieces.ts occupancy), so each hex is attacked as a separate target,
// no enemy enters either, and only cavalry and artillery may stack with it. It reverts by moving back into
// either hex (line:revert), or by moving or retreating (the line is left behind: linePartner). Command and
// en bataille with lines: doctrine.ts and divisionCommand.ts. Rulings in orders/rulings.ts (NLC 20.2).
import type { Draft } from 'immer';
import { original } from 'immer';
import type { ChooseCommand, Command, GameState, HexId, RuleError, Side } from '../../../types';
import { latest, peekField } from '../../../core/readView';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { log, reject, type Out } from '../../../core/ops';
import { moveVeto } from '../../../core/module';
import { linePartner, occupancy, otherSide, unitStrength } from '../../../rules/pieces';
import { stackProblem } from '../../../rules/stacking';
import { impassable, zocOf } from '../../../rules/zoc';
import { stepCost } from '../../../rules/movement/stepCost';
import { terrainClass, terrainTable } from '../../../rules/terrainTable';
import { closedTo, seenOccupancy, unseenBy } from '../../../rules/unseen';
import { activePieces, nlcPolicy } from '../movement';
import { DOCTRINE } from './doctrine';

export const LINE = 'line';
export const LINE_REVERT = 'line:revert';
/** NLC 20.2.3: a brigade needs a combat strength of 2 or more to deploy in extended line. */
export const LINE_MIN_STRENGTH = 2;

const err = (code: string, message: string, rule = DOCTRINE): RuleError => ({ code, message, rule });

/** The two hexes a unit in extended line fills, or null. */
export function lineHexes(s: GameState, unit: string): [HexId, HexId] | null {
  const u = s.units[unit];
  const second = u?.line ? linePartner(u) : null;
  return second ? [u.hex!, second] : null;
}

/** NLC 20.2.3: the cost in half MP of deploying between `a` and `b`: the dearer of entering either. */
function deployCost(ctx: Ctx, unit: string, a: HexId, b: HexId): number | RuleError {
  const cls = terrainClass(ctx, ctx.units[unit].type);
  const table = terrainTable(ctx);
  let most = 0;
  for (const [from, to] of [[a, b], [b, a]] as const) {
    const c = stepCost(ctx.map, from, to, cls, false, table);
    if ('prohibited' in c) return err('prohibited', `${ctx.units[unit].name} cannot deploy across to ${b}: ${c.prohibited}`, c.rule);
    most = Math.max(most, c.halves);
  }
  return most;
}

/** Why `unit` may not deploy in extended line between its hex and `second` now, or the cost in half MP. */
export function formVeto(s: GameState, ctx: Ctx, side: Side, unit: string, second: HexId | undefined): RuleError | { halves: number } {
  if (!ruleIn(s, ctx, DOCTRINE)) return err('rule-off', 'extended lines belong to the doctrine option (NLC 20.2), not in play');
  const def = ctx.units[unit];
  const u = s.units[unit];
  if (!def || def.side !== side) return err('not-yours', `"${unit}" is not one of your units`, 'NLC 4');
  if (def.type !== 'infantry') return err('not-infantry', `only infantry brigades deploy in extended line; ${def.name} is ${def.type}`);
  if (!activePieces(s, ctx).includes(unit) || u.status !== 'map' || !u.hex) return err('not-active', `${def.name} may not move now`, 'NLC 4.4');
  if (lineHexes(s, unit)) return err('already', `${def.name} is already in extended line`);
  if (unitStrength(def, u.steps) < LINE_MIN_STRENGTH) return err('too-weak', `${def.name} has a combat strength under ${LINE_MIN_STRENGTH}: too weak to deploy in extended line`);
  const veto = ctx.mayMove(s, unit);
  if (veto) return veto;
  const here = u.hex;
  if (!second || !ctx.map.has(second) || !ctx.map.hexes[here].neighbours.includes(second)) return err('not-adjacent', `deploy onto a hexside of ${here}: name a hex next to it`);
  if (impassable(ctx.map, here, second)) return err('impassable', `the hexside ${here}-${second} cannot be crossed`, 'NLC 5.2');
  // the board as the side sees it (MOP 37.10): hidden forces do not count; their markers close their hexes
  const unseen = unseenBy(s, side);
  const occ = seenOccupancy(s, ctx, side, unseen)[second];
  if (occ && occ.side !== side) return err('enemy', `${second} holds enemy units`);
  if (closedTo(s, ctx, side)?.has(second)) return err('hidden', `${second} holds a hidden force marker`, 'MOP 37.10');
  if (occ?.units.some((o) => o !== unit && ctx.units[o].type === 'infantry')) return err('infantry', `${second} holds other infantry: a brigade in extended line stacks only with cavalry and artillery`);
  // ruling: a line is deployed out of contact; in an enemy ZOC the brigade stands and fights as it is
  const zoc = zocOf(s, ctx, otherSide(ctx, side), unseen as string[]);
  if (zoc.has(here) || zoc.has(second)) return err('zoc', `${zoc.has(here) ? here : second} is in an enemy ZOC: a line is deployed only out of contact (ruling)`);
  const halves = deployCost(ctx, unit, here, second);
  if (typeof halves !== 'number') return halves;
  const spent = u.movedIn === s.clock.activation ? u.mpSpentHalves : 0;
  const allowance = def.movement * 2 + (nlcPolicy(s, ctx, [unit]).mpAdjustHalves?.(unit) ?? 0);
  if (spent + halves > allowance) return err('mp', `${def.name} has ${(allowance - spent) / 2} MP left; deploying to ${second} costs ${halves / 2}`, 'NLC 20.2');
  // orders, command range and the en colonne allowance judge the brigade as if it stepped into the second hex
  const orders = moveVeto(ctx, s, [unit], here, [second], halves);
  if (orders) return orders;
  return { halves };
}

/** Why `unit` may not revert from extended line into `hex` now, or null. */
export function revertVeto(s: GameState, ctx: Ctx, side: Side, unit: string, hex: HexId | undefined): RuleError | null {
  const def = ctx.units[unit];
  if (!def || def.side !== side) return err('not-yours', `"${unit}" is not one of your units`, 'NLC 4');
  const line = lineHexes(s, unit);
  if (!line) return err('no-line', `${def.name} is not in extended line`);
  if (!activePieces(s, ctx).includes(unit)) return err('not-active', `${def.name} may not move now`, 'NLC 4.4');
  if (!hex || !line.includes(hex)) return err('not-line-hex', `${def.name} reverts into one of its two hexes, ${line[0]} or ${line[1]}`);
  // NLC 5.3: forming in the second hex joins what stands there (cavalry or artillery) within the stacking limit
  if (hex !== line[0]) {
    const there = (occupancy(s, ctx)[hex]?.units ?? []).filter((o) => o !== unit && s.units[o].hex === hex);
    const over = stackProblem(s, ctx, hex, [...there, unit]);
    if (over) return { ...over, message: `${def.name} cannot form in ${hex}: ${over.message}` };
  }
  return null;
}

/** The extended-line commands of `side`'s movement segment (listed by the movement decision, Hooks.movementCommands). */
export function lineCommands(s: GameState, ctx: Ctx, side: Side): Command[] {
  if (!ruleIn(s, ctx, DOCTRINE)) return [];
  const out: Command[] = [];
  for (const id of activePieces(s, ctx)) {
    const def = ctx.units[id];
    if (!def || def.type !== 'infantry' || def.side !== side) continue;
    const line = lineHexes(s, id);
    if (line) {
      for (const hex of line) if (!revertVeto(s, ctx, side, id, hex)) out.push({ type: 'choose', side, n: s.seq, choice: LINE_REVERT, units: [id], hex });
      continue;
    }
    const u = s.units[id];
    if (u.status !== 'map' || !u.hex || unitStrength(def, u.steps) < LINE_MIN_STRENGTH) continue;
    for (const second of [...ctx.map.hexes[u.hex].neighbours].sort()) {
      if (!('code' in formVeto(s, ctx, side, id, second))) out.push({ type: 'choose', side, n: s.seq, choice: LINE, units: [id], hex: second });
    }
  }
  return out;
}

/** `choose line` (units: the brigade, hex: the second hex) and `choose line:revert` (hex: the hex it keeps). */
export function applyLineCommand(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, cmd: ChooseCommand): boolean {
  if (cmd.choice !== LINE && cmd.choice !== LINE_REVERT) return false;
  const s = original(d) ?? (d as GameState);
  if ((cmd.units ?? []).length !== 1) reject('one-brigade', 'name one brigade', DOCTRINE);
  const id = cmd.units![0];
  const name = ctx.units[id]?.name ?? id;
  if (cmd.choice === LINE) {
    const r = formVeto(s, ctx, side, id, cmd.hex);
    if ('code' in r) reject(r.code, r.message, r.rule);
    const u = d.units[id];
    if (u.movedIn !== d.clock.activation) u.mpSpentHalves = 0;
    u.movedIn = d.clock.activation;
    u.mpSpentHalves += (r as { halves: number }).halves;
    u.line = [u.hex!, cmd.hex!];
    log(d, out, `${name} deploys in extended line between ${u.hex} and ${cmd.hex} (${(r as { halves: number }).halves / 2} MP): strength halved, fills both hexes`, { rule: DOCTRINE, hexes: [u.hex!, cmd.hex!] });
    return true;
  }
  const v = revertVeto(s, ctx, side, id, cmd.hex);
  if (v) reject(v.code, v.message, v.rule);
  const u = d.units[id];
  u.hex = cmd.hex!;
  delete u.line;
  log(d, out, `${name} ends its extended line and forms in ${cmd.hex}`, { rule: DOCTRINE, hexes: [cmd.hex!] });
  return true;
}

/** A brigade that moved or retreated has left its line: the record goes (its second hex was already let go). */
export function dropStaleLines(d: Draft<GameState>, ctx: Ctx): void {
  if (!ruleIn(d, ctx, DOCTRINE)) return;
  for (const id of ctx.unitIds) {
    const u = d.units[id];
    if (u.line && !linePartner(u)) delete u.line;
  }
}

/** Pieces that moved revert first (ruling): a brigade in line moves from its own hex, leaving the line. */
export function lineMoved(d: Draft<GameState>, pieces: string[]): void {
  // after every move: looked at without drafting (core/readView.ts)
  const units = latest(peekField(d as GameState, 'units'));
  for (const id of pieces) if (latest(units[id])?.line) delete d.units[id].line;
}

/** NLC 20.2.3: friendly infantry may not end a move in the second hex of a brigade in extended line. */
export function lineStackVeto(s: GameState, ctx: Ctx, pieces: string[], path: string[]): RuleError | null {
  if (!path.length || !pieces.some((p) => ctx.units[p]?.type === 'infantry') || !ruleIn(s, ctx, DOCTRINE)) return null;
  const dest = path[path.length - 1];
  for (const id of ctx.unitIds) {
    const u = s.units[id];
    if (!u.line || pieces.includes(id) || linePartner(u) !== dest) continue;
    if (ctx.units[id].side === ctx.units[pieces[0]].side) {
      return err('line-stack', `${ctx.units[id].name} stands in extended line across ${dest}: no other infantry may stack there`);
    }
  }
  return null;
}
