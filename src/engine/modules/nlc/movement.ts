// The NLC Formation Movement Segment (NLC 4.5 III): which pieces may move, under which ZOC, night and
// entry conditions (NLC 5.4, 5.5, 9, 11.1, 15, 16), and the move and exit commands.
import { maskedName } from '../../rules/hidden';
import { isDraft, type Draft } from 'immer';
import type { Command, GameState, HexId, MoveCommand, ChooseCommand, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { log, reject, type Out } from '../../core/ops';
import { checkPath, entryOwnCost, moverInfo, type MoverInfo, type MovePolicy } from '../../rules/movement/reach';
import { destinationPaths, groupDestinations, noteListed } from '../../rules/movement/reachReuse';
import { listedMove } from '../../rules/movement/listedMoves';
import type { StepCost } from '../../rules/movement/stepCost';
import { isLeader, moveClass, occupancy, otherSide, pieceHex, pieceName, sideName, unitsOf } from '../../rules/pieces';
import { zocAndChateaux } from '../../rules/zoc';
import { chateauFort } from './combat/terrain';
import { ruleIn } from '../../core/ctx';
import { moraleCheck } from './morale';
import { routAndSpread, routs } from './rout';
import { checkDemoralization } from './losses';
import { isNight } from '../../rules/clock';
import { updateControl } from '../../rules/victory';
import { nlcOf, nlcDraft } from './state';
import { exitVeto, moveVeto, unitDemoralizedBy, unitFormation } from '../../core/module';
import { arrivalOf } from '../../rules/arrival';
import { memoOn } from '../../rules/memo';
import { closedTo, markersSeenBy, seenOccupancy, unseenBy } from '../../rules/unseen';
import { latest, peekField, readView, originalOf } from '../../core/readView';
import { pieceNow, setPiece } from '../../core/pieceWrite';
import { hooksOf } from '../../core/hookAnswer';

/** Formation of a piece (a leader's own formation; an OC has none). */
export function formationOf(ctx: Ctx, id: string): string | null {
  return ctx.units[id]?.formation ?? ctx.leaders[id]?.formation ?? null;
}

/** A reinforcement may enter now: its formation is active and its turn has come (NLC 9). */
export function mayEnterNow(s: GameState, ctx: Ctx, id: string): boolean {
  const p = s.units[id] ?? s.leaders[id];
  const arr = arrivalOf(s, ctx, id);
  return p.status === 'pending' && !!arr && arr.turn <= s.clock.turn;
}

/** Pieces the active formation action may move (NLC 4.4: formation leaders with their formation, the OC once a turn). */
export function activePieces(s: GameState, ctx: Ctx): readonly string[] {
  // asked many times of one state (legal moves, each move's check, orders' enforcement per unit)
  return memoOn(s, 'nlc.activePieces', () => Object.freeze(computeActivePieces(s, ctx)));
}

function computeActivePieces(s: GameState, ctx: Ctx): string[] {
  const n = nlcOf(s);
  const side = n.activeSide;
  if (!side) return [];
  const out: string[] = [];
  const units = unitsOf(s);
  for (const id of ctx.unitIds) {
    // NLC 12.13: a division assigned to another corps acts with that corps (unitFormation)
    if (!n.active.includes(unitFormation(s, ctx, id))) continue;
    // NLC 8.1: foot artillery that bombarded does not move in the movement segment
    if (n.bombarded.includes(id) && ctx.units[id].type === 'foot artillery') continue;
    // NLC 7.7: cavalry that charged this turn does not move
    if (n.charged.includes(id)) continue;
    if (units[id].status === 'map' || mayEnterNow(s, ctx, id)) out.push(id);
  }
  for (const id of ctx.leaderIds) {
    const l = ctx.leaders[id];
    if (l.side !== side) continue;
    const st = s.leaders[id];
    if (st.status !== 'map' && !mayEnterNow(s, ctx, id)) continue;
    if (l.formation && n.active.includes(l.formation)) out.push(id);
    // NLC 4.4: the OC moves in one friendly action a turn (and may go on moving within it)
    else if (l.role === 'overall' && (!n.ocMoved.includes(id) || st.movedIn === s.clock.activation)) out.push(id);
    // NLC 12.14: like an OC, a wing commander moves once a turn, in an action where his wing's units move
    else if (l.role === 'wing' && (!n.ocMoved.includes(id) || st.movedIn === s.clock.activation) && ctx.scenario.command?.wings.some((w) => w.leader === id && w.formations.some((f) => n.active.includes(f)))) out.push(id);
  }
  return out;
}

/** The NLC conditions for one group's move. */
export function nlcPolicy(s: GameState, ctx: Ctx, pieces: string[]): MovePolicy {
  const n = nlcOf(s);
  const side = (ctx.units[pieces[0]] ?? ctx.leaders[pieces[0]])?.side as Side;
  const night = isNight(ctx.scenario, s.clock.turn);
  const units = pieces.filter((p) => !isLeader(ctx, p));
  const nonCav = units.some((u) => moveClass(ctx.units[u].type) !== 'cavalry');
  // MOP 37.10 (rules/unseen.ts): the group moves on the board as its side sees it; enemy hidden forces count for nothing until revealed
  const unseen = unseenBy(s, side);
  const { zoc: enemyZoc, chateaux } = zocAndChateaux(s, ctx, otherSide(ctx, side), unseen);
  const from = pieceHex(s, pieces[0]);
  // NLC 10: a single infantry unit in a chateau is not affected by enemy ZOCs (two units make it clear terrain)
  const inChateau = !!from && units.length === 1 && chateauFort(s, ctx, from);
  const locked =
    nonCav && !inChateau && !!from && enemyZoc.has(from) && units.some((u) => n.zocLocked.includes(u)) &&
    // a module may free them, the +1 MP for leaving still paid (Hooks.zocUnlock: MOP A.I 19 Mobile Defense)
    !hooksOf(ctx, 'zocUnlock').some((hk) => hk(s, ctx, units));
  const pending = pieces.filter((p) => (s.units[p] ?? s.leaders[p]).status === 'pending');
  const policy: MovePolicy = {
    // cavalry and leaders ignore ZOCs (NLC 5.4) except that nobody enters one at night and a lone leader
    // needs friendly units there (NLC 11.1)
    enemyZoc: nonCav || night || units.length === 0 ? enemyZoc : null,
    chateauZoc: chateaux,
    lockedInZoc: locked,
    zocLeaveCost: nonCav && !inChateau,
    // the night ban concerns units (NLC 16): a leader may still join his units in an enemy ZOC (NLC 11.1)
    enterZoc: units.length === 0 ? 'friendlyOnly' : night ? 'no' : 'yes',
    // NLC 15 (and module reasons for its effects, e.g. MOP 37.7 out of supply; not cumulative)
    mpAdjustHalves: (id) =>
      (ctx.units[id] && (n.demoralizedFormations.includes(ctx.units[id].formation) || unitDemoralizedBy(ctx, s, id)) ? -2 : 0) +
      // module changes to the allowance (NLC 20.2.1 en colonne)
      hooksOf(ctx, 'mpAdjustHalves').reduce((a, hk) => a + (hk(s, ctx, id) ?? 0), 0),
  };
  // module step costs (MOP 37.4 mud, 37.9 damaged spans)
  // settled once per group (Hooks.moveStepFor): a module that changes no step of this search is left out of it
  const steps: ((from: HexId, to: HexId, c: StepCost) => StepCost)[] = [];
  for (const m of ctx.modules) {
    const h = m.hooks;
    if (!h?.moveStep) continue;
    if (h.moveStepFor) {
      const f = h.moveStepFor(s, ctx, pieces);
      if (f) steps.push(f);
      if (f?.readsPieces) policy.stepReadsPieces = true;
    } else {
      const step = h.moveStep;
      steps.push((from, to, c) => step(s, ctx, pieces, from, to, c));
      // what a step-by-step hook reads is not known
      policy.stepReadsPieces = true;
    }
  }
  if (steps.length === 1) policy.stepAdjust = steps[0];
  else if (steps.length) {
    policy.stepAdjust = (from, to, c) => {
      let out = c;
      for (const f of steps) out = f(from, to, out);
      return out;
    };
  }
  if (unseen.length) policy.occupancy = seenOccupancy(s, ctx, side, unseen);
  const markers = markersSeenBy(s, side);
  const closed = closedTo(s, ctx, side, markers);
  if (closed) policy.closed = closed;
  // NLC 9: a marker on the entry hex blocks it (whatever it covers): the closest free hexes are used
  if (pending.length) policy.entry = { hexes: entryHexes(s, ctx, pieces[0], enemyZoc, policy.occupancy, markers), usedHalves: n.entryUsed };
  return policy;
}

/** NLC 9: the arrival hex, or when it is blocked or in an enemy ZOC the closest free hexes. */
export function entryHexes(s: GameState, ctx: Ctx, id: string, enemyZoc: Set<HexId>, occ = occupancy(s, ctx), markers: ReadonlySet<HexId> | null = null): HexId[] {
  const def = ctx.units[id] ?? ctx.leaders[id];
  const at = (arrivalOf(s, ctx, id) ?? def.arrives!).hex;
  // MOP 37.10: as the arriving side sees the board (occ without enemy hidden forces; their markers block)
  const free = (h: HexId) => !enemyZoc.has(h) && !(occ[h] && occ[h].side !== def.side) && !markers?.has(h);
  if (free(at)) return [at];
  for (let r = 1; r <= 3; r++) {
    const ring = ctx.map.inRange(at, r).filter((h) => ctx.map.distance(at, h) === r && free(h));
    if (ring.length) return ring;
  }
  return [];
}

export function moveLegal(s: GameState, ctx: Ctx, side: Side): Command[] {
  const n = s.seq;
  const out: Command[] = [];
  const groups: string[][] = [];
  const byHex: Record<string, string[]> = {};
  for (const id of activePieces(s, ctx)) {
    groups.push([id]);
    const p = s.units[id] ?? s.leaders[id];
    const key = p.status === 'pending' ? 'in:' + (arrivalOf(s, ctx, id) ?? (ctx.units[id] ?? ctx.leaders[id]).arrives!).hex : p.hex!;
    (byHex[key] ??= []).push(id);
  }
  for (const k of Object.keys(byHex).sort()) if (byHex[k].length > 1) groups.push(byHex[k]);
  for (const g of groups) {
    const policy = nlcPolicy(s, ctx, g);
    // the search of the state listed before when the move made since left it as it was (reachReuse.ts)
    const r = groupDestinations(s, ctx, g, policy);
    if ('code' in r) continue;
    const ok = new Set<HexId>();
    const paths = destinationPaths(s, g, r);
    for (let i = 0; i < r.dests.length; i++) {
      const dest = r.dests[i];
      const path = paths[i];
      // NLC 12: orders and command range may forbid the path
      if (!moveVeto(ctx, s, g, r.mover.from, path, r.reach.cost.get(dest)!)) {
        out.push({ type: 'move', side, n, units: g, path });
        ok.add(dest);
      }
    }
    // applying one of these moves to this state need not establish them again (listedMoves.ts)
    noteListed(s, g, { mover: r.mover, policy, reach: r.reach, ok });
    if (r.mover.from && mayExit(s, ctx, r.mover.from, r.mover.leftHalves, r.mover.fresh) && !exitVeto(ctx, s, side, g, r.mover.from)) {
      out.push({ type: 'choose', side, n, choice: 'exit', units: g });
    }
  }
  return out;
}

function mayExit(s: GameState, ctx: Ctx, hex: HexId, leftHalves: number, fresh: boolean): boolean {
  // the edge of the playing area: a battle's window edge is the map edge (scenario/window.ts)
  return ctx.map.isEdge(hex) && (leftHalves >= 2 || fresh);
}

/** The pieces of a move: the mover's own, active now, not held by a bombardment (NLC 8.1) or a charge (NLC 7.7). */
function checkPieces(s: GameState, ctx: Ctx, side: Side, units: readonly string[]): void {
  const allowed = activePieces(s, ctx);
  for (const id of units) {
    if ((ctx.units[id] ?? ctx.leaders[id])?.side !== side && (ctx.units[id] ?? ctx.leaders[id])) {
      reject('not-yours', `${pieceName(ctx, id)} is not a ${sideName(ctx, side)} piece`, 'NLC 4');
    }
    if (nlcOf(s).bombarded.includes(id) && ctx.units[id]?.type === 'foot artillery') {
      reject('bombarded', `${pieceName(ctx, id)} bombarded this turn: foot artillery that bombards does not move`, 'NLC 8.1');
    }
    if (nlcOf(s).charged.includes(id)) reject('charged', `${pieceName(ctx, id)} charged this turn and cannot move`, 'NLC 7.7');
    if (!allowed.includes(id)) reject('not-active', `${pieceName(ctx, id)} is not activated now`, 'NLC 4.4');
  }
}

/** Makes the move; returns the path actually taken (MOP 37.11.1 may cut it short; empty: no move). */
export function applyNlcMove(d: Draft<GameState>, side: Side, given: MoveCommand, ctx: Ctx, out: Out): HexId[] {
  let cmd = given;
  // validation reads the state as it was before this command (nothing is written until it passes)
  const s = originalOf(d) ?? (d as GameState);
  // a move the listing of this very state offered is legal as listed (listedMoves.ts): its pieces, path and
  // orders were checked there; a changed path (MOP 37.11.1 below) or any other move is checked in full
  const listed = listedMove(s, cmd.units, cmd.path);
  if (!listed) checkPieces(s, ctx, side, cmd.units);
  // MOP 37.11.1 (Hooks.interceptMove): a path into an enemy hidden force finds out what is there, and may be cut short
  let after: ((d: Draft<GameState>, out: Out) => void) | undefined;
  let cut = false;
  for (const hk of hooksOf(ctx, 'interceptMove')) {
    const r = hk(d, ctx, out, side, cmd.units, pieceHex(s, cmd.units[0]), cmd.path);
    if (!r) continue;
    after = r.after;
    if (!r.path.length) {
      after?.(d, out);
      return [];
    }
    cmd = { ...cmd, path: r.path };
    cut = true;
    break;
  }
  let policy: MovePolicy;
  let mover: MoverInfo;
  let halves: number;
  if (listed && !cut) ({ group: { policy, mover }, halves } = listed);
  else {
    policy = nlcPolicy(s, ctx, cmd.units);
    const m = moverInfo(s, ctx, cmd.units, policy);
    if ('code' in m) reject(m.code, m.message, m.rule);
    mover = m;
    const checked = checkPath(s, ctx, mover, cmd.units, cmd.path, policy);
    if ('code' in checked) reject(checked.code, checked.message, checked.rule);
    halves = checked.halves;
    const veto = moveVeto(ctx, s, cmd.units, mover.from, cmd.path, halves);
    if (veto) reject(veto.code, veto.message, veto.rule);
  }
  const checked = { halves };

  const dest = cmd.path[cmd.path.length - 1];
  if (!mover.from) {
    // NLC 9: each later stack at this entry hex pays what the earlier ones paid (their road rate if they had it)
    const entryHex = cmd.path[0];
    const own = entryOwnCost(ctx, policy.occupancy ?? occupancy(s, ctx), mover, entryHex);
    const n = nlcDraft(d);
    n.entryUsed[entryHex] = (n.entryUsed[entryHex] ?? 0) + (typeof own === 'number' ? own : 0);
  }
  // read from the state before the command, so that neither the clock nor the NLC state is drafted for nothing
  const activation = s.clock.activation;
  // each piece's fields in one write (core/pieceWrite.ts)
  for (const id of cmd.units) {
    if (isLeader(ctx, id)) {
      const l = pieceNow(d, 'leaders', id);
      const before = l.movedIn === activation ? (l.mpSpentHalves ?? 0) : 0;
      setPiece(d, 'leaders', id, { status: 'map', hex: dest, movedIn: activation, mpSpentHalves: before + checked.halves });
      if ((ctx.leaders[id].role === 'overall' || ctx.leaders[id].role === 'wing') && !nlcOf(readView(d as GameState)).ocMoved.includes(id)) {
        nlcDraft(d).ocMoved.push(id);
      }
    } else {
      const u = pieceNow(d, 'units', id);
      const before = u.movedIn === activation ? u.mpSpentHalves : 0;
      setPiece(d, 'units', id, { status: 'map', hex: dest, movedIn: activation, mpSpentHalves: before + checked.halves });
    }
  }
  // NLC 11.1, 11.4: displacing leaders and capturing HQs takes units; leaders moving alone do neither
  if (mover.combatUnits > 0) enterPath(d, ctx, out, s, side, cmd.path, cmd.units);
  for (const hk of hooksOf(ctx, 'onMoved')) hk(d, ctx, out, s, cmd.units, mover.from, cmd.path, policy);
  zocExitCheck(d, ctx, out, s, cmd, mover.from, policy);
  if (mover.combatUnits > 0) updateControl(d, ctx, cmd.path, side);
  const from = mover.from ?? 'off-map';
  // NLC 20.1, MOP 37.10 (rules/hidden.ts): a hidden force's move names nothing to the enemy
  // a move can reveal a hidden force but never hide one: only a force hidden before the move may still be
  const masked = maskedName(s, cmd.units) && maskedName(d as GameState, cmd.units);
  out.events.push({ type: 'moved', units: [...cmd.units], path: [...cmd.path], from, visibleTo: masked ? side : 'all' });
  const names = cmd.units.map((u) => pieceName(ctx, u)).join(' and ');
  if (masked) {
    log(d, out, `${names} ${cmd.units.length > 1 ? 'move' : 'moves'} hidden ${from} to ${dest} (${checked.halves / 2} MP)`, { rule: 'MOP 37.10', visibleTo: side, hexes: [from, dest] });
    log(d, out, `A hidden force moves ${from} to ${dest}`, { rule: 'MOP 37.10', hexes: [from, dest] });
  } else if (!mover.from) {
    log(d, out, `${names} ${cmd.units.length > 1 ? 'enter' : 'enters'} the map at ${cmd.path[0]} and ${cmd.units.length > 1 ? 'move' : 'moves'} to ${dest} (${checked.halves / 2} MP)`, {
      rule: 'NLC 9',
      hexes: [cmd.path[0], dest],
    });
  } else {
    log(d, out, `${names} ${cmd.units.length > 1 ? 'move' : 'moves'} ${from} to ${dest} (${checked.halves / 2} MP)`, {
      rule: 'NLC 5',
      hexes: [from, dest],
    });
  }
  after?.(d, out);
  return cmd.path;
}

/** The modules' onEnterHex for each hex of the path in turn, leaving out those whose gate says the move concerns them not. */
function enterPath(d: Draft<GameState>, ctx: Ctx, out: Out, before: GameState, side: Side, path: HexId[], pieces: readonly string[]): void {
  const hooks = ctx.onEnterHex;
  let live: typeof hooks | null = null;
  for (let i = 0; i < hooks.length; i++) {
    const gate = ctx.enterHexGates[i];
    if (!gate || gate(before, ctx, side, path)) (live ??= []).push(hooks[i]);
  }
  if (!live) return;
  for (const h of path) for (const hook of live) hook(d, ctx, out, side, h, pieces);
}

/**
 * NLC 19.1: the last unit to leave an enemy ZOC hex checks morale and is disrupted if it fails.
 * One die for the moving group, once per move, if it left any such hex with no friendly unit behind
 * (a ruling). Cavalry ignores ZOCs (NLC 5.4) and so never checks.
 */
function zocExitCheck(d: Draft<GameState>, ctx: Ctx, out: Out, before: GameState, cmd: MoveCommand, from: HexId | null, policy: MovePolicy): void {
  if (!ruleIn(before, ctx, 'NLC 19.1') || !policy.zocLeaveCost || !policy.enemyZoc) return;
  const units = cmd.units.filter((u) => !isLeader(ctx, u));
  if (!units.length) return;
  const left = [...(from ? [from] : []), ...cmd.path.slice(0, -1)];
  const occ = occupancy(before, ctx);
  const lastOut = left.some((h) => policy.enemyZoc!.has(h) && (occ[h]?.units ?? []).every((u) => cmd.units.includes(u)));
  if (!lastOut) return;
  const r = moraleCheck(d, ctx, out, units, 'NLC 19.1', `${units.map((u) => pieceName(ctx, u)).join(' and ')} leave an enemy ZOC`);
  if (r.passed) return;
  if (routs(ctx, d as GameState, r.margin)) {
    // NLC 20.10: failed by 3 or more, the group routs (a ruling: a group check routs the group)
    routAndSpread(d, ctx, out, units);
    checkDemoralization(d, ctx, out);
    return;
  }
  for (const u of units) d.units[u].disrupted = true;
  log(d, out, `${units.map((u) => pieceName(ctx, u)).join(' and ')} ${units.length > 1 ? 'are' : 'is'} disrupted`, { rule: 'NLC 19.1', hexes: [cmd.path[cmd.path.length - 1]] });
}

/** NLC 5.6: leaving the map from an edge hex; exited units are not eliminated for victory points. */
export function applyExit(d: Draft<GameState>, side: Side, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = originalOf(d) ?? (d as GameState);
  const units = cmd.units ?? [];
  const allowed = activePieces(s, ctx);
  for (const id of units) if (!allowed.includes(id)) reject('not-active', `${pieceName(ctx, id)} is not activated now`, 'NLC 4.4');
  const mover = moverInfo(s, ctx, units, nlcPolicy(s, ctx, units));
  if ('code' in mover) reject(mover.code, mover.message, mover.rule);
  if (!mover.from || !mayExit(s, ctx, mover.from, mover.leftHalves, mover.fresh)) {
    reject('not-edge', 'pieces leave the map only from a map-edge hex with a movement point left', 'NLC 5.6');
  }
  const veto = exitVeto(ctx, s, side, units, mover.from);
  if (veto) reject(veto.code, veto.message, veto.rule);
  for (const id of units) {
    const p = d.units[id] ?? d.leaders[id];
    p.status = 'exited';
    p.hex = null;
  }
  log(d, out, `${units.map((u) => pieceName(ctx, u)).join(' and ')} leave the map at ${mover.from}`, { rule: 'NLC 5.6', hexes: [mover.from] });
  for (const hk of hooksOf(ctx, 'onExit')) hk(d, ctx, out, s, side, units, mover.from);
  void side;
}
