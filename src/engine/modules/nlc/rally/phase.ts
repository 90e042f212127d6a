// NLC 13 the night rally: at the end of each night turn, a formation in Reserve whose leader no enemy
// unit can see may rally its eliminated units into the leader's hex, at most a stack a leader a turn.
// Each side chooses which (a demoralized formation risks them on a die), then confirms.
import type { Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, type Out } from '../../../core/ops';
import { pop, push } from '../../../core/run';
import { isNight } from '../../../rules/clock';
import { lineOfSight, visibilityOn } from '../../../rules/los';
import { hexDist } from '../orders/distance';
import { maxSteps, occupancy, otherSide, pieceName, sideName } from '../../../rules/pieces';
import { stackLimit } from '../../../rules/stacking';
import { formationLeader } from '../orders/commandRange';
import { currentOrder } from '../orders/types';
import { nlcOf } from '../state';
import { rallyActive, rallyOf } from './state';
import { rallyAttempt, rallyCandidate, rallyPartners, rallyVeto } from './attempt';

/** Can any enemy unit see this hex now (NLC 8.3, 1 hex at night)? */
export function seenByEnemy(s: GameState, ctx: Ctx, side: Side, hex: HexId): boolean {
  const occ = occupancy(s, ctx);
  const occupied = new Set(Object.keys(occ));
  const max = visibilityOn(ctx.scenario, s.clock.turn);
  for (const [h, c] of Object.entries(occ)) {
    if (c.side === side || hexDist(ctx.map, h, hex) > max) continue;
    if (h === hex || lineOfSight(ctx.map, h, hex, { occupied, maxRange: max }).clear) return true;
  }
  return false;
}

/** Why this formation cannot rally now, or null (NLC 13: Reserve orders, leader on the map and unseen). */
export function formationRallyVeto(s: GameState, ctx: Ctx, formation: string): { message: string; rule: string } | null {
  const def = ctx.scenario.formations.find((f) => f.id === formation);
  if (!def) return { message: `no formation "${formation}"`, rule: 'NLC 13' };
  if (!isNight(ctx.scenario, s.clock.turn)) return { message: 'units rally only on night turns', rule: 'NLC 13' };
  const cur = currentOrder(s, def.side, formation);
  if (!cur || cur.status !== 'complied' || cur.spec.type !== 'reserve') return { message: `${def.name} must have Reserve orders to rally`, rule: 'NLC 13' };
  const leader = formationLeader(s, ctx, formation);
  const hex = leader && s.leaders[leader].status === 'map' ? s.leaders[leader].hex : null;
  if (!leader || !hex) return { message: `${def.name} has no leader on the map to rally to`, rule: 'NLC 13' };
  if (seenByEnemy(s, ctx, def.side, hex)) return { message: `${pieceName(ctx, leader)} is in sight of the enemy`, rule: 'NLC 13' };
  return null;
}

/** Eliminated before this turn (NLC 13: from the first night turn after the elimination). */
function eliminatedBefore(s: GameState, unit: string): boolean {
  const e = rallyOf(s)?.eliminated[unit];
  return !e || e.turn < s.clock.turn;
}

interface RallyLoc {
  /** Attempts made this turn per leader (NLC 13: a stack's worth a leader a turn). */
  used: Record<string, number>;
}

/** The rallies the side may still attempt now: [unit] or [one-step unit, its partner]. */
export function rallyOptions(s: GameState, ctx: Ctx, side: Side, used: Record<string, number>): string[][] {
  const out: string[][] = [];
  for (const f of ctx.scenario.formations) {
    if (f.side !== side || formationRallyVeto(s, ctx, f.id)) continue;
    const leader = formationLeader(s, ctx, f.id)!;
    const hex = s.leaders[leader].hex!;
    if ((used[leader] ?? 0) >= stackLimit(ctx.map, hex)) continue;
    for (const u of ctx.unitIds) {
      if (ctx.units[u].formation !== f.id || !rallyCandidate(s, ctx, u) || !eliminatedBefore(s, u)) continue;
      if (maxSteps(ctx.units[u]) === 1) {
        const p = rallyPartners(s, ctx, u).filter((x) => eliminatedBefore(s, x) && x > u)[0];
        if (p && !rallyVeto(s, ctx, u, hex, { partner: p })) out.push([u, p]);
      } else if (!rallyVeto(s, ctx, u, hex)) out.push([u]);
    }
  }
  return out;
}

function demoralized(s: GameState, ctx: Ctx, unit: string): boolean {
  const n = nlcOf(s);
  return n.demoralizedFormations.includes(ctx.units[unit].formation) || n.demoralizedArmies.includes(ctx.units[unit].side);
}

const rallyPhase: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  const s = d as GameState;
  if (!rallyActive(s, ctx) || !isNight(ctx.scenario, s.clock.turn)) return;
  const sides = [ctx.scenario.firstSide, ...ctx.sides.filter((x) => x !== ctx.scenario.firstSide)];
  const frames: DecideFrame[] = [];
  for (const side of sides) {
    if (rallyOptions(s, ctx, side, {}).length) frames.push({ k: 'decide', side, type: 'rally', rule: 'NLC 13', loc: { used: {} } });
  }
  if (frames.length) log(d, out, 'Night rally: formations in Reserve may rally eliminated units', { rule: 'NLC 13' });
  push(d, ...frames);
};

const choose = (s: GameState, side: Side, choice: string, units?: string[]): Command => (units ? { type: 'choose', side, n: s.seq, choice, units } : { type: 'choose', side, n: s.seq, choice });

const rallyDecision: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    return `${sideName(ctx, f.side)}: rally eliminated units at the leaders of formations in Reserve, then confirm (NLC 13)`;
  },
  options(s, f, ctx) {
    const opts = rallyOptions(s, ctx, f.side, (f.loc as unknown as RallyLoc).used);
    return { units: [...new Set(opts.map((o) => o[0]))], hexes: [], buttons: [{ id: 'endRally', label: 'Rallying done' }] };
  },
  legal(s, f, ctx) {
    const opts = rallyOptions(s, ctx, f.side, (f.loc as unknown as RallyLoc).used);
    return [choose(s, f.side, 'endRally'), ...opts.map((o) => choose(s, f.side, 'rally', o))];
  },
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose' || cmd.side !== f.side) reject('not-now', 'choose units to rally or confirm', 'NLC 13');
    if (cmd.choice === 'endRally') {
      pop(d);
      return;
    }
    if (cmd.choice !== 'rally') reject('not-now', `"${cmd.choice}" is not possible now: rally units or confirm`, 'NLC 13');
    rallyCommand(d, f, cmd.units ?? [], ctx, out);
  },
};

function rallyCommand(d: Draft<GameState>, f: Draft<DecideFrame>, units: string[], ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const [unit, partner] = units;
  if (!unit || units.length > 2) reject('bad-units', 'name one eliminated unit (and, for a one-step unit, its partner)', 'NLC 13');
  if (!ctx.units[unit] || ctx.units[unit].side !== f.side) reject('not-yours', `${unit} is not one of your units`, 'NLC 13');
  const fv = formationRallyVeto(s, ctx, ctx.units[unit].formation);
  if (fv) reject('cannot-rally', fv.message, fv.rule);
  if (!eliminatedBefore(s, unit) || (partner && !eliminatedBefore(s, partner))) reject('too-soon', `${pieceName(ctx, unit)} was eliminated this turn: it may rally from the next night turn`, 'NLC 13');
  const leader = formationLeader(s, ctx, ctx.units[unit].formation)!;
  const hex = s.leaders[leader].hex!;
  const loc = f.loc as unknown as RallyLoc;
  if ((loc.used[leader] ?? 0) >= stackLimit(ctx.map, hex)) reject('limit', `${pieceName(ctx, leader)} has rallied a full stack this turn`, 'NLC 13');
  const veto = rallyVeto(s, ctx, unit, hex, partner ? { partner } : {});
  if (veto) reject(veto.code, veto.message, veto.rule);
  loc.used[leader] = (loc.used[leader] ?? 0) + 1;
  rallyAttempt(d, ctx, out, unit, hex, { demoralized: demoralized(s, ctx, unit), ...(partner ? { partner } : {}) });
  if (!rallyOptions(d as GameState, ctx, f.side, loc.used).length) pop(d);
}

export const rallyProcs: Record<string, ProcFn> = { rallyPhase };
export const rallyDecisions = { rally: rallyDecision };
export { otherSide };
