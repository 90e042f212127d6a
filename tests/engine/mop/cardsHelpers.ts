// Shared set-up for the March on Paris card, event and victory tests (MOP 37.12, 37.13, A.I-A.III).
import { produce } from 'immer';
import type { GameState, Scenario, ScenarioInput } from '../engineApi';
import { newGame } from '../engineApi';
import { miniScenario } from '../fixtures';
import { withFrames } from '../harness';
import { proc } from '../../../src/engine/core/run';
import type { SideCards } from '../../../src/engine/modules/mop/cards/state';

export type Mode = 'full' | 'restricted' | 'tables' | 'study';

export const MODE_RULES: Record<Mode, Record<string, boolean>> = {
  full: { 'MOP 37.12 Full': true },
  restricted: { 'MOP 37.12 Restricted': true },
  tables: { 'MOP A.III Tables': true },
  study: { 'MOP 37.12 Restricted': false, 'MOP A.III Tables': false, 'MOP 37.12 Full': false },
};

/** A small March on Paris battle: Napoleon and Schwarzenberg, a corps a side, reinforcements for both. */
export function mopScenario(id: string, mop: NonNullable<ScenarioInput['mop']> = {}, extra: Partial<Parameters<typeof miniScenario>[0]> = {}): Scenario {
  return miniScenario({
    id,
    columns: 10,
    rows: 8,
    turns: 8,
    units: [
      { id: 'fu1', side: 'fr', hex: '0204' },
      { id: 'fu2', side: 'fr', hex: '0205' },
      { id: 'fr-r1', side: 'fr', hex: null, arrives: { turn: 4, hex: '0104' }, strength: [8, 4] },
      { id: 'fr-r2', side: 'fr', hex: null, arrives: { turn: 5, hex: '0104' } },
      { id: 'au1', side: 'al', hex: '0904' },
      { id: 'au2', side: 'al', hex: '0905' },
      { id: 'al-r1', side: 'al', hex: null, arrives: { turn: 4, hex: '1004' } },
    ],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0104' },
      { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: '1004' },
    ],
    roads: [
      { kind: 'road', path: ['0104', '0204', '0304'] },
      { kind: 'road', path: ['0107', '0207'] },
      { kind: 'road', path: ['1004', '0904'] },
    ],
    mop: { battle: 'test', ...mop },
    ...extra,
  });
}

export function game(sc: Scenario, mode: Mode, seed = 1): GameState {
  return newGame(sc, { rules: MODE_RULES[mode] }, seed);
}

export function cardsOf(s: GameState, side: string): SideCards {
  return s.secret[side].mopCards as unknown as SideCards;
}

/** Change a side's cards (its deck, hand) before the events run. */
export function withCards(s: GameState, side: string, f: (c: SideCards) => void): GameState {
  return produce(s, (d) => {
    f(d.secret[side].mopCards as unknown as SideCards);
  });
}

/** Run the turn-start events now with these dice (then the rest of the turn until a decision). */
export function runEvents(s: GameState, dice: number[], turn?: number): GameState {
  const t = turn === undefined ? s : produce(s, (d) => void (d.clock.turn = turn));
  return withFrames(t, [proc('mopEvents')], dice);
}
