// NLC 4: the turn. Chit preparation (Coordinated Action 4.1, Initial Action 4.2, several OCs 4.3),
// the Initial Action, the chit pull until the cup is empty, the Turn End Phase with the Reserve
// Action Stage, and night turns (NLC 16).
import type { Draft } from 'immer';
import type { DecideFrame, GameState, ProcFrame, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { ruleIn } from '../../../core/ctx';
import { log, reject, roll, type Out } from '../../../core/ops';
import { drawInt } from '../../../core/rng';
import { firstAnswer, hooksOf } from '../../../core/hookAnswer';
import { pop, proc, push } from '../../../core/run';
import { otherSide, sideName, pieceName } from '../../../rules/pieces';
import { effectiveMorale } from '../../../tables/morale';
import { terrainTable } from '../../../rules/terrainTable';
import { clockLabel, isNight } from '../../../rules/clock';
import { finalResult } from '../../../rules/victory';
import { nlcDraft, nlcOf } from '../state';
import { actionCommanders, chitFormations, formationName, subordinates } from './commanders';
import { hqReturnHexes, hqsReturning, leaderRating, placeHq, replaceLostLeaders } from '../leaders';
import { baseMorale, moraleMods } from '../morale';
import { routAndSpread, routs } from '../rout';
import { checkDemoralization } from '../losses';
import { recordTurnStartZoc } from '../combat/assault';
import { formationActionFrame } from './formationAction';

function sidesInOrder(ctx: Ctx): Side[] {
  return [ctx.scenario.firstSide, ...ctx.sides.filter((x) => x !== ctx.scenario.firstSide)];
}

const turnStart: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  const n = nlcDraft(d);
  const night = isNight(ctx.scenario, d.clock.turn);
  d.clock.phase = 'turn start';
  log(d, out, `Turn ${d.clock.turn} of ${ctx.scenario.turns.count}, ${clockLabel(ctx.scenario, d.clock.turn)}${night ? ' (night)' : ''}`, {
    rule: night ? 'NLC 16' : 'NLC 4',
  });
  n.drawn = [];
  n.cup = [];
  n.charged = [];
  n.bombarded = [];
  n.ocMoved = [];
  n.entryUsed = {};
  n.initiative = null;
  n.initiativeChit = null;
  for (const side of ctx.sides) n.coordinated[side] = [];
  // NLC 11.2: a leader lost last turn is replaced by a leader rated 1
  replaceLostLeaders(d, ctx, out);
  // NLC 11.4: destroyed HQs come back on the first night turn; their owners place them first
  const hqFrames = hqsReturning(d as GameState, ctx).map((hq) => ({
    k: 'decide' as const,
    side: ctx.scenario.hqs.find((h) => h.id === hq)!.side,
    type: 'placeHq',
    rule: 'NLC 11.4',
    loc: { hq },
  }));
  // NLC 7.11 asks whether cavalry began the turn in an enemy ZOC
  recordTurnStartZoc(d, ctx);
  if (night && ruleIn(d, ctx, 'NLC 16')) {
    // the rules' personal note: on night turns skip the chit pull, each side moves all its formations
    log(d, out, 'Night: no chit pull; each side activates all its formations', { rule: 'NLC 16' });
    push(
      d,
      ...sidesInOrder(ctx).map((side) => formationActionFrame(side, chitFormations(d as GameState, ctx, side), 'night movement')),
      proc('turnEnd'),
    );
    // NLC 12.3: the Command Phase opens the turn (the orders module; a no-op with it off)
    if (ctx.procs.commandPhase) push(d, proc('commandPhase'));
    push(d, ...hqFrames);
    // module turn-start rules, once a turn (MOP 37.4 weather, 37.7 supply, 37.6 rally, 37.12 cards, A.II): frames they push run first
    for (const hk of hooksOf(ctx, 'onTurnStart')) hk(d, ctx, out);
    return;
  }
  push(
    d,
    ...sidesInOrder(ctx).map((side) => proc('coordinatedRoll', { side })),
    proc('initialRoll', {}),
    proc('fillCup'),
    proc('initialAction'),
    proc('chitPull'),
    proc('turnEnd'),
  );
  if (ctx.procs.commandPhase) push(d, proc('commandPhase'));
  push(d, ...hqFrames);
  for (const hk of hooksOf(ctx, 'onTurnStart')) hk(d, ctx, out);
};

/** Ask which OC rolls when a side has several (NLC 4.3); returns the chosen one or null while asking. */
function commanderFor(d: Draft<GameState>, f: Draft<ProcFrame>, ctx: Ctx, side: Side, purpose: string): string | null | 'ask' {
  const key = 'oc:' + side;
  if (typeof f.loc[key] === 'string') return f.loc[key] as string;
  const ocs = actionCommanders(d as GameState, ctx, side);
  if (ocs.length === 0) return null;
  if (ocs.length === 1) return ocs[0];
  push(d, { k: 'decide', side, type: 'pickCommander', rule: 'NLC 4.3', loc: { purpose, key } });
  return 'ask';
}

const coordinatedRoll: ProcFn = (d, f, ctx, out) => {
  const side = f.loc.side as Side;
  const oc = commanderFor(d, f, ctx, side, 'the Coordinated Action roll');
  if (oc === 'ask') return;
  pop(d);
  d.clock.phase = 'chit preparation';
  if (!oc) return;
  const eligible = subordinates(ctx, chitFormations(d as GameState, ctx, side), oc);
  const rating = leaderRating(d as GameState, ctx, oc);
  // a module may grant or deny the chit without a roll (Hooks.actionGrant: MOP A.I cards 2, 7)
  const grant = firstAnswer(ctx, 'actionGrant', d, ctx, out, side, 'coordinated');
  let ok: boolean;
  if (grant) {
    ok = grant.grant;
    log(d, out, `${sideName(ctx, side)} ${ok ? 'receive' : 'may not have'} a Coordinated Action chit: ${grant.why}`, { rule: grant.rule });
  } else {
    const [die] = roll(d, out, 1, 'Coordinated Action', 'NLC 4.1');
    ok = die <= rating - 2;
    log(d, out, `${sideName(ctx, side)} Coordinated Action roll ${die} against ${pieceName(ctx, oc)}'s rating ${rating}: ${ok ? 'success' : 'no chit'}`, {
      rule: 'NLC 4.1',
      dice: [die],
    });
  }
  if (ok && eligible.length >= 2) {
    push(d, { k: 'decide', side, type: 'coordinatedPick', rule: 'NLC 4.1', loc: { oc, picked: [] } });
  }
};

const initialRoll: ProcFn = (d, f, ctx, out) => {
  const n = nlcDraft(d);
  const ocs: Record<Side, string | null> = {};
  for (const side of sidesInOrder(ctx)) {
    const oc = commanderFor(d, f, ctx, side, 'the Initial Action roll');
    if (oc === 'ask') return;
    ocs[side] = oc;
  }
  pop(d);
  const totals: Record<Side, number> = {};
  for (const side of sidesInOrder(ctx)) {
    const oc = ocs[side];
    const rating = oc ? leaderRating(d as GameState, ctx, oc) : 0;
    const [die] = roll(d, out, 1, 'Initial Action', 'NLC 4.2');
    const bonus = ruleIn(d, ctx, 'NLC 20.11') ? initiativeBonus(d as GameState, ctx, side) : 0;
    totals[side] = die + rating + bonus;
    log(d, out, `${sideName(ctx, side)} Initial Action roll ${die} + rating ${rating}${bonus ? ` + ${bonus} for taking the initiative` : ''} = ${totals[side]}`, {
      rule: bonus ? 'NLC 20.11' : 'NLC 4.2',
      dice: [die],
    });
  }
  const [a, b] = ctx.sides;
  let margin = totals[a] - totals[b];
  // a module may give a side the Initial Action or rule it out (Hooks.actionGrant: MOP A.I cards 2, 5, 7)
  const grants = ctx.sides.map((x) => ({ side: x, g: firstAnswer(ctx, 'actionGrant', d, ctx, out, x, 'initial') }));
  const given = grants.filter((x) => x.g?.grant);
  for (const x of grants) if (x.g) log(d, out, `${sideName(ctx, x.side)} ${x.g.grant ? 'take' : 'may not take'} the Initial Action: ${x.g.why}`, { rule: x.g.rule });
  if (given.length === 1) margin = (given[0].side === a ? 1 : -1) * Math.max(3, Math.abs(margin));
  else if (given.length === 0 && grants.some((x) => x.g && !x.g.grant && x.side === (margin > 0 ? a : b))) margin = 0;
  if (Math.abs(margin) >= 3) {
    const side = margin > 0 ? a : b;
    n.initiative = { side, margin: Math.abs(margin) };
    const oc = ocs[side];
    const choices = subordinates(ctx, chitFormations(d as GameState, ctx, side), oc);
    if (choices.length) push(d, { k: 'decide', side, type: 'initialPick', rule: 'NLC 4.2', loc: { oc } });
  } else {
    log(d, out, 'No Initial Action this turn', { rule: 'NLC 4.2' });
  }
};

/** NLC 20.11: the side that retreated fewer units last turn adds 1; twice as many (out of two or more combats) adds 2. */
export function initiativeBonus(s: GameState, ctx: Ctx, side: Side): number {
  const n = nlcOf(s);
  const other = otherSide(ctx, side);
  const mine = n.lastRetreats[side] ?? 0;
  const theirs = n.lastRetreats[other] ?? 0;
  if (mine >= theirs) return 0;
  if (theirs >= 2 * Math.max(mine, 1) && (n.lastCombats[other] ?? 0) >= 2) return 2;
  return 1;
}

const fillCup: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  const n = nlcDraft(d);
  const cup: string[] = [];
  for (const side of sidesInOrder(ctx)) {
    for (const f of chitFormations(d as GameState, ctx, side)) {
      if (n.coordinated[side].includes(f)) continue;
      cup.push(f);
    }
    if (n.coordinated[side].length === 2) cup.push('ca:' + side);
  }
  n.cup = cup.filter((c) => c !== n.initiativeChit);
  d.clock.phase = 'chit pull';
  log(d, out, `${n.cup.length} chits in the cup`, { rule: 'NLC 3.1' });
  // MOP 37.1: the seam where events are played before the first chit (frames pushed here run first)
  for (const hk of hooksOf(ctx, 'beforeChitPull')) hk(d, ctx, out);
};

function formationsOfChit(s: GameState, chit: string): string[] {
  const n = nlcOf(s);
  return chit.startsWith('ca:') ? [...n.coordinated[chit.slice(3)]] : [chit];
}

function sideOfChit(ctx: Ctx, chit: string): Side {
  return chit.startsWith('ca:') ? chit.slice(3) : ctx.scenario.formations.find((x) => x.id === chit)!.side;
}

const initialAction: ProcFn = (d, _f, ctx) => {
  pop(d);
  const n = nlcDraft(d);
  const chit = n.initiativeChit;
  if (!chit) return;
  n.drawn.push(chit);
  d.clock.phase = 'initial action';
  push(d, formationActionFrame(sideOfChit(ctx, chit), formationsOfChit(d as GameState, chit), 'Initial Action'));
};

const chitPull: ProcFn = (d, _f, ctx, out) => {
  const n = nlcDraft(d);
  if (n.cup.length === 0) {
    pop(d);
    return;
  }
  d.clock.phase = 'chit pull';
  // MOP 37.1: a module may pull from a cup per side; otherwise one cup for both sides (NLC 4)
  const i = firstAnswer(ctx, 'pullChit', d, ctx, out, [...n.cup]) ?? drawInt(d, n.cup.length);
  const chit = n.cup.splice(i, 1)[0];
  n.drawn.push(chit);
  out.revealed = true;
  log(d, out, `Chit drawn: ${formationName(ctx, chit)} (${sideName(ctx, sideOfChit(ctx, chit))}); ${n.cup.length} left in the cup`, { rule: 'NLC 4' });
  push(d, formationActionFrame(sideOfChit(ctx, chit), formationsOfChit(d as GameState, chit), ''));
};

const turnEnd: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  d.clock.phase = 'turn end';
  log(d, out, 'Turn End Phase: Reserve Action Stage', { rule: 'NLC 4' });
  // formations without a chit (reserves) act now, the first side first
  const frames = sidesInOrder(ctx)
    .map((side) => ({ side, fs: chitFormations(d as GameState, ctx, side, false) }))
    .filter((x) => x.fs.length)
    .map((x) => formationActionFrame(x.side, x.fs, 'Reserve Action Stage'));
  // NLC 11.5: HQs under March or Fall Back orders move in the Reserve Phase
  if (ctx.procs.hqMovement) frames.push(proc('hqMovement'));
  // NLC 17 the 09:00 supply check, NLC 13 the night rally (their modules; no-ops when off)
  if (ctx.procs.supplyPhase) frames.push(proc('supplyPhase'));
  if (ctx.procs.rallyPhase) frames.push(proc('rallyPhase'));
  push(d, ...frames, proc('turnFinish'));
};

const turnFinish: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  const n = nlcDraft(d);
  recoverDisruption(d, ctx, out);
  n.lastRetreats = { ...n.retreats };
  n.lastCombats = { ...n.combats };
  for (const side of ctx.sides) {
    n.retreats[side] = 0;
    n.combats[side] = 0;
  }
  if (d.clock.turn >= ctx.scenario.turns.count) {
    d.result = finalResult(d as GameState, ctx, `End of turn ${d.clock.turn}`, [...n.demoralizedArmies]);
    log(d, out, `Game over. ${d.result.reason}`, { rule: d.result.rule });
    return;
  }
  d.clock.turn += 1;
  push(d, proc('turnStart'));
};

/** NLC 6.3 and advanced rule 19.2: disruption goes at the end of the turn, or on a passed morale check. */
function recoverDisruption(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const disrupted = ctx.unitIds.filter((id) => d.units[id].disrupted && d.units[id].status === 'map');
  if (!disrupted.length) return;
  if (!ruleIn(d, ctx, 'NLC 19.2')) {
    for (const id of disrupted) d.units[id].disrupted = false;
    log(d, out, `Disruption removed from ${disrupted.length} unit${disrupted.length > 1 ? 's' : ''}`, { rule: 'NLC 6.3' });
    return;
  }
  // all checks are simultaneous: judge every unit on the state before any marker comes off
  const morale = Object.fromEntries(disrupted.map((id) => [id, recoveryMorale(d as GameState, ctx, id)]));
  const routed: string[] = [];
  for (const id of disrupted) {
    const [die] = roll(d, out, 1, `disruption recovery ${pieceName(ctx, id)}`, 'NLC 19.2');
    const pass = die <= morale[id];
    if (pass) d.units[id].disrupted = false;
    else if (routs(ctx, d as GameState, die - morale[id])) routed.push(id);
    log(d, out, `${pieceName(ctx, id)} ${pass ? 'recovers from' : 'stays in'} disruption (rolled ${die} against morale ${morale[id]})`, {
      rule: 'NLC 19.2',
      dice: [die],
      hexes: [d.units[id].hex!],
    });
  }
  // NLC 20.10: a check failed by 3 or more routs the unit, after all the simultaneous checks
  if (!routed.length) return;
  for (const side of sidesInOrder(ctx)) {
    const mine = routed.filter((u) => ctx.units[u].side === side && d.units[u].status === 'map');
    if (mine.length) routAndSpread(d, ctx, out, mine);
  }
  checkDemoralization(d, ctx, out);
}

/** Morale for the 19.2 recovery check: the usual modifiers plus the two that count only here. */
function recoveryMorale(s: GameState, ctx: Ctx, id: string): number {
  const def = ctx.units[id];
  const hex = s.units[id].hex!;
  const enemy = otherSide(ctx, def.side);
  // baseMorale carries the La Garde -1 for the rest of the game (NLC 7.4), in this check too
  return effectiveMorale(baseMorale(s, ctx, id), {
    ...moraleMods(s, ctx, id),
    inDefensiveTerrain: terrainTable(ctx)[ctx.map.hexes[hex].terrain].assault !== 'NE',
    adjacentUndisruptedEnemy: ctx.map.hexes[hex].neighbours.some((nb) =>
      ctx.unitIds.some((e) => ctx.units[e].side === enemy && s.units[e].status === 'map' && s.units[e].hex === nb && !s.units[e].disrupted),
    ),
  });
}

// ---------------------------------------------------------------- decisions

const pickCommander: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    return `${sideName(ctx, f.side)}: choose the commander who rolls for ${f.loc.purpose}`;
  },
  options(s, f, ctx) {
    return { units: [], hexes: [], buttons: actionCommanders(s, ctx, f.side).map((id) => ({ id: 'oc:' + id, label: ctx.leaders[id].name })) };
  },
  legal(s, f, ctx) {
    return actionCommanders(s, ctx, f.side).map((id) => ({ type: 'choose' as const, side: f.side, n: s.seq, choice: 'oc:' + id }));
  },
  apply(d, f, cmd, ctx) {
    const id = cmd.type === 'choose' && cmd.choice.startsWith('oc:') ? cmd.choice.slice(3) : '';
    if (!actionCommanders(d as GameState, ctx, f.side).includes(id)) reject('bad-choice', 'choose one of your overall commanders (or a wing commander away from them, NLC 12.14)', 'NLC 4.3');
    const key = f.loc.key as string;
    pop(d);
    const below = d.stack[d.stack.length - 1];
    below.loc[key] = id;
  },
};

function pickable(s: GameState, ctx: Ctx, f: DecideFrame): string[] {
  const picked = (f.loc.picked as string[]) ?? [];
  return subordinates(ctx, chitFormations(s, ctx, f.side), (f.loc.oc as string) ?? null).filter((x) => !picked.includes(x));
}

const coordinatedPick: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const picked = (f.loc.picked as string[]).map((x) => formationName(ctx, x));
    return `${sideName(ctx, f.side)} Coordinated Action: choose ${picked.length ? 'the second formation (with ' + picked[0] + ')' : 'two formations to act together'}`;
  },
  options(s, f, ctx) {
    return {
      units: [],
      hexes: [],
      buttons: [
        ...pickable(s, ctx, f).map((x) => ({ id: 'formation:' + x, label: formationName(ctx, x) })),
        { id: 'decline', label: 'Do not coordinate' },
      ],
    };
  },
  legal(s, f, ctx) {
    return [...pickable(s, ctx, f).map((x) => 'formation:' + x), 'decline'].map((choice) => ({ type: 'choose' as const, side: f.side, n: s.seq, choice }));
  },
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose') reject('not-now', 'choose formations for the Coordinated Action', 'NLC 4.1');
    if (cmd.choice === 'decline') {
      log(d, out, `${sideName(ctx, f.side)} does not use the Coordinated Action`, { rule: 'NLC 4.1' });
      pop(d);
      return;
    }
    const id = cmd.choice.slice('formation:'.length);
    if (!cmd.choice.startsWith('formation:') || !pickable(d as GameState, ctx, f as DecideFrame).includes(id)) {
      reject('bad-choice', 'that formation cannot take part in the Coordinated Action', 'NLC 4.1');
    }
    (f.loc.picked as string[]).push(id);
    if ((f.loc.picked as string[]).length === 2) {
      const pair = [...(f.loc.picked as string[])];
      nlcDraft(d).coordinated[f.side] = pair;
      log(d, out, `${sideName(ctx, f.side)} Coordinated Action: ${pair.map((x) => formationName(ctx, x)).join(' and ')} will act together`, {
        rule: 'NLC 4.1',
      });
      pop(d);
    }
  },
};

function initialChoices(s: GameState, ctx: Ctx, f: DecideFrame): string[] {
  const n = nlcOf(s);
  const own = subordinates(ctx, chitFormations(s, ctx, f.side), (f.loc.oc as string) ?? null).filter((x) => !n.coordinated[f.side].includes(x));
  return n.coordinated[f.side].length === 2 ? [...own, 'ca:' + f.side] : own;
}

const initialPick: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    return `${sideName(ctx, f.side)} won the Initial Action: choose the chit that acts first`;
  },
  options(s, f, ctx) {
    return {
      units: [],
      hexes: [],
      buttons: [...initialChoices(s, ctx, f).map((x) => ({ id: 'chit:' + x, label: formationName(ctx, x) })), { id: 'decline', label: 'No Initial Action' }],
    };
  },
  legal(s, f, ctx) {
    return [...initialChoices(s, ctx, f).map((x) => 'chit:' + x), 'decline'].map((choice) => ({ type: 'choose' as const, side: f.side, n: s.seq, choice }));
  },
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose') reject('not-now', 'choose a chit for the Initial Action', 'NLC 4.2');
    if (cmd.choice === 'decline') {
      pop(d);
      return;
    }
    const chit = cmd.choice.slice('chit:'.length);
    if (!cmd.choice.startsWith('chit:') || !initialChoices(d as GameState, ctx, f as DecideFrame).includes(chit)) {
      reject('bad-choice', 'that chit cannot take the Initial Action', 'NLC 4.2');
    }
    nlcDraft(d).initiativeChit = chit;
    log(d, out, `${sideName(ctx, f.side)} Initial Action: ${formationName(ctx, chit)}`, { rule: 'NLC 4.2' });
    pop(d);
  },
};

export const turnProcs: Record<string, ProcFn> = {
  turnStart,
  coordinatedRoll,
  initialRoll,
  fillCup,
  initialAction,
  chitPull,
  turnEnd,
  turnFinish,
};

const placeHqDecision: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const hq = ctx.scenario.hqs.find((h) => h.id === f.loc.hq)!;
    return `${sideName(ctx, f.side)}: night has fallen and the ${hq.name} returns: choose a hex with your units for it`;
  },
  options(s, f, ctx) {
    return { units: [], hexes: hqReturnHexes(s, ctx, f.loc.hq as string), buttons: [] };
  },
  legal(s, f, ctx) {
    return hqReturnHexes(s, ctx, f.loc.hq as string).map((hex) => ({ type: 'choose' as const, side: f.side, n: s.seq, choice: 'placeHq', hex }));
  },
  apply(d, f, cmd, ctx, out) {
    const hq = f.loc.hq as string;
    if (cmd.type !== 'choose' || cmd.choice !== 'placeHq' || !cmd.hex) reject('bad-choice', 'choose "placeHq" with a hex', 'NLC 11.4');
    if (!hqReturnHexes(d as GameState, ctx, hq).includes(cmd.hex)) reject('bad-hex', `the HQ returns with a friendly unit: ${cmd.hex} holds none`, 'NLC 11.4');
    pop(d);
    placeHq(d, ctx, out, hq, cmd.hex);
  },
};

export const turnDecisions = { pickCommander, coordinatedPick, initialPick, placeHq: placeHqDecision };
