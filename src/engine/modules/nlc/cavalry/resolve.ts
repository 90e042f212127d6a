// One cavalry charge, reaction charge or pursuit, from the square check to the disruption of the chargers
// (NLC 7.7-7.10). It runs the combat recorded in nlc.combat (kind 'charge', 'reaction' or 'pursuit') and
// reuses the assault's hit allocation and retreat tasks (NLC 7.1, 7.4).
import type { Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, roll, type Out } from '../../../core/ops';
import { pop, push } from '../../../core/run';
import { occupancy, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { updateControl } from '../../../rules/victory';
import { nlcDraft, nlcOf } from '../state';
import { moraleCheck } from '../morale';
import { onEnterHex } from '../leaders';
import { combatEntry } from '../../../core/module';
import { fireRollAdjuster, rollFire } from '../combat/fire';
import { firstAnswer } from '../../../core/hookAnswer';
import { allocTask, appliedPhase, emptySide, leadersFollow, newCombatRecord, processTask, startRetreat } from '../combat/resolve';
import type { ChargeInfo, CombatRecord, FireRecord } from '../combat/types';
import { chargeRoute, isRoute } from './route';
import { chargeExchange, flankEntry, pursuitRating, squareInfantry, type ChargeFire } from './modifiers';
import { queueReaction } from './trigger';

const names = (ctx: Ctx, ids: string[]) => ids.map((u) => pieceName(ctx, u)).join(', ');
const onMap = (s: GameState, ids: string[]) => ids.filter((u) => s.units[u]?.status === 'map');
const plural = (ids: string[], one: string, many: string) => (ids.length > 1 ? many : one);

export function chargeOf(s: GameState): { c: CombatRecord; ch: ChargeInfo } {
  const c = nlcOf(s).combat;
  if (!c?.charge) throw new Error('no charge in progress');
  return { c, ch: c.charge };
}

export function newChargeInfo(from: Record<string, HexId>, entry: Record<string, HexId>, trigger = ''): ChargeInfo {
  return {
    from,
    entry,
    step: 'square',
    square: null,
    noSquare: false,
    flankUnits: [],
    backhand: false,
    silent: [],
    winner: null,
    emptyWin: false,
    after: null,
    pursuitTests: [],
    pursuit: null,
    trigger,
    defenderHome: {},
  };
}

/** A charge record: the chargers against the enemy units at the target (the defenders are read again when the fire is exchanged). */
export function startChargeRecord(
  d: Draft<GameState>,
  kind: 'charge' | 'reaction' | 'pursuit',
  side: Side,
  enemy: Side,
  attackers: string[],
  defenders: string[],
  target: HexId,
  info: ChargeInfo,
): void {
  const s = d as GameState;
  const n = nlcDraft(d);
  n.combatSeq += 1;
  const fromHexes = [...new Set(Object.values(info.from))].sort();
  const record = newCombatRecord(s, n.combatSeq, {
    kind,
    phase: 'fire',
    target,
    attacker: emptySide(side, attackers, fromHexes),
    defender: emptySide(enemy, defenders, [target]),
  });
  record.charge = info;
  n.combat = record as Draft<CombatRecord>;
}

/** The units still fighting for the charged side (NLC 7.9: in a reaction charge only the charged units count). */
function liveDefenders(s: GameState, ctx: Ctx, c: CombatRecord): string[] {
  if (c.kind === 'reaction') return onMap(s, c.defender.units);
  return unitsAt(s, ctx, c.target).filter((u) => ctx.units[u].side === c.defender.side);
}

function liveAttackers(s: GameState, c: CombatRecord): string[] {
  const stopped = nlcOf(s).reactionStopped ?? [];
  return onMap(s, c.attacker.units).filter((u) => !stopped.includes(u));
}

const plain = (fl: ChargeFire): ChargeFire => ({ lines: fl.lines, exact: fl.exact, strength: fl.strength });

function noFire(fl: ChargeFire, method: string): FireRecord {
  return { ...plain(fl), rows: [], dice: [], hits: 0, method };
}

function describe(who: string, f: FireRecord): string {
  if (!f.dice.length) return `${who} does not fire`;
  const how = f.method === 'sixes' ? `${f.dice.length} dice` : `row ${f.rows.join('+')}, rolled ${f.dice[0] + f.dice[1]}`;
  return `${who} fires with ${f.strength} (${f.exact} before rounding), ${how}: ${f.hits} hit${f.hits === 1 ? '' : 's'}`;
}

function firePhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: Draft<CombatRecord>): void {
  const s = d as GameState;
  const ch = c.charge!;
  const attackers = liveAttackers(s, c as CombatRecord);
  const defenders = liveDefenders(s, ctx, c as CombatRecord);
  if (!attackers.length) {
    log(d, out, `No charging unit is left to charge ${c.target}`, { rule: 'NLC 7.9', hexes: [c.target] });
    ch.winner = 'defender';
    ch.step = 'done';
    return;
  }
  if (!defenders.length) {
    // NLC 7.9: the charged hex was emptied (by reaction charging): the charge wins without a loss to apply
    log(d, out, `${c.target} is empty when the charge arrives: the charge wins`, { rule: 'NLC 7.9', hexes: [c.target] });
    ch.emptyWin = true;
    ch.winner = 'attacker';
    ch.step = 'after';
    return;
  }
  c.attacker.units = attackers;
  c.defender.units = defenders;
  const fromHexes = [...new Set(Object.values(ch.from))];
  const squared = !!ch.square?.passed && !ch.noSquare;
  ch.flankUnits = squared
    ? []
    : attackers.filter((u) => flankEntry(s, ctx, c.target, ch.entry[u] ?? ch.from[u], c.attacker.side, attackers, fromHexes));
  // NLC 7.10: infantry and artillery do not fire at a flank charge
  if (ch.flankUnits.length) for (const u of defenders) if (ctx.units[u].type !== 'cavalry' && ctx.units[u].type !== 'light cavalry' && !ch.silent.includes(u)) ch.silent.push(u);
  const sixes = ruleIn(s, ctx, 'NLC 20.4');
  const method = sixes ? 'sixes' : 'table';
  const { attacker: aF, defender: dF, moraleDiff } = chargeExchange(s, ctx, attackers, defenders, ch as ChargeInfo, ch.silent, sixes, c.target);
  if (moraleDiff) {
    const better = moraleDiff > 0 ? 'chargers' : 'charged units';
    log(d, out, `Morale difference ${Math.abs(moraleDiff)}: the ${better} fire with ${25 * Math.abs(moraleDiff)}% more, the others with ${25 * Math.abs(moraleDiff)}% less`, { rule: 'NLC 20.4', hexes: [c.target] });
  }
  // the modules' say on each roll (Hooks.fireRoll: MOP A.I card rerolls and modifiers)
  const q = (role: 'attacker' | 'defender') => ({ kind: 'charge' as const, role, side: c[role].side, target: c.target, units: role === 'attacker' ? attackers : defenders, enemies: role === 'attacker' ? defenders : attackers });
  c.attacker.fire = aF.strength > 0 ? rollFire(d, out, plain(aF), sixes, 'charging cavalry', aF.dieMod, fireRollAdjuster(d, ctx, out, q('attacker'))) : noFire(aF, method);
  c.defender.fire = dF.strength > 0 ? rollFire(d, out, plain(dF), sixes, 'charged units', dF.dieMod, fireRollAdjuster(d, ctx, out, q('defender'))) : noFire(dF, method);
  c.defender.hitsRolled = c.defender.hitsTaken = c.attacker.fire.hits;
  c.attacker.hitsRolled = c.attacker.hitsTaken = c.defender.fire.hits;
  c.choices = [{ role: 'attacker', choice: 'notOffered' }, { role: 'defender', choice: 'notOffered' }];
  const twice = sixes ? ' +1 to every die' : ' x2';
  const mods = [ch.flankUnits.length ? 'flank charge' + twice : '', ch.backhand ? 'backhand blow' + twice : '', squared ? 'square /2' : ''].filter(Boolean);
  log(d, out, `${describe(`The charge (${sideName(ctx, c.attacker.side)}${mods.length ? ', ' + mods.join(', ') : ''})`, c.attacker.fire)}`, {
    rule: ch.flankUnits.length || ch.backhand || squared ? 'NLC 7.10' : 'NLC 7.7',
    dice: c.attacker.fire.dice,
    hexes: [...fromHexes.sort(), c.target],
  });
  const silentNote = ch.silent.length ? ` (${names(ctx, ch.silent)} ${plural(ch.silent, 'does', 'do')} not fire)` : '';
  log(d, out, `${describe(`The charged ${sideName(ctx, c.defender.side)} units`, c.defender.fire)}${silentNote}`, {
    rule: 'NLC 7.7',
    dice: c.defender.fire.dice,
    hexes: [c.target],
  });
  // NLC 7.7: one round of fire; hits are never reduced by a retreat
  if (c.attacker.fire.hits) c.queue.push(allocTask('defender', c.defender.side, defenders, c.attacker.fire.hits, 'NLC 7.7', 'fire', true));
  if (c.defender.fire.hits) c.queue.push(allocTask('attacker', c.attacker.side, attackers, c.defender.fire.hits, 'NLC 7.7', 'fire', false));
  c.phase = 'allocate';
  ch.step = 'applied';
}

function moveTo(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, units: string[], to: HexId, text: string, rule: string): void {
  const s = d as GameState;
  const moving = units.filter((u) => s.units[u].hex !== to);
  if (!moving.length) return;
  const from = s.units[moving[0]].hex!;
  for (const u of moving) d.units[u].hex = to;
  log(d, out, `${names(ctx, moving)} ${text} ${to}`, { rule, hexes: [from, to] });
  out.events.push({ type: 'moved', units: [...moving], path: [to], from, visibleTo: 'all' });
  leadersFollow(d, ctx, side, from, to, out);
  onEnterHex(d, ctx, out, side, to);
  combatEntry(ctx, d, out, side, to);
  updateControl(d, ctx, [to], side);
}

function outcomePhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: Draft<CombatRecord>): void {
  const s = d as GameState;
  const ch = c.charge!;
  const a = c.attacker.lostSteps;
  const b = c.defender.lostSteps;
  // NLC 7.7: the side that lost more steps loses the charge; the defender wins ties
  ch.winner = b > a ? 'attacker' : 'defender';
  log(d, out, `Charge on ${c.target}: the chargers lost ${a} step${a === 1 ? '' : 's'}, the charged units ${b}: the ${ch.winner === 'attacker' ? 'charge wins' : 'charged units win'}`, {
    rule: 'NLC 7.7',
    hexes: [c.target],
  });
  ch.step = 'retreating';
  c.phase = 'retreating';
  if (ch.winner === 'attacker') {
    const losers = liveDefenders(s, ctx, c as CombatRecord);
    const home = losers.filter((u) => ch.defenderHome[u]);
    for (const u of home) moveTo(d, ctx, out, c.defender.side, [u], ch.defenderHome[u], 'fall back to', 'NLC 7.9');
    if (home.length) {
      const n = nlcDraft(d);
      n.reactionStopped = [...(n.reactionStopped ?? []), ...home.filter((u) => !(n.reactionStopped ?? []).includes(u))];
    }
    const rest = losers.filter((u) => !home.includes(u));
    // NLC 7.7: the loser retreats involuntarily, without reducing its losses, ignoring the chargers' ZOC
    if (rest.length) startRetreat(d, ctx, out, 'defender', rest, 'charge');
    c.defender.retreat = 'involuntary';
    return;
  }
  // NLC 7.7: beaten charging cavalry goes back to the hex it charged from
  c.attacker.retreat = 'involuntary';
  for (const u of liveAttackers(s, c as CombatRecord)) moveTo(d, ctx, out, c.attacker.side, [u], ch.from[u], 'fall back to', 'NLC 7.7');
}

/** Enemy hexes the winners may pursue into from the charged hex (NLC 7.8: adjacent, by a charge route). */
export function pursuitTargets(s: GameState, ctx: Ctx, c: CombatRecord): HexId[] {
  if (!mayPursue(c)) return [];
  const occ = occupancy(s, ctx);
  return ctx.map.hexes[c.target].neighbours
    .filter((h) => occ[h] && occ[h].side !== c.attacker.side && isRoute(chargeRoute(s, ctx, c.target, h, occ)))
    .sort();
}

/**
 * NLC 7.8 applies to victorious charging cavalry: a charge, and a reaction charge that beat units in
 * their retreat (they may ride on after the beaten units instead of holding; see the NLC 7.9 ruling).
 */
export function mayPursue(c: CombatRecord): boolean {
  return c.kind === 'charge' || (c.kind === 'reaction' && c.charge?.trigger === 'retreat');
}

function afterPhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: Draft<CombatRecord>): void {
  const s = d as GameState;
  const ch = c.charge!;
  ch.step = 'done';
  const winners = liveAttackers(s, c as CombatRecord);
  if (ch.winner !== 'attacker' || !winners.length) return;
  if (c.kind === 'reaction') {
    // NLC 7.9 ruling: reaction chargers hold where they are, unless they beat retreating units and an
    // enemy is left to pursue (NLC 7.8): then they choose, as any victorious charging cavalry does
    if (!pursuitTargets(s, ctx, c as CombatRecord).length) return;
    push(d, { k: 'decide', side: c.attacker.side, type: 'chargeAfter', rule: 'NLC 7.8', loc: {} });
    return;
  }
  // NLC 7.7: the charging cavalry is in the charged hex; it may stay there if no enemy is left in it
  const occ = occupancy(s, ctx);
  if (!occ[c.target]) moveTo(d, ctx, out, c.attacker.side, winners, c.target, 'hold', 'NLC 7.7');
  push(d, { k: 'decide', side: c.attacker.side, type: 'chargeAfter', rule: c.kind === 'pursuit' ? 'NLC 7.8' : 'NLC 7.7', loc: {} });
}

function donePhase(d: Draft<GameState>, ctx: Ctx, out: Out, c: Draft<CombatRecord>): void {
  const s = d as GameState;
  const ch = c.charge!;
  const n = nlcDraft(d);
  const pursuers = ch.pursuit?.units ?? [];
  // NLC 7.7: charging cavalry is disrupted once its charge (with any pursuit) is over, and is done for the turn
  const finished = onMap(s, c.attacker.units).filter((u) => !pursuers.includes(u));
  const fresh = finished.filter((u) => !s.units[u].disrupted);
  for (const u of finished) {
    d.units[u].disrupted = true;
    if (!n.charged.includes(u)) n.charged.push(u);
  }
  if (fresh.length) {
    log(d, out, `${names(ctx, fresh)} ${plural(fresh, 'is', 'are')} disrupted after charging and cannot move or assault this turn`, {
      rule: 'NLC 7.7',
      hexes: [...new Set(fresh.map((u) => s.units[u].hex!))],
    });
  }
  if (ch.pursuit && onMap(s, pursuers).length) {
    const { units, hex } = ch.pursuit;
    const justRetreated = c.retreats.filter((r) => r.role === 'defender').flatMap((r) => r.units);
    const from: Record<string, HexId> = {};
    const entry: Record<string, HexId> = {};
    for (const u of onMap(s, units)) {
      from[u] = ch.from[u];
      entry[u] = s.units[u].hex!;
    }
    const info = newChargeInfo(from, entry, 'pursuit');
    // NLC 7.8: units that just retreated from the charge cannot fire back
    info.silent = unitsAt(s, ctx, hex).filter((u) => justRetreated.includes(u));
    const enemy = ctx.sides.find((x) => x !== c.attacker.side)!;
    log(d, out, `${names(ctx, Object.keys(from))} ${plural(Object.keys(from), 'pursues', 'pursue')} into ${hex}`, { rule: 'NLC 7.8', hexes: [c.target, hex] });
    startChargeRecord(d, 'pursuit', c.attacker.side, enemy, Object.keys(from), unitsAt(s, ctx, hex), hex, info);
    // NLC 7.9: pursuing into a hex may draw a reaction charge; the pursuers fall back to where they started if beaten
    queueReaction(d, ctx, { side: enemy, movers: Object.keys(from), path: [hex], kind: 'pursuit', home: from });
    return;
  }
  log(d, out, `${c.kind === 'reaction' ? 'Reaction charge' : c.kind === 'pursuit' ? 'Pursuit' : 'Charge'} on ${c.target} ends`, {
    rule: c.kind === 'reaction' ? 'NLC 7.9' : c.kind === 'pursuit' ? 'NLC 7.8' : 'NLC 7.7',
    hexes: [c.target],
  });
  c.phase = 'done';
  pop(d);
}

export const chargeCombat: ProcFn = (d, _f, ctx, out) => {
  const s = d as GameState;
  const c = nlcDraft(d).combat as Draft<CombatRecord>;
  const ch = c.charge!;
  if (c.queue.length) return processTask(d, ctx, out, c as CombatRecord);
  switch (ch.step) {
    case 'square': {
      ch.step = 'fire';
      if (ch.noSquare) return;
      const inf = squareInfantry(s, ctx, liveDefenders(s, ctx, c as CombatRecord));
      if (inf.length && liveAttackers(s, c as CombatRecord).length) {
        push(d, { k: 'decide', side: c.defender.side, type: 'formSquare', rule: 'NLC 7.10', loc: {} });
      }
      return;
    }
    case 'fire':
      return firePhase(d, ctx, out, c);
    case 'applied':
      // NLC 11.2 leader loss, NLC 14/15 demoralization, as after any fire
      appliedPhase(d, ctx, out, c as CombatRecord);
      ch.step = 'outcome';
      return;
    case 'outcome':
      return outcomePhase(d, ctx, out, c);
    case 'retreating':
      ch.step = 'after';
      return;
    case 'after':
      return afterPhase(d, ctx, out, c);
    default:
      return donePhase(d, ctx, out, c);
  }
};

// ---------------------------------------------------------------- decisions

const cmd = (s: GameState, side: Side, choice: string, extra: { units?: string[]; hex?: HexId } = {}): Command => ({ type: 'choose', side, n: s.seq, choice, ...extra });

function expectChoose(c: Command, rule: string): asserts c is Extract<Command, { type: 'choose' }> {
  if (c.type !== 'choose') reject('not-now', `"${c.type}" is not possible now`, rule);
}

/** NLC 7.10: the charged infantry may try to form square (a morale check); passing halves the charge and prevents flanking. */
const formSquare: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const { c } = chargeOf(s);
    const inf = squareInfantry(s, ctx, liveDefenders(s, ctx, c));
    return `Cavalry charges ${names(ctx, inf)} at ${c.target}: form square? The infantry checks morale; if it passes the charge strength is halved and it cannot be flanked`;
  },
  options(s, f, ctx) {
    const { c } = chargeOf(s);
    return { units: squareInfantry(s, ctx, liveDefenders(s, ctx, c)), hexes: [c.target], buttons: [{ id: 'formSquare', label: 'Form square (morale check)' }, { id: 'noSquare', label: 'Do not form square' }] };
  },
  legal(s, f) {
    return [cmd(s, f.side, 'formSquare'), cmd(s, f.side, 'noSquare')];
  },
  apply(d, f, command, ctx, out) {
    expectChoose(command, 'NLC 7.10');
    if (command.choice !== 'formSquare' && command.choice !== 'noSquare') reject('bad-choice', 'choose "formSquare" or "noSquare"', 'NLC 7.10');
    const s = d as GameState;
    const c = nlcDraft(d).combat as Draft<CombatRecord>;
    pop(d);
    if (command.choice === 'noSquare') {
      log(d, out, `The infantry at ${c.target} does not form square`, { rule: 'NLC 7.10', hexes: [c.target] });
      return;
    }
    const inf = squareInfantry(s, ctx, liveDefenders(s, ctx, c as CombatRecord));
    // the modules' modifiers (Hooks.checkMorale: MOP 37.16 Blücher's charges)
    const sqMods = inf.length ? ctx.modules.flatMap((m) => m.hooks?.checkMorale?.(s, ctx, inf[0], 'formSquare', c.attacker.units) ?? []) : [];
    for (const x of sqMods) log(d, out, `${x.why}: morale ${x.mod > 0 ? '+' : ''}${x.mod} to form square`, { rule: x.rule, hexes: [c.target] });
    const r = moraleCheck(d, ctx, out, inf, 'NLC 7.10', `${names(ctx, inf)} ${plural(inf, 'forms', 'form')} square`, undefined, sqMods.reduce((a, x) => a + x.mod, 0));
    c.charge!.square = { units: inf, morale: r.morale, die: r.die, passed: r.passed };
  },
};

/** The winners' choice after a charge (stay, back to the start hex, pursue: NLC 7.7, 7.8) or after a pursuit (stay or back). */
const chargeAfter: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const { c } = chargeOf(s);
    const who = names(ctx, liveAttackers(s, c));
    if (c.kind === 'pursuit') return `${who} won the pursuit: stay${unitsAt(s, ctx, c.target).length ? '' : ' in ' + c.target} or go back to the starting hex`;
    if (c.kind === 'reaction') return `${who} won the reaction charge on ${c.target}: hold where they are, or pursue into an adjacent enemy hex (declining, each unit tests its pursuit rating and may pursue anyway)`;
    return `${who} won the charge on ${c.target}: stay, go back to the starting hex, or pursue into an adjacent enemy hex (declining, each unit tests its pursuit rating and may pursue anyway)`;
  },
  options(s, f, ctx) {
    const { c } = chargeOf(s);
    const buttons = [];
    if (mayStay(s, c)) buttons.push({ id: 'chargeStay', label: 'Stay' });
    buttons.push({ id: 'chargeReturn', label: c.kind === 'reaction' ? 'Hold (no pursuit)' : 'Back to the starting hex' });
    return { units: liveAttackers(s, c), hexes: pursuitTargets(s, ctx, c), buttons };
  },
  legal(s, f, ctx) {
    const { c } = chargeOf(s);
    const out: Command[] = [];
    if (mayStay(s, c)) out.push(cmd(s, f.side, 'chargeStay'));
    out.push(cmd(s, f.side, 'chargeReturn'));
    for (const h of pursuitTargets(s, ctx, c)) out.push(cmd(s, f.side, 'pursueInto', { hex: h }));
    return out;
  },
  apply(d, f, command, ctx, out) {
    expectChoose(command, 'NLC 7.8');
    const s = d as GameState;
    const c = nlcDraft(d).combat as Draft<CombatRecord>;
    const ch = c.charge!;
    const winners = liveAttackers(s, c as CombatRecord);
    const choice = command.choice;
    if (choice !== 'chargeStay' && choice !== 'chargeReturn' && choice !== 'pursueInto') reject('bad-choice', 'choose "chargeStay", "chargeReturn" or "pursueInto" (with a hex)', 'NLC 7.8');
    if (choice === 'chargeStay' && !mayStay(s, c as CombatRecord)) reject('occupied', `${c.target} still holds enemy units: the cavalry cannot stay there`, 'NLC 7.8');
    if (choice === 'pursueInto') {
      if (!mayPursue(c as CombatRecord)) reject('one-round', 'pursuit lasts one round: after it the cavalry stays or goes back', 'NLC 7.8');
      const targets = pursuitTargets(s, ctx, c as CombatRecord);
      if (!command.hex || !targets.includes(command.hex)) {
        reject('bad-pursuit', `pursuit attacks an enemy hex adjacent to ${c.target} by a charge route${targets.length ? ` (${targets.join(', ')})` : ': there is none'}`, 'NLC 7.8');
      }
    }
    pop(d);
    ch.after = choice;
    if (choice === 'pursueInto') {
      ch.pursuit = { units: winners, hex: command.hex! };
      rideIntoCharged(d, ctx, out, c, winners);
      return;
    }
    // NLC 7.8: declining pursuit, each unit tests its pursuit rating; rolling more, it pursues anyway
    const targets = pursuitTargets(s, ctx, c as CombatRecord);
    const forced: string[] = [];
    if (targets.length) {
      const justRetreated = c.retreats.filter((r) => r.role === 'defender').flatMap((r) => r.units);
      for (const u of winners) {
        // a module may pass the test (Hooks.autoPass: MOP A.I card 17)
        const passed = firstAnswer(ctx, 'autoPass', d, ctx, out, u, 'pursuit');
        if (passed) {
          log(d, out, `${pieceName(ctx, u)} holds without testing its pursuit rating (${passed.why})`, { rule: passed.rule, hexes: [c.target] });
          continue;
        }
        const rating = pursuitRating(ctx, u);
        const [die] = roll(d, out, 1, `${pieceName(ctx, u)} pursuit rating test`, 'NLC 7.8');
        const pursues = die > rating;
        ch.pursuitTests.push({ unit: u, rating, die, pursues });
        log(d, out, `${pieceName(ctx, u)} tests its pursuit rating ${rating}: rolled ${die}, ${pursues ? 'it pursues anyway' : 'it holds'}`, { rule: 'NLC 7.8', dice: [die], hexes: [c.target] });
        if (pursues) forced.push(u);
      }
      if (forced.length) {
        // ruling: forced pursuit strikes a hex holding units that just retreated from the charge, else the first in hex order
        const hex = targets.find((h) => unitsAt(s, ctx, h).some((u) => justRetreated.includes(u))) ?? targets[0];
        ch.pursuit = { units: forced, hex };
        rideIntoCharged(d, ctx, out, c, forced);
      }
    }
    const staying = winners.filter((u) => !forced.includes(u));
    if (choice === 'chargeReturn') for (const u of staying) moveTo(d, ctx, out, c.attacker.side, [u], ch.from[u], 'go back to', c.kind === 'pursuit' ? 'NLC 7.8' : 'NLC 7.7');
    else if (staying.length) log(d, out, `${names(ctx, staying)} ${plural(staying, 'stays', 'stay')} at ${c.target}`, { rule: c.kind === 'pursuit' ? 'NLC 7.8' : 'NLC 7.7', hexes: [c.target] });
  },
};

/** A reaction charger pursues from the hex it charged (held on its starting hex during the fight): it rides in first if no enemy is left there. */
function rideIntoCharged(d: Draft<GameState>, ctx: Ctx, out: Out, c: Draft<CombatRecord>, units: string[]): void {
  if (c.kind !== 'reaction' || unitsAt(d as GameState, ctx, c.target).length) return;
  moveTo(d, ctx, out, c.attacker.side, units, c.target, 'ride into', 'NLC 7.8');
}

function mayStay(s: GameState, c: CombatRecord): boolean {
  const w = liveAttackers(s, c);
  return w.length > 0 && w.every((u) => s.units[u].hex === c.target);
}

export const chargeResolveDecisions: Record<string, DecisionHandler<any>> = { formSquare, chargeAfter };
export const chargeResolveProcs: Record<string, ProcFn> = { chargeCombat };
