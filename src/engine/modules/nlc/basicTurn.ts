// The first playable loop (foundation issue): each turn every side activates once in scenario
// order and moves its pieces; reinforcements arrive at the start of the turn; the game ends after the
// last turn with the NLC 18 victory points. The NLC chit-pull sequence replaces this module.
import type { Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, MoveCommand } from '../../types';
import type { RulesModule, DecisionHandler } from '../../core/module';
import type { Ctx } from '../../core/ctx';
import { log, reject, type Out } from '../../core/ops';
import { pop, proc, push } from '../../core/run';
import { legalDestinations, checkPath, moverInfo, pathTo } from '../../rules/movement/reach';
import { isLeader, occupancy, pieceHex, pieceName, sideName } from '../../rules/pieces';
import { stackLimit } from '../../rules/stacking';
import { finalResult, updateControl } from '../../rules/victory';
import { clockLabel, isNight } from '../../rules/clock';

function activationFrame(side: string, last: boolean): DecideFrame {
  return { k: 'decide', side, type: 'activation', rule: 'NLC 4', loc: { last } };
}

/** Pieces of the acting side that can still move now (each answered by the one mayMove hook). */
function movablePieces(s: GameState, ctx: Ctx, side: string): string[] {
  const out: string[] = [];
  for (const id of [...ctx.unitIds, ...ctx.leaderIds]) {
    if ((ctx.units[id]?.side ?? ctx.leaders[id]?.side) !== side) continue;
    if (!pieceHex(s, id)) continue;
    const m = moverInfo(s, ctx, [id]);
    if ('code' in m) continue;
    out.push(id);
  }
  return out;
}

function arrive(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const turn = d.clock.turn;
  const occ = occupancy(d as GameState, ctx);
  for (const id of ctx.unitIds) {
    const u = d.units[id];
    const su = ctx.units[id];
    if (u.status !== 'pending' || !su.arrives || su.arrives.turn > turn) continue;
    const hex = su.arrives.hex;
    const cell = occ[hex];
    if ((cell && cell.side !== su.side) || (cell?.units.length ?? 0) >= stackLimit(ctx.map, hex)) {
      log(d, out, `${su.name} cannot enter at ${hex} (blocked) and waits for the next turn`, { rule: 'NLC 9', hexes: [hex] });
      continue;
    }
    u.status = 'map';
    u.hex = hex;
    if (cell) cell.units.push(id);
    else occ[hex] = { side: su.side, units: [id] };
    log(d, out, `${su.name} arrives at ${hex}`, { rule: 'NLC 9', hexes: [hex] });
  }
  for (const id of ctx.leaderIds) {
    const l = d.leaders[id];
    const sl = ctx.leaders[id];
    if (l.status !== 'pending' || !sl.arrives || sl.arrives.turn > turn) continue;
    l.status = 'map';
    l.hex = sl.arrives.hex;
    log(d, out, `${sl.name} arrives at ${sl.arrives.hex}`, { rule: 'NLC 9', hexes: [sl.arrives.hex] });
  }
}

const activation: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const who = sideName(ctx, f.side);
    return f.loc.last
      ? `${who} activation: move pieces, then end the turn`
      : `${who} activation: move pieces, then end the activation`;
  },
  options(s, f, ctx) {
    const units = movablePieces(s, ctx, f.side);
    return {
      units,
      hexes: [],
      buttons: [f.loc.last ? { id: 'endTurn', label: 'End turn' } : { id: 'endActivation', label: 'End activation' }],
    };
  },
  legal(s, f, ctx) {
    const n = s.seq;
    const out: Command[] = [f.loc.last ? { type: 'endTurn', side: f.side, n } : { type: 'endActivation', side: f.side, n }];
    const groups: string[][] = [];
    const byHex: Record<HexId, string[]> = {};
    for (const id of movablePieces(s, ctx, f.side)) {
      groups.push([id]);
      const h = pieceHex(s, id)!;
      (byHex[h] ??= []).push(id);
    }
    for (const h of Object.keys(byHex).sort()) if (byHex[h].length > 1) groups.push(byHex[h]);
    for (const g of groups) {
      const r = legalDestinations(s, ctx, g);
      if ('code' in r) continue;
      for (const dest of r.dests) {
        out.push({ type: 'move', side: f.side, n, units: g, path: pathTo(r.reach, r.mover.from, dest) });
      }
    }
    return out;
  },
  apply(d, f, cmd, ctx, out) {
    if (cmd.type === 'move') return applyMove(d, f as DecideFrame, cmd, ctx, out);
    if (cmd.type === 'endActivation') {
      if (f.loc.last) reject('wrong-button', 'this is the last activation of the turn: end the turn instead', 'NLC 4');
      log(d, out, `${sideName(ctx, f.side)} activation ends`, { rule: 'NLC 4' });
      pop(d);
      return;
    }
    if (cmd.type === 'endTurn') {
      if (!f.loc.last) reject('wrong-button', 'the other side has not acted yet this turn: end the activation', 'NLC 4');
      pop(d);
      return;
    }
    reject('not-now', `"${cmd.type}" is not possible during an activation`, 'NLC 4');
  },
};

function applyMove(d: Draft<GameState>, f: DecideFrame, cmd: MoveCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  for (const id of cmd.units) {
    const side = ctx.units[id]?.side ?? ctx.leaders[id]?.side;
    if (side && side !== f.side) reject('not-yours', `${pieceName(ctx, id)} is not a ${sideName(ctx, f.side)} piece`, 'NLC 4');
  }
  const mover = moverInfo(s, ctx, cmd.units);
  if ('code' in mover) reject(mover.code, mover.message, mover.rule);
  const checked = checkPath(s, ctx, mover, cmd.units, cmd.path);
  if ('code' in checked) reject(checked.code, checked.message, checked.rule);
  const dest = cmd.path[cmd.path.length - 1];
  for (const id of cmd.units) {
    if (isLeader(ctx, id)) {
      d.leaders[id].hex = dest;
      d.leaders[id].movedIn = d.clock.activation;
    } else {
      const u = d.units[id];
      if (u.movedIn !== d.clock.activation) u.mpSpentHalves = 0;
      u.hex = dest;
      u.movedIn = d.clock.activation;
      u.mpSpentHalves += checked.halves;
    }
  }
  updateControl(d, ctx, cmd.path);
  out.events.push({ type: 'moved', units: [...cmd.units], path: [...cmd.path], from: mover.from, visibleTo: 'all' });
  const names = cmd.units.map((u) => pieceName(ctx, u)).join(' and ');
  log(d, out, `${names} ${cmd.units.length > 1 ? 'move' : 'moves'} ${mover.from} to ${dest} (${checked.halves / 2} MP)`, {
    rule: 'NLC 5',
    hexes: [mover.from, dest],
  });
}

export const basicTurnModule: RulesModule = {
  id: 'nlc-basic-turn',
  procs: {
    turnStart(d, _f, ctx, out) {
      pop(d);
      const night = isNight(ctx.scenario, d.clock.turn);
      log(d, out, `Turn ${d.clock.turn} of ${ctx.scenario.turns.count}, ${clockLabel(ctx.scenario, d.clock.turn)}${night ? ' (night)' : ''}`, {
        rule: night ? 'NLC 16' : 'NLC 4',
      });
      arrive(d, ctx, out);
      const order = [ctx.scenario.firstSide, ...ctx.sides.filter((x) => x !== ctx.scenario.firstSide)];
      push(
        d,
        ...order.map((side, i) => proc('activate', { side, last: i === order.length - 1 })),
        proc('turnEnd'),
      );
    },
    activate(d, f, _ctx) {
      const side = f.loc.side as string;
      const last = f.loc.last as boolean;
      pop(d);
      d.clock.activation += 1;
      d.clock.activeSide = side;
      d.clock.phase = 'activation';
      push(d, activationFrame(side, last));
    },
    turnEnd(d, _f, ctx, out) {
      pop(d);
      d.clock.activeSide = null;
      if (d.clock.turn >= ctx.scenario.turns.count) {
        d.result = finalResult(d as GameState, ctx, `End of turn ${d.clock.turn}`);
        log(d, out, `Game over. ${d.result.reason}`, { rule: 'NLC 18' });
        return;
      }
      d.clock.turn += 1;
      push(d, proc('turnStart'));
    },
  },
  decisions: { activation },
};

