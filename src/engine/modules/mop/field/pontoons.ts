// Pontoon bridges (MOP 37.2, 37.3.1, 37.4, 37.8; the deployment itself is our ruling, the seed gives only its
// limits). A pontoon train on the map deploys across one river or stream hexside of its hex with no span,
// in its formation's Movement Segment, spending the activation (it must not have moved in it); not in frost,
// snow or snowstorm (37.4), nor towards a hex held by the enemy. Deployed, it is a bridge over that hexside:
// units cross it at the off-road cost plus the bridge's (+1 MP), trains cross it, supply lines cross it,
// and it can be damaged and repaired like a bridge (+2 MP to cross while damaged, 37.3.1). It does not count
// for stacking or road columns (37.2) and cannot move until picked up, which spends another activation.
// An enemy entering its hex takes it as any pontoon train (37.8), and the bridge is gone.
import { isDraft, type Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, reject, type Out } from '../../../core/ops';
import { occupancy, type MoveClass } from '../../../rules/pieces';
import { terrainClass, terrainTable } from '../../../rules/terrainTable';
import type { StepCost } from '../../../rules/movement/stepCost';
import { nlcOf } from '../../nlc/state';
import { fieldDraft, fieldOf } from './state';
import { effectsNow } from './weatherRules';
import { movementVeto } from './acting';
import { trainDef } from './trains';

export const PONTOON_RULE = 'MOP 37.8';

export function hasPontoon(s: GameState, a: HexId, b: HexId): boolean {
  const f = fieldOf(s);
  if (!f) return false;
  // asked on every movement and supply step: the deployed crossings of a finished state are kept (immutable)
  if (isDraft(f.trains)) {
    for (const t of Object.values(f.trains)) if (t.status === 'map' && t.deployed && ((t.hex === a && t.deployed === b) || (t.hex === b && t.deployed === a))) return true;
    return false;
  }
  let pairs = pontoonCache.get(f.trains);
  if (pairs === undefined) pontoonCache.set(f.trains, (pairs = deployedPairs(f.trains)));
  return pairs !== null && pairs.has(a < b ? `${a}|${b}` : `${b}|${a}`);
}

const pontoonCache = new WeakMap<object, Set<string> | null>();

/** Is any pontoon bridge deployed now (else hasPontoon is false for every hexside)? */
export function anyPontoon(s: GameState): boolean {
  const f = fieldOf(s);
  if (!f) return false;
  if (isDraft(f.trains)) return deployedPairs(f.trains) !== null;
  let pairs = pontoonCache.get(f.trains);
  if (pairs === undefined) pontoonCache.set(f.trains, (pairs = deployedPairs(f.trains)));
  return pairs !== null;
}

/** The hex pairs bridged by deployed pontoon trains, or null when none is deployed. */
function deployedPairs(trains: NonNullable<ReturnType<typeof fieldOf>>['trains']): Set<string> | null {
  let out: Set<string> | null = null;
  for (const t of Object.values(trains)) {
    if (t.status !== 'map' || !t.deployed || !t.hex) continue;
    (out ??= new Set()).add(t.hex < t.deployed ? `${t.hex}|${t.deployed}` : `${t.deployed}|${t.hex}`);
  }
  return out;
}

/** Why the train may not deploy across to `across` now, or null. */
export function deployVeto(s: GameState, ctx: Ctx, side: Side, id: string, across: HexId | undefined): RuleError | null {
  const base = workVeto(s, ctx, side, id);
  if (base) return base;
  const t = fieldOf(s)!.trains[id];
  if (t.deployed) return { code: 'deployed', message: `${trainDef(ctx, id)!.name} is already deployed`, rule: PONTOON_RULE };
  if (effectsNow(s).noPontoons) return { code: 'weather', message: 'no pontoon bridge is deployed in frost, snow or snowstorm', rule: 'MOP 37.4' };
  if (!across || !ctx.map.has(across) || !ctx.map.hexes[t.hex!].neighbours.includes(across)) {
    return { code: 'no-hexside', message: 'choose the hex across the water, next to the train', rule: PONTOON_RULE };
  }
  const f = ctx.map.side(t.hex!, across)?.features ?? [];
  if (!(f.includes('river') || f.includes('stream'))) return { code: 'no-water', message: `no river or stream between ${t.hex} and ${across}`, rule: PONTOON_RULE };
  if (f.includes('bridge') || f.includes('trestle') || hasPontoon(s, t.hex!, across)) return { code: 'spanned', message: `${t.hex}-${across} is already spanned`, rule: PONTOON_RULE };
  const occ = occupancy(s, ctx)[across];
  if (occ && occ.side !== side) return { code: 'enemy-across', message: `the enemy holds ${across}`, rule: PONTOON_RULE };
  return null;
}

/** Shared conditions of deploying and picking up: the side's own pontoon train, its formation acting, not moved this activation. */
function workVeto(s: GameState, ctx: Ctx, side: Side, id: string): RuleError | null {
  const v = movementVeto(s, side, PONTOON_RULE);
  if (v) return v;
  const def = trainDef(ctx, id);
  const t = fieldOf(s)?.trains[id];
  if (!def || !t || def.kind !== 'pontoon') return { code: 'no-pontoon', message: `there is no pontoon train "${id}"`, rule: PONTOON_RULE };
  if (t.side !== side || t.status !== 'map') return { code: 'not-yours', message: `${def.name} is not yours`, rule: PONTOON_RULE };
  if (t.side === def.side && !nlcOf(s).active.includes(def.formation)) return { code: 'not-active', message: `${def.name}'s formation is not acting now`, rule: 'NLC 4.5' };
  if (t.movedIn === s.clock.activation && t.mpSpentHalves > 0) return { code: 'moved', message: `${def.name} has already moved or worked in this activation`, rule: PONTOON_RULE };
  return null;
}

/** Why the deployed train may not be taken up now, or null. */
export function pickupVeto(s: GameState, ctx: Ctx, side: Side, id: string): RuleError | null {
  return workVeto(s, ctx, side, id) ?? (fieldOf(s)!.trains[id].deployed ? null : { code: 'not-deployed', message: `${trainDef(ctx, id)!.name} is not deployed`, rule: PONTOON_RULE });
}

/** `choose mop-train:deploy` (units: [train], hex: the hex across) and `mop-train:pickup` (units: [train]). */
export function pontoonCommand(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const id = cmd.units?.[0];
  if (!id || cmd.units!.length !== 1) reject('one-train', 'choose one pontoon train', PONTOON_RULE);
  const what = cmd.choice.split(':')[1];
  const name = trainDef(ctx, id)?.name ?? id;
  if (what === 'deploy') {
    const v = deployVeto(s, ctx, cmd.side, id, cmd.hex);
    if (v) reject(v.code, v.message, v.rule);
    const t = fieldDraft(d).trains[id];
    t.deployed = cmd.hex!;
    t.movedIn = d.clock.activation;
    t.mpSpentHalves = trainDef(ctx, id)!.movement * 2;
    log(d, out, `${name} bridges ${t.hex}-${cmd.hex}`, { rule: PONTOON_RULE, hexes: [t.hex!, cmd.hex!] });
    return;
  }
  if (what === 'pickup') {
    const v = pickupVeto(s, ctx, cmd.side, id);
    if (v) reject(v.code, v.message, v.rule);
    const t = fieldDraft(d).trains[id];
    const across = t.deployed!;
    delete t.deployed;
    t.movedIn = d.clock.activation;
    t.mpSpentHalves = trainDef(ctx, id)!.movement * 2;
    log(d, out, `${name} takes up its bridge ${t.hex}-${across}`, { rule: PONTOON_RULE, hexes: [t.hex!, across] });
    return;
  }
  reject('bad-choice', `"${cmd.choice}": say mop-train, mop-train:deploy or mop-train:pickup`, PONTOON_RULE);
}

function stackClass(ctx: Ctx, pieces: string[]): MoveClass | 'leader' {
  let cls: MoveClass | 'leader' = 'leader';
  for (const u of pieces) {
    if (!ctx.units[u]) continue;
    const c = terrainClass(ctx, ctx.units[u].type);
    cls = cls === 'leader' || cls === 'infantry' ? c : cls;
  }
  return cls;
}

/**
 * Hooks.moveStep: crossing a deployed pontoon costs the hex entered off the road plus the bridge's off-road
 * cost (and a slope climbed); the damaged-span rule (spans.ts) then adds its +2 MP.
 */
export function pontoonStep(s: GameState, ctx: Ctx, pieces: string[], from: HexId, to: HexId, cost: StepCost): StepCost {
  // asked on every step of every movement search: only a river or stream hexside can carry a pontoon
  const f = ctx.map.side(from, to)?.features ?? [];
  if (!(f.includes('river') || f.includes('stream')) || !hasPontoon(s, from, to)) return cost;
  if (f.includes('bridge') || f.includes('trestle')) return cost;
  const table = terrainTable(ctx);
  const cls = stackClass(ctx, pieces);
  const col = cls === 'leader' ? 'cavalry' : cls;
  const hex = table[ctx.map.hexes[to].terrain].move[col];
  if (hex === 'prohibited') return { prohibited: `${cls} may not enter ${ctx.map.hexes[to].terrain} off the road`, rule: 'NLC T.TEC' };
  const bridge = table.bridge.move[col];
  const slope = f.includes('slope') && ctx.map.side(from, to)?.high === to ? table.slope.move[col] : 0;
  return { halves: hex * 2 + (bridge === 'prohibited' ? 0 : bridge * 2) + (slope === 'prohibited' ? 0 : slope * 2), road: false };
}
