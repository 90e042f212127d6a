// The movement search of a group, reused from the state listed before when nothing it looked at has
// changed. Listing a state's moves searches the reach of every group of the active formations; the next
// listing is usually of the state one move later, where only the moved group's two hexes differ, so most
// groups would search again exactly what they found before. The reuse is conservative: it holds only when
// every part of the state besides the pieces is the very same object (clock, options, control, orders
// and module state: weather, spans, hidden forces...), when only pieces of the group's own side changed,
// when the group itself and its movement facts (NLC 5: allowance left, class, ZOC lock, entry hexes) are
// as they were, and when the hexes the changed pieces left or entered cannot change what the search read
// there (it reads only the hexes it expanded and their neighbours, rules/movement/reach.ts): a friendly
// piece's coming or going matters only to a lone unit's road rate into that hex, a lone leader's entry
// into an enemy ZOC, a chateau's ZOC, an arrival's entry hex, a module's step change that reads the
// pieces (MOP 37.2) and the stacking at a reached hex (then asked again at that hex alone).
// Within one state the answer is kept too: the end-of-movement check (NLC 12.2) and the listing ask the
// same groups. Only the last two states are kept, so no history holds searches alive.
// The move listing also notes here, per group, what it established about the moves it offered, so that
// applying one of them to the same state need not establish it again (listedMoves.ts reads it back).
import type { GameState, HexId, RuleError, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { linePartner, occupancy } from '../pieces';
import { destinationsOf, moverInfo, pathTo, stackedDests, type MovePolicy, type MoverInfo, type Reach } from './reach';

/** What the move listing of a state established about one group's moves (listedMoves.ts). */
export interface ListedGroup {
  mover: MoverInfo;
  policy: MovePolicy;
  reach: Reach;
  /** Destinations whose listed path (the reach's own) no rule vetoed. */
  ok: ReadonlySet<HexId>;
}

export interface GroupDestinations {
  mover: MoverInfo;
  reach: Reach;
  /** Destinations that respect stacking, sorted (legalDestinations). */
  dests: HexId[];
}

interface Found {
  reach: Reach;
  dests: HexId[];
  /** The mover facts and policy the search depended on, as one key. */
  key: string;
  entry: readonly HexId[] | undefined;
  /** The reach's path to each destination, in the order of dests (worked out when first asked). */
  paths?: HexId[][];
}

interface Listing {
  s: GameState;
  ctx: Ctx;
  groups: Map<string, Found>;
  /** Per group, what the move listing of this state established (noteListed). */
  listed?: Map<string, ListedGroup>;
  /** What changed since the listing before (changedSince), worked out when first needed. */
  changed?: Changed | null;
}

interface Changed {
  sides: Side[];
  pieces: Set<string>;
  hexes: HexId[];
}

let current: Listing | null = null;
let previous: Listing | null = null;

const groupKey = (pieces: readonly string[]) => (pieces.length === 1 ? pieces[0] : pieces.join('|'));

/** Everything of the mover and its policy that the search reads besides the board (reach.ts). */
function searchKey(m: MoverInfo, p: MovePolicy): string {
  return (
    `${m.side}|${m.from}|${m.leftHalves}|${m.fresh}|${m.cls}|${m.lone}|${m.combatUnits}|` +
    `${p.enemyZoc ? 1 : 0}${p.chateauZoc ? 1 : 0}${p.lockedInZoc ? 1 : 0}${p.zocLeaveCost ? 1 : 0}|${p.enterZoc}|` +
    `${p.stepAdjust ? 1 : 0}${p.stepReadsPieces ? 1 : 0}${p.occupancy ? 1 : 0}${p.closed ? 1 : 0}|${p.entry ? p.entry.hexes.join(',') : '-'}`
  );
}

/**
 * The group's mover facts, reach and destinations in `s` under `policy` (the same answer as
 * legalDestinations), reusing an earlier search when nothing it depended on has changed.
 */
export function groupDestinations(s: GameState, ctx: Ctx, pieces: readonly string[], policy: MovePolicy): GroupDestinations | RuleError {
  const mover = moverInfo(s, ctx, pieces as string[], policy);
  if ('code' in mover) return mover;
  // a draft may still change: nothing is kept for it
  if (!Object.isFrozen(s)) return { mover, ...destinationsOf(s, ctx, pieces, mover, policy) };
  const listing = listingOf(s, ctx);
  const gk = groupKey(pieces);
  const key = searchKey(mover, policy);
  let found = listing.groups.get(gk);
  if (!found || found.key !== key) {
    const before = previous?.groups.get(gk);
    const verdict = before && before.key === key ? unaffected(listing, ctx, pieces, mover, policy, before) : 'search';
    if (verdict === 'same') found = before!;
    else if (verdict === 'search') found = { ...destinationsOf(s, ctx, pieces, mover, policy), key, entry: policy.entry?.hexes };
    else found = restacked(s, ctx, pieces, mover, policy, before!, verdict);
    listing.groups.set(gk, found);
  }
  return { mover, reach: found.reach, dests: found.dests };
}

/** The search `before` with the stacking asked again at the reached hexes `again` (the only ones whose occupancy changed). */
function restacked(s: GameState, ctx: Ctx, pieces: readonly string[], mover: MoverInfo, policy: MovePolicy, before: Found, again: HexId[]): Found {
  const dests = before.dests.filter((h) => !again.includes(h));
  dests.push(...stackedDests(s, ctx, pieces, mover, policy, again));
  dests.sort();
  const was = before.paths;
  let paths: HexId[][] | undefined;
  if (was) {
    const by = new Map<HexId, HexId[]>();
    for (let i = 0; i < before.dests.length; i++) by.set(before.dests[i], was[i]);
    paths = dests.map((d) => by.get(d) ?? pathTo(before.reach, d));
  }
  return { ...before, dests, paths };
}

/** The reach's path to each of the destinations, in their order (kept with the search it came from). */
export function destinationPaths(s: GameState, pieces: readonly string[], r: GroupDestinations): HexId[][] {
  const found = current?.s === s ? current.groups.get(groupKey(pieces)) : undefined;
  if (found && found.reach === r.reach && found.dests === r.dests) return (found.paths ??= r.dests.map((d) => pathTo(r.reach, d)));
  return r.dests.map((d) => pathTo(r.reach, d));
}

function listingOf(s: GameState, ctx: Ctx): Listing {
  if (current?.s === s && current.ctx === ctx) return current;
  previous = current?.ctx === ctx ? current : null;
  current = { s, ctx, groups: new Map() };
  return current;
}

/**
 * May the search `before`, made in the previous listed state, stand for this group now: 'same' (all of it),
 * the reach with the stacking asked again at the reached hexes listed, or 'search' (search again)?
 * What a friendly piece's coming or going at a hex can change in a search (reach.ts): the road rate of a
 * lone unit stepping into it along a road or trail (NLC 5.2), a lone leader's entry into an enemy ZOC held
 * by friends (NLC 11.1), a chateau's ZOC (NLC 10), an arrival's entry hex (NLC 9) and the stacking there
 * (NLC 5.3). The search looked only at the hexes it expanded and their neighbours.
 */
function unaffected(listing: Listing, ctx: Ctx, pieces: readonly string[], mover: MoverInfo, policy: MovePolicy, before: Found): 'same' | 'search' | HexId[] {
  if (listing.changed === undefined) listing.changed = previous ? changedSince(previous.s, listing.s, ctx) : null;
  const changed = listing.changed;
  if (!changed || !previous) return 'search';
  // the enemy's pieces make the ZOC, the enemy hexes and (MOP 37.10) what is hidden: any change of theirs counts
  for (const side of changed.sides) if (side !== mover.side) return 'search';
  for (const id of pieces) if (changed.pieces.has(id)) return 'search';
  const seen = before.reach.expanded;
  const map = ctx.map;
  const occA = occupancy(previous.s, ctx);
  const occB = occupancy(listing.s, ctx);
  // a module's step costs may read the pieces in the hex a step leaves, or a piece's column behind it
  // (MOP 37.2: huge units, the tails of columns): with such a step change in play a change within two
  // hexes of the search makes it search again
  const strict = !!policy.stepReadsPieces;
  let again: HexId[] | null = null;
  for (const h of changed.hexes) {
    if (before.entry?.includes(h)) return 'search';
    const near = map.hexes[h].neighbours;
    if (strict && (seen.has(h) || withinTwo(map, near, seen))) return 'search';
    if (!seen.has(h) && !nextTo(near, seen)) continue;
    if (map.hexes[h].terrain === 'chateau') return 'search';
    if (!occA[h] !== !occB[h]) {
      if (mover.combatUnits === 0 && policy.enemyZoc?.has(h)) return 'search';
      if (mover.combatUnits > 0 && mover.lone) for (const n of near) if (seen.has(n) && map.link(n, h)) return 'search';
    }
    // the stacking there (NLC 5.3) and a module's limit read that hex's units alone
    if (before.reach.cost.has(h)) (again ??= []).push(h);
  }
  return again ?? 'same';
}

function withinTwo(map: Ctx['map'], near: readonly HexId[], seen: ReadonlySet<HexId>): boolean {
  for (const n of near) if (seen.has(n) || nextTo(map.hexes[n].neighbours, seen)) return true;
  return false;
}

function nextTo(near: readonly HexId[], seen: ReadonlySet<HexId>): boolean {
  for (const n of near) if (seen.has(n)) return true;
  return false;
}

/**
 * The pieces that changed from `a` to `b`, their sides and the hexes they stood in or stand in; null when
 * anything else changed (then nothing is reused).
 */
function changedSince(a: GameState, b: GameState, ctx: Ctx): Changed | null {
  if (
    a.scenario !== b.scenario || a.options !== b.options || a.clock !== b.clock || a.control !== b.control ||
    a.secret !== b.secret || a.nlc !== b.nlc || a.n20 !== b.n20 || a.mop !== b.mop ||
    a.testDice !== b.testDice || a.result !== b.result || a.stack.length !== b.stack.length
  ) {
    return null;
  }
  for (let i = 0; i < a.stack.length; i++) if (a.stack[i] !== b.stack[i]) return null;
  const out: Changed = { sides: [], pieces: new Set(), hexes: [] };
  const note = (id: string, side: Side, x: { hex: HexId | null; status: string; line?: readonly [HexId, HexId] }, y: typeof x) => {
    out.pieces.add(id);
    if (!out.sides.includes(side)) out.sides.push(side);
    for (const h of [x.hex, y.hex, linePartner(x), linePartner(y)]) if (h && !out.hexes.includes(h)) out.hexes.push(h);
  };
  if (a.units !== b.units) {
    for (const id of ctx.unitIds) if (a.units[id] !== b.units[id]) note(id, ctx.units[id].side, a.units[id], b.units[id]);
  }
  if (a.leaders !== b.leaders) {
    for (const id of ctx.leaderIds) if (a.leaders[id] !== b.leaders[id]) note(id, ctx.leaders[id].side, a.leaders[id], b.leaders[id]);
  }
  return out;
}

/** The move listing of `s` offered these moves of the group (after groupDestinations on `s`: a draft keeps nothing). */
export function noteListed(s: GameState, pieces: readonly string[], group: ListedGroup): void {
  if (current?.s === s) (current.listed ??= new Map()).set(groupKey(pieces), group);
}

/** What the move listing of `s` established for the group, if `s` is one of the two states last listed. */
export function listedGroup(s: GameState, pieces: readonly string[]): ListedGroup | undefined {
  const l = current?.s === s ? current : previous?.s === s ? previous : null;
  return l?.listed?.get(groupKey(pieces));
}

/** Forgets what the move listings established, keeping the searches (tests apply a move both ways). */
export function forgetListed(): void {
  if (current) current.listed = undefined;
  if (previous) previous.listed = undefined;
}

/** Forgets every kept search (tests compare a listing with and without them). */
export function forgetSearches(): void {
  current = null;
  previous = null;
}
