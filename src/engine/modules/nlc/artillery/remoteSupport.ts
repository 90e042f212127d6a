// NLC 19.3 remote support (advanced): artillery of the attacked side that is not itself attacked fires
// at the attackers from up to its bombardment range, with sight of an attacking stack and not across a
// crest. It takes no hits, does not retreat and has no part in morale or the order of retreat.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Out } from '../../../core/ops';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { moveClass, occupancy } from '../../../rules/pieces';
import type { LosStep } from '../../../rules/los';
import { nlcOf } from '../state';
import { bombardRange } from './detail';
import { losNow } from './bombard';
import { REMOTE_SUPPORT } from './toggles';
import { DOCTRINE } from '../optional/doctrine';
import { actingHexes, keepInPlace, placeActing, unitPlacement, waysWithRoom } from '../optional/lineStacking';

export const REMOTE_RULE = 'NLC 19.3';

export interface RemoteGun {
  unit: string;
  /** The hex it fires from (NLC 20.2.3: a hex of its line), the attacking hex it fires at, and the sight line. */
  from: HexId;
  at: HexId;
  steps: LosStep[];
}

/** Does the line cross a crest hexside anywhere (NLC 19.3: no remote support across a crest)? */
export function crossesCrest(ctx: Ctx, steps: LosStep[]): boolean {
  const crest = (x: HexId, y: HexId) => x !== y && ctx.map.hexes[x].neighbours.includes(y) && !!ctx.map.side(x, y)?.features.includes('crest');
  for (let i = 0; i < steps.length; i++) {
    const cur = steps[i].hexes;
    if (cur.length === 2 && crest(cur[0], cur[1])) return true;
    for (const x of cur) for (const y of steps[i + 1]?.hexes ?? []) if (crest(x, y)) return true;
  }
  return false;
}

/** A gun of the attacked side near the assault, and whether it fires in remote support (or why not). */
export interface RemoteCandidate {
  unit: string;
  fires: RemoteGun | null;
  why: string;
  rule: string;
  /** The hexes it may fire from (NLC 20.2.3: both of its line's while its owner may still place it). */
  origins: HexId[];
}

/**
 * The guns that support the defence of `target`. Rulings: "activated by the same chit as an attacked
 * unit" is a gun of the formation of one of the defending units; it fires at the nearest attacking
 * stack it can see (ties by hex id).
 */
export function remoteSupporters(s: GameState, ctx: Ctx, defSide: Side, defenders: string[], target: HexId, attackHexes: HexId[]): RemoteGun[] {
  return remoteCandidates(s, ctx, defSide, defenders, target, attackHexes).flatMap((c) => (c.fires ? [c.fires] : []));
}

/**
 * Every gun of the attacked side within range of an attacking stack (not in the attacked hex), with
 * whether it fires in remote support and, if not, why: the assault preview lists them (NLC 19.3). A gun
 * standing with its line, still to be placed this round, may fire from either hex of it (NLC 20.2.3):
 * it fires from the one it stands in when that works, else the other.
 */
export function remoteCandidates(s: GameState, ctx: Ctx, defSide: Side, defenders: string[], target: HexId, attackHexes: HexId[]): RemoteCandidate[] {
  if (!ruleIn(s, ctx, REMOTE_SUPPORT) || !s.nlc) return [];
  const n = nlcOf(s);
  const formations = new Set(defenders.map((u) => ctx.units[u].formation));
  const occ = occupancy(s, ctx);
  const range = bombardRange(s, ctx);
  const out: RemoteCandidate[] = [];
  const no = (unit: string, why: string) => out.push({ unit, fires: null, why, rule: REMOTE_RULE, origins: [] });
  for (const id of ctx.unitIds) {
    const su = ctx.units[id];
    const u = s.units[id];
    if (su.side !== defSide || u.status !== 'map' || !u.hex || moveClass(su.type) !== 'artillery') continue;
    if (u.hex === target || defenders.includes(id)) continue;
    const origins = actingHexes(s, ctx, [id]);
    if (!origins.some((o) => attackHexes.some((h) => ctx.map.distance(o, h) <= range))) continue;
    if (!formations.has(su.formation)) {
      no(id, 'not of the formation of an attacked unit');
      continue;
    }
    if (n.bombarded.includes(id)) {
      no(id, 'bombarded this turn');
      continue;
    }
    const shots = origins.map((o) => fireFrom(s, ctx, defSide, id, o, attackHexes, occ));
    const fires = shots.find((x): x is RemoteGun => !('why' in x)) ?? null;
    if (fires) out.push({ unit: id, fires, why: `fires at ${fires.at}`, rule: REMOTE_RULE, origins: shots.flatMap((x) => ('why' in x ? [] : [x.from])) });
    else no(id, (shots[0] as { why: string }).why);
  }
  return out;
}

/** Where the gun `id` fires in remote support from `from` (the nearest attacking stack it sees), or why it may not. */
function fireFrom(s: GameState, ctx: Ctx, defSide: Side, id: string, from: HexId, attackHexes: HexId[], occ: ReturnType<typeof occupancy>): RemoteGun | { why: string } {
  const n = nlcOf(s);
  const range = bombardRange(s, ctx);
  const cands = attackHexes.filter((h) => ctx.map.distance(from, h) <= range).sort((a, b) => ctx.map.distance(from, a) - ctx.map.distance(from, b) || (a < b ? -1 : 1));
  if (!cands.length) return { why: `no attacking stack within ${range} hexes of ${from}` };
  if (n.assaultedHexes.includes(from)) return { why: 'is itself assaulted' };
  // not next to enemy units of a formation that is not activated now
  const idleEnemy = ctx.map.hexes[from].neighbours.some((h) => occ[h] && occ[h].side !== defSide && occ[h].units.some((e) => !n.active.includes(ctx.units[e].formation)));
  if (idleEnemy) return { why: 'is next to enemy units not activated now' };
  let why = '';
  for (const h of cands) {
    const los = losNow(s, ctx, defSide, from, h);
    if (!los.clear) {
      why ||= `no sight of ${h}: ${los.why}`;
      continue;
    }
    if (crossesCrest(ctx, los.steps)) {
      why ||= `the line to ${h} crosses a crest`;
      continue;
    }
    return { unit: id, from, at: h, steps: los.steps };
  }
  return { why: why || 'no attacking stack in sight' };
}

/**
 * NLC 20.2.3 with 19.3: before the fire of an assault, each gun of the attacked side standing with its
 * line, still to be placed this round, that fires in remote support takes its place in a hex of the line
 * it fires from: at once when one works, its owner's choice when both do (placeActing). True when asked.
 */
export function placeRemoteGuns(d: Draft<GameState>, ctx: Ctx, out: Out, defSide: Side, defenders: string[], target: HexId, attackHexes: HexId[]): boolean {
  if (!ruleIn(d, ctx, DOCTRINE) || !ruleIn(d, ctx, REMOTE_SUPPORT)) return false;
  const s = d as GameState;
  const guns = remoteCandidates(s, ctx, defSide, defenders, target, attackHexes).filter((c) => c.fires && unitPlacement(s, ctx, c.unit));
  if (!guns.length) return false;
  const room = waysWithRoom(s, ctx, guns.map((c) => c.unit), (u, from) => guns.find((c) => c.unit === u)!.origins.includes(from));
  keepInPlace(d, ctx, out, room.out);
  return placeActing(d, ctx, out, room.units, target, room.ways, 'remote');
}
