// The solo opponent's Web Worker (issue 14): the map stays smooth while it thinks. It receives the
// scenario (public data: map, order of battle, objectives) once, then for each decision only the
// computer side's view (viewFor) and its legal commands, never the true state. At Easy it is the
// candidate-action player; at Normal and Strong the search (src/players/search) with that time budget.
// Stopping a search terminates this worker (a busy worker reads no messages); the page then asks a fresh
// one for an Easy answer at once.
import * as Comlink from 'comlink';
import { contextFor, loadRulesFor, type Command, type PlayerView, type Scenario } from '../engine';
import { candidatePlayer, type CandidatePlayer } from './candidate';
import { searchPlayer, type SearchPlayer, type SearchThought, type Strength } from './search';
import { candidateLabel } from './noteWords';

export interface OpponentNote {
  /** The decision answered and the best candidates weighed, best first, with why. */
  decision: string;
  top: { label: string; score: number; why: string }[];
  weighed: number;
  ms: number;
  strength: Strength;
  rollouts: number;
  short?: boolean;
}

let easy: CandidatePlayer | null = null;
let search: SearchPlayer | null = null;
let level: Strength = 'normal';
let scenarioNow: Scenario | null = null;

const api = {
  async setup(scenario: Scenario, seed: number, strength: Strength = 'normal'): Promise<void> {
    // the worker imports a rules system's code when a game of it is set up, as the page does
    await loadRulesFor(scenario);
    contextFor(scenario);
    scenarioNow = scenario;
    easy = candidatePlayer(seed);
    level = strength;
    search = strength === 'easy' ? null : searchPlayer(seed, { strength, now: () => performance.now() });
  },
  /** `quick` answers at Easy whatever the strength (after the player stopped a search). */
  decide(view: PlayerView, legal: Command[], quick = false): { cmd: Command; note: OpponentNote } {
    if (!easy) throw new Error('the opponent has no scenario yet');
    const t0 = performance.now();
    const useSearch = search && !quick;
    // an Easy answer is a search thought with no rollouts and no horizon
    const t: SearchThought = useSearch ? search!.think({ view, legal }) : { ...easy.think({ view, legal }), rollouts: 0 };
    return {
      cmd: t.chosen.cmd,
      note: {
        decision: t.decision,
        top: t.top.map((c) => ({ label: candidateLabel(c.cmd, scenarioNow), score: Math.round(c.score * 100) / 100, why: c.why })),
        weighed: t.weighed,
        ms: Math.round(performance.now() - t0),
        strength: useSearch ? level : 'easy',
        rollouts: t.rollouts,
        ...(t.horizon === 'activation' ? { short: true } : {}),
      },
    };
  },
};

export type OpponentApi = typeof api;
Comlink.expose(api);
