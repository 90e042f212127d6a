// npm run bench:reaction [-- --json]
// What the NLC 7.9 reaction check costs per move (issue 11): the crossing battle at a French movement
// decision where one move draws an Allied reaction charge (found by tests/e2e/cavalrySaves.ts). The same
// moves are timed (1) as they are, (2) with every Allied cavalry disrupted (the check runs and finds no
// one), and (3) with the reaction rules absent from the move (no check at all: the Allied cavalry off the
// map). The last line is JSON, medians in µs.
import { performance } from 'node:perf_hooks';
import { produce } from 'immer';
import { applyCommand, contextOf, legalCommands, newGame, type Command, type GameState } from '../../src/engine/index';
import { readArgs } from '../../src/cli/args';
import { reactionCandidates } from '../../src/engine/modules/nlc/cavalry/trigger';
import { crossing, findPositions } from '../e2e/cavalrySaves';

const { flags } = readArgs(process.argv.slice(2));
const reps = Number(flags.reps ?? 200);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number) => Math.round(x * 10) / 10;

const SEED = 3;
const found = findPositions(SEED).reaction;
if (!found) throw new Error('no position with a reaction charge found');
let s: GameState = newGame(crossing(), { rules: {} }, SEED);
for (const c of found.commands) {
  const r = applyCommand(s, c);
  if (!r.ok) throw new Error(r.error.message);
  s = r.state;
}
const ctx = contextOf(s);
const allied = ctx.unitIds.filter((id) => ctx.units[id].side === 'al' && /cavalry/.test(ctx.units[id].type));
const disrupted = produce(s, (d) => {
  for (const id of allied) d.units[id].disrupted = true;
});
const away = produce(s, (d) => {
  for (const id of allied) d.units[id].status = 'eliminated';
});
// every single-unit French move of this decision: the reaction-drawing one and the others
const moves = legalCommands(s, 'fr').filter((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && c.units.length === 1);

function time(state: GameState, cmds: Command[]): number {
  const xs: number[] = [];
  for (let k = 0; k < reps; k++) {
    for (const c of cmds) {
      const a = performance.now();
      const r = applyCommand(state, c);
      xs.push((performance.now() - a) * 1000);
      if (!r.ok) throw new Error(r.error.message);
    }
  }
  return median(xs);
}
/** The check alone, as a move runs it (which Allied cavalry could react to this path). */
function checkOnly(state: GameState, cmds: Extract<Command, { type: 'move' }>[]): number {
  const xs: number[] = [];
  for (let k = 0; k < reps; k++) {
    for (const c of cmds) {
      const a = performance.now();
      reactionCandidates(state, ctx, { side: 'al', movers: c.units, path: c.path, kind: 'move' });
      xs.push((performance.now() - a) * 1000);
    }
  }
  return median(xs);
}
// warm-up
time(s, moves.slice(0, 5));
const report = {
  moves: moves.length,
  reactionMoveUs: round(time(s, [found.move])),
  reactionMoveNoCandidateUs: round(time(disrupted, [found.move])),
  reactionMoveNoCavalryUs: round(time(away, [found.move])),
  allMovesUs: round(time(s, moves)),
  allMovesNoCavalryUs: round(time(away, moves)),
  checkOnlyUs: round(checkOnly(s, moves)),
  checkOnlyReactionMoveUs: round(checkOnly(s, [found.move as Extract<Command, { type: 'move' }>])),
};
if (!flags.json) {
  console.log(`the move that draws a reaction: ${report.reactionMoveUs} µs (asks the Allies); the Allied cavalry disrupted: ${report.reactionMoveNoCandidateUs} µs; no Allied cavalry: ${report.reactionMoveNoCavalryUs} µs`);
  console.log(`all ${report.moves} French moves: ${report.allMovesUs} µs, with no Allied cavalry ${report.allMovesNoCavalryUs} µs`);
  console.log(`the reaction check alone: ${report.checkOnlyUs} µs a move (${report.checkOnlyReactionMoveUs} µs for the move that draws one)`);
}
console.log(JSON.stringify(report));
