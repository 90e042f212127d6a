// NLC 20.2.2 division-level command range (optional, with NLC 20.2 doctrine): instead of the 3 MP range
// of NLC 12.1, a division is in command when it touches the corps leader or another division already in
// command. An en bataille division needs only one brigade touching, and may be in command across one
// empty gap hex (no sight-blocking terrain, no enemy ZOC, both sides' ZOCs in it). Light cavalry and
// infantry brigades without a division count as divisions; artillery and heavy cavalry are put in command
// the same way but pass it on only by touching, never across a gap. Rulings in rulings.ts.
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { linePartner, otherSide } from '../../../rules/pieces';
import { impassable, zocOf } from '../../../rules/zoc';
import { LOS_BLOCKING_TERRAIN } from '../../../rules/los';
import { markersSeenBy, unseenBy } from '../../../rules/unseen';

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

/** Where the pieces stand for one question: which hexes hold units, which friendly infantry stands where. */
interface Setting {
  hexOf: (u: string) => HexId | null;
  /** Every hex the unit fills: its own, and the second of an extended line (NLC 20.2.3). */
  hexesOf: (u: string) => HexId[];
  infantryAt: Map<HexId, string[]>;
  /** An empty hex free of enemy ZOC and of sight-blocking terrain (a possible gap hex). */
  gapHex: (h: HexId) => boolean;
}

/** The hexes a unit fills standing at `h` (NLC 20.2.3: both of an extended line, unless it is put elsewhere for the question). */
function hexesAt(s: GameState, u: string, h: HexId | null): HexId[] {
  if (!h) return [];
  const st = s.units[u];
  const second = st?.line && st.hex === h ? linePartner(st) : null;
  return second ? [h, second] : [h];
}

function settingOf(s: GameState, ctx: Ctx, side: Side, hexOf: (u: string) => HexId | null): Setting {
  // other friendly infantry stacked with a brigade breaks en bataille (NLC 20.2.1)
  const infantryAt = new Map<HexId, string[]>();
  const hexesOf = (u: string) => hexesAt(s, u, hexOf(u));
  for (const u of ctx.unitIds) {
    if (ctx.units[u].side !== side || ctx.units[u].type !== 'infantry') continue;
    for (const h of hexesOf(u)) (infantryAt.get(h) ?? infantryAt.set(h, []).get(h)!).push(u);
  }
  let enemyZoc: Set<HexId> | null = null;
  let occupied: Set<HexId> | null = null;
  const gapHex = (h: HexId): boolean => {
    // MOP 37.10 (rules/unseen.ts): the gap is judged on the board as the side sees it: an enemy hidden force
    // has no ZOC for it, and its marker (real or dummy alike) fills the hex as a unit would
    const unseen = unseenBy(s, side);
    if (!occupied) {
      const hidden = new Set(unseen);
      occupied = new Set(ctx.unitIds.filter((u) => !hidden.has(u)).flatMap((u) => hexesOf(u)));
      for (const m of markersSeenBy(s, side) ?? []) occupied.add(m);
    }
    enemyZoc ??= zocOf(s, ctx, otherSide(ctx, side), unseen);
    const terrain = ctx.map.hexes[h].terrain;
    return !occupied.has(h) && !enemyZoc.has(h) && !LOS_BLOCKING_TERRAIN.includes(terrain);
  };
  return { hexOf, hexesOf, infantryAt, gapHex };
}

const touching = (ctx: Ctx, a: HexId, b: HexId) => a === b || ctx.map.hexes[a].neighbours.includes(b);

function enBataille(ctx: Ctx, at: Setting, g: Group): boolean {
  if (!g.division) return true;
  const each = g.units.map((u) => at.hexesOf(u));
  if (g.units.some((u, i) => each[i].some((h) => (at.infantryAt.get(h) ?? []).some((o) => o !== u)))) return false;
  // NLC 20.2.3: with extended lines, no brigade may touch both hexes of another brigade's line
  if (each.some((line, i) => line.length === 2 && each.some((other, j) => j !== i && other.some((h) => line.every((x) => x !== h && touching(ctx, h, x)))))) return false;
  const hexes = each.flat();
  const set = new Set(hexes);
  const seen = new Set([hexes[0]]);
  const todo = [hexes[0]];
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of ctx.map.hexes[h].neighbours) if (set.has(n) && !seen.has(n)) (seen.add(n), todo.push(n));
  }
  return seen.size === set.size;
}

/** One unit of `g` touches the leader, a unit of another division in command, or (en bataille) faces one across a gap. */
function satisfied(ctx: Ctx, at: Setting, leaderHex: HexId, inCommand: Iterable<Group>, g: Group, bataille: boolean, u: string): boolean {
  // NLC 20.2.3 (ruling): a brigade in extended line touches from both its hexes
  const mine = at.hexesOf(u);
  if (mine.some((h) => touching(ctx, h, leaderHex))) return true;
  for (const other of inCommand) {
    if (other === g) continue;
    for (const o of other.units) {
      for (const oh of at.hexesOf(o)) {
        for (const h of mine) {
          if (touching(ctx, h, oh)) return true;
          if (!bataille || !other.bridges) continue;
          // the gap: a hex next to both, into which both project a ZOC (NLC 5.4: not across an impassable hexside)
          for (const gap of ctx.map.hexes[h].neighbours) {
            if (gap === oh || !ctx.map.hexes[oh].neighbours.includes(gap)) continue;
            if (impassable(ctx.map, h, gap) || impassable(ctx.map, oh, gap) || ctx.map.hexes[gap].terrain === 'chateau') continue;
            if (at.gapHex(gap)) return true;
          }
        }
      }
    }
  }
  return false;
}

const groupIn = (ctx: Ctx, at: Setting, leaderHex: HexId, inCommand: Iterable<Group>, g: Group, bataille: boolean): boolean =>
  bataille ? g.units.some((u) => satisfied(ctx, at, leaderHex, inCommand, g, bataille, u)) : g.units.every((u) => satisfied(ctx, at, leaderHex, inCommand, g, bataille, u));

/** The groups in command: the least set closed under "touches one in command" (`skip` is never put in). */
function closure(ctx: Ctx, at: Setting, leaderHex: HexId, groups: Group[], bataille: Map<Group, boolean>, skip?: Group): Set<Group> {
  const inCommand = new Set<Group>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const g of groups) {
      if (g === skip || inCommand.has(g)) continue;
      if (groupIn(ctx, at, leaderHex, inCommand, g, bataille.get(g)!)) (inCommand.add(g), (changed = true));
    }
  }
  return inCommand;
}

/**
 * The units of `members` (one formation's units, those on the map) in command under NLC 20.2.2, the
 * leader standing at `leaderHex`; `moved` puts one unit elsewhere for the question.
 */
export function divisionCommandUnits(s: GameState, ctx: Ctx, side: Side, leaderHex: HexId, members: string[], moved?: Moved): Set<string> {
  const hexOf = (u: string): HexId | null => (moved && moved.unit === u ? moved.hex : s.units[u].status === 'map' ? (s.units[u].hex ?? null) : null);
  const onMap = members.filter((u) => hexOf(u));
  const groups = groupsOf(ctx, onMap);
  const at = settingOf(s, ctx, side, hexOf);
  const bataille = new Map(groups.map((g) => [g, enBataille(ctx, at, g)]));
  return new Set([...closure(ctx, at, leaderHex, groups, bataille)].flatMap((g) => g.units));
}

/**
 * NLC 20.2.2 as a range to shade on the map: the hexes where a division (one unit counting as a division)
 * would be in command standing there: stacked with or next to the corps leader or a unit in command, or
 * facing a unit in command that passes command on (not artillery or heavy cavalry) across one gap hex.
 * A division of several brigades not en bataille needs every brigade in such a hex (NLC 20.2.2).
 */
export function divisionCommandHexes(s: GameState, ctx: Ctx, side: Side, leaderHex: HexId, members: string[]): Set<HexId> {
  const hexOf = (u: string): HexId | null => (s.units[u].status === 'map' ? (s.units[u].hex ?? null) : null);
  const groups = groupsOf(ctx, members.filter((u) => hexOf(u)));
  const at = settingOf(s, ctx, side, hexOf);
  const bataille = new Map(groups.map((g) => [g, enBataille(ctx, at, g)]));
  const out = new Set<HexId>();
  const near = (h: HexId) => {
    out.add(h);
    for (const n of ctx.map.hexes[h].neighbours) out.add(n);
  };
  near(leaderHex);
  for (const g of closure(ctx, at, leaderHex, groups, bataille)) {
    for (const u of g.units) for (const oh of at.hexesOf(u)) {
      near(oh);
      if (!g.bridges) continue;
      // across a gap hex (as in `satisfied`): free, in no enemy ZOC, both ZOCs reaching it
      for (const gap of ctx.map.hexes[oh].neighbours) {
        if (impassable(ctx.map, oh, gap) || ctx.map.hexes[gap].terrain === 'chateau' || !at.gapHex(gap)) continue;
        for (const h of ctx.map.hexes[gap].neighbours) if (h !== oh && !impassable(ctx.map, h, gap) && !touching(ctx, h, oh)) out.add(h);
      }
    }
  }
  return out;
}

/**
 * `unit` (one of `members`) moved to one hex after another, as the legal moves ask of every destination:
 * would it be in command there (the same answer as divisionCommandUnits with `moved`)? The other
 * divisions' command is worked out once without the unit, and each hex only checks whether the unit's own
 * division joins them. That holds because the unit standing somewhere can only take command from the
 * others (filling a gap hex, breaking a division's en bataille by stacking), never give it, as long as its
 * own division is left out; where the hex might take some, the whole question is asked afresh.
 */
export function divisionMoveTest(s: GameState, ctx: Ctx, side: Side, leaderHex: HexId, members: string[], unit: string): (hex: HexId) => boolean {
  const full = (hex: HexId) => divisionCommandUnits(s, ctx, side, leaderHex, members, { unit, hex }).has(unit);
  if (!members.includes(unit)) return full;
  const without = (u: string): HexId | null => (u === unit ? null : s.units[u].status === 'map' ? (s.units[u].hex ?? null) : null);
  // the groups as they are once the unit stands somewhere on the map; its own is left out of the base
  const groups = groupsOf(ctx, members.filter((u) => u === unit || without(u)));
  const own = groups.find((g) => g.units.includes(unit))!;
  const groupOf = new Map(groups.flatMap((g) => g.units.map((u) => [u, g] as const)));
  const base = settingOf(s, ctx, side, without);
  const baseBataille = new Map(groups.filter((g) => g !== own).map((g) => [g, enBataille(ctx, base, g)]));
  const others = closure(ctx, base, leaderHex, groups, baseBataille, own);
  const infantry = ctx.units[unit].type === 'infantry';
  // the divisions in command standing in each hex (to tell whether a hex lies between two of them)
  const commandAt = new Map<HexId, Group[]>();
  for (const g of others) for (const u of g.units) for (const h of base.hexesOf(u)) (commandAt.get(h) ?? commandAt.set(h, []).get(h)!).push(g);
  const answers = new Map<HexId, boolean>();
  return (hex) => {
    let a = answers.get(hex);
    if (a !== undefined) return a;
    // stacking infantry with a division in command may break its en bataille; filling a free hex next to
    // two divisions in command may close the gap between them: then ask afresh
    const breaks = infantry && (base.infantryAt.get(hex) ?? []).some((o) => {
      const g = groupOf.get(o);
      return !!g && g !== own && g.division && others.has(g) && baseBataille.get(g);
    });
    let near = 0;
    if (!breaks && base.gapHex(hex)) {
      const seen = new Set<Group>();
      for (const n of ctx.map.hexes[hex].neighbours) for (const g of commandAt.get(n) ?? []) seen.add(g);
      near = seen.size;
    }
    if (breaks || near >= 2) a = full(hex);
    else {
      const hexOf = (u: string) => (u === unit ? hex : without(u));
      const infantryAt = new Map(base.infantryAt);
      if (infantry) infantryAt.set(hex, [...(infantryAt.get(hex) ?? []), unit]);
      const at: Setting = { hexOf, hexesOf: (u) => hexesAt(s, u, hexOf(u)), infantryAt, gapHex: (h) => h !== hex && base.gapHex(h) };
      a = groupIn(ctx, at, leaderHex, others, own, enBataille(ctx, at, own));
    }
    answers.set(hex, a);
    return a;
  };
}
