// MOP 37.2: a unit of 8 SP or more, and every train, takes up two hexes in road movement.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { fieldScenario } from './fieldHarness';
import { roadTails } from '../../../src/engine/modules/mop/core/roadColumn';
import { hugeOnRoad } from '../../../src/engine/modules/mop/core/stacking';
import { produce } from 'immer';

const road = { kind: 'road' as const, path: ['0105', '0205', '0305', '0405', '0505', '0605', '0705', '0805', '0905'] };
const big = { strength: [9, 5] as [number, number] };

function go(s: GameState, units: string[], path: string[]): GameState {
  const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units, path });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

const spent = (s: GameState, u: string) => s.units[u].mpSpentHalves;

function game(units: Parameters<typeof fieldScenario>[0]['units'], mop = {}): GameState {
  const sc = fieldScenario({ units: [...units, foe('e', '0909')], roads: [road], mop });
  return atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
}

describe('MOP 37.2 huge units in road movement', () => {
  it('[MOP 37.2] a unit of 8 SP or more is huge on roads; one reduced below 8 SP is not', () => {
    const s = game([ours('h', '0105', big)]);
    const ctx = contextOf(s);
    expect(hugeOnRoad(s, ctx, 'h')).toBe(true);
    const hit = produce(s, (d) => void (d.units.h.steps = 2));
    expect(hugeOnRoad(hit, ctx, 'h')).toBe(false);
  });

  it('[MOP 37.2] a huge unit moving by road leaves its tail behind: the next unit up the road pays the terrain rate there', () => {
    const s = game([ours('h', '0105', big), ours('b', '0104')]);
    const moved = go(s, ['h'], ['0205', '0305', '0405']);
    expect(spent(moved, 'h')).toBe(3);
    expect(roadTails(moved, contextOf(moved))).toEqual({ h: '0305' });
    // b joins the road at 0205 (off road), then 0305 holds h's tail: clear terrain (2 halves), not the road (1)
    const b = go(moved, ['b'], ['0105', '0205', '0305']);
    const control = go(go(game([ours('h', '0105'), ours('b', '0104')]), ['h'], ['0205', '0305', '0405']), ['b'], ['0105', '0205', '0305']);
    expect(spent(control, 'b')).toBe(spent(b, 'b') - 1);
  });

  it('[MOP 37.2] a huge unit takes the road rate only out of a hex it leaves free of other units', () => {
    const stacked = game([ours('h', '0105', big), ours('s', '0105', { strength: [2, 1] })]);
    // the first step out of the shared hex goes at the terrain rate (2 halves), the next at the road rate
    expect(spent(go(stacked, ['h'], ['0205', '0305']), 'h')).toBe(3);
    const small = game([ours('h', '0105', { strength: [7, 3] }), ours('s', '0105', { strength: [2, 1] })]);
    expect(spent(go(small, ['h'], ['0205', '0305']), 'h')).toBe(2);
  });

  it('[MOP 37.2] the tail lapses once the unit moves on or the turn ends', () => {
    const moved = go(game([ours('h', '0105', big), ours('b', '0104')]), ['h'], ['0205', '0305', '0405']);
    const off = go(moved, ['h'], ['0406']);
    expect(roadTails(off, contextOf(off))).toEqual({});
    const later = produce(moved, (d) => void (d.clock.turn += 1));
    expect(roadTails(later, contextOf(later))).toEqual({});
  });

  it('[MOP 37.2] a unit below 8 SP leaves no tail', () => {
    const moved = go(game([ours('h', '0105', { strength: [7, 3] })]), ['h'], ['0205', '0305']);
    expect(roadTails(moved, contextOf(moved))).toEqual({});
  });

  it('[MOP 37.2] a train takes up its hex and, after a road move, the hex behind it: units pay the terrain rate into both', () => {
    const train = { id: 'bt', side: 'fr', kind: 'baggage' as const, formation: 'f1', name: 'I Corps baggage', hex: '0305', movement: 2 };
    const s = game([ours('b', '0105')], { trains: [train] });
    // through the train's hex off the road rate: 0205 road (1), 0305 clear (2), 0405 road (1); it may not
    // stop there, the train counting 12 SP in stacking
    expect(spent(go(s, ['b'], ['0205', '0305', '0405']), 'b')).toBe(4);
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'mop-train', units: ['bt'], hex: '0505' });
    if (!r.ok) throw new Error(r.error.message);
    expect(roadTails(r.state, contextOf(r.state))).toEqual({ bt: '0405' });
    expect(spent(go(r.state, ['b'], ['0205', '0305', '0405']), 'b')).toBe(4);
  });
});
