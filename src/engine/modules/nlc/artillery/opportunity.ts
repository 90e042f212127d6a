// NLC 20.13 opportunity fire (optional): when enemy units enter a hex within range and sight of artillery
// that has not moved this turn, the guns may fire at them there at half strength; the stack moves on.
// A gun fires at a given moving stack once. With this rule guns face as in NLC 8.4 (facing.ts).
//
// Rulings (rulings.ts): a move command is one movement; once it is made the guns' owner is asked once,
// for every hex the stack entered, and the fire is resolved as a bombardment (NLC 8.1) of the moving
// units with the Terrain Effects of the hex fired into. Retreats and advances draw no opportunity fire.
import { isDraft, original, type Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { latest, peekField, readView } from '../../../core/readView';
import { ruleIn } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, type Out } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { moveClass, otherSide, peekUnit, pieceName, sideName } from '../../../rules/pieces';
import { isNight } from '../../../rules/clock';
import { nlcDraft } from '../state';
import { emptySide, newCombatRecord } from '../combat/resolve';
import type { CombatRecord } from '../combat/types';
import { gunsDraft, gunsOf, type GunsState } from './state';
import { bombardRange } from './detail';
import { facingAllowsTarget, facingOf } from './facing';
import { actingHexes, lineOrigins, placeActing } from '../optional/lineStacking';
import { crestUphill, losNow } from './bombard';
import { chateauActive } from '../combat/terrain';
import { OPPORTUNITY_FIRE } from './toggles';
import { DOCTRINE } from '../optional/doctrine';
import { hooksOf } from '../../../core/hookAnswer';

export const OPPORTUNITY_RULE = 'NLC 20.13';
export const FIRE = 'oppFire';
export const PASS = 'oppPass';

const onMap = (s: GameState, ids: string[]) => ids.filter((u) => s.units[u].status === 'map');

const perSide = new WeakMap<Ctx, Record<string, string[]>>();
function idsOf(ctx: Ctx, key: string, keep: (id: string) => boolean): string[] {
  let m = perSide.get(ctx);
  if (!m) perSide.set(ctx, (m = {}));
  return (m[key] ??= ctx.unitIds.filter(keep));
}
/** A side's units, and its guns, in scenario order (fixed by the scenario). */
const sideUnits = (ctx: Ctx, side: Side) => idsOf(ctx, side, (id) => ctx.units[id].side === side);
const gunsOfSide = (ctx: Ctx, side: Side) => idsOf(ctx, `guns:${side}`, (id) => ctx.units[id].side === side && moveClass(ctx.units[id].type) === 'artillery');

/**
 * The onMoved hook: note the moving stack and the hexes it entered, and ask the guns once it has moved.
 * Guns stand still while the other side moves, so when none of them is on the map within range of the
 * path, no shot can come of this move: the move is noted and no one is asked.
 */
export function noteMoved(d: Draft<GameState>, ctx: Ctx, out: Out, _before: GameState, pieces: string[], _from: HexId | null, path: HexId[]): void {
  const s = d as GameState;
  if (!path.length || !ruleIn(s, ctx, OPPORTUNITY_FIRE) || !peekField(s, 'nlc')) return;
  const side = (ctx.units[pieces[0]] ?? ctx.leaders[pieces[0]])?.side as Side | undefined;
  if (!side) return;
  // after every move: everything is read without drafting (core/readView.ts), and written once, only if it changes
  // the units this command moved: where they stood before it (the command's draft keeps the original)
  const before = isDraft(d) ? (original(d) as GameState) : s;
  // immer's record of the units holds the original of every unit the command has not touched
  const was = before.units;
  const now = latest(peekField(s, 'units'));
  const movers: string[] = [];
  for (const u of sideUnits(ctx, side)) {
    const w = was[u];
    if (now[u] === w) continue;
    const n = latest(now[u]);
    if (n.status === 'map' && (w.hex !== n.hex || w.status !== 'map')) movers.push(u);
  }
  if (!movers.length) return;
  const clock = latest(peekField(s, 'clock'));
  const hexes = [...new Set(path)];
  const near = gunsNear(readView(s), ctx, otherSide(ctx, side), hexes);
  const suffix = `@${clock.activation}`;
  const seen = latest(latest(peekField(s, 'nlc'))?.guns) as GunsState | undefined;
  const sameTurn = !!seen && seen.movedTurn === clock.turn;
  const movedNow: readonly string[] = sameTurn ? latest(seen.moved) : [];
  const added = movers.filter((u) => !movedNow.includes(u));
  const firedNow: readonly string[] = seen ? latest(seen.oppFired) : [];
  const firedKept = allEndWith(firedNow, suffix);
  // a unit moving again in the turn, out of every gun's range, changes nothing in the guns' notes
  if (!near && seen && seen.opp === null && sameTurn && !added.length && firedKept) return;
  const g = gunsDraft(d);
  if (!sameTurn) g.movedTurn = clock.turn;
  if (!sameTurn || added.length) g.moved = [...movedNow, ...added];
  if (!firedKept) g.oppFired = firedNow.filter((x) => x.endsWith(suffix));
  if (!near) {
    g.opp = null;
    return;
  }
  const key = `${[...movers].sort().join('+')}@${clock.activation}`;
  g.opp = { side, units: movers, path: hexes, key, seq: s.seq };
  push(d, proc('opportunityCheck'));
  void out;
}

function allEndWith(xs: readonly string[], suffix: string): boolean {
  for (const x of xs) if (!x.endsWith(suffix)) return false;
  return true;
}

/**
 * A gun of `side` on the map within bombardment range of one of the hexes (opportunityShots asks the rest);
 * with extended lines (NLC 20.2.3) a gun may fire from its line's other hex, one hex nearer.
 */
function gunsNear(s: GameState, ctx: Ctx, side: Side, hexes: HexId[]): boolean {
  const range = bombardRange(s, ctx) + (ruleIn(s, ctx, DOCTRINE) ? 1 : 0);
  for (const id of gunsOfSide(ctx, side)) {
    const u = peekUnit(s, id);
    if (u.status !== 'map' || !u.hex) continue;
    for (const h of hexes) if (ctx.map.distance(u.hex, h) <= range) return true;
  }
  return false;
}

/**
 * May `guns` fire from `from` at stacks in `h` (range, facing, chateau, sight, crest)? Facing (NLC 8.4) is
 * that of the guns in `from` and the guns' own (a gun of a line may fire from its other hex: NLC 20.2.3).
 */
function shotFrom(s: GameState, ctx: Ctx, side: Side, guns: string[], from: HexId, h: HexId): boolean {
  if (h === from || ctx.map.distance(from, h) > bombardRange(s, ctx)) return false;
  if (!facingAllowsTarget(s, ctx, side, from, h) || guns.some((x) => !(facingOf(s, x)?.includes(h) ?? true))) return false;
  if (ctx.map.hexes[h].terrain === 'chateau' && chateauActive(s, ctx, h)) return false;
  const los = losNow(s, ctx, side, from, h);
  return los.clear && !crestUphill(ctx, los);
}

/**
 * Guns of the other side that may fire at the stack now, grouped as they could fire (one hex's guns
 * together). A gun standing with its line, still to be placed this round, fires from either hex of it
 * (NLC 20.2.3): each shot is listed once, whichever hex it would be fired from.
 */
export function opportunityShots(s: GameState, ctx: Ctx): { units: string[]; hex: HexId }[] {
  const g = gunsOf(s);
  const m = g.opp;
  if (!m || isNight(ctx.scenario, s.clock.turn)) return [];
  if (!onMap(s, m.units).length) return [];
  const side = otherSide(ctx, m.side);
  const moved = g.movedTurn === s.clock.turn ? g.moved : [];
  const byHex: Record<HexId, string[]> = {};
  let line = false;
  for (const id of gunsOfSide(ctx, side)) {
    const u = peekUnit(s, id);
    if (u.status !== 'map' || !u.hex) continue;
    if (moved.includes(id) || g.oppFired.includes(`${id}>${m.key}`)) continue;
    // opportunity fire is a bombardment: a module's ban on bombarding holds here too (MOP 37.1 Night PM)
    if (hooksOf(ctx, 'mayBombard').some((hk) => hk(s, ctx, id))) continue;
    const origins = lineOrigins(s, ctx, id);
    if (origins.length > 1) line = true;
    for (const o of origins) (byHex[o] ??= []).push(id);
  }
  const out: { units: string[]; hex: HexId }[] = [];
  const listed = new Set<string>();
  for (const from of Object.keys(byHex).sort()) {
    const guns = byHex[from];
    const groups = guns.length === 1 ? [guns] : [...guns.map((x) => [x]), guns];
    for (const h of [...m.path].sort()) {
      if (!line) {
        if (shotFrom(s, ctx, side, guns, from, h)) for (const grp of groups) out.push({ units: grp, hex: h });
        continue;
      }
      // a line's gun may reach the hex from both of its hexes, and a group may not fit in the other one (NLC 5.3)
      for (const grp of groups) {
        const key = `${grp.join('+')}>${h}`;
        if (listed.has(key) || !shotOrigins(s, ctx, grp, h).includes(from)) continue;
        listed.add(key);
        out.push({ units: grp, hex: h });
      }
    }
  }
  return out;
}

/** The hexes `guns` may fire together at the units passing `h` from (NLC 20.2.3: either hex of their line). */
function shotOrigins(s: GameState, ctx: Ctx, guns: string[], h: HexId): HexId[] {
  const side = ctx.units[guns[0]].side;
  return actingHexes(s, ctx, guns).filter((from) => shotFrom(s, ctx, side, guns, from, h));
}

export const opportunityCheck: ProcFn = (d, _f, ctx) => {
  // asked after every move: read without drafting (core/readView.ts)
  const s = readView(d as GameState);
  const m = gunsOf(s).opp;
  if (!m) return pop(d);
  if (!opportunityShots(s, ctx).length) {
    gunsDraft(d).opp = null;
    return pop(d);
  }
  push(d, { k: 'decide', side: otherSide(ctx, m.side), type: 'opportunityFire', rule: OPPORTUNITY_RULE, loc: {} });
};

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const opportunityFire: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const m = gunsOf(s).opp!;
    return `Opportunity fire: ${onMap(s, m.units).map((u) => pieceName(ctx, u)).join(', ')} moved through ${m.path.join(', ')}; your guns that have not moved may fire at half strength, or hold fire`;
  },
  options(s, f, ctx) {
    const shots = opportunityShots(s, ctx);
    return {
      units: [...new Set(shots.flatMap((x) => x.units))],
      hexes: [...new Set(shots.map((x) => x.hex))].sort(),
      buttons: [{ id: PASS, label: 'Hold fire' }],
    };
  },
  legal(s, f, ctx) {
    const out: Command[] = [{ type: 'choose', side: f.side, n: s.seq, choice: PASS }];
    for (const x of opportunityShots(s, ctx)) out.push({ type: 'choose', side: f.side, n: s.seq, choice: FIRE, units: x.units, hex: x.hex });
    return out;
  },
  apply(d, f, command, ctx, out) {
    if (command.type !== 'choose') reject('not-now', `"${command.type}" is not possible now: opportunity fire or hold fire`, OPPORTUNITY_RULE);
    const s = d as GameState;
    if (command.choice === PASS) {
      pop(d);
      gunsDraft(d).opp = null;
      log(d, out, `${sideName(ctx, f.side)} holds fire`, { rule: OPPORTUNITY_RULE });
      return;
    }
    if (command.choice !== FIRE) reject('bad-choice', 'choose opportunity fire (guns and a hex) or hold fire', OPPORTUNITY_RULE);
    const units = command.units ?? [];
    const shot = opportunityShots(s, ctx).find((x) => x.hex === command.hex && sameSet(x.units, units));
    if (!shot) {
      reject('no-shot', `those guns cannot fire at ${command.hex ?? 'no hex'}: out of range or sight, moved this turn, facing elsewhere, or already fired at this stack`, OPPORTUNITY_RULE);
    }
    const m = gunsOf(s).opp!;
    const g = gunsDraft(d);
    for (const u of units) g.oppFired.push(`${u}>${m.key}`);
    pop(d);
    // NLC 20.2.3: guns standing with their line fire from a hex of it: the owner's choice when both reach (then fired after)
    push(d, proc('opportunityShot', { units, hex: command.hex! }));
    if (units.some((u) => lineOrigins(s, ctx, u).length > 1)) {
      if (placeActing(d, ctx, out, units, command.hex!, shotOrigins(s, ctx, units, command.hex!).map((h) => units.map(() => h)), 'fire')) return;
    }
    pop(d);
    openFire(d, ctx, out, units, command.hex!);
  },
};

/** The opportunity shot declared, once the guns of a line have their place (NLC 20.2.3). */
const opportunityShot: ProcFn = (d, f, ctx, out) => {
  pop(d);
  openFire(d, ctx, out, f.loc.units as string[], f.loc.hex as HexId);
};

/** `units` fire at the moving units as they pass `hex`: a bombardment of them (NLC 20.13). */
function openFire(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[], hex: HexId): void {
  const s = d as GameState;
  const side = ctx.units[units[0]].side as Side;
  const m = gunsOf(s).opp!;
  const n = nlcDraft(d);
  n.combatSeq += 1;
  const from = s.units[units[0]].hex!;
  const targets = onMap(s, m.units);
  const record = newCombatRecord(s, n.combatSeq, {
    kind: 'bombardment',
    phase: 'fire',
    target: hex,
    attacker: emptySide(side, ctx.unitIds.filter((u) => units.includes(u)), [from]),
    defender: emptySide(m.side, targets, [s.units[targets[0]].hex!]),
  });
  record.opportunity = true;
  n.combat = record as Draft<CombatRecord>;
  log(d, out, `${units.map((u) => pieceName(ctx, u)).join(', ')} fire${units.length > 1 ? '' : 's'} at ${targets.map((u) => pieceName(ctx, u)).join(', ')} as they pass ${hex}`, {
    rule: OPPORTUNITY_RULE,
    hexes: [from, hex],
  });
  push(d, proc('bombardCombat', {}));
}

export const opportunityProcs: Record<string, ProcFn> = { opportunityCheck, opportunityShot };

