// NLC 20.2.2 division-level command range (optional, with NLC 20.2 doctrine): instead of the 3 MP range
// of NLC 12.1, a division is in command when it touches the corps leader or another division already in
// command. An en bataille division needs only one brigade touching, and may be in command across one
// empty gap hex (no sight-blocking terrain, no enemy ZOC, both sides' ZOCs in it). Light cavalry and
// infantry brigades without a division count as divisions; artillery and heavy cavalry are put in command
// the same way but pass it on only by touching, never across a gap. Rulings in rulings.ts.
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { otherSide } from '../../../rules/pieces';
import { impassable, zocOf } from '../../../rules/zoc';
import { LOS_BLOCKING_TERRAIN } from '../../../rules/los';

/** A division (or a unit counting as one) of the formation. */
interface Group {
  units: string[];
  /** May its ZOC carry command across a gap hex (not artillery or heavy cavalry)? */
  bridges: boolean;
  /** More than one brigade: en bataille decides whether one or all must touch. */
  division: boolean;
}

/** One unit moved elsewhere: a move being judged (NLC 12.1 "never out of range by movement"). */
export interface Moved {
  unit: string;
  hex: HexId;
}

function groupsOf(ctx: Ctx, members: string[]): Group[] {
  const divisions = new Map<string, string[]>();
  const out: Group[] = [];
  for (const u of members) {
    const def = ctx.units[u];
    if (def.type === 'infantry' && def.division) {
      const key = def.division;
      if (!divisions.has(key)) divisions.set(key, []);
      divisions.get(key)!.push(u);
    } else {
      // a brigade without a division (as Prussian brigades) and light cavalry count as divisions
      out.push({ units: [u], bridges: def.type === 'infantry' || def.type === 'light cavalry', division: false });
    }
  }
  for (const units of divisions.values()) out.push({ units, bridges: true, division: units.length > 1 });
  return out;
}

/**
 * The units of `members` (one formation's units, those on the map) in command under NLC 20.2.2, the
 * leader standing at `leaderHex`; `moved` puts one unit elsewhere for the question.
 */
export function divisionCommandUnits(s: GameState, ctx: Ctx, side: Side, leaderHex: HexId, members: string[], moved?: Moved): Set<string> {
  const hexOf = (u: string): HexId | null => (moved && moved.unit === u ? moved.hex : s.units[u].status === 'map' ? (s.units[u].hex ?? null) : null);
  const onMap = members.filter((u) => hexOf(u));
  const groups = groupsOf(ctx, onMap);
  // other friendly infantry stacked with a brigade breaks en bataille (NLC 20.2.1)
  const infantryAt = new Map<HexId, string[]>();
  for (const u of ctx.unitIds) {
    if (ctx.units[u].side !== side || ctx.units[u].type !== 'infantry') continue;
    const h = hexOf(u);
    if (h) (infantryAt.get(h) ?? infantryAt.set(h, []).get(h)!).push(u);
  }
  const touching = (a: HexId, b: HexId) => a === b || ctx.map.hexes[a].neighbours.includes(b);
  const enBataille = (g: Group): boolean => {
    if (!g.division) return true;
    const hexes = g.units.map((u) => hexOf(u)!);
    if (g.units.some((u, i) => (infantryAt.get(hexes[i]) ?? []).some((o) => o !== u))) return false;
    const set = new Set(hexes);
    const seen = new Set([hexes[0]]);
    const todo = [hexes[0]];
    while (todo.length) {
      const h = todo.pop()!;
      for (const n of ctx.map.hexes[h].neighbours) if (set.has(n) && !seen.has(n)) (seen.add(n), todo.push(n));
    }
    return seen.size === set.size;
  };
  let enemyZoc: Set<HexId> | null = null;
  let occupied: Set<HexId> | null = null;
  const gapHex = (h: HexId): boolean => {
    occupied ??= new Set(ctx.unitIds.map((u) => hexOf(u)).filter((x): x is HexId => !!x));
    enemyZoc ??= zocOf(s, ctx, otherSide(ctx, side));
    const terrain = ctx.map.hexes[h].terrain;
    return !occupied.has(h) && !enemyZoc.has(h) && !LOS_BLOCKING_TERRAIN.includes(terrain);
  };

  const inCommand = new Set<Group>();
  const bataille = new Map(groups.map((g) => [g, enBataille(g)]));
  // one unit touches the leader, a unit of another division in command, or (en bataille) faces one across a gap
  const satisfied = (g: Group, u: string): boolean => {
    const h = hexOf(u)!;
    if (touching(h, leaderHex)) return true;
    for (const other of inCommand) {
      if (other === g) continue;
      for (const o of other.units) {
        const oh = hexOf(o)!;
        if (touching(h, oh)) return true;
        if (!bataille.get(g) || !other.bridges) continue;
        // the gap: a hex next to both, into which both project a ZOC (NLC 5.4: not across an impassable hexside)
        for (const gap of ctx.map.hexes[h].neighbours) {
          if (gap === oh || !ctx.map.hexes[oh].neighbours.includes(gap)) continue;
          if (impassable(ctx.map, h, gap) || impassable(ctx.map, oh, gap) || ctx.map.hexes[gap].terrain === 'chateau') continue;
          if (gapHex(gap)) return true;
        }
      }
    }
    return false;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const g of groups) {
      if (inCommand.has(g)) continue;
      const ok = bataille.get(g) ? g.units.some((u) => satisfied(g, u)) : g.units.every((u) => satisfied(g, u));
      if (ok) (inCommand.add(g), (changed = true));
    }
  }
  return new Set([...inCommand].flatMap((g) => g.units));
}
