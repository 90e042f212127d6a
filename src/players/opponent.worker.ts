// The solo opponent's Web Worker (issue 14): the map stays smooth while it thinks. It receives the
// scenario (public data: map, order of battle, objectives) once, then for each decision only the
// computer side's view (viewFor) and its legal commands, never the true state.
import * as Comlink from 'comlink';
import { contextFor, type Command, type PlayerView, type Scenario } from '../engine';
import { candidatePlayer, type CandidatePlayer } from './candidate';

export interface OpponentNote {
  /** The decision answered and the best candidates weighed, best first, with why. */
  decision: string;
  top: { label: string; score: number; why: string }[];
  weighed: number;
  ms: number;
}

let player: CandidatePlayer | null = null;

const api = {
  setup(scenario: Scenario, seed: number): void {
    contextFor(scenario);
    player = candidatePlayer(seed);
  },
  decide(view: PlayerView, legal: Command[]): { cmd: Command; note: OpponentNote } {
    if (!player) throw new Error('the opponent has no scenario yet');
    const t0 = performance.now();
    const t = player.think({ view, legal });
    return {
      cmd: t.chosen.cmd,
      note: {
        decision: t.decision,
        top: t.top.map((c) => ({ label: c.cmd.type === 'choose' ? c.cmd.choice : c.cmd.type, score: Math.round(c.score * 100) / 100, why: c.why })),
        weighed: t.weighed,
        ms: Math.round(performance.now() - t0),
      },
    };
  },
};

export type OpponentApi = typeof api;
Comlink.expose(api);
