// MOP 37.11 vedettes (optional toggle `MOP 37.11`): small scouting counters with no combat strength, no ZOC,
// no orders, always in command, not counted for stacking (37.2).
// - Deploy (`mop-vedette:deploy`, units [light cavalry]): in its formation's Movement Segment, before it has
//   moved, a light cavalry unit is replaced in its hex by its vedettes (the number of the scenario's
//   `mop.vedettes`, 2 when it lists none: a ruling); a brigade with its own vedettes (`own`) stays and adds them.
// - Gather (`mop-vedette:gather`, units [the unit], hex): all its surviving vedettes in one hex become the unit
//   again there (own vedettes: back into the brigade's hex).
// - Move (`mop-vedette:move`, units [vedette], hex): in the Movement Segment of the parent's formation, at the
//   parent's movement allowance and the cavalry costs (37.3), the road rate on every road or trail step,
//   ignoring ZOCs; never into a hex of enemy units or enemy vedettes.
// - Enemy units entering a vedettes' hex (no friendly units there): the vedettes fall back two hexes at once
//   and the enemy moves on; cavalry first gets a free Fire Table roll at half its strength, each hit taking a
//   vedette (a ruling on the free attack).
// - Vedettes fight vedettes (`mop-vedette:attack`, units [vedettes], hex): strength 2 a vedette, both sides fire.
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { contextOf as contextOfState, ruleIn } from '../../../core/ctx';
import { log, reject, roll, type Out } from '../../../core/ops';
import { fireHits } from '../../../tables/fireTable';
import { occupancy, otherSide, pieceName, unitStrength } from '../../../rules/pieces';
import { stepCost } from '../../../rules/movement/stepCost';
import { terrainTable } from '../../../rules/terrainTable';
import { nlcOf } from '../../nlc/state';
import { movementVeto } from './acting';
import { MOP_T } from '../toggles';
import { latest, peekField } from '../../../core/readView';
import { hooksOf } from '../../../core/hookAnswer';

export const VEDETTE_RULE = 'MOP 37.11';
/** Our ruling: a light cavalry unit the scenario does not list deploys two vedettes. */
export const DEFAULT_VEDETTES = 2;
/** MOP 37.11: a vedette's strength against other vedettes. */
export const VEDETTE_STRENGTH = 2;

export interface Vedette {
  side: Side;
  hex: HexId;
  /** The light cavalry unit (or brigade with its own vedettes) it came from. */
  parent: string;
  movedIn: number;
  mpSpentHalves: number;
}

export interface VedetteState {
  pieces: Record<string, Vedette>;
  next: number;
  /** Units replaced by their vedettes (off the map until gathered). */
  replaced: string[];
}

export function vedettesOn(s: GameState, ctx: Ctx): boolean {
  return ruleIn(s, ctx, MOP_T.vedettes);
}

export function vedetteState(s: GameState): VedetteState | null {
  return ((s.mop as { vedettes?: VedetteState } | undefined)?.vedettes ?? null) as VedetteState | null;
}

function vedetteDraft(d: Draft<GameState>): Draft<VedetteState> {
  const m = d.mop as { vedettes?: VedetteState };
  return (m.vedettes ??= { pieces: {}, next: 1, replaced: [] }) as Draft<VedetteState>;
}

/** How many vedettes a unit deploys, and whether it stays on the map (own vedettes), or null when it has none. */
export function vedetteSupply(ctx: Ctx, unit: string): { count: number; own: boolean } | null {
  const listed = ctx.scenario.mop?.vedettes?.find((v) => v.unit === unit);
  if (listed) return { count: listed.count, own: !!listed.own };
  return ctx.units[unit]?.type === 'light cavalry' ? { count: DEFAULT_VEDETTES, own: false } : null;
}

/** The side's vedettes on the map, by id (sorted). */
export function vedettesOf(s: GameState, side: Side): string[] {
  const v = vedetteState(s);
  return v ? Object.keys(v.pieces).filter((k) => v.pieces[k].side === side).sort() : [];
}

/** The vedettes standing in `hex`, of `side` or any side. */
/**
 * Hooks.onMoved's gate (MOP 37.11): an enemy vedette stands on the path now. Read without drafting. None
 * there, none is met: vedettes move only when met (they fall back from the hex entered).
 */
export function enemyVedetteOnPath(d: GameState, ctx: Ctx, side: Side, path: readonly HexId[]): boolean {
  if (!vedettesOn(d, ctx)) return false;
  const v = latest(latest(peekField(d, 'mop') as { vedettes?: VedetteState } | undefined)?.vedettes);
  if (!v) return false;
  const pieces = latest(v.pieces);
  for (const k of Object.keys(pieces)) {
    const p = latest(pieces[k]);
    if (p.side !== side && p.hex && path.includes(p.hex)) return true;
  }
  return false;
}

export function vedettesAt(s: GameState, hex: HexId, side?: Side): string[] {
  const v = vedetteState(s);
  return v ? Object.keys(v.pieces).filter((k) => v.pieces[k].hex === hex && (!side || v.pieces[k].side === side)).sort() : [];
}

export function vedetteName(ctx: Ctx, s: GameState, id: string): string {
  const p = vedetteState(s)?.pieces[id];
  return p ? `vedette ${id} (${ctx.units[p.parent]?.name ?? p.parent})` : `vedette ${id}`;
}

function formationActing(s: GameState, ctx: Ctx, unit: string): boolean {
  return nlcOf(s).active.includes(ctx.units[unit].formation);
}

function ruleVeto(s: GameState, ctx: Ctx, side: Side): RuleError | null {
  if (!vedettesOn(s, ctx)) return { code: 'rule-off', message: 'vedettes (MOP 37.11) are not in play', rule: VEDETTE_RULE };
  return movementVeto(s, side, VEDETTE_RULE);
}

/** Why this unit may not deploy its vedettes now, or null. */
export function deployVeto(s: GameState, ctx: Ctx, side: Side, unit: string): RuleError | null {
  const v = ruleVeto(s, ctx, side);
  if (v) return v;
  const su = ctx.units[unit];
  if (!su || su.side !== side) return { code: 'not-yours', message: `"${unit}" is not a unit of yours`, rule: VEDETTE_RULE };
  const sup = vedetteSupply(ctx, unit);
  if (!sup) return { code: 'no-vedettes', message: `${su.name} has no vedettes: only light cavalry and the brigades listed with their own deploy them`, rule: VEDETTE_RULE };
  const u = s.units[unit];
  if (u.status !== 'map' || !u.hex) return { code: 'not-on-map', message: `${su.name} is not on the map`, rule: VEDETTE_RULE };
  if (!formationActing(s, ctx, unit)) return { code: 'not-active', message: `${su.name}'s formation is not acting now`, rule: 'NLC 4.5' };
  if (u.movedIn === s.clock.activation && u.mpSpentHalves > 0) return { code: 'moved', message: `${su.name} has moved this activation: vedettes are sent out before it moves`, rule: VEDETTE_RULE };
  if (Object.values(vedetteState(s)?.pieces ?? {}).some((p) => p.parent === unit)) return { code: 'out', message: `${su.name}'s vedettes are already out`, rule: VEDETTE_RULE };
  return null;
}

/** `choose mop-vedette:deploy` (units: [unit]). */
function deploy(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const unit = cmd.units?.[0] ?? '';
  const v = deployVeto(s, ctx, cmd.side, unit);
  if (v) reject(v.code, v.message, v.rule);
  const sup = vedetteSupply(ctx, unit)!;
  const hex = s.units[unit].hex!;
  const st = vedetteDraft(d);
  const ids: string[] = [];
  for (let i = 0; i < sup.count; i++) {
    const id = `v${st.next}`;
    st.next += 1;
    st.pieces[id] = { side: cmd.side, hex, parent: unit, movedIn: 0, mpSpentHalves: 0 };
    ids.push(id);
  }
  if (!sup.own) {
    // the unit's counter is set aside while its vedettes are out (it is not lost)
    const u = d.units[unit];
    u.status = 'pending';
    u.hex = null;
    st.replaced.push(unit);
  }
  log(d, out, `${ctx.units[unit].name} sends out ${sup.count} vedette${sup.count === 1 ? '' : 's'} at ${hex}${sup.own ? '' : ' (the unit is replaced by them)'}`, { rule: VEDETTE_RULE, hexes: [hex] });
}

/** Why the unit's vedettes may not gather in `hex` now, or null. */
export function gatherVeto(s: GameState, ctx: Ctx, side: Side, unit: string, hex: HexId | undefined): RuleError | null {
  const v = ruleVeto(s, ctx, side);
  if (v) return v;
  const su = ctx.units[unit];
  if (!su || su.side !== side) return { code: 'not-yours', message: `"${unit}" is not a unit of yours`, rule: VEDETTE_RULE };
  if (!formationActing(s, ctx, unit)) return { code: 'not-active', message: `${su.name}'s formation is not acting now`, rule: 'NLC 4.5' };
  const mine = Object.values(vedetteState(s)?.pieces ?? {}).filter((p) => p.parent === unit);
  if (!mine.length) return { code: 'none-out', message: `${su.name} has no vedettes out`, rule: VEDETTE_RULE };
  const at = vedetteSupply(ctx, unit)?.own ? s.units[unit].hex : hex;
  if (!at || mine.some((p) => p.hex !== at)) return { code: 'apart', message: `${su.name}'s vedettes gather only all together in one hex${vedetteSupply(ctx, unit)?.own ? ' with the brigade' : ''}`, rule: VEDETTE_RULE };
  const occ = occupancy(s, ctx);
  if (occ[at] && occ[at].side !== side) return { code: 'enemy-hex', message: `${at} holds enemy units`, rule: VEDETTE_RULE };
  return null;
}

/** `choose mop-vedette:gather` (units: [unit], hex: where its vedettes stand). */
function gather(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const unit = cmd.units?.[0] ?? '';
  const v = gatherVeto(s, ctx, cmd.side, unit, cmd.hex);
  if (v) reject(v.code, v.message, v.rule);
  const st = vedetteDraft(d);
  const ids = Object.keys(st.pieces).filter((k) => st.pieces[k].parent === unit);
  const hex = st.pieces[ids[0]].hex;
  for (const k of ids) delete st.pieces[k];
  if (st.replaced.includes(unit)) {
    st.replaced = st.replaced.filter((x) => x !== unit);
    const u = d.units[unit];
    u.status = 'map';
    u.hex = hex;
    // it comes back having moved: it acts no more this activation (a ruling)
    u.movedIn = d.clock.activation;
    u.mpSpentHalves = ctx.units[unit].movement * 2;
  }
  log(d, out, `${ctx.units[unit].name}'s vedettes gather at ${hex}: the unit is whole again`, { rule: VEDETTE_RULE, hexes: [hex] });
}

/** Cost in halves of a vedette's step (cavalry costs, MOP 37.3; road rate on every road or trail step), or null. */
function vedetteStep(s: GameState, ctx: Ctx, parent: string, a: HexId, b: HexId): number | null {
  const c = stepCost(ctx.map, a, b, 'cavalry', true, terrainTable(ctx));
  if ('prohibited' in c) return null;
  let cost: typeof c | { prohibited: string; rule: string } = c;
  // the modules' step changes (MOP 37.4 mud, 37.9 damaged spans)
  for (const m of ctx.modules) if (m.hooks?.moveStep) cost = m.hooks.moveStep(s, ctx, [parent], a, b, cost as never);
  return 'prohibited' in cost ? null : cost.halves;
}

/** Where a vedette may go now: cost in halves and path to each hex. Hexes of enemy units or vedettes are closed; `open` hexes may be entered as the last step only. */
export function vedetteReach(s: GameState, ctx: Ctx, id: string, open: ReadonlySet<HexId> = new Set()): Record<HexId, { halves: number; path: HexId[] }> {
  const p = vedetteState(s)!.pieces[id];
  const left = ctx.units[p.parent].movement * 2 - (p.movedIn === s.clock.activation ? p.mpSpentHalves : 0);
  const occ = occupancy(s, ctx);
  const enemyVedettes = new Set(Object.values(vedetteState(s)!.pieces).filter((x) => x.side !== p.side).map((x) => x.hex));
  const best: Record<HexId, { halves: number; path: HexId[] }> = { [p.hex]: { halves: 0, path: [] } };
  const queue: HexId[] = [p.hex];
  while (queue.length) {
    queue.sort((a, b) => best[a].halves - best[b].halves || (a < b ? -1 : 1));
    const here = queue.shift()!;
    if (here !== p.hex && open.has(here)) continue;
    for (const n of ctx.map.hexes[here].neighbours) {
      if (!open.has(n) && ((occ[n] && occ[n].side !== p.side) || enemyVedettes.has(n))) continue;
      const c = vedetteStep(s, ctx, p.parent, here, n);
      if (c === null) continue;
      const total = best[here].halves + c;
      if (total > left) continue;
      if (!best[n] || total < best[n].halves) {
        best[n] = { halves: total, path: [...best[here].path, n] };
        if (!queue.includes(n)) queue.push(n);
      }
    }
  }
  delete best[p.hex];
  return best;
}

/** Why this vedette may not move now, or null. */
export function moveVeto(s: GameState, ctx: Ctx, side: Side, id: string): RuleError | null {
  const v = ruleVeto(s, ctx, side);
  if (v) return v;
  const p = vedetteState(s)?.pieces[id];
  if (!p || p.side !== side) return { code: 'no-vedette', message: `no vedette "${id}" of yours`, rule: VEDETTE_RULE };
  // no orders needed and always in command: they move when their parent's formation acts
  if (!formationActing(s, ctx, p.parent)) return { code: 'not-active', message: `${vedetteName(ctx, s, id)}: its formation is not acting now`, rule: 'NLC 4.5' };
  return null;
}

/** Hidden enemy hexes a vedette may ride into (37.11.2 scouting: it stops short, see moveVedette). */
export type HiddenProbe = (d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId) => 'empty' | 'force';

/** `choose mop-vedette:move` (units: [vedette], hex: destination): the cheapest legal path is taken. */
function moveVedette(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out, probe: HiddenProbe, hiddenHexesOf: (s: GameState, side: Side) => HexId[]): void {
  const s = d as GameState;
  const id = cmd.units?.[0] ?? '';
  const v = moveVeto(s, ctx, cmd.side, id);
  if (v) reject(v.code, v.message, v.rule);
  const to = cmd.hex;
  if (!to || !ctx.map.has(to)) reject('no-hex', 'choose the hex the vedette rides to', VEDETTE_RULE);
  // a hidden enemy hex is entered only as the last step: what is there is found out (a ruling, 37.11.1)
  const hiddenEnemy = new Set(hiddenHexesOf(s, otherSide(ctx, cmd.side)));
  const reach = vedetteReach(s, ctx, id, hiddenEnemy);
  const hit = reach[to];
  if (!hit) reject('unreachable', `${vedetteName(ctx, s, id)} cannot reach ${to} now (movement, water, enemy units or vedettes)`, VEDETTE_RULE);
  const st = vedetteDraft(d);
  const p = st.pieces[id];
  if (p.movedIn !== d.clock.activation) {
    p.movedIn = d.clock.activation;
    p.mpSpentHalves = 0;
  }
  const from = p.hex;
  let path = hit.path;
  if (hiddenEnemy.has(to) && probe(d, ctx, out, cmd.side, to) === 'force') {
    // real units there: the vedette stops in the hex it came from, its movement over
    path = path.slice(0, -1);
    p.mpSpentHalves = ctx.units[p.parent].movement * 2;
  } else {
    p.mpSpentHalves += hit.halves;
  }
  const dest = path.length ? path[path.length - 1] : from;
  p.hex = dest;
  log(d, out, `Vedette ${id} (${ctx.units[p.parent].name}) rides ${from} to ${dest}${dest !== to ? ` (stopped short of ${to})` : ''}`, { rule: VEDETTE_RULE, hexes: [from, ...path] });
}

/** Fire Table hits at this strength (2d6). */
function fire(d: Draft<GameState>, out: Out, strength: number, what: string, rule: string): { dice: number[]; hits: number } {
  const dice = roll(d, out, 2, what, rule);
  return { dice, hits: fireHits(strength, dice[0] + dice[1]) };
}

/** Take `n` vedettes of this list off the map (lowest ids first); a replaced unit whose vedettes are all lost is lost too (a ruling). */
function loseVedettes(d: Draft<GameState>, ctx: Ctx, out: Out, ids: string[], n: number): string[] {
  const st = vedetteDraft(d);
  const lost = ids.slice(0, n);
  for (const k of lost) {
    const parent = st.pieces[k].parent;
    const hex = st.pieces[k].hex;
    delete st.pieces[k];
    log(d, out, `Vedette ${k} (${ctx.units[parent].name}) is lost at ${hex}`, { rule: VEDETTE_RULE, hexes: [hex] });
    if (st.replaced.includes(parent) && !Object.values(st.pieces).some((p) => p.parent === parent)) {
      st.replaced = st.replaced.filter((x) => x !== parent);
      const u = d.units[parent];
      u.status = 'eliminated';
      u.hex = null;
      u.steps = 0;
      log(d, out, `${ctx.units[parent].name} is lost with its last vedette`, { rule: VEDETTE_RULE, hexes: [hex] });
      for (const hk of hooksOf(ctx, 'onUnitEliminated')) hk(d, ctx, out, parent, hex);
    }
  }
  return lost;
}

/** Where vedettes in `hex` fall back to: a hex two away through a hex free of enemy units, farthest from `enemyFrom`. */
function fallBackHex(s: GameState, ctx: Ctx, side: Side, hex: HexId, enemyFrom: HexId | null): HexId | null {
  const occ = occupancy(s, ctx);
  const enemyVed = new Set(Object.values(vedetteState(s)?.pieces ?? {}).filter((p) => p.side !== side).map((p) => p.hex));
  const free = (h: HexId) => !(occ[h] && occ[h].side !== side) && !enemyVed.has(h);
  const cands = new Set<HexId>();
  for (const a of ctx.map.hexes[hex].neighbours) {
    if (!free(a) || stepCost(ctx.map, hex, a, 'cavalry', true, terrainTable(ctx)).hasOwnProperty('prohibited')) continue;
    for (const b of ctx.map.hexes[a].neighbours) {
      if (ctx.map.distance(hex, b) !== 2 || !free(b)) continue;
      if (stepCost(ctx.map, a, b, 'cavalry', true, terrainTable(ctx)).hasOwnProperty('prohibited')) continue;
      cands.add(b);
    }
  }
  const list = [...cands].sort((x, y) => (enemyFrom ? ctx.map.distance(enemyFrom, y) - ctx.map.distance(enemyFrom, x) : 0) || (x < y ? -1 : 1));
  return list[0] ?? null;
}

/**
 * MOP 37.11: enemy units of `side` (`movers`, coming from `from`) entered `hex`: the other side's vedettes
 * there (no friendly units with them) fall back two hexes; cavalry first fires at them at half strength.
 */
export function vedettesEntered(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId, movers: string[], from: HexId | null): void {
  const s = d as GameState;
  if (!vedettesOn(s, ctx)) return;
  const enemy = otherSide(ctx, side);
  let here = vedettesAt(s, hex, enemy);
  if (!here.length) return;
  const occ = occupancy(s, ctx);
  if (occ[hex] && occ[hex].side === enemy) return;
  const cav = movers.filter((u) => ctx.units[u] && (ctx.units[u].type === 'cavalry' || ctx.units[u].type === 'light cavalry') && s.units[u].status === 'map');
  if (cav.length) {
    const str = Math.max(1, Math.floor(cav.reduce((a, u) => a + unitStrength(ctx.units[u], s.units[u].steps), 0) / 2));
    const f = fire(d, out, str, `free attack on the vedettes at ${hex}`, VEDETTE_RULE);
    log(d, out, `${cav.map((u) => pieceName(ctx, u)).join(' and ')} ride into the vedettes at ${hex}: free attack at half strength ${str}, rolled ${f.dice[0] + f.dice[1]}: ${f.hits} hit${f.hits === 1 ? '' : 's'}`, {
      rule: VEDETTE_RULE,
      dice: f.dice,
      hexes: [hex],
    });
    loseVedettes(d, ctx, out, here, f.hits);
    here = vedettesAt(d as GameState, hex, enemy);
    if (!here.length) return;
  }
  const to = fallBackHex(d as GameState, ctx, enemy, hex, from);
  if (!to) {
    log(d, out, `The vedettes at ${hex} have nowhere to fall back`, { rule: VEDETTE_RULE, hexes: [hex] });
    loseVedettes(d, ctx, out, here, here.length);
    return;
  }
  const st = vedetteDraft(d);
  for (const k of here) st.pieces[k].hex = to;
  log(d, out, `Vedettes ${here.join(', ')} fall back from ${hex} to ${to}`, { rule: VEDETTE_RULE, hexes: [hex, to] });
}

/** Why these vedettes may not attack `hex` now, or null (MOP 37.11: vedettes fight vedettes). */
export function attackVeto(s: GameState, ctx: Ctx, side: Side, ids: string[], hex: HexId | undefined): RuleError | null {
  const v = ruleVeto(s, ctx, side);
  if (v) return v;
  if (!hex || !ctx.map.has(hex)) return { code: 'no-hex', message: 'name the hex attacked', rule: VEDETTE_RULE };
  if (!ids.length) return { code: 'none', message: 'choose the attacking vedettes', rule: VEDETTE_RULE };
  const st = vedetteState(s)!;
  for (const k of ids) {
    const p = st?.pieces[k];
    if (!p || p.side !== side) return { code: 'no-vedette', message: `no vedette "${k}" of yours`, rule: VEDETTE_RULE };
    if (!formationActing(s, ctx, p.parent)) return { code: 'not-active', message: `${vedetteName(ctx, s, k)}: its formation is not acting now`, rule: 'NLC 4.5' };
    if (ctx.map.distance(p.hex, hex) !== 1) return { code: 'not-adjacent', message: `${vedetteName(ctx, s, k)} is not next to ${hex}`, rule: VEDETTE_RULE };
    if (p.movedIn === s.clock.activation && p.mpSpentHalves >= ctx.units[p.parent].movement * 2) return { code: 'spent', message: `${vedetteName(ctx, s, k)} has no movement left`, rule: VEDETTE_RULE };
  }
  if (!vedettesAt(s, hex, otherSide(ctx, side)).length) return { code: 'no-target', message: `no enemy vedettes at ${hex}`, rule: VEDETTE_RULE };
  const occ = occupancy(s, ctx);
  if (occ[hex]) return { code: 'units', message: `${hex} holds units: vedettes fight only vedettes`, rule: VEDETTE_RULE };
  return null;
}

/** `choose mop-vedette:attack` (units: vedettes, hex): both sides fire at 2 a vedette; each hit takes a vedette; the attackers' movement is over. */
function attack(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const ids = [...new Set(cmd.units ?? [])].sort();
  const v = attackVeto(s, ctx, cmd.side, ids, cmd.hex);
  if (v) reject(v.code, v.message, v.rule);
  const hex = cmd.hex!;
  const defenders = vedettesAt(s, hex, otherSide(ctx, cmd.side));
  const a = fire(d, out, ids.length * VEDETTE_STRENGTH, `vedettes attack ${hex}`, VEDETTE_RULE);
  const b = fire(d, out, defenders.length * VEDETTE_STRENGTH, `vedettes at ${hex} fire back`, VEDETTE_RULE);
  log(d, out, `Vedettes ${ids.join(', ')} attack the vedettes at ${hex}: ${ids.length * VEDETTE_STRENGTH} rolled ${a.dice[0] + a.dice[1]} (${a.hits} hit${a.hits === 1 ? '' : 's'}); ${defenders.length * VEDETTE_STRENGTH} fire back, rolled ${b.dice[0] + b.dice[1]} (${b.hits} hit${b.hits === 1 ? '' : 's'})`, {
    rule: VEDETTE_RULE,
    dice: [...a.dice, ...b.dice],
    hexes: [hex],
  });
  const st = vedetteDraft(d);
  for (const k of ids) {
    st.pieces[k].movedIn = d.clock.activation;
    st.pieces[k].mpSpentHalves = ctx.units[st.pieces[k].parent].movement * 2;
  }
  loseVedettes(d, ctx, out, defenders, a.hits);
  loseVedettes(d, ctx, out, ids.filter((k) => vedetteState(d as GameState)!.pieces[k]), b.hits);
}

/** Side command `mop-vedette:deploy|gather|move|attack` (MOP 37.11). */
export function vedetteCommand(probe: HiddenProbe, hiddenHexesOf: (s: GameState, side: Side) => HexId[]) {
  return (d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void => {
    const what = cmd.choice.split(':')[1];
    if (what === 'deploy') return deploy(d, cmd, ctx, out);
    if (what === 'gather') return gather(d, cmd, ctx, out);
    if (what === 'move') return moveVedette(d, cmd, ctx, out, probe, hiddenHexesOf);
    if (what === 'attack') return attack(d, cmd, ctx, out);
    reject('bad-choice', `"${cmd.choice}": say mop-vedette:deploy, :gather, :move or :attack`, VEDETTE_RULE);
  };
}

/** The vedette commands a side may give now, for the client's buttons (each still checked in full when given). */
export function vedetteActions(s: GameState, ctx: Ctx, side: Side): { label: string; rule: string; command: ChooseCommand }[] {
  const out: { label: string; rule: string; command: ChooseCommand }[] = [];
  if (!vedetteState(s) && !vedettesOn(s, ctx)) return out;
  if (ruleVeto(s, ctx, side)) return out;
  const cmd = (choice: string, units: string[], hex?: HexId): ChooseCommand => ({ type: 'choose', side, n: s.seq, choice, units, ...(hex ? { hex } : {}) });
  for (const u of ctx.unitIds) {
    if (ctx.units[u].side !== side) continue;
    if (!deployVeto(s, ctx, side, u)) out.push({ label: `${ctx.units[u].name}: send out vedettes`, rule: VEDETTE_RULE, command: cmd('mop-vedette:deploy', [u]) });
    const mine = Object.values(vedetteState(s)?.pieces ?? {}).filter((p) => p.parent === u);
    if (mine.length && !gatherVeto(s, ctx, side, u, mine[0].hex)) out.push({ label: `${ctx.units[u].name}: gather its vedettes at ${mine[0].hex}`, rule: VEDETTE_RULE, command: cmd('mop-vedette:gather', [u], mine[0].hex) });
  }
  return out;
}

/**
 * Every vedette command `side` may give now with `hex` as the place pointed at (the client's buttons): send out
 * or gather, ride there, attack enemy vedettes there. The engine still checks each in full when given.
 */
export function vedetteChoices(s: GameState, side: Side, hex: HexId | null, hiddenEnemy: readonly HexId[] = []): { label: string; rule: string; command: ChooseCommand }[] {
  const ctx = contextOfState(s);
  const out = vedetteActions(s, ctx, side);
  if (!hex || ruleVeto(s, ctx, side)) return out;
  const cmd = (choice: string, units: string[]): ChooseCommand => ({ type: 'choose', side, n: s.seq, choice, units, hex });
  const open = new Set(hiddenEnemy);
  for (const id of vedettesOf(s, side)) {
    if (moveVeto(s, ctx, side, id)) continue;
    if (vedetteReach(s, ctx, id, open)[hex]) out.push({ label: `Vedette ${id}: ride to ${hex}`, rule: VEDETTE_RULE, command: cmd('mop-vedette:move', [id]) });
  }
  const attackers = vedettesOf(s, side).filter((id) => !attackVeto(s, ctx, side, [id], hex));
  if (attackers.length) out.push({ label: `Vedettes ${attackers.join(', ')}: attack the vedettes at ${hex}`, rule: VEDETTE_RULE, command: cmd('mop-vedette:attack', attackers) });
  return out;
}
