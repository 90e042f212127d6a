// Helpers for the artillery rules tests: a Bombardment Segment or a movement segment of the French
// formations on the 9x9 combat map, fixed dice, chosen rule toggles.
// Flat map, odd columns up: 0403's neighbours are 0402 (N), 0503 (NE), 0504 (SE), 0404 (S), 0304 (SW), 0303 (NW).
import { produce } from 'immer';
import { contextOf, legalCommands, newGame, type GameState, type Scenario } from '../../engineApi';
import { run } from '../../../../src/engine/core/run';
import type { Out } from '../../../../src/engine/core/ops';
import { emptyNlcState, type NlcState } from '../../../../src/engine/modules/nlc/state';
import type { U } from '../combatHarness';

export const gun = (id: string, hex: string, extra: Partial<U> = {}): U => ({ id, side: 'fr', hex, type: 'foot artillery', strength: [4, null], ...extra });
export const foe = (id: string, hex: string, extra: Partial<U> = {}): U => ({ id, side: 'al', hex, strength: [4, 2], ...extra });
export const ours = (id: string, hex: string, extra: Partial<U> = {}): U => ({ id, side: 'fr', hex, strength: [4, 2], ...extra });

export interface GunSetup {
  dice?: number[];
  rules?: Record<string, boolean>;
  prepare?: (d: GameState) => void;
}

function start(sc: Scenario, setup: GunSetup, stack: GameState['stack']): GameState {
  const s0 = newGame(sc, { rules: { ...(setup.rules ?? {}) } }, 7);
  const ctx = contextOf(s0);
  return produce(s0, (d) => {
    d.nlc = emptyNlcState(ctx.sides) as NlcState as any;
    (d.nlc as any).active = ['f1', 'f2'];
    (d.nlc as any).activeSide = 'fr';
    d.clock.activeSide = 'fr';
    d.clock.activation = 1;
    d.clock.phase = 'formation action';
    d.log = [];
    setup.prepare?.(d as GameState);
    d.stack = stack;
    d.testDice = [...(setup.dice ?? [])];
    const out: Out = { events: [], revealed: false, rolled: false };
    run(d as any, ctx, out);
  });
}

/** The French Bombardment Segment (it records facing, NLC 8.4, as the Stage begins). */
export function atBombard(sc: Scenario, setup: GunSetup = {}): GameState {
  return start(sc, setup, [{ k: 'proc', proc: 'bombardSegment', loc: { side: 'fr', formations: ['f1', 'f2'] } }]);
}

/** The Allied movement segment, after the Stage began (facing recorded), for opportunity fire (NLC 20.13). */
export function atAlliedMove(sc: Scenario, setup: GunSetup = {}): GameState {
  const s = start(sc, { ...setup, prepare: (d) => {
    (d.nlc as any).active = ['a1'];
    (d.nlc as any).activeSide = 'al';
    d.clock.activeSide = 'al';
    setup.prepare?.(d);
  } }, [{ k: 'decide', side: 'al', type: 'formationMove', rule: 'NLC 4.5', loc: {} }]);
  return s;
}

export const bombardTargets = (s: GameState) =>
  legalCommands(s)
    .filter((c) => c.type === 'choose' && c.choice === 'bombard')
    .map((c) => `${(c as { units: string[] }).units.join('+')}>${(c as { hex: string }).hex}`);

/** A copy of the scenario with rain on some turns (its own id: contexts are cached by id). */
export function withRain(sc: Scenario, turns: number[]): Scenario {
  return { ...sc, id: `${sc.id}-rain`, turns: { ...sc.turns, rain: turns } };
}
