// March on Paris baggage trains (MOP 37.8): an enemy unit entering a train's hex destroys it, 2 VP to the
// enemy (37.13), and a formation traces its supply to its own train (37.7), on which its objectives count
// (37.13 erratum). The engine does not list train moves among the legal commands (the client offers them
// from fieldActions), so the player asks the engine which hexes its trains may reach (read from the open
// March on Paris state of its view) and writes the `mop-train` command itself. A train is moved only
// when a move is worth it: away from the enemy, on a road (a train supplies only from a road or trail,
// 37.7), and not far behind its formation's units.
import { onRoadOrTrail, type ChooseCommand, type HexId } from '../../engine';
import { trainMoves } from '../../engine/modules/mop/field/trains';
import type { TrainState } from '../../engine';
import { formationUnits, type World } from './world';
import type { Candidate } from './types';

/** Enemy this many hexes off or nearer threatens a train (a march of a turn, NLC 5). */
const DANGER_HEXES = 6;
/** A formation's units farther than this from their train begin to lose its supply (37.7 traces 14 hexes). */
const SUPPLY_HEXES = 10;

interface TrainLite {
  id: string;
  formation: string;
  hex: HexId;
}

/** The side's baggage trains on the map whose formation acts now (they may move in its Movement Segment). */
function movableTrains(w: World): TrainLite[] {
  const defs = w.ctx.scenario.mop?.trains;
  if (!defs?.length) return [];
  const field = (w.view.mop?.state as { field?: { trains?: Record<string, TrainState> } } | undefined)?.field;
  const active = w.view.nlc?.active ?? [];
  const out: TrainLite[] = [];
  for (const d of defs) {
    const t = field?.trains?.[d.id];
    if (d.kind !== 'baggage' || !t || t.status !== 'map' || t.side !== w.side || !t.hex || !active.includes(d.formation)) continue;
    out.push({ id: d.id, formation: d.formation, hex: t.hex });
  }
  return out;
}

/** Nearest enemy stack to `hex`, in hexes (99 when none is seen). */
function enemyDistance(w: World, enemyHexes: HexId[], hex: HexId): number {
  let d = 99;
  for (const h of enemyHexes) d = Math.min(d, w.ctx.map.distance(hex, h));
  return d;
}

/** Worth of the train standing on `hex`: safe from the enemy, on a road, near its formation's units. */
export function trainHexValue(w: World, t: TrainLite, hex: HexId, enemyHexes: HexId[], own: HexId[]): number {
  const map = w.ctx.map;
  const danger = Math.max(0, DANGER_HEXES - enemyDistance(w, enemyHexes, hex));
  const road = onRoadOrTrail(map, hex) ? 1 : 0;
  let behind = 0;
  for (const h of own) behind += Math.max(0, map.distance(hex, h) - SUPPLY_HEXES);
  return -1.5 * danger + road - (0.2 * behind) / Math.max(1, own.length);
}

/** The `mop-train` moves worth making now, scored by the gain of the new hex over the train's present one. */
export function trainCandidates(w: World): Candidate[] {
  const trains = movableTrains(w);
  if (!trains.length) return [];
  const enemyHexes: HexId[] = [];
  for (const [h, c] of Object.entries(w.stacks)) if (c.side === w.enemy) enemyHexes.push(h);
  // only a train in danger or left behind is worth the engine's reach search
  const map = w.ctx.map;
  // the hexes of each train's formation's units on the map, found once
  const units = formationUnits(w);
  const ownOf = new Map(trains.map((t) => [t.formation, (units.get(t.formation) ?? []).map((id) => w.view.units[id].hex!)]));
  const worth = trains.filter((t) => enemyDistance(w, enemyHexes, t.hex) < DANGER_HEXES || ownOf.get(t.formation)!.some((h) => map.distance(h, t.hex) > SUPPLY_HEXES));
  if (!worth.length) return [];
  const moves = trainMoves(w.probe, w.ctx, w.side);
  const out: Candidate[] = [];
  for (const t of worth) {
    const own = ownOf.get(t.formation)!;
    const here = trainHexValue(w, t, t.hex, enemyHexes, own);
    for (const to of moves[t.id] ?? []) {
      const gain = trainHexValue(w, t, to, enemyHexes, own) - here - 0.05 * map.distance(t.hex, to);
      if (gain <= 0.3) continue;
      const cmd: ChooseCommand = { type: 'choose', side: w.side, n: w.view.seq, choice: 'mop-train', units: [t.id], hex: to };
      out.push({ cmd, score: gain, why: `baggage train ${t.id} to ${to}: safer from the enemy and nearer its troops (MOP 37.8, 37.7)` });
    }
  }
  return out;
}
