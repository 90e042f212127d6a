// NLC 19.3 remote support (advanced): artillery of the attacked side that is not itself attacked fires
// at the attackers from up to its bombardment range, with sight of an attacking stack and not across a
// crest. It takes no hits, does not retreat and has no part in morale or the order of retreat.
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { moveClass, occupancy } from '../../../rules/pieces';
import type { LosStep } from '../../../rules/los';
import { nlcOf } from '../state';
import { bombardRange } from './detail';
import { losNow } from './bombard';
import { REMOTE_SUPPORT } from './toggles';

export const REMOTE_RULE = 'NLC 19.3';

export interface RemoteGun {
  unit: string;
  /** The attacking hex it fires at, and the sight line to it. */
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
 * whether it fires in remote support and, if not, why: the assault preview lists them (NLC 19.3).
 */
export function remoteCandidates(s: GameState, ctx: Ctx, defSide: Side, defenders: string[], target: HexId, attackHexes: HexId[]): RemoteCandidate[] {
  if (!ruleIn(s, ctx, REMOTE_SUPPORT) || !s.nlc) return [];
  const n = nlcOf(s);
  const formations = new Set(defenders.map((u) => ctx.units[u].formation));
  const occ = occupancy(s, ctx);
  const range = bombardRange(s, ctx);
  const out: RemoteCandidate[] = [];
  const no = (unit: string, why: string) => out.push({ unit, fires: null, why, rule: REMOTE_RULE });
  for (const id of ctx.unitIds) {
    const su = ctx.units[id];
    const u = s.units[id];
    if (su.side !== defSide || u.status !== 'map' || !u.hex || moveClass(su.type) !== 'artillery') continue;
    if (u.hex === target || defenders.includes(id)) continue;
    const cands = attackHexes.filter((h) => ctx.map.distance(u.hex!, h) <= range).sort((a, b) => ctx.map.distance(u.hex!, a) - ctx.map.distance(u.hex!, b) || (a < b ? -1 : 1));
    if (!cands.length) continue;
    if (!formations.has(su.formation)) {
      no(id, 'not of the formation of an attacked unit');
      continue;
    }
    if (n.bombarded.includes(id)) {
      no(id, 'bombarded this turn');
      continue;
    }
    if (n.assaultedHexes.includes(u.hex)) {
      no(id, 'is itself assaulted');
      continue;
    }
    // not next to enemy units of a formation that is not activated now
    const idleEnemy = ctx.map.hexes[u.hex].neighbours.some((h) => occ[h] && occ[h].side !== defSide && occ[h].units.some((e) => !n.active.includes(ctx.units[e].formation)));
    if (idleEnemy) {
      no(id, 'is next to enemy units not activated now');
      continue;
    }
    let fires: RemoteGun | null = null;
    let why = '';
    for (const h of cands) {
      const los = losNow(s, ctx, defSide, u.hex, h);
      if (!los.clear) {
        why ||= `no sight of ${h}: ${los.why}`;
        continue;
      }
      if (crossesCrest(ctx, los.steps)) {
        why ||= `the line to ${h} crosses a crest`;
        continue;
      }
      fires = { unit: id, at: h, steps: los.steps };
      break;
    }
    if (fires) out.push({ unit: id, fires, why: `fires at ${fires.at}`, rule: REMOTE_RULE });
    else no(id, why || 'no attacking stack in sight');
  }
  return out;
}
