// The courier ride (orders/transmission.ts) is remembered with the occupancy the states of a Command Phase
// share: on replayed states of a battle, every remembered ride must be the ride worked out afresh from the map,
// the occupied hexes and the hour (NLC 12.6), whichever state asked first.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { loadScenarioFile } from '../../../../src/cli/files';
import { randomPicker } from '../../../../src/players/random';
import { applyCommand, contextOf, legalCommands, newGame, type GameState } from '../../engineApi';
import { orderTransmissionDelay, transmission } from '../../../../src/engine/modules/nlc/orders/transmission';
import { mpBetween } from '../../../../src/engine/modules/nlc/orders/distance';
import { occupancy } from '../../../../src/engine/rules/pieces';
import { isNight } from '../../../../src/engine/rules/clock';
import { lineOfSight, LOS_MAX_DAY, LOS_MAX_NIGHT } from '../../../../src/engine/rules/los';

function nightTurn(s: GameState): number {
  const ctx = contextOf(s);
  for (let t = 1; t < 200; t++) if (isNight(ctx.scenario, t)) return t;
  throw new Error('no night turn');
}

function fresh(s: GameState, from: string, to: string) {
  const ctx = contextOf(s);
  const distanceMp = mpBetween(ctx.map, from, to, 'cavalry', 200);
  const occupied = new Set(Object.keys(occupancy(s, ctx)));
  const night = isNight(ctx.scenario, s.clock.turn);
  const los = lineOfSight(ctx.map, from, to, { occupied, maxRange: night ? LOS_MAX_NIGHT : LOS_MAX_DAY }).clear;
  return { distanceMp, los, faceToFace: false, delay: Number.isFinite(distanceMp) ? orderTransmissionDelay(distanceMp, los) : 99 };
}

describe('[NLC 12.6] remembered courier rides', () => {
  it('[NLC 12.6] a ride remembered with the occupancy equals the ride worked out afresh, in every state that shares it', () => {
    const sc = loadScenarioFile('brienne');
    let s: GameState = newGame(sc, { rules: {} }, 5);
    const pick = randomPicker(5);
    let asked = 0;
    for (let i = 0; i < 150 && !s.result; i++) {
      const top = s.stack[s.stack.length - 1];
      if (top?.k === 'secret' || i % 10 === 0) {
        const ctx = contextOf(s);
        // the leaders' hexes as senders and recipients, both ways
        const hexes = [...new Set(ctx.leaderIds.map((l) => s.leaders[l]).filter((l) => l.status === 'map' && l.hex).map((l) => l.hex!))].slice(0, 8);
        // the same board by night (the units object shared, so the occupancy too): sight shrinks (NLC 8.3)
        const night = produce(s, (d) => void (d.clock.turn = nightTurn(s)));
        for (const st of [s, night]) {
          for (const a of hexes) {
            for (const b of hexes) {
              if (a === b) continue;
              expect(transmission(st, ctx, a, b)).toEqual(fresh(st, a, b));
              asked++;
            }
          }
        }
      }
      const r = applyCommand(s, pick.pick(legalCommands(s)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(asked).toBeGreaterThan(200);
  }, 120_000);
});
