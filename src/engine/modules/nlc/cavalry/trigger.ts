// NLC 7.9 reaction charges: undisrupted cavalry that can reach a hex the enemy enters (by any move,
// retreat, charge, reaction charge or pursuit; or where it is bombarded, NLC 8.5) may charge it after a
// morale test (+1 with a leader, as always). Each cavalry unit tests once per moving unit; several units
// charging the same hex are declared together before the first one tests. The reacting side decides, or
// its standing instruction decides for it (./standing.ts).
import { firstAnswer } from '../../../core/hookAnswer';
import type { Draft } from 'immer';
import { latest, peekField, readView } from '../../../core/readView';
import type { Command, DecideFrame, GameState, HexId, ProcFrame, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, roll, type Out } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { isLeader, occupancy, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { joinProblem } from '../../../rules/stacking';
import { moraleCheckPasses } from '../../../tables/morale';
import { nlcDraft, nlcOf } from '../state';
import { ledByLeader, unitMorale } from '../morale';
import type { CombatRecord } from '../combat/types';
import { chargeRoute, CHARGE_RANGE, isCavalry, isRoute } from './route';
import { backhandBlow } from './modifiers';
import { instructionOf, type ReactionInstruction } from './standing';
import { newChargeInfo, startChargeRecord } from './resolve';
import { ruleIn } from '../../../core/ctx';
import { DOCTRINE } from '../optional/doctrine';
import { lineOrigins, lineWays, placeActing, waysWithRoom } from '../optional/lineStacking';

const RULE = 'NLC 7.9';

export type ReactionKind = 'move' | 'retreat' | 'charge' | 'reaction' | 'pursuit' | 'bombarded';

export interface ReactionTrigger {
  /** The side whose cavalry may react. */
  side: Side;
  /** The pieces moving (units, and leaders moving with them). */
  movers: string[];
  /** The hexes they enter, in order (the last is where a move ends). */
  path: HexId[];
  kind: ReactionKind;
  /** Where a move began (null: from off the map): the way back when the movers must stop in a full hex. */
  from?: HexId | null;
  /** Charging or pursuing cavalry met by a reaction charge falls back here instead of retreating. */
  home?: Record<string, HexId>;
  /** NLC 8.5: the owner of the bombarded infantry declined the enfilade bonus, so no square halves the charge. */
  noSquare?: boolean;
  /** Cavalry that may not react: the chargers whose beaten enemy is retreating (they pursue, NLC 7.8). */
  exclude?: string[];
}

interface Declared {
  units: string[];
  hex: HexId;
}

const names = (ctx: Ctx, ids: string[]) => ids.map((u) => pieceName(ctx, u)).join(', ');
const VERB: Record<ReactionKind, string> = {
  move: 'move through',
  retreat: 'retreat into',
  charge: 'charge',
  reaction: 'reaction-charge',
  pursuit: 'pursue into',
  bombarded: 'are bombarded in',
};

type Units = GameState['units'];

function moversOn(units: Units, ctx: Ctx, t: ReactionTrigger): string[] {
  return t.movers.filter((u) => ctx.units[u] && latest(units[u]).status === 'map');
}

const moverUnits = (s: GameState, ctx: Ctx, t: ReactionTrigger) => moversOn(latest(peekField(s, 'units')), ctx, t);

/**
 * The reacting side's cavalry that may react now, with the hexes of the path each can charge. `units` is
 * the state's units as they stand (for a draft, immer's own record of them: read without proxies).
 */
export function reactionCandidates(s: GameState, ctx: Ctx, t: ReactionTrigger, units: Units = latest(peekField(s, 'units'))): { unit: string; hexes: HexId[] }[] {
  let movers: string[] | null = null;
  let n: ReturnType<typeof nlcOf> | null = null;
  let occ: ReturnType<typeof occupancy> | null = null;
  const out: { unit: string; hexes: HexId[] }[] = [];
  const slack = lineSlack(s, ctx);
  // this runs after every move, and most moves pass far from any enemy cavalry: only the side's cavalry
  // is read (without drafting it) until one is in reach
  for (const id of cavalryOf(ctx, t.side)) {
    const u = latest(units[id]);
    if (!inReach(ctx, u, t, slack)) continue;
    movers ??= moversOn(units, ctx, t);
    if (!movers.length) return [];
    n ??= nlcOf(s);
    if (n.charged.includes(id) || t.exclude?.includes(id)) continue;
    const tested = n.reactionTested ?? [];
    if (movers.some((m) => tested.includes(`${id}>${m}`))) continue;
    occ ??= occupancy(s, ctx);
    // NLC 20.2.3: cavalry standing with its line charges from either hex of it while its owner may still place it
    const origins = slack ? lineOrigins(s, ctx, id) : [u.hex!];
    const hexes = t.path.filter((h) => origins.some((o) => reachesFrom(s, ctx, o, h, occ!)));
    if (hexes.length) out.push({ unit: id, hexes });
  }
  return out;
}

/** NLC 7.7: a charge from `from` reaches `hex` (in range, by a charge route). */
function reachesFrom(s: GameState, ctx: Ctx, from: HexId, hex: HexId, occ?: ReturnType<typeof occupancy>): boolean {
  return ctx.map.distance(from, hex) <= CHARGE_RANGE && isRoute(chargeRoute(s, ctx, from, hex, occ));
}

/** The ways `units` may stand in their lines' hexes to charge `hex` together (NLC 20.2.3, the stacking limit included). */
const chargeWays = (s: GameState, ctx: Ctx, units: string[], hex: HexId): HexId[][] => lineWays(s, ctx, units, (_u, from) => reachesFrom(s, ctx, from, hex));

/** Whether `units` can charge `hex` together: with extended lines, their lines' hexes must hold them where they charge from (NLC 5.3 with 20.2.3). */
const chargeFits = (s: GameState, ctx: Ctx, units: string[], hex: HexId): boolean => !lineSlack(s, ctx) || units.length < 2 || chargeWays(s, ctx, units, hex).length > 0;

/** With extended lines (NLC 20.2.3) cavalry in a line's hex may charge from the other: one hex more to look at first. */
const lineSlack = (s: GameState, ctx: Ctx): number => (ruleIn(s, ctx, DOCTRINE) ? 1 : 0);

const cavalryIds = new WeakMap<Ctx, Record<Side, string[]>>();
/** A side's cavalry units in scenario order (the scenario's, so once per context). */
function cavalryOf(ctx: Ctx, side: Side): string[] {
  let per = cavalryIds.get(ctx);
  if (!per) cavalryIds.set(ctx, (per = {}));
  return (per[side] ??= ctx.unitIds.filter((id) => ctx.units[id].side === side && isCavalry(ctx, id)));
}

/** The cheap first test, run after every move: a cavalry unit on the map, undisrupted, within charge range of the path. */
function inReach(ctx: Ctx, u: GameState['units'][string], t: ReactionTrigger, slack: number): boolean {
  if (u.status !== 'map' || !u.hex || u.disrupted) return false;
  for (const h of t.path) if (ctx.map.distance(u.hex, h) <= CHARGE_RANGE + slack) return true;
  return false;
}

/** Push a reaction check for these movers if any enemy cavalry could react; true when one was pushed. */
export function queueReaction(d: Draft<GameState>, ctx: Ctx, t: ReactionTrigger): boolean {
  if (!reactionCandidates(readView(d as GameState), ctx, t, latest(peekField(d as GameState, 'units'))).length) return false;
  push(d, proc('reactionCheck', { ...t, home: t.home ?? {}, noSquare: !!t.noSquare, exclude: t.exclude ?? [] } as unknown as ProcFrame['loc']));
  return true;
}

/**
 * NLC 8.5: the cavalry of `side` that could charge the stack at `hex` now (the enfilading-squares
 * condition): the same test as a reaction charge against units bombarded there (NLC 7.7 range and route,
 * undisrupted, not charged this turn). The artillery rules ask this one too.
 */
export function cavalryInChargeRange(s: GameState, ctx: Ctx, side: Side, hex: HexId): string[] {
  const movers = unitsAt(s, ctx, hex).filter((u) => ctx.units[u].side !== side);
  return reactionCandidates(s, ctx, { side, movers, path: [hex], kind: 'bombarded' }).map((c) => c.unit);
}

/**
 * NLC 8.5 enfilading squares: the owner of the bombarded infantry declined the bonus, so the bombarding
 * side's cavalry in range may reaction-charge the target stack at once, never halved by a square. Call it
 * right after the bombardment is resolved; true when a reaction check was pushed.
 */
export function queueEnfiladeReaction(d: Draft<GameState>, ctx: Ctx, bombardingSide: Side, hex: HexId): boolean {
  const movers = unitsAt(d as GameState, ctx, hex).filter((u) => ctx.units[u].side !== bombardingSide);
  return queueReaction(d, ctx, { side: bombardingSide, movers, path: [hex], kind: 'bombarded', noSquare: true });
}

/** What a standing instruction declares by itself: the qualifying units on the path hex most of them reach (earliest on ties). */
export function autoDeclaration(s: GameState, ctx: Ctx, t: ReactionTrigger, i: ReactionInstruction): Declared | null {
  const cands = reactionCandidates(s, ctx, t);
  const ok = cands.filter(({ unit }) => (i.mode === 'leader' ? ledByLeader(s, ctx, unit) : i.mode === 'chance' ? Math.min(6, unitMorale(s, ctx, unit)) >= (i.atLeast ?? 7) : false));
  let best: Declared | null = null;
  for (const h of t.path) {
    let units = ok.filter((c) => c.hexes.includes(h)).map((c) => c.unit);
    // those that would have to take their place in their line's other hex stay back, the last first, until the rest fit (NLC 5.3, ruling)
    if (!chargeFits(s, ctx, units, h)) units = waysWithRoom(s, ctx, units, (_u, from) => reachesFrom(s, ctx, from, h)).units;
    if (units.length && (!best || units.length > best.units.length)) best = { units, hex: h };
  }
  return best;
}

function markTested(d: Draft<GameState>, ctx: Ctx, t: ReactionTrigger, cavalry: string[]): void {
  const n = nlcDraft(d);
  const tested = (n.reactionTested ??= []);
  for (const c of cavalry) for (const m of moverUnits(d as GameState, ctx, t)) if (!tested.includes(`${c}>${m}`)) tested.push(`${c}>${m}`);
}

function checkDeclared(s: GameState, ctx: Ctx, t: ReactionTrigger, units: string[], hex: HexId | undefined): void {
  if (!units.length) reject('no-units', 'choose the cavalry that reaction-charges', RULE);
  if (!hex || !t.path.includes(hex)) reject('not-on-path', `a reaction charge strikes a hex the enemy ${VERB[t.kind]}: ${t.path.join(', ')}`, RULE);
  if (new Set(units).size !== units.length) reject('duplicate', 'a unit is listed twice', RULE);
  const cands = reactionCandidates(s, ctx, t);
  for (const u of units) {
    const c = cands.find((x) => x.unit === u);
    if (c?.hexes.includes(hex)) continue;
    const su = ctx.units[u];
    if (!su || su.side !== t.side) reject('not-yours', `${pieceName(ctx, u)} is not a ${sideName(ctx, t.side)} unit`, RULE);
    if (!isCavalry(ctx, u)) reject('not-cavalry', `only cavalry reaction-charges; ${su.name} is ${su.type}`, RULE);
    if (s.units[u].status !== 'map' || !s.units[u].hex) reject('not-on-map', `${su.name} is not on the map`, RULE);
    if (s.units[u].disrupted) reject('disrupted', `${su.name} is disrupted: only undisrupted cavalry reaction-charges`, RULE);
    const tested = nlcOf(s).reactionTested ?? [];
    if (moverUnits(s, ctx, t).some((m) => tested.includes(`${u}>${m}`))) reject('tested', `${su.name} has already tested against these units: once per moving unit`, RULE);
    const r = chargeRoute(s, ctx, s.units[u].hex!, hex);
    if (!isRoute(r)) reject(r.code, `${su.name} cannot charge ${hex}: ${r.message}`, r.rule);
    reject('not-eligible', `${su.name} cannot reaction-charge ${hex} now`, RULE);
  }
  if (!chargeFits(s, ctx, units, hex!)) reject('stacking', `${names(ctx, units)} cannot all take their places in their lines' hexes to charge ${hex}: the stacking limit`, 'NLC 5.3');
}

/** The reaction in progress: offer or auto-declare, test each declared unit, fight, then let the movers go on. */
export const reactionCheck: ProcFn = (d, f, ctx, out) => {
  const s = d as GameState;
  const t = f.loc as unknown as ReactionTrigger & { stage?: string; declared?: Declared | null; prev?: CombatRecord | null };
  const n = nlcDraft(d);
  if (!t.stage) {
    const cands = reactionCandidates(s, ctx, t);
    const i = instructionOf(s, t.side);
    if (!cands.length || i.mode === 'never') return pop(d);
    if (i.mode === 'ask') {
      f.loc.stage = 'asked';
      push(d, { k: 'decide', side: t.side, type: 'reactionDeclare', rule: RULE, loc: {} });
      return;
    }
    const auto = autoDeclaration(s, ctx, t, i);
    // the instruction stands in for the player: the units it leaves out have made their choice
    markTested(d, ctx, t, cands.map((c) => c.unit));
    if (!auto) return pop(d);
    f.loc.declared = auto as unknown as ProcFrame['loc'][string];
    f.loc.stage = 'test';
    return;
  }
  if (t.stage === 'asked') {
    if (!t.declared) return pop(d);
    f.loc.stage = 'test';
    return;
  }
  if (t.stage === 'test') {
    const { units, hex } = t.declared!;
    // NLC 20.2.3: declared cavalry standing with its line charges from a hex of it its owner chooses (asked when both reach)
    if (lineSlack(s, ctx) && placeActing(d, ctx, out, units, hex, chargeWays(s, ctx, units, hex), 'charge')) return;
    const movers = moverUnits(s, ctx, t);
    log(d, out, `${names(ctx, units)} (${sideName(ctx, t.side)}) ${units.length > 1 ? 'declare' : 'declares'} a reaction charge against ${names(ctx, movers)} at ${hex}`, {
      rule: RULE,
      hexes: [...new Set(units.map((u) => s.units[u].hex!)), hex],
    });
    // NLC 7.9: every declared unit tests on its own (morale +1 stacked with a leader)
    const passed: string[] = [];
    for (const u of units) {
      // a module may pass the test (Hooks.autoPass: MOP A.I card 18)
      const auto = firstAnswer(ctx, 'autoPass', d, ctx, out, u, 'reactionCharge');
      if (auto) {
        log(d, out, `${pieceName(ctx, u)} charges without testing (${auto.why})`, { rule: auto.rule, hexes: [s.units[u].hex!] });
        passed.push(u);
        continue;
      }
      // the modules' modifiers (Hooks.checkMorale: MOP 37.16 Blücher)
      const rMods = ctx.modules.flatMap((x) => x.hooks?.checkMorale?.(s, ctx, u, 'reactionCharge', movers) ?? []);
      for (const x of rMods) log(d, out, `${x.why}: morale ${x.mod > 0 ? '+' : ''}${x.mod} to react`, { rule: x.rule, hexes: [s.units[u].hex!] });
      const m = unitMorale(s, ctx, u) + rMods.reduce((a, x) => a + x.mod, 0);
      const [die] = roll(d, out, 1, `${pieceName(ctx, u)} reaction charge test`, RULE);
      const ok = moraleCheckPasses(m, die);
      log(d, out, `${pieceName(ctx, u)} tests to reaction-charge: morale ${m}, rolled ${die}: ${ok ? 'charges' : 'holds'}`, { rule: RULE, dice: [die], hexes: [s.units[u].hex!] });
      if (ok) passed.push(u);
    }
    if (!passed.length || !movers.length) return pop(d);
    f.loc.prev = (n.combat ? JSON.parse(JSON.stringify(n.combat)) : null) as ProcFrame['loc'][string];
    // a moving or retreating stack is met where it was charged: it stands there for the fight
    if (t.kind === 'move' || t.kind === 'retreat') {
      for (const p of t.movers) {
        const st = ctx.units[p] ? d.units[p] : d.leaders[p];
        if (st && st.status === 'map') st.hex = hex;
      }
    }
    const occ = occupancy(s, ctx);
    const from: Record<string, HexId> = {};
    const entry: Record<string, HexId> = {};
    for (const u of passed) {
      from[u] = s.units[u].hex!;
      const r = chargeRoute(s, ctx, from[u], hex, occ);
      entry[u] = isRoute(r) ? r.entry : from[u];
    }
    const info = newChargeInfo(from, entry, t.kind);
    info.noSquare = !!t.noSquare;
    info.backhand = backhandBlow(s, ctx, movers, t.kind);
    info.defenderHome = { ...(t.home ?? {}) };
    const enemy = ctx.units[movers[0]].side;
    startChargeRecord(d, 'reaction', t.side, enemy, passed, movers, hex, info);
    f.loc.stage = 'resolved';
    push(d, proc('chargeCombat', {}));
    // NLC 7.9: a reaction charge may itself draw a reaction charge
    queueReaction(d, ctx, { side: enemy, movers: passed, path: [hex], kind: 'reaction', home: from });
    return;
  }
  // resolved: if the charged movers held, a move goes on to where it was going (NLC 7.9)
  const c = n.combat as Draft<CombatRecord> | null;
  const held = c?.charge?.winner === 'defender';
  const hex = t.declared!.hex;
  if (t.kind === 'move') {
    const dest = t.path[t.path.length - 1];
    const rest = t.path.slice(t.path.indexOf(hex) + 1);
    const here = t.movers.filter((p) => (ctx.units[p] ? s.units[p] : s.leaders[p])?.status === 'map' && (ctx.units[p] ? s.units[p] : s.leaders[p])?.hex === hex);
    const occ = occupancy(s, ctx);
    const blocked = rest.find((h) => occ[h] && occ[h].side !== ctx.units[t.movers.find((m) => ctx.units[m])!]?.side);
    if (held && here.length && rest.length && !blocked) {
      for (const p of here) (ctx.units[p] ? d.units[p] : d.leaders[p]).hex = dest;
      log(d, out, `${names(ctx, here)} ${here.length > 1 ? 'go' : 'goes'} on to ${dest}`, { rule: RULE, hexes: [hex, dest] });
      out.events.push({ type: 'moved', units: [...here], path: rest, from: hex, visibleTo: 'all' });
    } else if (here.length && rest.length) {
      // NLC 7.9 lets the movers pass friendly units in the charged hex; stopping there, they stand only
      // within the stacking limit (NLC 5.3): back along their path to the nearest hex with room (a ruling)
      const at = roomBack(s, ctx, here, t.path.slice(0, t.path.indexOf(hex) + 1), t.from ?? null);
      if (at !== hex) for (const p of here) (ctx.units[p] ? d.units[p] : d.leaders[p]).hex = at;
      log(d, out, `${names(ctx, here)} ${here.length > 1 ? 'stop' : 'stops'} at ${at}${at !== hex ? ` (${hex} is full)` : ''}`, { rule: at !== hex ? 'NLC 5.3' : RULE, hexes: [at] });
      const stopped = (n.reactionStopped ??= []);
      for (const p of here) if (!isLeader(ctx, p) && !stopped.includes(p)) stopped.push(p);
    }
  }
  if (t.prev) n.combat = t.prev as Draft<CombatRecord>;
  pop(d);
};

/**
 * Where pieces that must stop at the last hex of `passed` may stand: that hex if the stacking limit allows
 * them there, else the nearest hex back along the way they came (`from` last) that allows them and holds
 * no enemy; the last hex if none does.
 */
function roomBack(s: GameState, ctx: Ctx, pieces: string[], passed: HexId[], from: HexId | null): HexId {
  const hex = passed[passed.length - 1];
  const units = pieces.filter((p) => ctx.units[p]);
  if (!units.length) return hex;
  const occ = occupancy(s, ctx);
  const side = ctx.units[units[0]].side;
  const fits = (h: HexId) => {
    const cell = occ[h];
    if (cell && cell.side !== side) return false;
    return !joinProblem(s, ctx, h, cell?.units ?? [], units);
  };
  if (fits(hex)) return hex;
  const back = [...(from ? [from] : []), ...passed.slice(0, -1)].reverse();
  return back.find(fits) ?? hex;
}

/** Hooks.standingApart: the movers a declared reaction charge holds in a hex they were passing (NLC 7.9, roomBack). */
export function moversHeldForCharge(s: GameState): { hex: HexId; units: readonly string[] }[] {
  const out: { hex: HexId; units: readonly string[] }[] = [];
  for (const f of s.stack) {
    if (f.k !== 'proc' || f.proc !== 'reactionCheck') continue;
    const t = f.loc as unknown as ReactionTrigger & { declared?: Declared | null };
    if (t.declared && (t.kind === 'move' || t.kind === 'retreat')) out.push({ hex: t.declared.hex, units: t.movers });
  }
  return out;
}

function reactionFrame(s: GameState): ProcFrame {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f.k === 'proc' && f.proc === 'reactionCheck') return f;
  }
  throw new Error('no reaction check in progress');
}

const cmd = (s: GameState, side: Side, choice: string, extra: { units?: string[]; hex?: HexId } = {}): Command => ({ type: 'choose', side, n: s.seq, choice, ...extra });

function subsets<T>(xs: T[]): T[][] {
  if (xs.length > 3) return [...xs.map((x) => [x]), xs];
  const out: T[][] = [];
  for (let m = 1; m < 1 << xs.length; m++) out.push(xs.filter((_, i) => m & (1 << i)));
  return out;
}

/** The reacting player's decision, when its instruction says "ask me". */
const reactionDeclare: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const t = reactionFrame(s).loc as unknown as ReactionTrigger;
    const movers = moverUnits(s, ctx, t);
    const cands = reactionCandidates(s, ctx, t);
    const mp = t.kind === 'move' ? movers.map((u) => `${pieceName(ctx, u)} ${s.units[u].mpSpentHalves / 2} of ${ctx.units[u].movement} MP`).join(', ') : '';
    const back = backhandBlow(s, ctx, movers, t.kind) ? ' A backhand blow: the charge strength doubles.' : '';
    return `${names(ctx, movers)} (${sideName(ctx, ctx.units[movers[0]]?.side ?? '')}) ${VERB[t.kind]} ${t.path.join(', ')}${mp ? ` (declared: ${mp})` : ''}. Your cavalry ${names(ctx, cands.map((c) => c.unit))} may reaction-charge: each declared unit tests morale (+1 with a leader).${back} Declare the chargers and the hex, or let them pass.`;
  },
  options(s, f, ctx) {
    const t = reactionFrame(s).loc as unknown as ReactionTrigger;
    const cands = reactionCandidates(s, ctx, t);
    const hexes = t.path.filter((h) => cands.some((c) => c.hexes.includes(h)));
    return { units: cands.map((c) => c.unit), hexes, buttons: [{ id: 'noReaction', label: 'No reaction charge' }] };
  },
  legal(s, f, ctx) {
    const t = reactionFrame(s).loc as unknown as ReactionTrigger;
    const cands = reactionCandidates(s, ctx, t);
    const out: Command[] = [cmd(s, f.side, 'noReaction')];
    for (const h of t.path) {
      const us = cands.filter((c) => c.hexes.includes(h)).map((c) => c.unit);
      for (const g of us.length ? subsets(us) : []) if (chargeFits(s, ctx, g, h)) out.push(cmd(s, f.side, 'reactionCharge', { units: g, hex: h }));
    }
    return out;
  },
  apply(d, f, command, ctx, out) {
    if (command.type !== 'choose' || (command.choice !== 'noReaction' && command.choice !== 'reactionCharge')) {
      reject('bad-choice', 'choose "reactionCharge" (with cavalry and a hex) or "noReaction"', RULE);
    }
    const s = d as GameState;
    const t = reactionFrame(s).loc as unknown as ReactionTrigger;
    const cands = reactionCandidates(s, ctx, t).map((c) => c.unit);
    if (command.choice === 'reactionCharge') checkDeclared(s, ctx, t, command.units ?? [], command.hex);
    pop(d);
    markTested(d, ctx, t, cands);
    const frame = d.stack[d.stack.length - 1];
    if (command.choice === 'noReaction') {
      frame.loc.declared = null;
      log(d, out, `${sideName(ctx, t.side)} cavalry lets them pass`, { rule: RULE });
      return;
    }
    frame.loc.declared = { units: [...command.units!], hex: command.hex! };
  },
};

export const reactionDecisions: Record<string, DecisionHandler<any>> = { reactionDeclare };
export const reactionProcs: Record<string, ProcFn> = { reactionCheck };
