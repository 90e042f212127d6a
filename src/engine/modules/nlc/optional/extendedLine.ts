// NLC 20.2.3 extended lines (optional, with NLC 20.2 doctrine). In its Formation Movement Segment an
// infantry brigade of combat strength 2 or more may deploy on a hexside, filling the hexes on both sides of
// it (UnitState.line: its own hex first, then the second). Deploying, and each step of the line moving as a
// line (line:move, hexside to neighbouring hexside), costs the dearer of entering either hex; the brigade's
// strength is halved for all its fire (combat/fire.ts); it exerts its ZOC from both hexes (rules/zoc.ts) and
// fills both (rules/pieces.ts occupancy), so each hex is attacked as a separate target, no enemy enters
// either, and only cavalry and artillery may stack with it (placed by their owner when a hex of the line is
// assaulted, charged or bombarded, and when they act from it, in bombardments, charges, assaults, reaction
// charges, opportunity fire and remote support: lineStacking.ts). It reverts by moving
// back into either hex (line:revert) or by an ordinary move (the line is left behind: linePartner); in a
// retreat its owner reverts or keeps the line (lineRetreatOptions, combat/resolve.ts). Command and en
// bataille with lines: doctrine.ts and divisionCommand.ts. Rulings in orders/rulings.ts (NLC 20.2).
import type { Draft } from 'immer';
import type { ChooseCommand, Command, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { latest, peekField, originalOf } from '../../../core/readView';
import { log, reject, type Out } from '../../../core/ops';
import { moveVeto } from '../../../core/module';
import { linePartner, occupancy, otherSide, unitStrength } from '../../../rules/pieces';
import { joinProblem } from '../../../rules/stacking';
import { impassable, zocOf } from '../../../rules/zoc';
import { stepCost } from '../../../rules/movement/stepCost';
import { terrainClass, terrainTable } from '../../../rules/terrainTable';
import { closedTo, seenOccupancy, unseenBy } from '../../../rules/unseen';
import { activePieces, nlcPolicy } from '../movement';
import { retreatOptions, type RetreatOption } from '../combat/terrain';
import { updateControl } from '../../../rules/victory';
import { DOCTRINE } from './doctrine';

export const LINE = 'line';
export const LINE_REVERT = 'line:revert';
export const LINE_MOVE = 'line:move';
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

/**
 * What the hexes of a placement must allow (deploying or moving a line, NLC 20.2.3): no enemy units and no
 * hidden-force marker (as the side sees the board, MOP 37.10), no other infantry; `mine` are the hexes the
 * brigade may share with itself.
 */
function placementVeto(s: GameState, ctx: Ctx, side: Side, unit: string, hexes: HexId[]): RuleError | null {
  const unseen = unseenBy(s, side);
  const seen = seenOccupancy(s, ctx, side, unseen);
  const closed = closedTo(s, ctx, side);
  for (const h of hexes) {
    const occ = seen[h];
    if (occ && occ.side !== side) return err('enemy', `${h} holds enemy units`);
    if (closed?.has(h)) return err('hidden', `${h} holds a hidden force marker`, 'MOP 37.10');
    if (occ?.units.some((o) => o !== unit && ctx.units[o].type === 'infantry')) return err('infantry', `${h} holds other infantry: a brigade in extended line stacks only with cavalry and artillery`);
    // NLC 5.3: with the cavalry and artillery there, within the stacking limit
    const over = joinProblem(s, ctx, h, occupancy(s, ctx)[h]?.units ?? [], [unit]);
    if (over) return { ...over, message: `${ctx.units[unit].name} cannot stand in ${h}: ${over.message}` };
  }
  return null;
}

/** The brigade's movement allowance in half MP, and what it has spent in this activation. */
function allowanceOf(s: GameState, ctx: Ctx, unit: string): { allowance: number; spent: number } {
  const u = s.units[unit];
  return {
    spent: u.movedIn === s.clock.activation ? u.mpSpentHalves : 0,
    allowance: ctx.units[unit].movement * 2 + (nlcPolicy(s, ctx, [unit]).mpAdjustHalves?.(unit) ?? 0),
  };
}

/** The shared checks of deploying and moving a line: the option, the brigade, its strength, its right to move. */
function brigadeVeto(s: GameState, ctx: Ctx, side: Side, unit: string): RuleError | null {
  if (!ruleIn(s, ctx, DOCTRINE)) return err('rule-off', 'extended lines belong to the doctrine option (NLC 20.2), not in play');
  const def = ctx.units[unit];
  const u = s.units[unit];
  if (!def || def.side !== side) return err('not-yours', `"${unit}" is not one of your units`, 'NLC 4');
  if (def.type !== 'infantry') return err('not-infantry', `only infantry brigades deploy in extended line; ${def.name} is ${def.type}`);
  if (!activePieces(s, ctx).includes(unit) || u.status !== 'map' || !u.hex) return err('not-active', `${def.name} may not move now`, 'NLC 4.4');
  if (unitStrength(def, u.steps) < LINE_MIN_STRENGTH) return err('too-weak', `${def.name} has a combat strength under ${LINE_MIN_STRENGTH}: too weak to deploy in extended line`);
  return ctx.mayMove(s, unit);
}

/** Why `unit` may not deploy in extended line between its hex and `second` now, or the cost in half MP. */
export function formVeto(s: GameState, ctx: Ctx, side: Side, unit: string, second: HexId | undefined): RuleError | { halves: number } {
  const veto = brigadeVeto(s, ctx, side, unit);
  if (veto) return veto;
  const def = ctx.units[unit];
  const u = s.units[unit];
  if (lineHexes(s, unit)) return err('already', `${def.name} is already in extended line`);
  const here = u.hex!;
  if (!second || !ctx.map.has(second) || !ctx.map.hexes[here].neighbours.includes(second)) return err('not-adjacent', `deploy onto a hexside of ${here}: name a hex next to it`);
  if (impassable(ctx.map, here, second)) return err('impassable', `the hexside ${here}-${second} cannot be crossed`, 'NLC 5.2');
  const place = placementVeto(s, ctx, side, unit, [second]);
  if (place) return place;
  // ruling: a line is deployed out of contact; in an enemy ZOC the brigade stands and fights as it is
  const zoc = zocOf(s, ctx, otherSide(ctx, side), unseenBy(s, side) as string[]);
  if (zoc.has(here) || zoc.has(second)) return err('zoc', `${zoc.has(here) ? here : second} is in an enemy ZOC: a line is deployed only out of contact (ruling)`);
  const halves = deployCost(ctx, unit, here, second);
  if (typeof halves !== 'number') return halves;
  const { spent, allowance } = allowanceOf(s, ctx, unit);
  if (spent + halves > allowance) return err('mp', `${def.name} has ${(allowance - spent) / 2} MP left; deploying to ${second} costs ${halves / 2}`, 'NLC 20.2');
  // orders, command range and the en colonne allowance judge the brigade as if it stepped into the second hex
  const orders = moveVeto(ctx, s, [unit], here, [second], halves);
  if (orders) return orders;
  return { halves };
}

/** `a` and `b` are the same hex or neighbours (a half of a line moves at most one hex in a step). */
const withinOne = (ctx: Ctx, a: HexId, b: HexId) => a === b || ctx.map.hexes[a].neighbours.includes(b);

/**
 * NLC 20.2.3: the cost in half MP of entering `to` for the half of a line coming from `from` (across the
 * new hexside from `partner` when the half stays where it is), or why it may not.
 */
function halfCost(ctx: Ctx, unit: string, from: HexId, to: HexId, partner: HexId): number | RuleError {
  const origin = from === to ? partner : from;
  if (impassable(ctx.map, origin, to)) return err('impassable', `the hexside ${origin}-${to} cannot be crossed`, 'NLC 5.2');
  const c = stepCost(ctx.map, origin, to, terrainClass(ctx, ctx.units[unit].type), false, terrainTable(ctx));
  if ('prohibited' in c) return err('prohibited', `${ctx.units[unit].name} cannot enter ${to}: ${c.prohibited}`, c.rule);
  return c.halves;
}

/**
 * Why the brigade in extended line `unit` may not move as a line onto the hexside between `first` (where
 * the half in its own hex goes) and `second` (where the other half goes), or the cost in half MP. Each half
 * moves at most one hex (or stays), so the counter goes to a neighbouring hexside; it pays the dearer of
 * entering either hex, like a deployment.
 */
export function lineMoveVeto(s: GameState, ctx: Ctx, side: Side, unit: string, first: HexId | undefined, second: HexId | undefined): RuleError | { halves: number } {
  const base = lineMoveBase(s, ctx, side, unit);
  return 'code' in base ? base : lineStepVeto(s, ctx, side, unit, base, first, second);
}

/** What a line's every step shares: the line, and the allowance left (asked once when the steps are listed). */
interface LineBase {
  line: [HexId, HexId];
  left: number;
}

/** Why the brigade may not move as a line at all now, or its line and the allowance it has left. */
function lineMoveBase(s: GameState, ctx: Ctx, side: Side, unit: string): RuleError | LineBase {
  const veto = brigadeVeto(s, ctx, side, unit);
  if (veto) return veto;
  const line = lineHexes(s, unit);
  if (!line) return err('no-line', `${ctx.units[unit].name} is not in extended line`);
  const [a, b] = line;
  // NLC 5.4: a line in contact stands (like a unit that began in an enemy ZOC, it leaves only by revert, advance or retreat)
  const zoc = zocOf(s, ctx, otherSide(ctx, side), unseenBy(s, side) as string[]);
  if (zoc.has(a) || zoc.has(b)) return err('zoc', `${zoc.has(a) ? a : b} is in an enemy ZOC: the line may not move on as a line`, 'NLC 5.4');
  const { spent, allowance } = allowanceOf(s, ctx, unit);
  return { line, left: allowance - spent };
}

/** Why the line may not step onto `first`-`second`, or the cost in half MP. */
function lineStepVeto(s: GameState, ctx: Ctx, side: Side, unit: string, base: LineBase, first: HexId | undefined, second: HexId | undefined): RuleError | { halves: number } {
  const def = ctx.units[unit];
  const [a, b] = base.line;
  if (!first || !second || !ctx.map.has(first) || !ctx.map.has(second) || !ctx.map.hexes[first].neighbours.includes(second)) {
    return err('not-hexside', `a line moves onto a hexside: name two neighbouring hexes`);
  }
  if ((first === a && second === b) || (first === b && second === a)) return err('same-hexside', `${def.name} already stands on the hexside ${a}-${b}`);
  if (!withinOne(ctx, a, first) || !withinOne(ctx, b, second)) {
    return err('too-far', `each half of ${def.name}'s line moves at most one hex: ${a} to ${first} and ${b} to ${second} is not a step`);
  }
  const ca = halfCost(ctx, unit, a, first, second);
  if (typeof ca !== 'number') return ca;
  const cb = halfCost(ctx, unit, b, second, first);
  if (typeof cb !== 'number') return cb;
  const halves = Math.max(ca, cb);
  if (halves > base.left) return err('mp', `${def.name} has ${base.left / 2} MP left; moving the line to ${first}-${second} costs ${halves / 2}`, 'NLC 20.2');
  const place = placementVeto(s, ctx, side, unit, [first, second]);
  if (place) return place;
  // orders, command range and the en colonne allowance judge each half as a step into its new hex
  const orders = (first !== a ? moveVeto(ctx, s, [unit], a, [first], halves) : null) ?? (second !== b ? moveVeto(ctx, s, [unit], b, [second], halves) : null);
  if (orders) return orders;
  return { halves };
}

/** The placements a line at a-b may step to: [the hex its own half goes to, the other half's]. */
function lineSteps(ctx: Ctx, a: HexId, b: HexId): [HexId, HexId][] {
  const out: [HexId, HexId][] = [];
  for (const p of [a, ...ctx.map.hexes[a].neighbours].sort()) {
    for (const q of [b, ...ctx.map.hexes[b].neighbours].sort()) {
      if (p !== q && !(p === a && q === b) && !(p === b && q === a) && ctx.map.hexes[p].neighbours.includes(q)) out.push([p, q]);
    }
  }
  return out;
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
    const there = (occupancy(s, ctx)[hex]?.units ?? []).filter((o) => s.units[o].hex === hex);
    const over = joinProblem(s, ctx, hex, there, [unit]);
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
      // a hexside reached either way round is listed once (the first way that is legal)
      const base = lineMoveBase(s, ctx, side, id);
      if ('code' in base) continue;
      const placed = new Set<string>();
      for (const [first, second] of lineSteps(ctx, line[0], line[1])) {
        const key = first < second ? first + '|' + second : second + '|' + first;
        if (placed.has(key) || 'code' in lineStepVeto(s, ctx, side, id, base, first, second)) continue;
        placed.add(key);
        out.push({ type: 'choose', side, n: s.seq, choice: LINE_MOVE, units: [id], hex: first, second });
      }
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

/** Spend `halves` of the brigade's allowance in this activation. */
function spend(d: Draft<GameState>, unit: string, halves: number): void {
  const u = d.units[unit];
  if (u.movedIn !== d.clock.activation) u.mpSpentHalves = 0;
  u.movedIn = d.clock.activation;
  u.mpSpentHalves += halves;
}

/**
 * `choose line` (units: the brigade, hex: the second hex), `choose line:revert` (hex: the hex it keeps) and
 * `choose line:move` (hex: where its own half goes, second: the other half's). Answers false when the
 * command is not one of these, else the hexes the brigade entered (for reaction charges, NLC 7.9).
 */
export function applyLineCommand(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, cmd: ChooseCommand): false | HexId[] {
  if (cmd.choice !== LINE && cmd.choice !== LINE_REVERT && cmd.choice !== LINE_MOVE) return false;
  const s = originalOf(d) ?? (d as GameState);
  if ((cmd.units ?? []).length !== 1) reject('one-brigade', 'name one brigade', DOCTRINE);
  const id = cmd.units![0];
  const name = ctx.units[id]?.name ?? id;
  if (cmd.choice === LINE) {
    const r = formVeto(s, ctx, side, id, cmd.hex);
    if ('code' in r) reject(r.code, r.message, r.rule);
    const u = d.units[id];
    spend(d, id, (r as { halves: number }).halves);
    u.line = [u.hex!, cmd.hex!];
    log(d, out, `${name} deploys in extended line between ${u.hex} and ${cmd.hex} (${(r as { halves: number }).halves / 2} MP): strength halved, fills both hexes`, { rule: DOCTRINE, hexes: [u.hex!, cmd.hex!] });
    return [];
  }
  if (cmd.choice === LINE_MOVE) {
    const r = lineMoveVeto(s, ctx, side, id, cmd.hex, cmd.second);
    if ('code' in r) reject(r.code, r.message, r.rule);
    const [a, b] = lineHexes(s, id)!;
    const first = cmd.hex!;
    const second = cmd.second!;
    spend(d, id, (r as { halves: number }).halves);
    d.units[id].hex = first;
    d.units[id].line = [first, second];
    const entered = [first, second].filter((h) => h !== a && h !== b);
    // NLC 11.1, 11.4: the line displaces leaders and takes HQs in the hexes it enters, and holds them
    for (const h of entered) for (const hook of ctx.onEnterHex) hook(d, ctx, out, side, h, [id]);
    updateControl(d, ctx, entered, side);
    out.events.push({ type: 'moved', units: [id], path: [first], from: a, visibleTo: 'all' });
    log(d, out, `${name} moves in extended line from ${a}-${b} to ${first}-${second} (${(r as { halves: number }).halves / 2} MP)`, { rule: DOCTRINE, hexes: [a, b, first, second] });
    return entered;
  }
  const v = revertVeto(s, ctx, side, id, cmd.hex);
  if (v) reject(v.code, v.message, v.rule);
  const u = d.units[id];
  u.hex = cmd.hex!;
  delete u.line;
  log(d, out, `${name} ends its extended line and forms in ${cmd.hex}`, { rule: DOCTRINE, hexes: [cmd.hex!] });
  return [];
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

/**
 * NLC 20.2.3: where a retreating stack holding a brigade in extended line may go. It reverts and retreats
 * from either of its hexes into any hex next to it (a hex next to the hexside: the two at its ends are next
 * to both), or it keeps the line: each imagined half goes one hex back into a hex it may retreat into, the
 * two next to each other, and the counter goes on the hexside between them (`second`); a half may go into
 * the hex the other leaves, but neither into `fought` (the hex of the line in the combat). What stands with
 * the brigade in its own hex goes with the counter.
 */
export function lineRetreatOptions(s: GameState, ctx: Ctx, side: Side, units: string[], visited: HexId[], zocIgnore: string[], fought: HexId): RetreatOption[] {
  const brigade = units.find((u) => linePartner(s.units[u]))!;
  const [a, b] = lineHexes(s, brigade)!;
  const exclude = [...visited, a, b];
  const out = new Map<string, RetreatOption>();
  let off: RetreatOption | undefined;
  for (const at of [a, b]) {
    for (const o of retreatOptions(s, ctx, side, units, at, exclude, zocIgnore)) {
      if (o.offMap) off ??= o;
      else if (!out.has(o.hex)) out.set(o.hex, o);
    }
  }
  const reverts = [...out.values()].sort((x, y) => (x.hex < y.hex ? -1 : 1));
  const occ = occupancy(s, ctx);
  const otherInfantry = (h: HexId) => (occ[h]?.units ?? []).some((o) => !units.includes(o) && ctx.units[o].type === 'infantry');
  // a half may go back into the hex the other half leaves (a line retreating straight back), never into the hex fought over
  const halves = retreatOptions(s, ctx, side, [brigade], b, [...visited, b, fought], zocIgnore).filter((o) => !o.offMap && !o.overflow && !otherInfantry(o.hex));
  const kept: RetreatOption[] = [];
  const placed = new Set<string>([a < b ? a + '|' + b : b + '|' + a]);
  for (const p of retreatOptions(s, ctx, side, units, a, [...visited, a, fought], zocIgnore)) {
    if (p.offMap || p.overflow || otherInfantry(p.hex)) continue;
    for (const q of halves) {
      const key = p.hex < q.hex ? p.hex + '|' + q.hex : q.hex + '|' + p.hex;
      if (p.hex === q.hex || placed.has(key) || !ctx.map.hexes[p.hex].neighbours.includes(q.hex)) continue;
      placed.add(key);
      kept.push({ hex: p.hex, second: q.hex, zoc: p.zoc || q.zoc, overflow: false });
    }
  }
  return [...reverts, ...kept, ...(off ? [off] : [])];
}

/** NLC 20.2.3: the brigade among `moving` keeps its extended line on the hexside `first`-`second` after its retreat. */
export function keepLine(d: Draft<GameState>, ctx: Ctx, out: Out, moving: string[], first: HexId, second: HexId): void {
  for (const id of moving) {
    const u = d.units[id];
    if (!u.line) continue;
    const [a, b] = u.line;
    u.line = [first, second];
    log(d, out, `${ctx.units[id].name} retreats in extended line from ${a}-${b} to ${first}-${second}`, { rule: DOCTRINE, hexes: [a, b, first, second] });
  }
}
