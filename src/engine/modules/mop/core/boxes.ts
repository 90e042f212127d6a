// MOP 37.6: an eliminated unit goes to the UAR box (Units Awaiting Reorganization), or to the PEU box
// (Permanently Eliminated Units) when it was out of supply as it fell. On night turns a formation in Reserve
// whose leader no enemy unit can see rallies from the UAR box: each unit tried rolls a die, 1-4 returns it to
// the leader's hex on its reduced side, 5-6 sends it to the PEU box (NLC 13 as March on Paris changes it).
import type { Draft } from 'immer';
import type { GameState, HexId, ProcFrame } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { unitSupplied, type ProcFn, type RulesModule } from '../../../core/module';
import { ruleIn } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { isNight } from '../../../rules/clock';
import { maxSteps, occupancy, pieceName } from '../../../rules/pieces';
import { sightNow } from '../../../rules/sight';
import { stackProblem } from '../../../rules/stacking';
import { rallyAttempt, rallyVeto } from '../../nlc/rally';
import { identicalRatings, rallyCandidate } from '../../nlc/rally/attempt';
import { isMopScenario } from '../on';
import { mopDraft, mopState } from '../state';
import { hooksOf } from '../../../core/hookAnswer';

export const RALLY_SUCCESS_MAX = 4;
/** NLC 13: at most two units a leader a night. */
export const RALLY_PER_LEADER = 2;

export function boxesOf(s: GameState): { uar: string[]; peu: string[] } {
  return mopState(s).boxes ?? { uar: [], peu: [] };
}

function boxesDraft(d: Draft<GameState>): { uar: string[]; peu: string[] } {
  const m = mopDraft(d);
  return (m.boxes ??= { uar: [], peu: [] });
}

export function onUnitEliminated(d: Draft<GameState>, ctx: Ctx, out: Out, unit: string, hex: HexId | null): void {
  // the supply rules answer; with none, every unit is in supply
  const supplied = unitSupplied(ctx, d as GameState, unit);
  void hex;
  const b = boxesDraft(d);
  b[supplied ? 'uar' : 'peu'].push(unit);
  log(d, out, supplied ? `${pieceName(ctx, unit)} goes to the UAR box` : `${pieceName(ctx, unit)} was out of supply: permanently eliminated (PEU box)`, {
    rule: 'MOP 37.6',
  });
}

/** Can an enemy unit see the leader's hex (NLC 13: he must be out of every enemy unit's sight)? */
function seenByEnemy(s: GameState, ctx: Ctx, side: string, hex: HexId): boolean {
  const occ = occupancy(s, ctx);
  const occupied = new Set(Object.keys(occ));
  return Object.entries(occ).some(([h, cell]) => cell.side !== side && sightNow(s, ctx, h, hex, occupied).clear);
}

/** The formation's units that may try to rally tonight, and where: null when the formation cannot rally. */
export function rallyHex(s: GameState, ctx: Ctx, formation: string): HexId | null {
  const f = ctx.scenario.formations.find((x) => x.id === formation);
  if (!f?.leader) return null;
  const l = s.leaders[f.leader];
  if (l.status !== 'map' || !l.hex) return null;
  // with the command rules on, only a formation in Reserve rallies (NLC 13); with them off, any may
  if (ctx.scenario.command && ruleIn(s, ctx, 'NLC 12') && !hooksOf(ctx, 'inReserve').some((hk) => hk(s, ctx, formation))) return null;
  if (seenByEnemy(s, ctx, f.side, l.hex)) return null;
  return l.hex;
}

/** A one-step unit rallies only with a second eliminated one of identical ratings (NLC 13): the first such in the UAR box. */
function uarPartner(s: GameState, ctx: Ctx, uar: readonly string[], unit: string): string | undefined {
  if (maxSteps(ctx.units[unit]) !== 1) return undefined;
  return uar.find((p) => p !== unit && maxSteps(ctx.units[p]) === 1 && identicalRatings(ctx, unit, p) && rallyCandidate(s, ctx, p));
}

/**
 * MOP 37.6: the night rally from the UAR box. Each try is NLC 13's rallyAttempt with its die (1-4 rallies,
 * 5-6 fails); this module only decides where the unit goes: back on the map, or to the PEU box on a failure.
 */
const mopRally: ProcFn = (d, _f: Draft<ProcFrame>, ctx, out) => {
  pop(d);
  const s = d as GameState;
  const b = boxesDraft(d);
  // a unit already back on the map (rallied tonight by the NLC 13 phase of the command rules) has left the box
  for (const u of [...b.uar]) if (d.units[u].status !== 'eliminated') b.uar.splice(b.uar.indexOf(u), 1);
  for (const f of ctx.scenario.formations) {
    const waiting = b.uar.filter((u) => ctx.units[u].formation === f.id);
    if (!waiting.length) continue;
    const hex = rallyHex(s, ctx, f.id);
    if (!hex) continue;
    let tried = 0;
    for (const u of waiting) {
      if (tried >= RALLY_PER_LEADER) break;
      if (!b.uar.includes(u)) continue;
      const here = Object.values(occupancy(d as GameState, ctx)[hex]?.units ?? []);
      const steps = Math.max(1, maxSteps(ctx.units[u]) - 1);
      // try only a unit that would fit at its reduced strength (MOP 37.2)
      d.units[u].steps = steps;
      const partner = uarPartner(s, ctx, b.uar, u);
      const misfit = stackProblem(d as GameState, ctx, hex, [...here, u]) ?? rallyVeto(d as GameState, ctx, u, hex, { partner });
      if (misfit) {
        d.units[u].steps = 0;
        continue;
      }
      tried++;
      const res = rallyAttempt(d, ctx, out, u, hex, { demoralized: true, partner, rule: 'MOP 37.6', dieReason: 'every rally from the UAR box' });
      b.uar.splice(b.uar.indexOf(u), 1);
      for (const p of res.removed) {
        b.uar.splice(b.uar.indexOf(p), 1);
        b.peu.push(p);
      }
      if (res.outcome === 'rallied') continue;
      d.units[u].steps = 0;
      b.peu.push(u);
      log(d, out, `${pieceName(ctx, u)} fails to rally (rolled ${res.dice[0]}): permanently eliminated (PEU box)`, { rule: 'MOP 37.6', dice: res.dice });
    }
  }
};

export const mopBoxesModule: RulesModule = {
  id: 'mop-boxes',
  appliesTo: isMopScenario,
  procs: { mopRally },
  hooks: {
    onUnitEliminated,
    onTurnStart(d, ctx) {
      // NLC 13: rally happens on night turns; the frame runs before the turn's movement
      if (isNight(ctx.scenario, d.clock.turn) && boxesOf(d as GameState).uar.length) push(d, proc('mopRally'));
    },
  },
};
