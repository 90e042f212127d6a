// N20 4.0 the sequence of play: setup (field works, event deck, Direct Command markers), then each game
// turn two player turns of Random Events, Movement, Reaction and Combat; on night turns movement only,
// then the Night Phase (morale for LOC and objective hexes, pursuit, recovery, rally, deck reshuffle).
import { choiceLabel } from '../../labels';
import type { Draft } from 'immer';
import { clockLabel } from '../../rules/clock';
import type { Command, DecideFrame, GameState, HexId, Json, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../core/module';
import { log, reject, roll, type Out } from '../../core/ops';
import { pop, proc, push } from '../../core/run';
import { pieceName, sideName } from '../../rules/pieces';
import { FIELD_WORKS_TABLE } from './data/fieldWorks';
import { MORALE, RALLY } from './data/morale';
import {
  adjacentEnemies,
  attackable,
  blocked,
  enemyOf,
  hasZoc,
  inEnemyZoc,
  isCavalry,
  isElite,
  isGuard,
  locHexes,
  night,
  occupancyMap,
  onMap,
  sideUnits,
} from './board';
import { checkPath, reachOf, pathTo, stepCost } from './movement';
import { addMorale, canSpend } from './morale';
import { halfMorale, matrixMode, pursuitOn } from './options';
import { emptyTurnFx, n20, n20d } from './state';
import { finalResult } from './victory';
import { guardCost, startBattle } from './battle';
import { cardName, drawEvent, reshuffleDeck, setupEvents, hand } from './events/deck';
import { brokenUnits, resolvePick, returnBroken } from './events/effects';
import { movementCardCommands, playMovementCard } from './events/retain';

const btn = (id: string, label: string) => ({ id, label });
const choose = (s: GameState, side: Side, choice: string, extra: { units?: string[]; hex?: HexId } = {}): Command => ({
  type: 'choose',
  side,
  n: s.seq,
  choice,
  ...extra,
});

function decide(side: Side, type: string, rule: string, loc: DecideFrame['loc'] = {}): DecideFrame {
  return { k: 'decide', side, type, rule, loc };
}

function turnLabel(ctx: Ctx, turn: number): string {
  return clockLabel(ctx.scenario, turn);
}

// ---------------------------------------------------------------- setup

const setupProcs: Record<string, ProcFn> = {
  'n20:setup'(d) {
    pop(d);
    push(d, proc('n20:fieldWorks'), proc('n20:eventsSetup'), proc('n20:dcSetup'), proc('n20:turnStart'));
  },
  'n20:fieldWorks'(d, _f, ctx, out) {
    pop(d);
    const fw = ctx.scenario.n20?.fieldWorks;
    if (!fw) return;
    const [r] = roll(d, out, 1, 'field works construction', 'N20X GZ');
    const t = FIELD_WORKS_TABLE[r];
    n20d(d).fieldWorksRoll = r;
    log(d, out, `Field works construction roll ${r}: the ${sideName(ctx, fw.side)} build ${t.redoubts} redoubt(s) and ${t.forts} fort(s)`, { rule: 'N20X GZ', dice: [r] });
    if (t.redoubts + t.forts > 0) push(d, decide(fw.side, 'n20:fieldWorks', 'N20X GZ', { redoubts: t.redoubts, forts: t.forts }));
  },
  'n20:eventsSetup'(d, _f, ctx, out) {
    pop(d);
    setupEvents(d, ctx, out);
  },
  'n20:dcSetup'(d, _f, ctx) {
    pop(d);
    if (matrixMode(ctx, d as GameState) !== 'Fun') return;
    push(d, ...ctx.sides.map((side) => decide(side, 'n20:dc', 'N20X 9.0', { setup: true })));
  },
};

function freeWorkSites(s: GameState, ctx: Ctx): HexId[] {
  return (ctx.scenario.n20?.fieldWorks?.candidates ?? []).filter((h) => !n20(s).works[h]).sort();
}

/** The kind being placed now: the player's pick (a `kind:` command), else forts while any are left. */
function workKind(f: DecideFrame): 'fort' | 'redoubt' | null {
  const forts = f.loc.forts as number;
  const redoubts = f.loc.redoubts as number;
  const want = f.loc.kind as string | undefined;
  if (want === 'redoubt' && redoubts > 0) return 'redoubt';
  if (want === 'fort' && forts > 0) return 'fort';
  return forts > 0 ? 'fort' : redoubts > 0 ? 'redoubt' : null;
}

/**
 * N20X GZ field works: one command per site for the kind being placed (so a hex, clicked on the map or
 * picked from a list, names one placement), a switch between forts and redoubts, and a separate "done"
 * that hands over: every placement stays undoable until then.
 */
export function fieldWorksCommands(s: GameState, ctx: Ctx, f: DecideFrame): Command[] {
  const out: Command[] = [];
  const kind = workKind(f);
  const sites = freeWorkSites(s, ctx);
  if (kind && sites.length) {
    for (const h of sites) out.push(choose(s, f.side, kind, { hex: h }));
    const other = kind === 'fort' ? 'redoubt' : 'fort';
    if ((f.loc[other === 'fort' ? 'forts' : 'redoubts'] as number) > 0) out.push(choose(s, f.side, `kind:${other}`));
  } else out.push(choose(s, f.side, 'done'));
  return out;
}

const fieldWorks: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => {
    const kind = workKind(f);
    const left = `${f.loc.forts} fort(s) and ${f.loc.redoubts} redoubt(s) left`;
    if (!kind || freeWorkSites(s, ctx).length === 0) return `Field works placed: confirm to start the game (undo takes a placement back)`;
    return `Place field works: click a highlighted site to build a ${kind} (${left})`;
  },
  options: (s, f, ctx) => {
    const c = fieldWorksCommands(s, ctx, f);
    return {
      units: [],
      hexes: c.flatMap((x) => (x.type === 'choose' && x.hex ? [x.hex] : [])),
      buttons: c
        .filter((x) => x.type === 'choose' && !x.hex)
        .map((x) => {
          const id = (x as { choice: string }).choice;
          return btn(id, id === 'done' ? 'Field works placed: hand over' : id === 'kind:fort' ? 'Place a fort instead' : 'Place a redoubt instead');
        }),
    };
  },
  legal: (s, f, ctx) => fieldWorksCommands(s, ctx, f),
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose') reject('bad-choice', 'place a fort or a redoubt on a hex', 'N20X GZ');
    const s = d as GameState;
    if (cmd.choice === 'done') {
      if (workKind(f as DecideFrame) && freeWorkSites(s, ctx).length) reject('works-left', 'place every fort and redoubt first', 'N20X GZ');
      pop(d);
      return;
    }
    if (cmd.choice === 'kind:fort' || cmd.choice === 'kind:redoubt') {
      const kind = cmd.choice.slice(5);
      if ((f.loc[kind === 'fort' ? 'forts' : 'redoubts'] as number) <= 0) reject('none-left', `no ${kind} left to place`, 'N20X GZ');
      f.loc.kind = kind;
      return;
    }
    if ((cmd.choice !== 'fort' && cmd.choice !== 'redoubt') || !cmd.hex) reject('bad-choice', 'place a fort or a redoubt on a hex', 'N20X GZ');
    const kind = cmd.choice as 'fort' | 'redoubt';
    const key = kind === 'fort' ? 'forts' : 'redoubts';
    if ((f.loc[key] as number) <= 0) reject('none-left', `no ${kind} left to place`, 'N20X GZ');
    if (!freeWorkSites(s, ctx).includes(cmd.hex!)) reject('bad-site', `${cmd.hex} is not a free field-works site`, 'N20X GZ');
    n20d(d).works[cmd.hex!] = kind;
    f.loc[key] = (f.loc[key] as number) - 1;
    log(d, out, `${sideName(ctx, f.side)} build a ${kind} at ${cmd.hex}`, { rule: 'N20X GZ', hexes: [cmd.hex!] });
  },
};

function dcCandidates(s: GameState, ctx: Ctx, side: Side, setup: boolean): string[] {
  return ctx.unitIds.filter((u) => {
    if (ctx.units[u].side !== side) return false;
    if (onMap(s, u)) return true;
    return setup && s.units[u].status === 'pending' && ctx.units[u].arrives?.turn === 1;
  });
}

const dcSetup: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => `${sideName(ctx, f.side)}: place your Direct Command marker with a unit`,
  options: (s, f, ctx) => ({ units: dcCandidates(s, ctx, f.side, true), hexes: [], buttons: [] }),
  legal: (s, f, ctx) => dcCandidates(s, ctx, f.side, true).map((u) => choose(s, f.side, 'dc', { units: [u] })),
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose' || cmd.choice !== 'dc' || cmd.units?.length !== 1 || !dcCandidates(d as GameState, ctx, f.side, true).includes(cmd.units[0])) {
      reject('bad-dc', 'place the Direct Command marker on a friendly unit', 'N20X 9.0');
    }
    n20d(d).dc[f.side] = cmd.units![0];
    log(d, out, `${sideName(ctx, f.side)} Direct Command marker placed with ${pieceName(ctx, cmd.units![0])}`, { rule: 'N20X 9.0' });
    pop(d);
  },
};

const mediumPick: DecisionHandler<DecideFrame> = {
  prompt: () => 'Random Events (Medium): pick one of your four dealt Retain cards to shuffle into the event deck',
  options: (s, f) => ({ units: [], hexes: [], buttons: ((s.secret[f.side]?.dealt as string[]) ?? []).map((c) => btn(`card:pick:${c}`, cardName(c))) }),
  legal: (s, f) => ((s.secret[f.side]?.dealt as string[]) ?? []).map((c) => choose(s, f.side, `card:pick:${c}`)),
  apply(d, f, cmd, ctx, out) {
    const dealt = (d.secret[f.side]?.dealt as string[]) ?? [];
    if (cmd.type !== 'choose' || !cmd.choice.startsWith('card:pick:') || !dealt.includes(cmd.choice.slice(10))) reject('bad-pick', 'pick one of your dealt cards', 'N20X 5.0');
    const card = (cmd as { choice: string }).choice.slice(10);
    const sec = d.secret[f.side] as { [k: string]: Json };
    delete sec.dealt;
    n20d(d).hidden.deck.push(card);
    log(d, out, `You shuffle "${cardName(card)}" into the event deck; the other three are set aside`, { rule: 'N20X 5.0', visibleTo: f.side });
    log(d, out, `${sideName(ctx, f.side)} has shuffled a picked card into the event deck`, { rule: 'N20X 5.0' });
    pop(d);
  },
};

// ---------------------------------------------------------------- turn

const turnProcs: Record<string, ProcFn> = {
  'n20:turnStart'(d, _f, ctx, out) {
    pop(d);
    const isN = night(d as GameState, ctx);
    log(d, out, `${turnLabel(ctx, d.clock.turn)} (turn ${d.clock.turn} of ${ctx.scenario.turns.count})${isN ? ', night' : ''}`, { rule: isN ? 'N20 14.0' : 'N20 4.0' });
    const order = [ctx.scenario.firstSide, ...ctx.sides.filter((x) => x !== ctx.scenario.firstSide)];
    push(d, ...order.map((side) => proc('n20:playerTurn', { side })), ...(isN ? [proc('n20:nightPhase')] : []), proc('n20:turnEnd'));
  },
  'n20:playerTurn'(d, f, ctx) {
    pop(d);
    const side = f.loc.side as Side;
    const st = n20d(d);
    st.phasing = side;
    st.turnFx = emptyTurnFx();
    st.activity = { moved: false, fought: false };
    d.clock.activeSide = side;
    const isN = night(d as GameState, ctx);
    push(
      d,
      ...(isN ? [] : [proc('n20:eventsPhase', { side })]),
      proc('n20:movementPhase', { side }),
      proc('n20:movementEnd', { side }),
      ...(isN ? [] : [proc('n20:reactionPhase', { side }), proc('n20:combatPhase', { side })]),
      proc('n20:playerTurnEnd', { side }),
    );
  },
  'n20:eventsPhase'(d, f, ctx, out) {
    pop(d);
    n20d(d).phase = 'events';
    d.clock.phase = 'events';
    drawEvent(d, ctx, out, f.loc.side as Side);
  },
  'n20:movementPhase'(d, f, ctx, out) {
    pop(d);
    const side = f.loc.side as Side;
    const st = n20d(d);
    st.phase = 'movement';
    d.clock.phase = 'movement';
    d.clock.activation += 1;
    st.dcPlaced[side] = false;
    for (const u of ctx.unitIds) st.units[u].acted = false;
    arrive(d, ctx, out, side);
    push(d, decide(side, 'n20:movement', 'N20 6.0'));
  },
  'n20:movementEnd'(d, f, ctx, out) {
    pop(d);
    const side = f.loc.side as Side;
    const st = n20d(d);
    const s = d as GameState;
    const rec = sideUnits(s, ctx, side).filter((u) => st.units[u].disordered && !inEnemyZoc(s, ctx, s.units[u].hex!, side));
    for (const u of rec) st.units[u].disordered = false;
    if (rec.length) log(d, out, `Recover from Disorder: ${rec.map((u) => pieceName(ctx, u)).join(', ')}`, { rule: 'N20X 9.6.9' });
    st.turnFx.forcedMarch = {};
  },
  'n20:reactionPhase'(d, f, ctx, out) {
    pop(d);
    const side = f.loc.side as Side;
    const other = enemyOf(ctx, side);
    const st = n20d(d);
    st.phase = 'reaction';
    d.clock.phase = 'reaction';
    if (st.turnFx.noReaction) {
      log(d, out, 'No Reaction Phase this player turn (event)', { rule: 'N20 8.0' });
      return;
    }
    for (const u of ctx.unitIds) st.units[u].acted = false;
    if (reactionCommands(d as GameState, ctx, other).length > 1) push(d, decide(other, 'n20:reaction', 'N20 8.0'));
  },
  'n20:combatPhase'(d, f, ctx) {
    pop(d);
    const side = f.loc.side as Side;
    const st = n20d(d);
    st.phase = 'combat';
    d.clock.phase = 'combat';
    st.fastUsed[side] = false;
    for (const u of ctx.unitIds) st.units[u].fought = false;
    if (eligibleAttackers(d as GameState, ctx, side).length) push(d, decide(side, 'n20:combat', 'N20 9.0', { attackers: [], defenders: [] }));
  },
  'n20:playerTurnEnd'(d, f, ctx, out) {
    pop(d);
    const side = f.loc.side as Side;
    const st = n20d(d);
    if (!night(d as GameState, ctx) && !st.activity.moved && !st.activity.fought) {
      addMorale(d, ctx, out, side, MORALE.lullGain, 'a lull: no movement and no battle this turn', 'N20 13.0');
    }
    st.turnFx = emptyTurnFx();
    st.phasing = null;
    st.lastMatrix = null; // shown until the next battle or the end of the player turn
    d.clock.activeSide = null;
  },
  'n20:nightPhase'(d, _f, ctx) {
    pop(d);
    n20d(d).phase = 'night';
    d.clock.phase = 'night';
    const order = [ctx.scenario.firstSide, ...ctx.sides.filter((x) => x !== ctx.scenario.firstSide)];
    push(d, proc('n20:nightMorale'), ...order.map((side) => proc('n20:rally', { side })), proc('n20:nightEnd'));
  },
  'n20:nightMorale'(d, _f, ctx, out) {
    pop(d);
    nightMorale(d, ctx, out);
  },
  'n20:rally'(d, f, ctx) {
    pop(d);
    const side = f.loc.side as Side;
    if (rallyCandidates(d as GameState, ctx, side).length) push(d, decide(side, 'n20:rally', 'N20 10.0', { all: false, one: [] }));
  },
  'n20:nightEnd'(d, _f, _ctx, out) {
    pop(d);
    reshuffleDeck(d, out, 'end of the night turn');
  },
  'n20:turnEnd'(d, _f, ctx, out) {
    pop(d);
    const st = n20d(d);
    st.withdrawal = [];
    st.pursuit.usedLoc = [];
    if (d.clock.turn >= ctx.scenario.turns.count) {
      d.result = finalResult(d as GameState, ctx);
      log(d, out, `Game over. ${d.result.level}${d.result.winner ? ` for the ${sideName(ctx, d.result.winner)}` : ''}. ${d.result.reason}`, { rule: d.result.rule });
      return;
    }
    d.clock.turn += 1;
    push(d, proc('n20:turnStart'));
  },
};

// ---------------------------------------------------------------- reinforcements (N20 11.0)

function arrive(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): void {
  const occ = occupancyMap(d as GameState, ctx);
  for (const id of ctx.unitIds) {
    const u = d.units[id];
    const su = ctx.units[id];
    if (su.side !== side || u.status !== 'pending' || !su.arrives || su.arrives.turn > d.clock.turn) continue;
    const hex = su.arrives.hex;
    if (occ[hex]) {
      log(d, out, `${su.name} cannot enter at ${hex} (occupied) and waits`, { rule: 'N20 11.0', hexes: [hex] });
      continue;
    }
    u.status = 'map';
    u.hex = hex;
    occ[hex] = id;
    log(d, out, `${su.name} arrives at ${hex}`, { rule: 'N20 11.0', hexes: [hex] });
  }
}

// ---------------------------------------------------------------- movement phase

function pursuitHexes(s: GameState, ctx: Ctx, side: Side): HexId[] {
  const st = n20(s);
  const enemy = enemyOf(ctx, side);
  if (!pursuitOn(ctx, s) || !st.withdrawal.includes(enemy)) return [];
  const occ = occupancyMap(s, ctx);
  return locHexes(ctx, enemy).filter((h) => occ[h] && ctx.units[occ[h]].side === side && !st.pursuit.usedLoc.includes(h));
}

export function movementCommands(s: GameState, ctx: Ctx, side: Side): Command[] {
  const st = n20(s);
  const out: Command[] = [];
  const fun = matrixMode(ctx, s) === 'Fun';
  const mine = sideUnits(s, ctx, side);
  if (!(fun && !st.dcPlaced[side] && mine.length)) out.push(choose(s, side, 'end'));
  if (fun && !st.dcPlaced[side]) for (const u of mine) out.push(choose(s, side, 'dc', { units: [u] }));
  const pursue = pursuitHexes(s, ctx, side);
  for (const u of mine) {
    if (st.units[u].acted) continue;
    const r = reachOf(s, ctx, u, pursue);
    for (const h of r.dests) {
      if (pursue.includes(h)) out.push(choose(s, side, 'pursue', { units: [u], hex: h }));
      else out.push({ type: 'move', side, n: s.seq, units: [u], path: pathTo(r, h) });
    }
  }
  if (st.withdrawal.includes(side)) {
    for (const u of mine) if (locHexes(ctx, side).includes(s.units[u].hex!)) out.push(choose(s, side, 'exit', { units: [u] }));
  }
  out.push(...movementCardCommands(s, ctx, side));
  return out;
}

const movement: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const fun = matrixMode(ctx, s) === 'Fun' && !n20(s).dcPlaced[f.side];
    return `${sideName(ctx, f.side)} Movement Phase: move units${fun ? ', place the Direct Command marker' : ''}, then end the phase`;
  },
  options(s, f, ctx) {
    const c = movementCommands(s, ctx, f.side);
    const units = [...new Set(c.flatMap((x) => (x.type === 'move' ? x.units : [])))];
    const buttons = [...new Set(c.filter((x) => x.type === 'choose' && !x.units).map((x) => (x as { choice: string }).choice))].map((id) =>
      btn(id, id === 'end' ? 'End movement' : id.startsWith('card:') ? `Play ${cardName(id.slice(5))}` : choiceLabel(id, ctx.scenario)),
    );
    return { units, hexes: [], buttons };
  },
  legal: (s, f, ctx) => movementCommands(s, ctx, f.side),
  apply(d, f, cmd, ctx, out) {
    const s = d as GameState;
    const st = n20d(d);
    const side = f.side;
    if (cmd.type === 'move') {
      if (cmd.units.length !== 1) reject('one-unit', 'N20 units move one at a time (one unit a hex)', 'N20 6.0');
      const u = cmd.units[0];
      if (!ctx.units[u] || ctx.units[u].side !== side || !onMap(s, u)) reject('not-yours', `${u} is not a ${sideName(ctx, side)} unit on the map`, 'N20 6.0');
      if (st.units[u].acted) reject('moved', `${pieceName(ctx, u)} has already moved this phase`, 'N20 6.1');
      const bad = checkPath(s, ctx, u, cmd.path);
      if (bad) reject('bad-path', bad, 'N20 6.0');
      const from = d.units[u].hex!;
      const dest = cmd.path[cmd.path.length - 1];
      d.units[u].hex = dest;
      d.units[u].movedIn = d.clock.activation;
      st.units[u].acted = true;
      st.activity.moved = true;
      out.events.push({ type: 'moved', units: [u], path: [...cmd.path], from, visibleTo: 'all' });
      log(d, out, `${pieceName(ctx, u)} moves ${from} to ${dest}`, { rule: 'N20 6.0', hexes: [from, dest] });
      return;
    }
    if (cmd.type !== 'choose') reject('not-now', 'move a unit, or end the Movement Phase', 'N20 6.0');
    const c = cmd.choice;
    if (c === 'end') {
      if (matrixMode(ctx, s) === 'Fun' && !st.dcPlaced[side] && sideUnits(s, ctx, side).length) reject('place-dc', 'place your Direct Command marker before ending the Movement Phase', 'N20X 9.0');
      pop(d);
      return;
    }
    if (c === 'dc') {
      if (matrixMode(ctx, s) !== 'Fun') reject('no-dc', 'Direct Command markers are used only with the Fun method', 'N20X 9.0');
      if (st.dcPlaced[side]) reject('dc-placed', 'the Direct Command marker is already placed this phase', 'N20X 9.0');
      const u = cmd.units?.[0];
      if (!u || ctx.units[u]?.side !== side || !onMap(s, u)) reject('bad-dc', 'place it with a friendly unit on the map', 'N20X 9.0');
      st.dc[side] = u!;
      st.dcPlaced[side] = true;
      log(d, out, `${sideName(ctx, side)} Direct Command marker placed with ${pieceName(ctx, u!)}`, { rule: 'N20X 9.0', hexes: [s.units[u!].hex!] });
      return;
    }
    if (c === 'exit') {
      const u = cmd.units?.[0];
      if (!st.withdrawal.includes(side)) reject('no-withdrawal', 'no event allows your units to leave the map now', 'N20 5.0');
      if (!u || ctx.units[u]?.side !== side || !onMap(s, u) || !locHexes(ctx, side).includes(s.units[u].hex!)) reject('bad-exit', 'only a unit on one of your LOC hexes may leave', 'N20 5.0');
      const hex = s.units[u!].hex!;
      d.units[u!].status = 'exited';
      d.units[u!].hex = null;
      st.units[u!].gone = 'withdrawn';
      if (st.dc[side] === u) st.dc[side] = null;
      st.activity.moved = true;
      log(d, out, `${pieceName(ctx, u!)} withdraws off the map at ${hex}`, { rule: 'N20 5.0', hexes: [hex] });
      addMorale(d, ctx, out, side, MORALE.withdrawalLoss, 'a unit withdrawn from the map (always a full point)', 'N20X 12.7');
      return;
    }
    if (c === 'pursue') {
      const u = cmd.units?.[0];
      const h = cmd.hex;
      if (!pursuitOn(ctx, s)) reject('no-pursuit', 'the Pursuit optional rule is off', 'N20X 16.8');
      if (!u || !h || ctx.units[u]?.side !== side || !onMap(s, u) || st.units[u].acted) reject('bad-pursuit', 'name a friendly unit that has not moved and an enemy LOC hex', 'N20X 16.8');
      const open = pursuitHexes(s, ctx, side);
      if (!open.includes(h!)) reject('bad-pursuit', `${h} is not an enemy LOC hex held by a friendly unit and unused this turn (the enemy must be able to withdraw)`, 'N20X 16.8');
      if (!reachOf(s, ctx, u!, open).dests.includes(h!)) reject('bad-pursuit', `${pieceName(ctx, u!)} cannot reach ${h}`, 'N20X 16.8');
      d.units[u!].status = 'exited';
      d.units[u!].hex = null;
      st.units[u!].gone = 'pursuit';
      if (st.dc[side] === u) st.dc[side] = null;
      st.pursuit.sent[side] = (st.pursuit.sent[side] ?? 0) + 1;
      st.pursuit.usedLoc.push(h!);
      st.activity.moved = true;
      log(d, out, `${pieceName(ctx, u!)} marches off the map at ${h} in Pursuit`, { rule: 'N20X 16.8', hexes: [h!] });
      return;
    }
    if (c.startsWith('card:')) {
      playMovementCard(d, ctx, out, side, c.slice(5), cmd.units);
      return;
    }
    reject('bad-choice', `unknown choice ${c}`, 'N20 6.0');
  },
};

// ---------------------------------------------------------------- reaction phase (N20 8.0)

export function reactionCommands(s: GameState, ctx: Ctx, side: Side): Command[] {
  const st = n20(s);
  const out: Command[] = [choose(s, side, 'end')];
  const occ = occupancyMap(s, ctx);
  const enemy = enemyOf(ctx, side);
  const ezoc = new Set<HexId>();
  for (const u of sideUnits(s, ctx, enemy)) {
    if (!hasZoc(s, ctx, u)) continue;
    for (const n of ctx.map.hexes[s.units[u].hex!].neighbours) if (!blocked(ctx, s.units[u].hex!, n)) ezoc.add(n);
  }
  for (const u of sideUnits(s, ctx, side)) {
    if (st.units[u].acted || st.units[u].routed) continue;
    const foes = adjacentEnemies(s, ctx, u, occ);
    if (foes.length === 0) continue;
    const h = s.units[u].hex!;
    for (const n of ctx.map.hexes[h].neighbours) {
      if (occ[n] || ezoc.has(n) || stepCost(ctx, h, n) === null) continue;
      out.push(choose(s, side, 'disengage', { units: [u], hex: n }));
    }
    if (isCavalry(ctx, u) && (!isGuard(ctx, u) || canSpend(ctx, s, side, guardCost(ctx, s)))) {
      for (const foe of foes) out.push(choose(s, side, 'countercharge', { units: [u], hex: s.units[foe].hex! }));
    }
  }
  return out;
}

const reaction: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => `${sideName(ctx, f.side)} Reaction Phase: disengage units or countercharge with cavalry, then end`,
  options(s, f, ctx) {
    const c = reactionCommands(s, ctx, f.side);
    return {
      units: [...new Set(c.flatMap((x) => (x.type === 'choose' ? x.units ?? [] : [])))],
      hexes: [],
      buttons: [btn('end', 'End the Reaction Phase')],
    };
  },
  legal: (s, f, ctx) => reactionCommands(s, ctx, f.side),
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose') reject('not-now', 'disengage, countercharge or end', 'N20 8.0');
    if (cmd.choice === 'end') {
      pop(d);
      return;
    }
    const s = d as GameState;
    const ok = reactionCommands(s, ctx, f.side).some((c) => c.type === 'choose' && c.choice === cmd.choice && c.units?.[0] === cmd.units?.[0] && c.hex === cmd.hex);
    if (!ok) reject('bad-reaction', 'that unit cannot do that now', 'N20 8.0');
    const u = cmd.units![0];
    n20d(d).units[u].acted = true;
    if (cmd.choice === 'disengage') {
      const from = d.units[u].hex!;
      d.units[u].hex = cmd.hex!;
      out.events.push({ type: 'moved', units: [u], path: [cmd.hex!], from, visibleTo: 'all' });
      log(d, out, `${pieceName(ctx, u)} disengages from ${from} to ${cmd.hex}`, { rule: 'N20 8.0', hexes: [from, cmd.hex!] });
      return;
    }
    const target = occupancyMap(s, ctx)[cmd.hex!];
    startBattle(d, ctx, f.side, [u], [target], true);
  },
};

// ---------------------------------------------------------------- combat phase (N20 9.0, 7.0)

/**
 * Enemy units next to `u` that may still be attacked in this Combat Phase: 9.3 unitary strength, a unit
 * fights in one battle a phase on defence as on attack (a defender is marked `fought` when its battle starts).
 */
export function openFoes(s: GameState, ctx: Ctx, u: string, occ = occupancyMap(s, ctx)): string[] {
  const st = n20(s);
  return adjacentEnemies(s, ctx, u, occ).filter((e) => !st.units[e].fought);
}

export function eligibleAttackers(s: GameState, ctx: Ctx, side: Side): string[] {
  const st = n20(s);
  const occ = occupancyMap(s, ctx);
  return sideUnits(s, ctx, side).filter((u) => !st.units[u].routed && !st.units[u].fought && openFoes(s, ctx, u, occ).length > 0);
}

/** 7.0 ruling: a Guard unit whose side cannot pay for its commitment (12.6) may not attack, so it is not obliged to either. */
function obliged(s: GameState, ctx: Ctx, u: string): boolean {
  return !isGuard(ctx, u) || canSpend(ctx, s, ctx.units[u].side, guardCost(ctx, s));
}

/** Obliged units next to an enemy with a ZOC that has not fought yet, and those ZOC enemies. */
function obligations(s: GameState, ctx: Ctx, side: Side): { unit: string; foes: string[] }[] {
  const occ = occupancyMap(s, ctx);
  return eligibleAttackers(s, ctx, side)
    .filter((u) => obliged(s, ctx, u))
    .map((u) => ({ unit: u, foes: openFoes(s, ctx, u, occ).filter((e) => hasZoc(s, ctx, e)) }))
    .filter((x) => x.foes.length > 0);
}

/** 7.0 mandatory combat: an available unit next to an enemy unit that has a ZOC must still attack. */
export function combatObligation(s: GameState, ctx: Ctx, side: Side): boolean {
  return obligations(s, ctx, side).length > 0;
}

/**
 * 7.0 with 9.3: units a declared battle would leave with no enemy to attack although they must attack
 * (every enemy next to them defends in this battle). They have to join it.
 */
export function strandedBy(s: GameState, ctx: Ctx, side: Side, att: string[], def: string[]): string[] {
  return obligations(s, ctx, side)
    .filter((x) => !att.includes(x.unit) && x.foes.every((e) => def.includes(e)))
    .map((x) => x.unit);
}

function isAdj(s: GameState, ctx: Ctx, a: string, b: string): boolean {
  return attackable(ctx, s.units[a].hex!, s.units[b].hex!);
}

export function combatCommands(s: GameState, ctx: Ctx, f: DecideFrame): Command[] {
  const side = f.side;
  const att = f.loc.attackers as string[];
  const def = f.loc.defenders as string[];
  const out: Command[] = [];
  const occ = occupancyMap(s, ctx);
  const cands = eligibleAttackers(s, ctx, side).filter((u) => obliged(s, ctx, u));
  const guardOk = canSpend(ctx, s, side, guardCost(ctx, s));
  for (const a of cands) {
    if (att.includes(a)) continue;
    if (def.length && !def.some((x) => isAdj(s, ctx, a, x))) continue;
    if (isGuard(ctx, a) && !att.some((x) => isGuard(ctx, x)) && !guardOk) continue;
    // the hex rides along so a map click on the unit names the command (one unit a hex in N20)
    out.push(choose(s, side, 'attack', { units: [a], hex: s.units[a].hex! }));
  }
  const foes = new Set<string>();
  for (const a of att.length ? att : cands) for (const e of openFoes(s, ctx, a, occ)) foes.add(e);
  for (const e of ctx.unitIds) if (foes.has(e) && !def.includes(e)) out.push(choose(s, side, 'target', { units: [e], hex: s.units[e].hex! }));
  if (
    att.length &&
    def.length &&
    att.every((a) => def.some((x) => isAdj(s, ctx, a, x))) &&
    def.every((x) => att.some((a) => isAdj(s, ctx, a, x))) &&
    strandedBy(s, ctx, side, att, def).length === 0
  ) {
    out.push(choose(s, side, 'battle'));
  }
  if (!att.length && !def.length && !combatObligation(s, ctx, side)) out.push(choose(s, side, 'end'));
  return out;
}

const combat: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const must = combatObligation(s, ctx, f.side) ? ' (every unit next to an enemy must attack, every adjacent enemy must be attacked)' : '';
    return `${sideName(ctx, f.side)} Combat Phase: click your attackers, then the enemy to attack (map or list), check the odds, then resolve the battle${must}`;
  },
  options(s, f, ctx) {
    const c = combatCommands(s, ctx, f);
    return {
      units: [...new Set(c.flatMap((x) => (x.type === 'choose' ? x.units ?? [] : [])))],
      // attackers and targets by hex: pick them on the map, then confirm with "Resolve the battle"
      hexes: [...new Set(c.flatMap((x) => (x.type === 'choose' && x.hex ? [x.hex] : [])))],
      buttons: c.filter((x) => x.type === 'choose' && !x.units).map((x) => {
        const id = (x as { choice: string }).choice;
        return btn(id, id === 'battle' ? 'Resolve the battle' : 'End the Combat Phase');
      }),
    };
  },
  legal: (s, f, ctx) => combatCommands(s, ctx, f),
  apply(d, f, cmd, ctx, out) {
    const s = d as GameState;
    if (cmd.type !== 'choose') reject('not-now', 'declare a battle or end the Combat Phase', 'N20 9.0');
    const legal = combatCommands(s, ctx, f as DecideFrame);
    const ok = legal.some(
      (c) => c.type === 'choose' && c.choice === cmd.choice && (c.units?.[0] ?? null) === (cmd.units?.[0] ?? null) && (!cmd.hex || c.hex === cmd.hex),
    );
    if (!ok) {
      if (cmd.choice === 'end') reject('must-attack', 'combat is mandatory: a unit next to an enemy must attack, and adjacent enemies must be attacked', 'N20 7.0');
      const stranded = cmd.choice === 'battle' ? strandedBy(s, ctx, f.side, f.loc.attackers as string[], f.loc.defenders as string[]) : [];
      if (stranded.length) {
        reject('must-join', `${stranded.map((u) => pieceName(ctx, u)).join(', ')} must attack and would have no enemy left to attack: add it to this battle`, 'N20 7.0');
      }
      reject('bad-choice', `${cmd.choice}${cmd.units ? ' ' + cmd.units.join(',') : ''} is not possible now`, 'N20 9.0');
    }
    if (cmd.choice === 'end') {
      pop(d);
      return;
    }
    const st = n20d(d);
    if (cmd.choice === 'attack') {
      (f.loc.attackers as string[]).push(cmd.units![0]);
      st.declaring = { attackers: [...(f.loc.attackers as string[])], defenders: [...(f.loc.defenders as string[])] };
      return;
    }
    if (cmd.choice === 'target') {
      (f.loc.defenders as string[]).push(cmd.units![0]);
      st.declaring = { attackers: [...(f.loc.attackers as string[])], defenders: [...(f.loc.defenders as string[])] };
      return;
    }
    const att = [...(f.loc.attackers as string[])];
    const def = [...(f.loc.defenders as string[])];
    f.loc.attackers = [];
    f.loc.defenders = [];
    st.declaring = { attackers: [], defenders: [] };
    // 9.3: each defender fights in this one battle of the phase
    for (const x of def) st.units[x].fought = true;
    startBattle(d, ctx, f.side, att, def, false);
    void out;
  },
};

// ---------------------------------------------------------------- night (N20 14.0, 10.0)

export function nightMorale(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const st = n20d(d);
  const occ = occupancyMap(s, ctx);
  const half = halfMorale(ctx, s);
  for (const side of ctx.sides) {
    if (d.result) return;
    const enemy = enemyOf(ctx, side);
    const lost = locHexes(ctx, side).filter((h) => occ[h] && ctx.units[occ[h]].side === enemy);
    if (lost.length) {
      const pts = half ? MORALE.locHexLossHalf * lost.length : MORALE.locPairLoss * Math.floor(lost.length / 2);
      if (pts) addMorale(d, ctx, out, side, pts, `${lost.length} LOC hex(es) occupied by the enemy at night`, half ? 'N20X 12.7' : 'N20 14.0');
    }
    const objs = ctx.scenario.objectives.filter((o) => o.owner === side && occ[o.hex] && ctx.units[occ[o.hex]].side === enemy);
    if (objs.length && !d.result) addMorale(d, ctx, out, side, MORALE.objectiveLost * objs.length, `${objs.length} objective hex(es) occupied by the enemy`, 'N20 14.0');
    const sent = st.pursuit.sent[enemy] ?? 0;
    if (sent && !d.result) addMorale(d, ctx, out, side, MORALE.pursuitLoss * sent, `${sent} enemy unit(s) in Pursuit`, 'N20X 16.8');
  }
  st.pursuit.sent = {};
  for (const side of ctx.sides) if (!d.result) addMorale(d, ctx, out, side, MORALE.nightRecovery, 'night recovery', 'N20 14.0');
}

export function rallyCandidates(s: GameState, ctx: Ctx, side: Side): string[] {
  const st = n20(s);
  return ctx.unitIds.filter((u) => ctx.units[u].side === side && ((onMap(s, u) && st.units[u].routed) || (st.units[u].broken && st.units[u].gone === null)));
}

export function rallyCommands(s: GameState, ctx: Ctx, f: DecideFrame): Command[] {
  const out: Command[] = [choose(s, f.side, 'rally:roll')];
  if (f.loc.all) return out;
  if (canSpend(ctx, s, f.side, MORALE.rallyAllCost)) out.push(choose(s, f.side, 'rally:all'));
  if (halfMorale(ctx, s) && canSpend(ctx, s, f.side, MORALE.rallyOneCost)) {
    for (const u of rallyCandidates(s, ctx, f.side)) if (!(f.loc.one as string[]).includes(u)) out.push(choose(s, f.side, 'rally:one', { units: [u] }));
  }
  return out;
}

const rally: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => `${sideName(ctx, f.side)} Rally: spend Morale for +1 (1 point for every roll${halfMorale(ctx, s) ? ', or 1/2 point for one unit' : ''}), then roll`,
  options(s, f, ctx) {
    const c = rallyCommands(s, ctx, f);
    return {
      units: rallyCandidates(s, ctx, f.side),
      hexes: [],
      buttons: [...new Set(c.map((x) => (x as { choice: string }).choice))].map((id) => btn(id, id === 'rally:roll' ? 'Roll to rally' : id === 'rally:all' ? '+1 to every roll (1 Morale Point)' : '+1 for one unit (1/2 Morale Point)')),
    };
  },
  legal: (s, f, ctx) => rallyCommands(s, ctx, f),
  apply(d, f, cmd, ctx, out) {
    const s = d as GameState;
    if (cmd.type !== 'choose') reject('not-now', 'spend Morale or roll', 'N20 10.0');
    const ok = rallyCommands(s, ctx, f as DecideFrame).some((c) => c.type === 'choose' && c.choice === cmd.choice && (c.units?.[0] ?? null) === (cmd.units?.[0] ?? null));
    if (!ok) reject('bad-rally', `${cmd.choice} is not possible now`, cmd.choice === 'rally:one' ? 'N20X 12.7' : 'N20 10.0');
    if (cmd.choice === 'rally:all') {
      f.loc.all = true;
      addMorale(d, ctx, out, f.side, -MORALE.rallyAllCost, '+1 to every rally roll', 'N20 10.0');
      return;
    }
    if (cmd.choice === 'rally:one') {
      (f.loc.one as string[]).push(cmd.units![0]);
      addMorale(d, ctx, out, f.side, -MORALE.rallyOneCost, `+1 to the rally roll of ${pieceName(ctx, cmd.units![0])}`, 'N20X 12.7');
      return;
    }
    pop(d);
    resolveRally(d, ctx, out, f.side, !!f.loc.all, f.loc.one as string[]);
  },
};

export function resolveRally(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, all: boolean, one: string[]): void {
  const st = n20d(d);
  for (const u of rallyCandidates(d as GameState, ctx, side)) {
    const [r] = roll(d, out, 1, `rally ${pieceName(ctx, u)}`, 'N20 10.0');
    const mod = Math.min(RALLY.maxMoraleBonus, all || one.includes(u) ? 1 : 0) + (isElite(ctx, u) ? RALLY.eliteBonus : 0);
    const total = r + mod;
    if (st.units[u].broken) {
      if (r <= RALLY.brokenLost) {
        st.units[u].gone = 'lost';
        log(d, out, `${pieceName(ctx, u)} rolls ${r}: lost for good`, { rule: 'N20 10.0', dice: [r] });
      } else if (total >= RALLY.brokenReturns) {
        log(d, out, `${pieceName(ctx, u)} rolls ${r}${mod ? ` +${mod}` : ''}: rallies`, { rule: 'N20 10.0', dice: [r] });
        returnBroken(d, ctx, out, u, 'N20 10.0');
      } else log(d, out, `${pieceName(ctx, u)} rolls ${r}${mod ? ` +${mod}` : ''}: stays Broken`, { rule: 'N20 10.0', dice: [r] });
    } else if (total >= RALLY.routedRecovers) {
      st.units[u].routed = false;
      log(d, out, `${pieceName(ctx, u)} rolls ${r}${mod ? ` +${mod}` : ''}: no longer Routed`, { rule: 'N20 10.0', dice: [r] });
    } else log(d, out, `${pieceName(ctx, u)} rolls ${r}${mod ? ` +${mod}` : ''}: stays Routed`, { rule: 'N20 10.0', dice: [r] });
  }
}

// ---------------------------------------------------------------- event unit picks

const pickUnit: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => `${sideName(ctx, f.side)}: pick the unit for the event (${f.loc.purpose === 'rallyRouted' ? 'rally a Routed unit' : 'roll for a Broken unit'})`,
  options: (s, f) => ({ units: f.loc.units as string[], hexes: [], buttons: [] }),
  legal: (s, f) => (f.loc.units as string[]).map((u) => choose(s, f.side, 'pick', { units: [u] })),
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose' || cmd.choice !== 'pick' || !cmd.units || !(f.loc.units as string[]).includes(cmd.units[0])) reject('bad-pick', 'pick one of the offered units', 'N20 5.0');
    const purpose = f.loc.purpose as string;
    pop(d);
    resolvePick(d, ctx, out, purpose, cmd.units![0]);
  },
};

export const phaseProcs: Record<string, ProcFn> = { ...setupProcs, ...turnProcs };
export const phaseDecisions: Record<string, DecisionHandler<any>> = {
  'n20:fieldWorks': fieldWorks,
  'n20:dc': dcSetup,
  'n20:mediumPick': mediumPick,
  'n20:movement': movement,
  'n20:reaction': reaction,
  'n20:combat': combat,
  'n20:rally': rally,
  'n20:pickUnit': pickUnit,
};
export { hand, brokenUnits };
