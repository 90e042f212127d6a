// NLC 8.1 bombardment in the Bombardment Segment of a formation action (NLC 4.5): activated artillery
// fires at an enemy stack up to two hexes away that it can see (NLC 8.3). The target does not fire back,
// the first hit only disrupts the whole target stack, later hits cost steps, and nobody retreats.
import type { Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleOn, ruleIn } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, type Out } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { moveClass, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { isNight } from '../../../rules/clock';
import { type LosResult } from '../../../rules/los';
import { occupiedHexes, sightNow } from '../../../rules/sight';
import { fireHits } from '../../../tables/fireTable';
import { nlcDraft, nlcOf } from '../state';
import { fireRollAdjuster, fireRows, rollFire } from '../combat/fire';
import { chateauActive } from '../combat/terrain';
import { appliedPhase, emptySide, newCombatRecord, processTask } from '../combat/resolve';
import type { CombatRecord, FireLine } from '../combat/types';
import { bombardRange } from './detail';
import { gunFire, type GunFire } from './gunFire';
import { enfiladesLine, squareEnfiladeCavalry } from './enfilade';
import { queueEnfiladeReaction } from '../cavalry/trigger';
import { facingAllowsTarget, recordFacing } from './facing';
import { ruleOn as optionOn } from '../../../core/ctx';
import { OPPORTUNITY_FIRE, ALTERNATE_RESOLUTION } from './toggles';
import { SIXES_DISRUPT, sixesOn } from './conversion';
import { alternateAllocation, ALTERNATE_DISRUPT } from './alternate';
import { activeUnitVeto } from '../activeUnit';
import { bombardVetoOf } from '../../../core/module';
import { markersSeenBy, seenOccupancy, sightBlockersFor } from '../../../rules/unseen';
import { actingHexes, lineOrigins, lineTargets, lineStackOnAttack, takeLinePlace } from '../optional/lineStacking';
import { DOCTRINE } from '../optional/doctrine';
import { hooksOf } from '../../../core/hookAnswer';

export { bombardReduction } from './gunFire';

const RULE = 'NLC 8.1';
/** NLC 8.1: artillery bombards up to two hexes away. */
export const BOMBARD_RANGE = 2;

const err = (code: string, message: string, rule = RULE): RuleError => ({ code, message, rule });
const isArtillery = (ctx: Ctx, id: string) => moveClass(ctx.units[id].type) === 'artillery';

/** NLC 8.3 sight from one hex to another in the current state (units, night, rain). */
/** The line of sight that `side` traces from `from` to `to` now, over the board as it sees it (sightBlockersFor). */
export function losNow(s: GameState, ctx: Ctx, side: Side, from: HexId, to: HexId): LosResult {
  return sightNow(s, ctx, from, to, sightBlockersFor(s, ctx, side) ?? occupiedHexes(s, ctx));
}

/**
 * Ruling (T.TEC crest "N/A" for bombardment): no bombardment whose line crosses a crest hexside from its
 * low side to its high side (troops behind a crest are covered); firing down from a crest is allowed.
 */
export function crestUphill(ctx: Ctx, los: LosResult): HexId[] | null {
  const steps = los.steps;
  for (let i = 0; i + 1 < steps.length; i++) {
    for (const x of steps[i].hexes) {
      for (const y of steps[i + 1].hexes) {
        if (x === y || !ctx.map.hexes[x].neighbours.includes(y)) continue;
        const side = ctx.map.side(x, y);
        if (side?.features.includes('crest') && side.high === y) return [x, y];
      }
    }
  }
  return null;
}

/** Why a unit may not bombard now, or null. */
export function bombarderVeto(s: GameState, ctx: Ctx, side: Side, formations: string[], id: string): RuleError | null {
  const su = ctx.units[id];
  const u = s.units[id];
  const base = activeUnitVeto(s, ctx, side, formations, id, RULE);
  if (base) return base;
  if (!isArtillery(ctx, id)) return err('not-artillery', `only artillery bombards; ${su.name} is ${su.type}`);
  if (nlcOf(s).bombarded.includes(id)) return err('already-bombarded', `${su.name} has already bombarded this turn`);
  // NLC 16: no bombardment at night
  if (isNight(ctx.scenario, s.clock.turn)) return err('night', 'artillery cannot bombard at night', 'NLC 16');
  for (const hk of hooksOf(ctx, 'mayBombard')) {
    const veto = hk(s, ctx, id);
    if (veto) return veto;
  }
  // module rules (MOP 37.4: no bombardment in mud or snowstorm)
  return bombardVetoOf(ctx, s, u.hex!, null);
}

/** Why `target` may not be bombarded from `from`, or null; the sight line comes back either way. */
export function targetVeto(s: GameState, ctx: Ctx, side: Side, from: HexId, target: HexId): { veto: RuleError | null; los: LosResult | null } {
  if (!ctx.map.has(target)) return { veto: err('no-target', `there is no hex ${target}`), los: null };
  // MOP 37.10 (ruling): a gun fires at the board as its side sees it; a hidden-force marker, real or dummy
  // alike, is no target until it is revealed (the refusal says the same of both)
  if (markersSeenBy(s, side)?.has(target)) return { veto: err('hidden', `${target} holds a hidden force marker: it cannot be bombarded until revealed`, 'MOP 37.10'), los: null };
  const occ = seenOccupancy(s, ctx, side)[target];
  if (!occ || occ.side === side) return { veto: err('no-enemy', `${target} holds no enemy unit`), los: null };
  const dist = ctx.map.distance(from, target);
  const range = bombardRange(s, ctx);
  if (dist > range) {
    return { veto: err('range', `${target} is ${dist} hexes away: bombardment reaches ${range}`, range > BOMBARD_RANGE ? 'NLC 19.4' : RULE), los: null };
  }
  // ruling (NLC 20.13 with 8.4): a gun next to an enemy at the start of the Stage fires only at what it faces
  if (optionOn(ctx, s.options, OPPORTUNITY_FIRE) && !facingAllowsTarget(s, ctx, side, from, target)) {
    return { veto: err('facing', `the artillery at ${from} faces the enemy next to it and cannot turn to fire at ${target}`, 'NLC 8.4'), los: null };
  }
  const mod = bombardVetoOf(ctx, s, from, target);
  if (mod) return { veto: mod, los: null };
  const los = losNow(s, ctx, side, from, target);
  if (!los.clear) return { veto: err('no-los', `no line of sight from ${from} to ${target}: ${los.why}`, 'NLC 8.3'), los };
  // NLC 10, T.TEC: a chateau (held by fewer than two units) cannot be bombarded
  if (chateauActive(s, ctx, target)) return { veto: err('chateau', `the chateau at ${target} cannot be bombarded`, 'NLC 10'), los };
  const crest = crestUphill(ctx, los);
  if (crest) return { veto: err('crest', `the line of fire climbs the crest between ${crest[0]} and ${crest[1]}: no bombardment across it`, 'NLC T.TEC'), los };
  return { veto: null, los };
}

/** Hexes an artillery unit could bombard from `hex` now. */
export function targetsFrom(s: GameState, ctx: Ctx, side: Side, hex: HexId): HexId[] {
  // only enemy-held hexes can be targets (targetVeto's first test): the sight lines are drawn for those only
  const occ = seenOccupancy(s, ctx, side);
  return ctx.map.inRange(hex, bombardRange(s, ctx)).filter((h) => h !== hex && occ[h] && occ[h].side !== side && !targetVeto(s, ctx, side, hex, h).veto);
}

/** Hexes a gun could bombard now from any hex it may fire from (NLC 20.2.3: either hex of its line while still to be placed). */
function unitTargets(s: GameState, ctx: Ctx, side: Side, id: string): HexId[] {
  return lineTargets(s, ctx, id, (h) => targetsFrom(s, ctx, side, h));
}

/** Each gun of `side` that may bombard now, with the hexes it could hit (none listed: it may not). */
function bombarderTargets(s: GameState, ctx: Ctx, side: Side, formations: string[]): Map<string, HexId[]> {
  const out = new Map<string, HexId[]>();
  for (const id of ctx.unitIds) {
    if (ctx.units[id].side !== side || bombarderVeto(s, ctx, side, formations, id)) continue;
    const targets = unitTargets(s, ctx, side, id);
    if (targets.length) out.set(id, targets);
  }
  return out;
}

export function eligibleBombarders(s: GameState, ctx: Ctx, side: Side, formations: string[]): string[] {
  return [...bombarderTargets(s, ctx, side, formations).keys()];
}

/**
 * NLC 8.1: one stack's artillery (only stacked units bombard together) against one hex: every hex it may
 * fire from, or why it may not. With extended lines (NLC 20.2.3) guns standing with their line, still to be
 * placed, fire from either of its hexes that reaches (the one they stand in first); with `all` false the
 * search stops at the first that works.
 */
function bombardOrigins(s: GameState, ctx: Ctx, side: Side, formations: string[], units: string[], target: HexId | undefined, all: boolean): RuleError | HexId[] {
  if (!units.length) return err('no-units', 'choose the bombarding artillery');
  if (!target) return err('no-target', 'choose the hex to bombard');
  if (new Set(units).size !== units.length) return err('duplicate', 'a unit is listed twice');
  for (const id of units) {
    const v = bombarderVeto(s, ctx, side, formations, id);
    if (v) return v;
  }
  const origins = actingHexes(s, ctx, units);
  if (!origins.length) return err('not-stacked', 'only artillery stacked in one hex bombards together');
  let first: RuleError | null = null;
  const out: HexId[] = [];
  for (const from of origins) {
    const veto = targetVeto(s, ctx, side, from, target).veto;
    if (!veto) {
      out.push(from);
      if (!all) break;
    } else first ??= veto;
  }
  return out.length ? out : first!;
}

/**
 * The hex `units` bombard `target` from, or why they may not: `from` when given (NLC 20.2.3: the hex of
 * their line their owner names, which must reach), else the first that works (bombardOrigins).
 */
export function bombardOrigin(s: GameState, ctx: Ctx, side: Side, formations: string[], units: string[], target: HexId | undefined, from?: HexId): RuleError | HexId {
  const r = bombardOrigins(s, ctx, side, formations, units, target, from !== undefined);
  if (!Array.isArray(r)) return r;
  if (from === undefined || r.includes(from)) return from ?? r[0];
  const who = units.map((u) => pieceName(ctx, u)).join(', ');
  return err('not-origin', `${who} cannot bombard ${target} from ${from}: ${r.length > 1 ? 'they may fire from' : 'only from'} ${r.join(' or ')}`, DOCTRINE);
}

export function checkBombardment(s: GameState, ctx: Ctx, side: Side, formations: string[], units: string[], target: HexId | undefined): RuleError | null {
  const r = bombardOrigin(s, ctx, side, formations, units, target);
  return typeof r === 'string' ? null : r;
}

/**
 * The fire of artillery stacked in one hex at a target hex (NLC 8.1 with 8.5, 19.4, 20.4, 20.13):
 * NLC 6.3, disrupted artillery bombards at full strength.
 */
export function bombardFireLines(
  s: GameState,
  ctx: Ctx,
  units: string[],
  target: HexId,
  opts: { targetUnits?: string[]; square?: boolean; opportunity?: boolean; from?: HexId } = {},
): GunFire {
  const from = opts.from ?? s.units[units[0]].hex!;
  const side = ctx.units[units[0]].side;
  const steps = ctx.map.distance(from, target) > 1 ? losNow(s, ctx, side, from, target).steps : null;
  return gunFire(s, ctx, { side, units, from, target, targetUnits: opts.targetUnits ?? unitsAt(s, ctx, target), steps, opportunity: opts.opportunity, square: opts.square });
}

function legalBombardments(s: GameState, ctx: Ctx, side: Side, formations: string[]): { units: string[]; hex: HexId; from?: HexId }[] {
  const eligible = eligibleBombarders(s, ctx, side, formations);
  // by the hex they may fire from: where they stand, or either hex of their line (NLC 20.2.3)
  const byHex: Record<HexId, string[]> = {};
  let line = false;
  for (const u of eligible) {
    const origins = lineOrigins(s, ctx, u);
    if (origins.length > 1) line = true;
    for (const o of origins) (byHex[o] ??= []).push(u);
  }
  const out: { units: string[]; hex: HexId; from?: HexId }[] = [];
  const seen = new Set<string>();
  for (const hex of Object.keys(byHex).sort()) {
    const us = byHex[hex];
    const groups = us.length === 1 ? [us] : [...us.map((u) => [u]), us];
    for (const t of targetsFrom(s, ctx, side, hex)) {
      for (const g of groups) {
        if (!line) {
          out.push({ units: g, hex: t });
          continue;
        }
        // a line's gun may reach one target from both hexes (listed once per hex, its owner names it: NLC
        // 20.2.3), and a group may not fit in the other hex
        const key = `${g.join('+')}>${t}`;
        if (seen.has(key)) continue;
        const origins = bombardOrigins(s, ctx, side, formations, g, t, true);
        if (!Array.isArray(origins) || origins[0] !== hex) continue;
        seen.add(key);
        if (origins.length === 1) out.push({ units: g, hex: t });
        else for (const from of origins) out.push({ units: g, hex: t, from });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- preview

export interface BombardPreview {
  kind: 'bombardment';
  target: HexId;
  from: HexId;
  side: Side;
  units: string[];
  defenders: string[];
  lines: FireLine[];
  exact: number;
  strength: number;
  rows: number[];
  /** Hits on each 2d6 roll, index 0 for a roll of 2 up to index 10 for 12. */
  hitsByRoll: number[];
  method: 'table' | 'sixes';
  /** The sight line (NLC 8.3): the hexes it passes. */
  line: HexId[][];
  /** NLC 8.5: enfilading the line, or the squares bonus the infantry's owner will be asked about. */
  enfilade: 'line' | 'square' | null;
  /** NLC 20.4: added to every die. */
  dieMod: number;
  /** The range in hexes (3 is at half strength, rounded down: NLC 19.4). */
  range: number;
}

/** What `units` bombarding `target` would do; `from`: the hex of their line they fire from (NLC 20.2.3), else as bombardOrigin picks. */
export function bombardPreview(s: GameState, ctx: Ctx, side: Side, units: string[], target: HexId, from?: HexId): BombardPreview | RuleError {
  const top = s.stack[s.stack.length - 1];
  if (!top || top.k !== 'decide' || top.type !== 'bombardDeclare') {
    return err('not-bombardment', 'artillery bombards in the Bombardment Segment', 'NLC 4.5');
  }
  const formations = (top.loc.formations as string[] | undefined) ?? nlcOf(s).active;
  const origin = bombardOrigin(s, ctx, side, formations, units, target, from);
  if (typeof origin !== 'string') return origin;
  from = origin;
  const targetUnits = unitsAt(s, ctx, target);
  const line = enfiladesLine(s, ctx, side, from, target, losNow(s, ctx, side, from, target).steps);
  const square = !line && squareEnfiladeCavalry(s, ctx, side, target, targetUnits).length > 0;
  // the squares bonus is the infantry owner's choice (NLC 8.5): the preview shows it as if accepted
  const f = bombardFireLines(s, ctx, units, target, { square, from });
  const hitsByRoll: number[] = [];
  for (let r = 2; r <= 12; r++) hitsByRoll.push(fireHits(f.strength, r));
  return {
    kind: 'bombardment',
    target,
    from,
    side,
    units,
    defenders: unitsAt(s, ctx, target),
    lines: f.lines,
    exact: f.exact,
    strength: f.strength,
    rows: fireRows(f.strength),
    hitsByRoll,
    method: ruleIn(s, ctx, 'NLC 20.4') ? 'sixes' : 'table',
    line: losNow(s, ctx, side, from, target).steps.map((x) => x.hexes),
    enfilade: f.enfilade,
    dieMod: f.dieMod,
    range: ctx.map.distance(from, target),
  };
}

// ---------------------------------------------------------------- segment, declaration, resolution

export const bombardSegment: ProcFn = (d, f, ctx, out) => {
  const side = f.loc.side as Side;
  const formations = f.loc.formations as string[];
  const s = d as GameState;
  if (!f.loc.started) {
    f.loc.started = true;
    // NLC 8.4: the Stage begins; every gun notes the enemies next to it
    recordFacing(d, ctx);
    nlcDraft(d).segment = 'bombard';
    if (eligibleBombarders(s, ctx, side, formations).length === 0) {
      nlcDraft(d).segment = 'move';
      pop(d);
      return;
    }
  }
  if (f.loc.done || eligibleBombarders(s, ctx, side, formations).length === 0) {
    log(d, out, `${sideName(ctx, side)} bombardment segment ends`, { rule: 'NLC 4.5' });
    nlcDraft(d).segment = 'move';
    pop(d);
    return;
  }
  push(d, { k: 'decide', side, type: 'bombardDeclare', rule: RULE, loc: { formations } });
};

function declare(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, units: string[], target: HexId): void {
  const s = d as GameState;
  const n = nlcDraft(d);
  const ordered = ctx.unitIds.filter((u) => units.includes(u));
  const from = s.units[ordered[0]].hex!;
  const defenders = unitsAt(s, ctx, target);
  const enemy = ctx.sides.find((x) => x !== side)!;
  n.bombarded.push(...ordered);
  n.combatSeq += 1;
  const record = newCombatRecord(s, n.combatSeq, {
    kind: 'bombardment',
    phase: 'fire',
    target,
    attacker: emptySide(side, ordered, [from]),
    defender: emptySide(enemy, defenders, [target]),
  });
  n.combat = record as Draft<CombatRecord>;
  const who = ordered.map((u) => pieceName(ctx, u)).join(', ');
  log(d, out, `${who} bombard${ordered.length > 1 ? '' : 's'} ${target} (${defenders.map((u) => pieceName(ctx, u)).join(', ')}) from ${from}`, {
    rule: RULE,
    hexes: [from, target],
  });
  push(d, proc('bombardCombat', {}));
  // NLC 20.2.3: first the target's owner places the cavalry and artillery standing with a bombarded line
  lineStackOnAttack(d, ctx, side, target);
}

/** The bombardment in nlc.combat, phase by phase; hit allocation reuses the assault's tasks (NLC 7.1). */
export const bombardCombat: ProcFn = (d, _f, ctx, out) => {
  const s = d as GameState;
  const c = nlcOf(s).combat as Draft<CombatRecord>;
  if (c.queue.length) return processTask(d, ctx, out, c as CombatRecord);
  switch (c.phase) {
    case 'fire': {
      const attackers = c.attacker.units.filter((u) => s.units[u].status === 'map');
      // opportunity fire (NLC 20.13) hits the moving stack wherever it has gone; a bombardment the stack in the hex
      const stack = c.opportunity ? c.defender.units.filter((u) => s.units[u].status === 'map') : unitsAt(s, ctx, c.target);
      if (!attackers.length || !stack.length) {
        c.phase = 'done';
        return;
      }
      // NLC 8.5 enfilading squares: the infantry's owner says whether the bonus applies (asked once)
      if (c.enfilade === undefined) {
        const from = c.attacker.hexes[0];
        const steps = ctx.map.distance(from, c.target) > 1 ? losNow(s, ctx, c.attacker.side, from, c.target).steps : null;
        const line = enfiladesLine(s, ctx, c.attacker.side, from, c.target, steps);
        if (!line && squareEnfiladeCavalry(s, ctx, c.attacker.side, c.target, stack).length) {
          c.enfilade = 'asked';
          push(d, { k: 'decide', side: c.defender.side, type: 'enfiladeSquare', rule: 'NLC 8.5', loc: {} });
          return;
        }
        c.enfilade = line ? 'line' : 'none';
      }
      const f = bombardFireLines(s, ctx, attackers, c.target, { targetUnits: stack, square: c.enfilade === 'square', opportunity: !!c.opportunity });
      const sixes = sixesOn(s, ctx);
      const alternate = optionOn(ctx, s.options, ALTERNATE_RESOLUTION);
      c.attacker.hadArtillery = true;
      const bq = { kind: 'bombard' as const, role: 'attacker' as const, side: c.attacker.side, target: c.target, units: attackers, enemies: stack };
      c.attacker.fire = rollFire(d, out, f, sixes, c.opportunity ? 'opportunity' : 'bombardment', f.dieMod, fireRollAdjuster(d, ctx, out, bq));
      const fr = c.attacker.fire;
      const how = fr.method === 'sixes' ? `${fr.dice.length} dice${f.dieMod ? ` +${f.dieMod}` : ''}` : `row ${fr.rows.join('+')}, rolled ${fr.dice[0] + fr.dice[1]}`;
      const reduced = f.lines[0]?.pct ? ` (-${f.lines[0].pct}% for ${f.lines[0].pctSource.join(', ')})` : '';
      const extras = [...new Set(f.lines.flatMap((l) => [...l.halvings, ...(l.bonuses ?? []).map((b) => `+50% ${b}`)]))];
      const what = c.opportunity ? 'Opportunity fire' : 'Bombardment';
      log(d, out, `${what} fires with ${fr.strength}${reduced}${extras.length ? ` [${extras.join(', ')}]` : ''}, ${how}: ${fr.hits} hit${fr.hits === 1 ? '' : 's'}; the target does not fire back`, {
        rule: fr.method === 'sixes' ? 'NLC 20.4' : c.opportunity ? 'NLC 20.13' : RULE,
        dice: fr.dice,
        hexes: [c.attacker.hexes[0], c.target],
      });
      if (f.enfilade) log(d, out, `Enfilade fire (${f.enfilade === 'line' ? 'along the line' : 'at infantry the cavalry threatens'})`, { rule: 'NLC 8.5', hexes: [c.target] });
      c.defender.hitsRolled = fr.hits;
      c.defender.hitsTaken = fr.hits;
      c.choices = [{ role: 'defender', choice: 'notOffered' }];
      // how the hits work: NLC 8.1 the first hit disrupts; NLC 20.4 a 5-6 disrupts and every six is a step;
      // NLC 20.12 every hit is a step and strength plus roll of 9 or more disrupts
      const diceSum = fr.dice.reduce((a, b) => a + b, 0);
      const disrupts = sixes
        ? fr.dice.some((x) => x + f.dieMod >= SIXES_DISRUPT)
        : alternate
          ? fr.strength + diceSum >= ALTERNATE_DISRUPT
          : fr.hits > 0;
      const steps = sixes || alternate ? fr.hits : Math.max(0, fr.hits - 1);
      // the bombarded hex (a brigade in extended line stands in two: NLC 20.2.3); opportunity fire, where the movers are
      const stackHex = c.opportunity ? s.units[stack[0]].hex! : c.target;
      if (disrupts) {
        const fresh = stack.filter((u) => !s.units[u].disrupted);
        // NLC 11.2: the stack suffered a hit, so its leaders roll for loss
        if (!c.hitHexes.includes(stackHex)) c.hitHexes.push(stackHex);
        for (const u of fresh) {
          d.units[u].disrupted = true;
          c.disrupted.push(u);
        }
        const rule = sixes ? 'NLC 20.4' : alternate ? 'NLC 20.12' : RULE;
        const cause = sixes ? `a die of ${SIXES_DISRUPT} or more` : alternate ? `strength and roll ${fr.strength + diceSum}` : 'the first hit';
        log(
          d,
          out,
          fresh.length
            ? `${cause[0].toUpperCase()}${cause.slice(1)} disrupts ${fresh.map((u) => pieceName(ctx, u)).join(', ')} at ${stackHex}`
            : `${cause[0].toUpperCase()}${cause.slice(1)} would disrupt the stack at ${stackHex}, which is already disrupted: no effect`,
          { rule, hexes: [stackHex] },
        );
      }
      if (steps > 0 && alternate) {
        alternateAllocation(d, ctx, out, c, stack, steps);
      } else if (steps > 0) {
        c.queue.push({ t: 'allocate', role: 'defender', side: c.defender.side, pool: stack, halves: steps * 2, firstInfantry: true, rule: sixes ? 'NLC 20.4' : RULE, reason: 'fire' });
      }
      c.phase = 'applied';
      return;
    }
    case 'applied':
      // NLC 11.2 leader loss and NLC 14/15 demoralization as after any fire; NLC 8.1: no retreat follows
      appliedPhase(d, ctx, out, c as CombatRecord);
      c.phase = 'done';
      return;
    default:
      log(d, out, `Bombardment of ${c.target} ends`, { rule: RULE, hexes: [c.target] });
      pop(d);
      // NLC 8.5: the owner refused the enfilade bonus, so the gunners' cavalry may charge the stack at once
      if (c.enfilade === 'refused' && ctx.procs.reactionCheck) queueEnfiladeReaction(d, ctx, c.attacker.side, c.target);
      return;
  }
};

const cmd = (s: GameState, side: Side, extra: { units: string[]; hex: HexId; from?: HexId }): Command => ({ type: 'choose', side, n: s.seq, choice: 'bombard', ...extra });

const bombardDeclare: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    return `Bombardment: choose artillery and a target hex up to ${bombardRange(s, ctx) > BOMBARD_RANGE ? 'three (at half)' : 'two'} hexes away in sight, or end the bombardments`;
  },
  options(s, f, ctx) {
    const formations = f.loc.formations as string[];
    const byUnit = bombarderTargets(s, ctx, f.side, formations);
    const hexes = new Set<HexId>();
    for (const ts of byUnit.values()) for (const t of ts) hexes.add(t);
    return { units: [...byUnit.keys()], hexes: [...hexes].sort(), buttons: [{ id: 'endBombardment', label: 'End bombardment' }] };
  },
  legal(s, f, ctx) {
    const formations = f.loc.formations as string[];
    const out: Command[] = [{ type: 'choose', side: f.side, n: s.seq, choice: 'endBombardment' }];
    for (const g of legalBombardments(s, ctx, f.side, formations)) out.push(cmd(s, f.side, g));
    return out;
  },
  apply(d, f, command, ctx, out) {
    if (command.type !== 'choose') reject('not-now', `"${command.type}" is not possible in the bombardment segment`, 'NLC 4.5');
    const s = d as GameState;
    const formations = f.loc.formations as string[];
    if (command.choice === 'endBombardment') {
      pop(d);
      const seg = [...d.stack].reverse().find((x) => x.k === 'proc' && x.proc === 'bombardSegment');
      if (seg) seg.loc.done = true;
      return;
    }
    if (command.choice !== 'bombard') reject('bad-choice', 'choose "bombard" (with artillery and a hex) or "endBombardment"', RULE);
    // NLC 20.2.3: `from` names the hex of their line the guns fire from; without it, the first that reaches
    const from = bombardOrigin(s, ctx, f.side, formations, command.units ?? [], command.hex, command.from);
    if (typeof from !== 'string') reject(from.code, from.message, from.rule);
    pop(d);
    // guns standing with their line take their place in the hex they fire from, and stay there for the round
    takeLinePlace(d, ctx, out, command.units!, from);
    declare(d, ctx, out, f.side, command.units!, command.hex!);
  },
};

export const bombardDecisions: Record<string, DecisionHandler<any>> = { bombardDeclare };
export const bombardProcs: Record<string, ProcFn> = { bombardSegment, bombardCombat };

// ---------------------------------------------------------------- sight lines for the map

export interface SightLine {
  /** The hex the line starts from: the gun's, or the hex of its line it would fire from (NLC 20.2.3). */
  from: HexId;
  to: HexId;
  /** The bombardment is allowed (in range, in sight, not a chateau, not up a crest). */
  canBombard: boolean;
  clear: boolean;
  /** The hexes the line passes (pairs along a hexspine), and the hexes that block it. */
  path: HexId[][];
  blockedAt: HexId[];
  why: string;
  rule: string;
}

export interface SightAnswer {
  from: HexId;
  /** Every hex the guns may fire from (NLC 20.2.3: both hexes of their line while still to be placed), `from` first. */
  origins: HexId[];
  range: number;
  lines: SightLine[];
}

/**
 * For the client: from the selected artillery's hex, a line to every enemy-held hex within bombardment
 * range, with whether it may be bombarded and, if not, why and where the sight is blocked (NLC 8.1, 8.3).
 * Guns of a line still to be placed may fire from either hex of it (NLC 20.2.3): each line starts from the
 * hex they would fire from (bombardOrigin), or, when they may fire from neither, from the first in range.
 */
export function sightLines(s: GameState, ctx: Ctx, side: Side, pieces: string[]): SightAnswer | RuleError {
  const top = s.stack[s.stack.length - 1];
  if (!top || top.k !== 'decide' || top.type !== 'bombardDeclare') {
    return err('not-bombardment', 'artillery bombards in the Bombardment Segment', 'NLC 4.5');
  }
  const formations = (top.loc.formations as string[] | undefined) ?? nlcOf(s).active;
  for (const id of pieces) {
    const v = bombarderVeto(s, ctx, side, formations, id);
    if (v) return v;
  }
  const acting = actingHexes(s, ctx, pieces);
  const origins = acting.length ? acting : [s.units[pieces[0]].hex!];
  // MOP 37.10: only what the side sees (hidden forces are left out; targetVeto refuses their markers)
  const occ = seenOccupancy(s, ctx, side);
  const range = bombardRange(s, ctx);
  const seen = new Set<HexId>();
  const lines: SightLine[] = [];
  for (const o of origins) {
    for (const h of ctx.map.inRange(o, range)) {
      if (origins.includes(h) || seen.has(h) || !occ[h] || occ[h].side === side) continue;
      seen.add(h);
      // the hex the guns would fire at it from, else the first in range
      const fires = origins.length > 1 ? bombardOrigin(s, ctx, side, formations, pieces, h) : o;
      const from = typeof fires === 'string' ? fires : o;
      const { veto, los } = targetVeto(s, ctx, side, from, h);
      const l = los ?? losNow(s, ctx, side, from, h);
      lines.push({
        from,
        to: h,
        canBombard: !veto,
        clear: l.clear,
        path: l.steps.map((x) => x.hexes),
        blockedAt: l.blockedAt,
        why: veto ? veto.message : 'in range and in sight',
        rule: veto ? veto.rule : RULE,
      });
    }
  }
  return { from: origins[0], origins, range, lines };
}
