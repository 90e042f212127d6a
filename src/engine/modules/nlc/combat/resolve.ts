// One assault from fire to advance: NLC 7.1-7.6, 7.11, 10, 11.2-11.3, 19.1, 19.5, 20.4, 20.10.
// The proc 'assaultCombat' runs the combat recorded in nlc.combat phase by phase; the owner's choices
// (retreat, hit allocation, retreat hex, advance, cavalry retreat) are decisions that resume it.
import { produce, type Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, HexNote, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, roll, type Out } from '../../../core/ops';
import { pop, push } from '../../../core/run';
import { leadersAt, linePartner, maxSteps, moveClass, otherSide, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { stackProblem, unitsThatFit } from '../../../rules/stacking';
import { updateControl } from '../../../rules/victory';
import { moraleCheckPasses } from '../../../tables/morale';
import { roundNormal } from '../../../tables/percentReduction';
import { nlcDraft, nlcOf } from '../state';
import { checkDemoralization, takeStep } from '../losses';
import { noteEliminated } from '../rally/state';
import { leaderLossRoll, onEnterHex } from '../leaders';
import { combatEntry } from '../../../core/module';
import { routAndSpread } from '../rout';
import { moraleCheck, moraleModLabels, unitMorale, groupMoraleOf, type CombatMoraleContext } from '../morale';
import { fireRollAdjuster, rollFire } from './fire';
import { firstAnswer, hooksOf } from '../../../core/hookAnswer';
import { assaultFire } from '../artillery/assaultFire';
import { placeRemoteGuns } from '../artillery/remoteSupport';
import { applyArtillerySupport } from '../artillery/support';
import { chateauFort, isChateauFortUnit, isFlanked, retreatOptions, type RetreatOption } from './terrain';
import type { CombatRecord, CombatRole, CombatSide, CombatTask } from './types';
import { queueReaction } from '../cavalry/trigger';
import { lightCavalryMayRetreat } from '../optional/lightCavalryRetreat';
import { keepLine, lineHexes, lineRetreatOptions } from '../optional/extendedLine';

const other = (r: CombatRole): CombatRole => (r === 'attacker' ? 'defender' : 'attacker');
const names = (ctx: Ctx, ids: string[]) => ids.map((u) => pieceName(ctx, u)).join(', ');
const onMap = (s: GameState, ids: string[]) => ids.filter((u) => s.units[u].status === 'map');
const isArtillery = (ctx: Ctx, id: string) => moveClass(ctx.units[id].type) === 'artillery';
const isInfantry = (ctx: Ctx, id: string) => ctx.units[id].type === 'infantry';

function combatOf(d: Draft<GameState> | GameState): CombatRecord {
  const c = nlcOf(d as GameState).combat;
  if (!c) throw new Error('no assault in progress');
  return c;
}

/**
 * A fresh combat record, stamped with the turn and activation it is fought in so the client shows it
 * until its moment has passed; assaults (NLC 7.3) and bombardments (NLC 8.1) start from the same record.
 */
export function newCombatRecord(
  s: GameState,
  id: number,
  start: Pick<CombatRecord, 'phase' | 'target' | 'attacker' | 'defender'> & { kind?: CombatRecord['kind'] },
): CombatRecord {
  return {
    id,
    ...(start.kind ? { kind: start.kind } : {}),
    turn: s.clock.turn,
    activation: s.clock.activation,
    phase: start.phase,
    target: start.target,
    attacker: start.attacker,
    defender: start.defender,
    flank: false,
    order: ['attacker', 'defender'],
    choices: [],
    halved: false,
    allocations: [],
    checks: [],
    retreats: [],
    disrupted: [],
    eliminated: [],
    leaderRolls: [],
    cavalryRetreat: [],
    advance: null,
    advanceDeclined: false,
    queue: [],
    hitHexes: [],
  };
}

export function emptySide(side: Side, units: string[], hexes: HexId[]): CombatSide {
  return {
    side,
    units,
    hexes,
    morale: 0,
    moraleLines: [],
    moraleMods: [],
    hadArtillery: false,
    fire: null,
    hitsRolled: 0,
    hitsTaken: 0,
    lostSteps: 0,
    retreat: 'none',
  };
}

/** Combat morale circumstances of one unit of a side (NLC 2.3, 7.4, 7.6). */
export function combatContext(s: GameState, ctx: Ctx, c: CombatRecord, role: CombatRole, unitId: string, forRetreatRoll: boolean): CombatMoraleContext {
  const cs = c[role];
  const hex = s.units[unitId].hex;
  return {
    flank: role === 'defender' && c.flank,
    woods: !!hex && ctx.map.hexes[hex].terrain === 'woods',
    artilleryFire: cs.moraleMods.includes('artilleryFire'),
    oldGuard: forRetreatRoll && cs.moraleMods.includes('oldGuard'),
    defending: role === 'defender',
  };
}

/** NLC 7.4: 1 hit becomes 0, otherwise half, rounded normally. */
export function halveHits(h: number): number {
  return h <= 1 ? 0 : roundNormal(h / 2);
}

// ---------------------------------------------------------------- allocation (NLC 7.1, 10, 19.5)

/** Units that may take the next step loss of an allocation task. */
export function allocationCandidates(s: GameState, ctx: Ctx, task: Extract<CombatTask, { t: 'allocate' }>): string[] {
  let cands = onMap(s, task.pool);
  if (!cands.length || task.halves <= 0) return [];
  if (task.firstInfantry) {
    const inf = cands.filter((u) => isInfantry(ctx, u));
    if (inf.length) cands = inf;
  }
  const damaged = cands.filter((u) => s.units[u].steps < maxSteps(ctx.units[u]));
  if (damaged.length) cands = damaged;
  // NLC 10: adjacent friendly infantry may take the losses of an infantry unit in a chateau
  const cover: string[] = [];
  for (const u of cands) {
    if (!isChateauFortUnit(s, ctx, u)) continue;
    for (const h of ctx.map.hexes[s.units[u].hex!].neighbours) {
      for (const v of unitsAt(s, ctx, h)) {
        if (ctx.units[v].side === task.side && isInfantry(ctx, v) && !cands.includes(v) && !cover.includes(v)) cover.push(v);
      }
    }
  }
  const all = [...cands, ...cover];
  return ctx.unitIds.filter((id) => all.includes(id));
}

function allocateStep(d: Draft<GameState>, ctx: Ctx, out: Out, unitId: string): void {
  const c = combatOf(d);
  const task = c.queue[0];
  if (!task || task.t !== 'allocate') throw new Error('no allocation pending');
  const s = d as GameState;
  const hex = s.units[unitId].hex!;
  const inPool = task.pool.includes(unitId);
  const r = takeStep(d, ctx, out, unitId, task.rule);
  // NLC 19.5: an infantry step worth only 1 strength point satisfies half a hit
  const tiny = ruleIn(s, ctx, 'NLC 19.5') && isInfantry(ctx, unitId) && r.before - r.after === 1;
  const halves = tiny ? 1 : 2;
  task.halves -= halves;
  task.firstInfantry = false;
  c.allocations.push({ role: task.role, unit: unitId, halves, reason: task.reason, chateauCover: !inPool });
  if (!inPool) log(d, out, `${pieceName(ctx, unitId)} takes the loss for the chateau's garrison`, { rule: 'NLC 10', hexes: [hex] });
  if (tiny) log(d, out, `${pieceName(ctx, unitId)} is a tiny unit: its step satisfies half a hit`, { rule: 'NLC 19.5', hexes: [hex] });
  if (task.reason === 'fire') {
    c[task.role].lostSteps += 1;
    if (!c.hitHexes.includes(hex)) c.hitHexes.push(hex);
  }
  if (r.eliminated) c.eliminated.push(unitId);
  if (task.halves <= 0) c.queue.shift();
}

// ---------------------------------------------------------------- retreats (NLC 7.4, 7.11, 10, 11.3, 19.1)

function retreatExclusions(task: Extract<CombatTask, { t: 'retreat' }>): HexId[] {
  return [...task.visited, task.from];
}

export function retreatChoices(s: GameState, ctx: Ctx, task: Extract<CombatTask, { t: 'retreat' }>): RetreatOption[] {
  const units = onMap(s, task.units);
  if (!units.length) return [];
  // NLC 7.7: a retreat after a charge ignores the charging units' ZOC
  const charge = nlcOf(s).combat?.charge;
  const ignore = charge && task.kind === 'charge' && task.role === 'defender' ? Object.keys(charge.from) : [];
  // NLC 20.2.3: a stack holding a brigade in extended line retreats from either hex, or keeps the line
  if (task.at === task.from && units.some((u) => linePartner(s.units[u]))) {
    const target = nlcOf(s).combat?.target;
    const fought = task.role === 'defender' && target && units.some((u) => lineHexes(s, u)?.includes(target)) ? target : task.from;
    return lineRetreatOptions(s, ctx, task.side, units, task.visited, ignore, fought);
  }
  return retreatOptions(s, ctx, task.side, units, task.at, retreatExclusions(task), ignore);
}

/** Eliminate units outright (rout, destroyed foot artillery, no way out of an overflow). */
export function eliminate(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[], text: string, rule: string): void {
  const c = combatOf(d);
  for (const u of units) {
    const hex = d.units[u].hex;
    noteEliminated(d, ctx, u, hex);
    d.units[u].status = 'eliminated';
    d.units[u].hex = null;
    d.units[u].steps = 0;
    d.units[u].disrupted = false;
    c.eliminated.push(u);
    log(d, out, `${pieceName(ctx, u)} ${text}`, { rule, hexes: hex ? [hex] : [] });
    for (const hk of hooksOf(ctx, 'onUnitEliminated')) hk(d, ctx, out, u, hex);
  }
}

export function disrupt(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[], why: string, rule: string): void {
  const c = combatOf(d);
  const fresh = units.filter((u) => d.units[u].status === 'map' && !d.units[u].disrupted);
  if (!fresh.length) return;
  for (const u of fresh) {
    d.units[u].disrupted = true;
    if (!c.disrupted.includes(u)) c.disrupted.push(u);
  }
  const hexes = [...new Set(fresh.map((u) => d.units[u].hex!))];
  log(d, out, `${names(ctx, fresh)} ${fresh.length > 1 ? 'are' : 'is'} disrupted (${why})`, { rule, hexes });
}

function moveUnits(d: Draft<GameState>, ctx: Ctx, units: string[], to: HexId): void {
  for (const u of units) d.units[u].hex = to;
}

/** Leaders go with the last units leaving their hex (NLC 11.3). */
export function leadersFollow(d: Draft<GameState>, ctx: Ctx, side: Side, from: HexId, to: HexId, out: Out): void {
  const s = d as GameState;
  if (unitsAt(s, ctx, from).some((u) => ctx.units[u].side === side)) return;
  for (const l of leadersAt(s, ctx, from)) {
    if (ctx.leaders[l].side !== side) continue;
    d.leaders[l].hex = to;
    log(d, out, `${pieceName(ctx, l)} goes with his units to ${to}`, { rule: 'NLC 11.3', hexes: [from, to] });
  }
}

function executeRetreat(d: Draft<GameState>, ctx: Ctx, out: Out, opt: RetreatOption): void {
  const s = d as GameState;
  const c = combatOf(d);
  const task = c.queue.shift();
  if (!task || task.t !== 'retreat') throw new Error('no retreat pending');
  const units = onMap(s, task.units);
  if (opt.offMap) {
    // NLC 5.6: units leaving the map in a retreat count as eliminated; leaders stay in the hex
    c.retreats.push({ role: task.role, units, from: task.from, to: null, kind: task.kind, note: 'off the map' });
    eliminate(d, ctx, out, units, `retreats off the map from ${task.from} and counts as eliminated`, 'NLC 5.6');
    return;
  }
  let moving = units;
  let excess: string[] = [];
  if (opt.overflow) {
    const here = unitsAt(s, ctx, opt.hex).filter((u) => !units.includes(u));
    const fit = unitsThatFit(s, ctx, opt.hex, here, units);
    moving = units.slice(0, fit);
    excess = units.slice(fit);
    disrupt(d, ctx, out, [...here, ...units], `stacking overflow at ${opt.hex}`, 'NLC 7.4');
  }
  moveUnits(d, ctx, moving, opt.hex);
  if (opt.second) {
    // NLC 20.2.3: both halves of the line went back one hex; the counter stands on the hexside between them
    keepLine(d, ctx, out, moving, opt.hex, opt.second);
    updateControl(d, ctx, [opt.second], task.side);
  } else if (moving.length) {
    log(d, out, `${names(ctx, moving)} retreat${moving.length > 1 ? '' : 's'} ${task.from} to ${opt.hex}`, { rule: task.rule, hexes: [task.from, opt.hex] });
  }
  if (moving.length) out.events.push({ type: 'moved', units: [...moving], path: [opt.hex], from: task.from, visibleTo: 'all' });
  c.retreats.push({
    role: task.role,
    units: moving,
    from: task.from,
    to: moving.length ? opt.hex : null,
    kind: task.kind,
    note: excess.length ? `${names(ctx, excess)} overflow and retreat another hex` : opt.zoc ? 'into an enemy ZOC' : '',
  });
  if (!excess.length) leadersFollow(d, ctx, task.side, task.from, opt.hex, out);
  onEnterHex(d, ctx, out, task.side, opt.hex);
  if (opt.second) onEnterHex(d, ctx, out, task.side, opt.second);
  if (moving.length) combatEntry(ctx, d, out, task.side, opt.hex);
  if (moving.length) updateControl(d, ctx, [opt.hex], task.side);
  const front: CombatTask[] = [];
  if (excess.length) {
    front.push({ ...task, units: excess, at: opt.hex, visited: [...task.visited, opt.hex], kind: 'overflow', rule: 'NLC 7.4' });
  }
  // a module may spare the step (Hooks.retreatZocSpared: MOP A.I card 22)
  const spared = opt.zoc && moving.some((u) => moveClass(ctx.units[u].type) !== 'cavalry') ? firstAnswer(ctx, 'retreatZocSpared', d, ctx, out, task.side, moving) : undefined;
  if (spared) log(d, out, `${names(ctx, moving)} retreated into an enemy ZOC: no extra step (${spared.why})`, { rule: spared.rule, hexes: [opt.hex] });
  else if (opt.zoc && moving.some((u) => moveClass(ctx.units[u].type) !== 'cavalry')) {
    log(d, out, `${names(ctx, moving)} retreated into an enemy ZOC and lose an extra step`, { rule: 'NLC 7.4', hexes: [opt.hex] });
    front.push(allocTask(task.role, task.side, moving, 1, 'NLC 7.4', 'retreat into enemy ZOC', false));
  }
  c.queue.unshift(...front);
  // NLC 7.9: units retreating into a hex may draw a reaction charge; the chargers that beat them do not
  // react (they pursue instead, NLC 7.8). The check runs before the combat goes on (its record is kept).
  if (moving.length && ctx.procs.reactionCheck) {
    const exclude = c.charge ? [...c.attacker.units] : [];
    queueReaction(d, ctx, { side: otherSide(ctx, task.side), movers: moving, path: [opt.hex], kind: 'retreat', exclude });
  }
}

/**
 * What retreating into one hex would bring about (NLC 7.4, 19.1), told before the owner chooses: the
 * retreat is played on a scratch copy by executeRetreat itself, so the note follows the same rules as
 * the real move: an enemy ZOC's extra step (and whether it must eliminate a one-step unit), stacking
 * overflow (disruption, units pushed on, or eliminated when they have nowhere to go).
 */
export function retreatNote(s: GameState, ctx: Ctx, opt: RetreatOption): HexNote {
  const scratch: Out = { events: [], revealed: false, rolled: false };
  const after = produce(s, (d) => executeRetreat(d, ctx, scratch, opt));
  const before = combatOf(s);
  const c = combatOf(after);
  const parts: string[] = [];
  let severity: HexNote['severity'] = 'safe';
  const worse = (x: HexNote['severity']) => {
    const order: HexNote['severity'][] = ['safe', 'harm', 'risk', 'loss', 'fatal'];
    if (order.indexOf(x) > order.indexOf(severity)) severity = x;
  };
  // the tasks executeRetreat put in front of the queue: an overflow retreat, then the ZOC step loss
  const front = c.queue.slice(0, c.queue.length - (before.queue.length - 1));
  for (const task of front) {
    if (task.t === 'retreat') {
      if (!retreatChoices(after, ctx, task).length) {
        parts.push(`over-stacked: ${names(ctx, task.units)} eliminated (nowhere further)`);
        worse('fatal');
      } else {
        parts.push(`over-stacked: ${names(ctx, task.units)} ${task.units.length > 1 ? 'retreat' : 'retreats'} on`);
        worse('harm');
      }
    } else if (task.t === 'allocate') {
      const cands = allocationCandidates(after, ctx, task);
      if (cands.length && cands.every((u) => after.units[u].steps <= 1)) {
        parts.push(`enemy ZOC: +1 step loss eliminates ${cands.length === 1 ? names(ctx, cands) : 'one of ' + names(ctx, cands)}`);
        worse('fatal');
      } else {
        parts.push('enemy ZOC: +1 step loss');
        worse('loss');
      }
    }
  }
  const disrupted = c.disrupted.filter((u) => !before.disrupted.includes(u));
  if (disrupted.length) {
    parts.push(`disrupts ${names(ctx, disrupted)}`);
    worse('harm');
  }
  // NLC 7.9: executeRetreat queued a reaction check: enemy cavalry can reach the hex
  if (after.stack.length > s.stack.length) {
    parts.push('enemy cavalry may reaction-charge (NLC 7.9)');
    worse('risk');
  }
  return { severity, text: parts.length ? parts.join('; ') : 'no extra loss', rule: 'NLC 7.4' };
}

function cannotRetreat(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const c = combatOf(d);
  const task = c.queue.shift();
  if (!task || task.t !== 'retreat') throw new Error('no retreat pending');
  const units = onMap(s, task.units);
  c.retreats.push({ role: task.role, units, from: task.from, to: null, kind: task.kind, note: 'no hex to retreat into' });
  if (task.kind === 'overflow') {
    eliminate(d, ctx, out, units, 'cannot retreat out of the overflow and is eliminated', 'NLC 7.4');
    return;
  }
  if (task.kind === 'charge') {
    // NLC 7.7: charged units that cannot retreat are eliminated
    eliminate(d, ctx, out, units, 'cannot retreat from the charge and is eliminated', 'NLC 7.7');
    return;
  }
  log(d, out, `${names(ctx, units)} cannot retreat from ${task.from}: they stay and lose an extra step`, { rule: 'NLC 7.4', hexes: [task.from] });
  c.queue.unshift(allocTask(task.role, task.side, units, 1, 'NLC 7.4', 'unable to retreat', false));
}

export function allocTask(role: CombatRole, side: Side, pool: string[], hits: number, rule: string, reason: string, firstInfantry: boolean): CombatTask {
  return { t: 'allocate', role, side, pool: [...pool], halves: hits * 2, firstInfantry, rule, reason };
}

/** Does any of the side's stacks have somewhere to go (a condition to offer a voluntary retreat)? */
function canRetreat(s: GameState, ctx: Ctx, side: Side, units: string[]): boolean {
  const movers = onMap(s, units).filter((u) => !isChateauFortUnit(s, ctx, u));
  const byHex = groupByHex(s, movers);
  return Object.entries(byHex).some(([hex, us]) => retreatOptions(s, ctx, side, us, hex, []).length > 0);
}

function groupByHex(s: GameState, units: string[]): Record<HexId, string[]> {
  const out: Record<HexId, string[]> = {};
  for (const u of units) (out[s.units[u].hex!] ??= []).push(u);
  return out;
}

/**
 * Start a side's retreat: chateau garrisons stay (NLC 10); in an involuntary retreat defending foot
 * artillery is destroyed and attacking foot artillery stays (NLC 7.4); NLC 19.1 disruption; then one
 * retreat task per stack.
 */
export function startRetreat(d: Draft<GameState>, ctx: Ctx, out: Out, role: CombatRole, units: string[], how: 'voluntary' | 'involuntary' | 'cavalry' | 'charge'): void {
  // NLC 7.7: the loser of a charge retreats involuntarily; only the cases it is cited under and an
  // impossible retreat (elimination) differ
  const kind = how === 'charge' ? 'involuntary' : how;
  const s = d as GameState;
  const c = combatOf(d);
  const n = nlcDraft(d);
  const cs = c[role];
  let movers = onMap(s, units);
  const forts = movers.filter((u) => isChateauFortUnit(s, ctx, u));
  if (forts.length) log(d, out, `${names(ctx, forts)} in the chateau does not retreat`, { rule: 'NLC 10', hexes: forts.map((u) => s.units[u].hex!) });
  movers = movers.filter((u) => !forts.includes(u));
  if (kind === 'involuntary') {
    const foot = movers.filter((u) => ctx.units[u].type === 'foot artillery');
    if (foot.length && role === 'defender') {
      eliminate(d, ctx, out, foot, 'is foot artillery caught in an involuntary retreat and is destroyed', 'NLC 7.4');
    } else if (foot.length) {
      log(d, out, `${names(ctx, foot)} (attacking foot artillery) ignores the involuntary retreat`, { rule: 'NLC 7.4', hexes: foot.map((u) => s.units[u].hex!) });
    }
    movers = movers.filter((u) => !foot.includes(u));
  }
  if (kind !== 'cavalry') cs.retreat = kind === 'involuntary' ? 'involuntary' : 'voluntary';
  if (!movers.length) return;
  const rule = how === 'charge' ? 'NLC 7.7' : kind === 'cavalry' ? 'NLC 7.11' : 'NLC 7.4';
  if (ruleIn(s, ctx, 'NLC 19.1')) {
    if (kind === 'involuntary') {
      disrupt(d, ctx, out, movers, 'involuntary retreat', 'NLC 19.1');
    } else {
      // one die for all the retreating units, each compared with its own morale
      const [die] = roll(d, out, 1, 'morale check of retreating units', 'NLC 19.1');
      const failed: string[] = [];
      const routed: string[] = [];
      for (const u of movers) {
        const m = unitMorale(s, ctx, u, combatContext(s, ctx, c, role, u, false));
        const ok = moraleCheckPasses(m, die);
        c.checks.push({ role, side: cs.side, kind: 'retreatDisruption', units: [u], morale: m, die, passed: ok, rule: 'NLC 19.1' });
        if (!ok) failed.push(u);
        if (!ok && die - m >= 3 && ruleIn(s, ctx, 'NLC 20.10')) routed.push(u);
      }
      log(d, out, `Retreating units roll ${die} against their morale: ${failed.length ? names(ctx, failed) + ' fail' : 'all pass'}`, {
        rule: 'NLC 19.1',
        dice: [die],
        hexes: [...new Set(movers.map((u) => s.units[u].hex!))],
      });
      disrupt(d, ctx, out, failed.filter((u) => !routed.includes(u)), 'failed the retreat morale check', 'NLC 19.1');
      if (routed.length) {
        rout(d, ctx, out, role, routed);
        movers = onMap(s, movers);
      }
    }
  }
  if (!movers.length) return;
  n.retreats[cs.side] = (n.retreats[cs.side] ?? 0) + movers.length;
  n.combats[cs.side] = (n.combats[cs.side] ?? 0) + 1;
  // NLC 7.4 La Garde: assaulting Old Guard infantry retreating involuntarily breaks the side's morale for good
  if (kind === 'involuntary' && role === 'attacker' && movers.some((u) => isInfantry(ctx, u) && ctx.units[u].flags.includes('oldGuard'))) {
    if (!n.guardBroken.includes(cs.side)) {
      n.guardBroken.push(cs.side);
      log(d, out, `The Guard recoils: all ${sideName(ctx, cs.side)} morale drops by 1 until the end of the game`, { rule: 'NLC 7.4' });
    }
  }
  const byHex = groupByHex(s, movers);
  for (const hex of Object.keys(byHex).sort()) {
    c.queue.push({ t: 'retreat', role, side: cs.side, units: byHex[hex], from: hex, at: hex, visited: [], kind: how === 'charge' ? 'charge' : kind, rule });
  }
}

/** NLC 20.10: routed units are eliminated; friendly units next to them check morale, and so on. */
function rout(d: Draft<GameState>, ctx: Ctx, out: Out, role: CombatRole, units: string[]): void {
  const c = combatOf(d);
  const gone = routAndSpread(d, ctx, out, units, (r) =>
    c.checks.push({ role, side: r.side, kind: 'rout', units: r.units, morale: r.morale, die: r.die, passed: r.passed, rule: 'NLC 20.10' }),
  );
  c.eliminated.push(...gone);
}

// ---------------------------------------------------------------- advance (NLC 7.5)

/** The groups of attacking units that may advance into the vacated hex. */
export function advanceGroups(s: GameState, ctx: Ctx, c: CombatRecord): string[][] {
  const target = c.target;
  if (unitsAt(s, ctx, target).length) return [];
  if (c.attacker.retreat !== 'none') return [];
  const survivors = onMap(s, c.attacker.units).filter((u) => ctx.map.hexes[s.units[u].hex!].neighbours.includes(target));
  const byHex = groupByHex(s, survivors);
  const groups: string[][] = [];
  for (const hex of Object.keys(byHex).sort()) {
    const us = byHex[hex];
    for (const u of us) if (!isArtillery(ctx, u)) groups.push([u]);
    if (us.length >= 2 && !stackProblem(s, ctx, target, us)) {
      const led = leadersAt(s, ctx, hex).some((l) => ctx.leaders[l].side === c.attacker.side);
      const div = ctx.units[us[0]].division;
      const sameDivision = !!div && us.every((u) => ctx.units[u].division === div);
      const withFoot = us.some((u) => !isArtillery(ctx, u));
      if ((led || sameDivision) && withFoot) groups.push([...us]);
    }
  }
  return groups;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function doAdvance(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[]): void {
  const s = d as GameState;
  const c = combatOf(d);
  const from = s.units[units[0]].hex!;
  moveUnits(d, ctx, units, c.target);
  log(d, out, `${names(ctx, units)} advance${units.length > 1 ? '' : 's'} into ${c.target}`, { rule: 'NLC 7.5', hexes: [from, c.target] });
  out.events.push({ type: 'moved', units: [...units], path: [c.target], from, visibleTo: 'all' });
  leadersFollow(d, ctx, c.attacker.side, from, c.target, out);
  onEnterHex(d, ctx, out, c.attacker.side, c.target);
  combatEntry(ctx, d, out, c.attacker.side, c.target);
  updateControl(d, ctx, [c.target], c.attacker.side);
  c.advance = { units: [...units], hex: c.target };
}

// ---------------------------------------------------------------- the phases

function startCavalryPhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  c.phase = 'fire';
  if (c.attacker.units.some((u) => moveClass(ctx.units[u].type) === 'cavalry')) return;
  const n = nlcOf(s);
  const startZoc = n.turnStartZoc.turn === s.clock.turn ? n.turnStartZoc.units : [];
  const eligible = unitsAt(s, ctx, c.target).filter((u) => {
    const t = ctx.units[u].type;
    return (moveClass(t) === 'cavalry' || t === 'horse artillery') && !startZoc.includes(u);
  });
  if (!eligible.length) return;
  if (!retreatOptions(s, ctx, c.defender.side, eligible, c.target, []).length) return;
  c.cavalryRetreat = eligible;
  push(d, { k: 'decide', side: c.defender.side, type: 'cavalryRetreat', rule: 'NLC 7.11', loc: {} });
}

function firePhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  const n = nlcOf(s);
  const defenders = unitsAt(s, ctx, c.target);
  const attackers = onMap(s, c.attacker.units);
  c.defender.units = defenders;
  if (!defenders.length) {
    log(d, out, `No enemy unit is left at ${c.target} to fight`, { rule: 'NLC 7.3', hexes: [c.target] });
    c.phase = 'advance';
    return;
  }
  const attackHexes = [...new Set(attackers.map((u) => s.units[u].hex!))].sort();
  // NLC 20.2.3: the defence's guns standing with a line take the hex of it they fire in remote support from (NLC 19.3)
  if (placeRemoteGuns(d, ctx, out, c.defender.side, defenders, c.target, attackHexes)) return;
  c.attacker.hexes = attackHexes;
  c.flank = isFlanked(s, ctx, c.target, attackHexes, c.defender.side);
  c.attacker.hadArtillery = attackers.some((u) => isArtillery(ctx, u));
  c.defender.hadArtillery = defenders.some((u) => isArtillery(ctx, u));
  const guard = (us: string[]) => us.some((u) => isInfantry(ctx, u) && ctx.units[u].flags.includes('oldGuard'));
  const mods = (mine: string[], theirs: string[], defending: boolean) => {
    const m: string[] = [];
    if (defending && c.flank) m.push('flank');
    if (theirs.some((u) => isArtillery(ctx, u))) m.push('artilleryFire');
    if (guard(theirs)) m.push('oldGuard');
    return m;
  };
  c.attacker.moraleMods = mods(attackers, defenders, false);
  c.defender.moraleMods = mods(defenders, attackers, true);
  const sixes = ruleIn(s, ctx, 'NLC 20.4');
  // the artillery rules (NLC 8.4, 8.5, 19.3, 19.4, 20.4 conversion) shape both sides' fire: artillery/assaultFire.ts
  const af = assaultFire(s, ctx, { side: c.attacker.side, attackers, defenders, target: c.target, attackHexes, disruptedAtStart: n.assaultDisrupted, flank: c.flank });
  for (const note of af.notes) log(d, out, note.text, { rule: note.rule, hexes: note.hexes });
  // the modules' say on each roll (Hooks.fireRoll: MOP A.I card rerolls and modifiers)
  const q = (role: CombatRole) => ({ kind: 'assault' as const, role, side: c[role].side, target: c.target, units: role === 'attacker' ? attackers : defenders, enemies: role === 'attacker' ? defenders : attackers });
  c.attacker.fire = rollFire(d, out, af.attacker, sixes, 'attacker', af.attacker.dieMod, fireRollAdjuster(d, ctx, out, q('attacker')));
  c.defender.fire = rollFire(d, out, af.defender, sixes, 'defender', af.defender.dieMod, fireRollAdjuster(d, ctx, out, q('defender')));
  c.defender.hitsRolled = c.attacker.fire.hits;
  c.attacker.hitsRolled = c.defender.fire.hits;
  // NLC 20.3: guns that made the difference disrupt the enemy and halve its hits
  applyArtillerySupport(d, ctx, out, c as Draft<CombatRecord>);
  for (const role of ['attacker', 'defender'] as CombatRole[]) {
    const cs = c[role];
    cs.moraleLines = cs.units
      .filter((u) => s.units[u].status === 'map')
      .map((u) => {
        const cc = combatContext(s, ctx, c, role, u, true);
        return { unit: u, morale: unitMorale(s, ctx, u, cc), mods: moraleModLabels(s, ctx, u, cc) };
      });
    cs.morale = groupMoraleOf(s, ctx, onMap(s, cs.units), (u) => combatContext(s, ctx, c, role, u, true));
    const f = cs.fire!;
    const how = f.method === 'sixes' ? `${f.dice.length} dice` : `row ${f.rows.join('+')}, rolled ${f.dice[0] + f.dice[1]}`;
    log(d, out, `${role === 'attacker' ? 'Attacker' : 'Defender'} (${sideName(ctx, cs.side)}) fires with ${f.strength} (${f.exact} before rounding), ${how}: ${f.hits} hit${f.hits === 1 ? '' : 's'}`, {
      rule: f.method === 'sixes' ? 'NLC 20.4' : 'NLC 7.1',
      dice: f.dice,
      hexes: role === 'attacker' ? attackHexes : [c.target],
    });
  }
  if (c.flank) log(d, out, `The defender at ${c.target} is flanked: morale -2`, { rule: 'NLC 7.6', hexes: [c.target] });
  // NLC 7.4: the side without artillery chooses first when only the other had some; otherwise the attacker
  const aArt = c.attacker.hadArtillery;
  const dArt = c.defender.hadArtillery;
  c.order = aArt && !dArt ? ['defender', 'attacker'] : ['attacker', 'defender'];
  c.phase = 'voluntary';
}

function voluntaryPhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  for (const role of c.order) {
    if (c.choices.some((x) => x.choice === 'retreat')) break;
    if (c.choices.some((x) => x.role === role)) continue;
    const cs = c[role];
    if (cs.hitsRolled >= 1 && canRetreat(s, ctx, cs.side, cs.units)) {
      push(d, { k: 'decide', side: cs.side, type: 'retreatChoice', rule: 'NLC 7.4', loc: { role } });
      return;
    }
    c.choices.push({ role, choice: 'notOffered' });
  }
  c.phase = 'allocate';
}

function allocatePhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  c.halved = c.choices.some((x) => x.choice === 'retreat');
  for (const role of ['defender', 'attacker'] as CombatRole[]) {
    const cs = c[role];
    cs.hitsTaken = c.halved ? halveHits(cs.hitsRolled) : cs.hitsRolled;
    if (c.halved && cs.hitsRolled) {
      log(d, out, `${sideName(ctx, cs.side)} hits halved by the voluntary retreat: ${cs.hitsRolled} to ${cs.hitsTaken}`, { rule: 'NLC 7.4' });
    }
    if (cs.hitsTaken > 0) c.queue.push(allocTask(role, cs.side, onMap(s, cs.units), cs.hitsTaken, 'NLC 7.1', 'fire', true));
  }
  c.phase = 'applied';
}

export function appliedPhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  // NLC 11.2: leaders stacked with units that took a hit roll for loss
  for (const hex of [...c.hitHexes].sort()) {
    for (const l of leadersAt(s, ctx, hex)) {
      if (c.leaderRolls.some((x) => x.leader === l)) continue;
      const r = leaderLossRoll(d, ctx, out, l, 'his units were hit');
      c.leaderRolls.push({ leader: l, dice: r.dice, lost: r.lost });
    }
  }
  checkDemoralization(d, ctx, out);
  c.phase = 'involuntary';
}

function involuntaryPhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  c.phase = 'retreating';
  const vol = c.choices.find((x) => x.choice === 'retreat');
  if (vol) {
    startRetreat(d, ctx, out, vol.role, c[vol.role].units, 'voluntary');
    return;
  }
  for (const role of c.order) {
    const cs = c[role];
    if (cs.lostSteps === 0) continue;
    // units that would not retreat anyway do not check: chateau garrisons, attacking foot artillery
    const group = onMap(s, cs.units).filter(
      (u) => !isChateauFortUnit(s, ctx, u) && !(role === 'attacker' && ctx.units[u].type === 'foot artillery'),
    );
    if (!group.length) continue;
    const r = moraleCheck(d, ctx, out, group, 'NLC 7.4', `${sideName(ctx, cs.side)} ${role} checks morale after losses`, (u) =>
      combatContext(s, ctx, c, role, u, true),
    );
    // a module may change the outcome (Hooks.retreatCheck: MOP A.I cards 7, 30)
    const changed = firstAnswer(ctx, 'retreatCheck', d, ctx, out, cs.side, group, r);
    if (changed && changed.passed !== r.passed) {
      log(d, out, `${sideName(ctx, cs.side)} ${changed.passed ? 'stand their ground' : 'must retreat'}: ${changed.why}`, { rule: changed.rule, hexes: [c.target] });
      r.passed = changed.passed;
      if (!r.passed) r.margin = Math.max(1, r.margin);
    }
    c.checks.push({ role, side: cs.side, kind: 'involuntary', units: group, morale: r.morale, die: r.die, passed: r.passed, rule: 'NLC 7.4' });
    if (r.passed) continue;
    const n = nlcDraft(d);
    const combatsBefore = n.combats[cs.side] ?? 0;
    const routed = r.margin >= 3 && ruleIn(s, ctx, 'NLC 20.10');
    if (routed) {
      cs.retreat = 'involuntary';
      rout(d, ctx, out, role, group);
    }
    startRetreat(d, ctx, out, role, cs.units, 'involuntary');
    // NLC 20.11 counts routed units as retreats: the combat counts even when nobody was left to move
    if (routed && (n.combats[cs.side] ?? 0) === combatsBefore) n.combats[cs.side] = combatsBefore + 1;
    return; // NLC 7.4: the second side does not check once the first retreats
  }
}

function advancePhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  c.phase = 'done';
  if (advanceGroups(s, ctx, c).length) {
    push(d, { k: 'decide', side: c.attacker.side, type: 'advance', rule: 'NLC 7.5', loc: {} });
  }
}

export function processTask(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord): void {
  const s = d as GameState;
  const task = c.queue[0];
  if (task.t === 'allocate') {
    const cands = allocationCandidates(s, ctx, task);
    if (!cands.length) {
      if (task.halves > 0 && onMap(s, task.pool).length === 0) {
        log(d, out, `No ${sideName(ctx, task.side)} unit is left to take the remaining hits`, { rule: task.rule });
      }
      c.queue.shift();
      return;
    }
    if (cands.length === 1) {
      allocateStep(d, ctx, out, cands[0]);
      return;
    }
    push(d, { k: 'decide', side: task.side, type: 'allocateHit', rule: task.rule, loc: {} });
    return;
  }
  const opts = retreatChoices(s, ctx, task);
  if (!onMap(s, task.units).length) {
    c.queue.shift();
    return;
  }
  if (!opts.length) return cannotRetreat(d, ctx, out);
  if (opts.length === 1) return executeRetreat(d, ctx, out, opts[0]);
  push(d, { k: 'decide', side: task.side, type: 'retreatHex', rule: task.rule, loc: {} });
}

export const assaultCombat: ProcFn = (d, _f, ctx, out) => {
  const c = combatOf(d);
  if (c.queue.length) return processTask(d, ctx, out, c);
  switch (c.phase) {
    case 'cavalry':
      return startCavalryPhase(d, ctx, out, c);
    case 'fire':
      return firePhase(d, ctx, out, c);
    case 'voluntary':
      return voluntaryPhase(d, ctx, out, c);
    case 'allocate':
      return allocatePhase(d, ctx, out, c);
    case 'applied':
      return appliedPhase(d, ctx, out, c);
    case 'involuntary':
      return involuntaryPhase(d, ctx, out, c);
    case 'retreating':
      c.phase = 'advance';
      return;
    case 'advance':
      return advancePhase(d, ctx, out, c);
    case 'done':
      checkDemoralization(d, ctx, out);
      log(d, out, `Assault on ${c.target} ends`, { rule: 'NLC 7.3', hexes: [c.target] });
      pop(d);
      return;
  }
};

// ---------------------------------------------------------------- decisions

const cmd = (s: GameState, side: Side, choice: string, extra: { units?: string[]; hex?: HexId; second?: HexId } = {}): Command => ({
  type: 'choose',
  side,
  n: s.seq,
  choice,
  ...extra,
});

function expectChoose(c: Command, rule: string): asserts c is Extract<Command, { type: 'choose' }> {
  if (c.type !== 'choose') reject('not-now', `"${c.type}" is not possible now`, rule);
}

const retreatChoice: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const c = combatOf(s);
    const role = f.loc.role as CombatRole;
    return `Assault on ${c.target}: your ${role === 'attacker' ? 'attacking' : 'defending'} units suffered ${c[role].hitsRolled} hit${c[role].hitsRolled === 1 ? '' : 's'}. Retreat voluntarily (both sides' hits are halved) or stand?`;
  },
  options() {
    return { units: [], hexes: [], buttons: [{ id: 'retreat', label: 'Retreat (halve hits)' }, { id: 'stand', label: 'Stand' }] };
  },
  legal(s, f) {
    return [cmd(s, f.side, 'retreat'), cmd(s, f.side, 'stand')];
  },
  apply(d, f, command, ctx, out) {
    expectChoose(command, 'NLC 7.4');
    if (command.choice !== 'retreat' && command.choice !== 'stand') reject('bad-choice', 'choose "retreat" or "stand"', 'NLC 7.4');
    const c = combatOf(d);
    const role = f.loc.role as CombatRole;
    // NLC 20.2.4 (doctrine option): light cavalry may need a morale check to retreat
    const choice = command.choice === 'retreat' && !lightCavalryMayRetreat(d, ctx, out, c, role) ? 'stand' : command.choice;
    c.choices.push({ role, choice });
    log(d, out, `The ${sideName(ctx, c[role].side)} ${role} ${choice === 'retreat' ? 'retreats voluntarily' : 'stands'}`, { rule: 'NLC 7.4' });
    pop(d);
  },
};

const allocateHit: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const c = combatOf(s);
    const t = c.queue[0] as Extract<CombatTask, { t: 'allocate' }>;
    const hits = t.halves / 2;
    return `Choose the unit that takes the next step loss (${hits} hit${hits === 1 ? '' : 's'} left: ${t.reason})`;
  },
  options(s, f, ctx) {
    const t = combatOf(s).queue[0] as Extract<CombatTask, { t: 'allocate' }>;
    return { units: allocationCandidates(s, ctx, t), hexes: [], buttons: [] };
  },
  legal(s, f, ctx) {
    const t = combatOf(s).queue[0] as Extract<CombatTask, { t: 'allocate' }>;
    return allocationCandidates(s, ctx, t).map((u) => cmd(s, f.side, 'allocate', { units: [u] }));
  },
  apply(d, f, command, ctx, out) {
    expectChoose(command, 'NLC 7.1');
    const t = combatOf(d).queue[0] as Extract<CombatTask, { t: 'allocate' }>;
    if (command.choice !== 'allocate' || command.units?.length !== 1) reject('bad-choice', 'choose "allocate" with exactly one unit', t.rule);
    const cands = allocationCandidates(d as GameState, ctx, t);
    const u = command.units[0];
    if (!cands.includes(u)) {
      reject('hit-order', `${pieceName(ctx, u)} may not take this loss: the first hit falls on infantry if possible and damaged units take hits first (choose ${names(ctx, cands)})`, 'NLC 7.1');
    }
    pop(d);
    allocateStep(d, ctx, out, u);
  },
};

const retreatHex: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const t = combatOf(s).queue[0] as Extract<CombatTask, { t: 'retreat' }>;
    return `Choose the hex ${names(ctx, onMap(s, t.units))} retreat${t.units.length > 1 ? '' : 's'} into from ${t.at}`;
  },
  options(s, f, ctx) {
    const t = combatOf(s).queue[0] as Extract<CombatTask, { t: 'retreat' }>;
    const opts = retreatChoices(s, ctx, t);
    const onMapOpts = opts.filter((o) => !o.offMap);
    // each hex carries its consequence, so the owner sees the cost before choosing (NLC 7.4); a kept line's
    // placements are buttons of their own (NLC 20.2.3), the notes go with the single-hex retreats
    const hexNotes = Object.fromEntries(onMapOpts.filter((o) => !o.second).map((o) => [o.hex, retreatNote(s, ctx, o)]));
    return {
      units: onMap(s, t.units),
      hexes: [...new Set(onMapOpts.map((o) => o.hex))],
      buttons: opts.some((o) => o.offMap) ? [{ id: 'retreatOff', label: 'Retreat off the map (counts as eliminated)' }] : [],
      hexNotes,
    };
  },
  legal(s, f, ctx) {
    const t = combatOf(s).queue[0] as Extract<CombatTask, { t: 'retreat' }>;
    return retreatChoices(s, ctx, t).map((o) =>
      o.offMap ? cmd(s, f.side, 'retreatOff') : o.second ? cmd(s, f.side, 'retreatLine', { hex: o.hex, second: o.second }) : cmd(s, f.side, 'retreatTo', { hex: o.hex }),
    );
  },
  apply(d, f, command, ctx, out) {
    expectChoose(command, 'NLC 7.4');
    const t = combatOf(d).queue[0] as Extract<CombatTask, { t: 'retreat' }>;
    const off = command.choice === 'retreatOff';
    const kept = command.choice === 'retreatLine';
    if (!off && ((command.choice !== 'retreatTo' && !kept) || !command.hex)) reject('bad-choice', 'choose "retreatTo" with a hex, "retreatLine" with two, or "retreatOff"', 'NLC 7.4');
    const opts = retreatChoices(d as GameState, ctx, t);
    const opt = opts.find((o) => (off ? o.offMap : !o.offMap && o.hex === command.hex && (kept ? o.second === command.second : !o.second)));
    if (!opt && off) reject('bad-retreat', `${t.at} is not on the map edge: no retreat off the map`, 'NLC 5.6');
    if (!opt && kept) {
      const line = opts.some((o) => o.second);
      reject('bad-retreat', line ? `${command.hex}-${command.second} is not a hexside the line can retreat onto (each half one hex back, into hexes it may retreat into, next to each other)` : 'no brigade in extended line retreats here', 'NLC 20.2');
    }
    if (!opt) reject('bad-retreat', `${command.hex} is not a legal retreat hex (adjacent, free of enemy units, not across a major river, not an occupied chateau)`, 'NLC 7.4');
    pop(d);
    executeRetreat(d, ctx, out, opt);
  },
};

const advance: DecisionHandler<DecideFrame> = {
  prompt(s) {
    const c = combatOf(s);
    return `${c.target} is vacated: advance one unit (or a stack with a leader, or stacked units of one division) into it, or stay`;
  },
  options(s, f, ctx) {
    const c = combatOf(s);
    const units = [...new Set(advanceGroups(s, ctx, c).flat())];
    return { units: ctx.unitIds.filter((u) => units.includes(u)), hexes: [c.target], buttons: [{ id: 'noAdvance', label: 'Do not advance' }] };
  },
  legal(s, f, ctx) {
    const c = combatOf(s);
    return [cmd(s, f.side, 'noAdvance'), ...advanceGroups(s, ctx, c).map((g) => cmd(s, f.side, 'advance', { units: g, hex: c.target }))];
  },
  apply(d, f, command, ctx, out) {
    expectChoose(command, 'NLC 7.5');
    const c = combatOf(d);
    if (command.choice === 'noAdvance') {
      c.advanceDeclined = true;
      log(d, out, `The attackers do not advance into ${c.target}`, { rule: 'NLC 7.5', hexes: [c.target] });
      pop(d);
      return;
    }
    if (command.choice !== 'advance' || !command.units?.length) reject('bad-choice', 'choose "advance" with units, or "noAdvance"', 'NLC 7.5');
    if (command.hex && command.hex !== c.target) reject('bad-advance', `advance only into the vacated hex ${c.target}`, 'NLC 7.5');
    const units = command.units;
    if (!advanceGroups(d as GameState, ctx, c).some((g) => sameSet(g, units))) {
      reject('bad-advance', 'only one attacking unit may advance, or a whole stack with a leader or of one division; artillery only with a non-artillery unit', 'NLC 7.5');
    }
    pop(d);
    doAdvance(d, ctx, out, units);
  },
};

const cavalryRetreat: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const c = combatOf(s);
    return `${names(ctx, c.cavalryRetreat)} at ${c.target} may retreat one hex before the assault (the attackers have no cavalry)`;
  },
  options(s) {
    const c = combatOf(s);
    return { units: [...c.cavalryRetreat], hexes: [], buttons: [{ id: 'cavalryRetreat', label: 'Retreat before the assault' }, { id: 'stand', label: 'Stand' }] };
  },
  legal(s, f) {
    return [cmd(s, f.side, 'cavalryRetreat'), cmd(s, f.side, 'stand')];
  },
  apply(d, f, command, ctx, out) {
    expectChoose(command, 'NLC 7.11');
    const c = combatOf(d);
    if (command.choice === 'stand') {
      log(d, out, `${names(ctx, c.cavalryRetreat)} stand${c.cavalryRetreat.length > 1 ? '' : 's'} to receive the assault`, { rule: 'NLC 7.11', hexes: [c.target] });
      c.cavalryRetreat = [];
      pop(d);
      return;
    }
    if (command.choice !== 'cavalryRetreat') reject('bad-choice', 'choose "cavalryRetreat" or "stand"', 'NLC 7.11');
    pop(d);
    log(d, out, `${names(ctx, c.cavalryRetreat)} retreat${c.cavalryRetreat.length > 1 ? '' : 's'} before the assault`, { rule: 'NLC 7.11', hexes: [c.target] });
    startRetreat(d, ctx, out, 'defender', c.cavalryRetreat, 'cavalry');
  },
};

export const combatDecisions: Record<string, DecisionHandler<any>> = { retreatChoice, allocateHit, retreatHex, advance, cavalryRetreat };
