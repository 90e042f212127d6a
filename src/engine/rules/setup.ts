// Placing the pieces of a new game from the scenario (shared by every rules system).
import type { Draft } from 'immer';
import type { GameState } from '../types';
import type { Ctx } from '../core/ctx';
import { maxSteps } from './pieces';

export function placePieces(d: Draft<GameState>, ctx: Ctx): void {
  for (const u of ctx.scenario.units) {
    d.units[u.id] = {
      id: u.id,
      hex: u.hex,
      status: u.hex ? 'map' : 'pending',
      steps: maxSteps(u),
      disrupted: false,
      mpSpentHalves: 0,
      movedIn: -1,
    };
  }
  for (const l of ctx.scenario.leaders) {
    d.leaders[l.id] = { id: l.id, hex: l.hex, status: l.hex ? 'map' : 'pending', movedIn: -1 };
  }
  for (const o of ctx.scenario.objectives) if (o.owner) d.control[o.hex] = o.owner;
}
