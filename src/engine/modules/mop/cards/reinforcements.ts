// Reinforcement groups and their schedule (MOP A.II; arrival cards A.I 25-27, 29). A group is the
// pieces of one side the scenario brings on at one entry hex on one turn. Changes are the owning side's
// secret (A.III a: each player keeps his incoming reinforcements to himself) until the map shows them.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, roll, type Out } from '../../../core/ops';
import { drawInt } from '../../../core/rng';
import { parseHexId } from '../../../board/hexId';
import { onRoadOrTrail } from '../../../board/mapIndex';
import { sideName } from '../../../rules/pieces';
import { sideCards, sideCardsDraft, type ArrivalChange } from './state';

export interface Group {
  key: string;
  side: Side;
  /** The scenario's schedule. */
  turn: number;
  hex: HexId;
  pieces: string[];
  /** Full strength of its combat units. */
  strength: number;
}

export function groupKey(turn: number, hex: HexId): string {
  return `${turn}@${hex}`;
}

export function groupsOf(ctx: Ctx, side: Side): Group[] {
  const by: Record<string, Group> = {};
  const add = (id: string, arr: { turn: number; hex: HexId }, sp: number) => {
    const key = groupKey(arr.turn, arr.hex);
    const g = (by[key] ??= { key, side, turn: arr.turn, hex: arr.hex, pieces: [], strength: 0 });
    g.pieces.push(id);
    g.strength += sp;
  };
  for (const id of ctx.unitIds) {
    const u = ctx.units[id];
    if (u.side === side && u.arrives) add(id, u.arrives, u.strength[0]);
  }
  for (const id of ctx.leaderIds) {
    const l = ctx.leaders[id];
    if (l.side === side && l.arrives) add(id, l.arrives, 0);
  }
  return Object.values(by).sort((a, b) => a.turn - b.turn || (a.key < b.key ? -1 : 1));
}

/** The group's arrival in force. */
export function currentArrival(s: GameState, g: Group): ArrivalChange {
  return sideCards(s, g.side).arrivals[g.key] ?? { turn: g.turn, hex: g.hex };
}

/** Groups still to come after this turn (not cancelled, some piece still off the map), soonest first. */
export function upcomingGroups(s: GameState, ctx: Ctx, side: Side): Group[] {
  return groupsOf(ctx, side)
    .filter((g) => {
      const a = currentArrival(s, g);
      const waiting = g.pieces.some((p) => (s.units[p] ?? s.leaders[p]).status === 'pending');
      return !a.never && waiting && a.turn > s.clock.turn;
    })
    .sort((a, b) => currentArrival(s, a).turn - currentArrival(s, b).turn || (a.key < b.key ? -1 : 1));
}

/** The `arrival` hook: a piece's changed arrival, read from its side's secret. */
export function changedArrival(s: GameState, ctx: Ctx, piece: string): { turn: number; hex: HexId } | 'never' | null {
  const def = ctx.units[piece] ?? ctx.leaders[piece];
  if (!def?.arrives || !s.mop) return null;
  const a = sideCards(s, def.side).arrivals[groupKey(def.arrives.turn, def.arrives.hex)];
  if (!a) return null;
  return a.never ? 'never' : { turn: a.turn, hex: a.hex };
}

function setArrival(d: Draft<GameState>, g: Group, change: ArrivalChange): void {
  sideCardsDraft(d, g.side).arrivals[g.key] = change;
}

/** A.II: the die result's shift of the schedule (1: two turns early ... 6: two turns late). */
export const SCHEDULE_SHIFT: Readonly<Record<number, number>> = { 1: -2, 2: -1, 3: 0, 4: 0, 5: 1, 6: 2 };

/**
 * A.II: two turns before a group is due its owner rolls a die (less 1 while more of the side's groups
 * were delayed than advanced, plus 1 in the opposite case). Groups due on turn 2 are rolled on turn 1
 * with those due on turn 3 (our ruling), a group never arrives before the turn of its roll, nor before
 * a group due earlier at the same entry hex (off-map congestion).
 */
export function rollSchedule(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const turn = d.clock.turn;
  for (const side of ctx.sides) {
    const groups = groupsOf(ctx, side);
    for (const g of groups) {
      const due = g.turn;
      if (due <= 1) continue;
      const rollTurn = Math.max(1, due - 2);
      if (rollTurn !== turn) continue;
      const sc = sideCardsDraft(d, side);
      const had = sc.arrivals[g.key];
      if (had?.rolled || had?.never) continue;
      const base = had?.turn ?? due;
      const mod = sc.delayed > sc.advanced ? -1 : sc.advanced > sc.delayed ? 1 : 0;
      const [die] = roll(d, out, 1, `reinforcement schedule (${g.hex}, due turn ${due})`, 'MOP A.II', side);
      const result = Math.min(6, Math.max(1, die + mod));
      let when = Math.max(turn, base + SCHEDULE_SHIFT[result]);
      // off-map congestion: not before a group due earlier at the same hex
      for (const o of groups) {
        if (o === g || o.hex !== g.hex || o.turn >= g.turn) continue;
        const oa = (sideCards(d as GameState, side).arrivals[o.key] as ArrivalChange | undefined) ?? { turn: o.turn, hex: o.hex };
        if (!oa.never) when = Math.max(when, oa.turn);
      }
      if (when < base) sc.advanced += 1;
      if (when > base) sc.delayed += 1;
      setArrival(d, g, { turn: when, hex: had?.hex ?? g.hex, rolled: true });
      const shift = when - base;
      const text = shift === 0 ? 'on schedule' : shift < 0 ? `${-shift} turn${shift < -1 ? 's' : ''} early, on turn ${when}` : `${shift} turn${shift > 1 ? 's' : ''} late, on turn ${when}`;
      log(d, out, `${sideName(ctx, side)} reinforcements due on turn ${due} at ${g.hex}: roll ${die}${mod ? ` ${mod > 0 ? '+' : ''}${mod}` : ''}, they arrive ${text}`, {
        rule: 'MOP A.II',
        dice: [die],
        visibleTo: side,
        hexes: [g.hex],
      });
    }
  }
}

/** What an arrival card did: the text for the players, VP, and the turn the change shows on the map. */
export interface ArrivalEffect {
  note: string;
  vp: number;
  revealTurn: number;
}

/** A.I 25: the next group comes a turn earlier (not before this turn). */
export function arriveEarly(d: Draft<GameState>, ctx: Ctx, side: Side): ArrivalEffect | null {
  const g = upcomingGroups(d as GameState, ctx, side)[0];
  if (!g) return null;
  const a = currentArrival(d as GameState, g);
  const when = Math.max(d.clock.turn, a.turn - 1);
  setArrival(d, g, { ...a, turn: when });
  return { note: `the group due on turn ${a.turn} at ${a.hex} arrives on turn ${when}`, vp: 0, revealTurn: when };
}

/** A.I 27 (ours): the side's own next group comes two turns late. */
export function delayMarch(d: Draft<GameState>, ctx: Ctx, side: Side): ArrivalEffect | null {
  const g = upcomingGroups(d as GameState, ctx, side)[0];
  if (!g) return null;
  const a = currentArrival(d as GameState, g);
  setArrival(d, g, { ...a, turn: a.turn + 2 });
  return { note: `the group due on turn ${a.turn} at ${a.hex} arrives on turn ${a.turn + 2}`, vp: 0, revealTurn: a.turn };
}

/** The day (0 first) a turn falls on, from the scenario's clock. */
function dayOf(ctx: Ctx, turn: number): number {
  const [h, m] = ctx.scenario.turns.start.split(':').map(Number);
  return Math.floor((h * 60 + m + (turn - 1) * ctx.scenario.turns.minutesPerTurn) / 1440);
}

/** MOP 37.23.2: are the alternate reinforcement lists cumulative in this scenario (the Six Days and the grand campaign)? */
export function cumulativeAlternates(ctx: Ctx): boolean {
  return ctx.scenario.mop?.reinforcements?.cumulative === true;
}

/**
 * The groups card 29 may send elsewhere: the next one; with the cumulative lists of MOP 37.23.2, any group
 * still to come whose list is out, i.e. scheduled for today or an earlier day (a day's list is added to
 * those before it, never replacing them), the next group when none is.
 */
export function alternateChoices(s: GameState, ctx: Ctx, side: Side): Group[] {
  const up = upcomingGroups(s, ctx, side);
  if (!cumulativeAlternates(ctx) || !up.length) return up.slice(0, 1);
  const today = dayOf(ctx, s.clock.turn);
  const out = up.filter((g) => dayOf(ctx, g.turn) <= today);
  return out.length ? out : up.slice(0, 1);
}

/** A.I 29 (ours) with A.III f: the next group (37.23.2: the chosen one) goes elsewhere; its side scores a quarter of its strength. */
export function alternateReinforcements(d: Draft<GameState>, ctx: Ctx, side: Side, target?: string): ArrivalEffect | null {
  const choices = alternateChoices(d as GameState, ctx, side);
  const g = choices.find((x) => x.key === target) ?? choices[0];
  if (!g) return null;
  const a = currentArrival(d as GameState, g);
  setArrival(d, g, { ...a, never: true });
  const vp = Math.round(g.strength / 4);
  return { note: `the group due on turn ${a.turn} at ${a.hex} (${g.strength} SP) is sent elsewhere: ${vp} VP`, vp, revealTurn: a.turn };
}

/** The map edges a hex lies on. */
function edgesOf(ctx: Ctx, hex: HexId): string[] {
  const { col, row } = parseHexId(hex);
  const out: string[] = [];
  const b = ctx.map.bounds; // a battle's window edge is its map edge
  if (col === b.col0) out.push('W');
  if (col === b.col1) out.push('E');
  if (row === b.row0) out.push('N');
  if (row === b.row1) out.push('S');
  return out;
}

/**
 * A.I 26: a random upcoming group (A.III d) enters at the nearest other road or trail hex of the same map
 * edge, or of an adjacent edge when its own has none.
 */
export function otherRoute(d: Draft<GameState>, ctx: Ctx, side: Side): ArrivalEffect | null {
  const groups = upcomingGroups(d as GameState, ctx, side);
  if (!groups.length) return null;
  const g = groups[drawInt(d, groups.length)];
  const a = currentArrival(d as GameState, g);
  const own = edgesOf(ctx, a.hex);
  const adjacent: Record<string, string[]> = { N: ['E', 'W'], S: ['E', 'W'], E: ['N', 'S'], W: ['N', 'S'] };
  const pick = (edges: string[]) =>
    ctx.map.ids
      .filter((h) => h !== a.hex && onRoadOrTrail(ctx.map, h) && edgesOf(ctx, h).some((e) => edges.includes(e)))
      .sort((x, y) => ctx.map.distance(a.hex, x) - ctx.map.distance(a.hex, y) || (x < y ? -1 : 1))[0];
  const hex = pick(own) ?? pick(own.flatMap((e) => adjacent[e]));
  if (!hex) return { note: `no other road or trail hex on the map edge: the group due on turn ${a.turn} at ${a.hex} keeps its route`, vp: 0, revealTurn: a.turn };
  setArrival(d, g, { ...a, hex });
  return { note: `the group due on turn ${a.turn} at ${a.hex} enters at ${hex}`, vp: 0, revealTurn: a.turn };
}
