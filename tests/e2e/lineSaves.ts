// Node-side position for the doctrine browser test (tests/e2e/doctrine.e2e.ts): random legal play of the
// crossing battle with every option on (so the NLC 20.2 doctrine too) until a bombardment strikes a hex of
// an extended line with cavalry or artillery standing with it, and their owner is asked where they stand
// (NLC 20.2.3). The commands come back as a save the browser imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyCommand, contextFor, legalCommands, loadScenario, makeSave, newGame, pendingDecision, type Command, type GameState, type SaveFile } from '../../src/engine/index';
import { nlcOf } from '../../src/engine/modules/nlc/state';
import { randomPicker } from '../../src/players/random';

function crossing() {
  const r = loadScenario(JSON.parse(readFileSync(join(import.meta.dirname, '../../scenarios/crossing.json'), 'utf8')), 'crossing.json');
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

/** The first save (seeds in order) that stops at a placement under bombardment, with its command count. */
export function bombardedLineSave(seeds = [7, 12, 1, 2, 3, 4, 5, 6]): { save: SaveFile; commands: number; seed: number } | null {
  const sc = crossing();
  const rules = Object.fromEntries(contextFor(sc).toggles.map((t) => [t.id, true]));
  for (const seed of seeds) {
    let s: GameState = newGame(sc, { rules }, seed);
    const pick = randomPicker(seed);
    const cmds: Command[] = [];
    for (let i = 0; i < 900 && !s.result; i++) {
      const p = pendingDecision(s);
      if (!p) break;
      if (p.type === 'lineStack' && nlcOf(s).combat?.kind === 'bombardment') return { save: makeSave(s, cmds), commands: cmds.length, seed };
      const c = pick.pick(legalCommands(s));
      const a = applyCommand(s, c);
      if (!a.ok) throw new Error(`${a.error.code}: ${a.error.message}`);
      s = a.state;
      cmds.push(c);
    }
  }
  return null;
}
