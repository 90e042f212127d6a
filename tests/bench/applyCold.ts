// npx tsx tests/bench/applyCold.ts [--scenario montmirail] [--games 3] [--shapes 3000] [--mb 8]
// Why a move costs about twice as much in `npm run bench` as when applied warm. Each of the scenario's moves
// is applied to its state in five conditions, and the median of each is printed (µs):
//   afterListing   right after legalCommands of that state (the bench's condition, and the UI's)
//   warm           right after applying that same move once more
//   afterOtherMove right after legalCommands of that state then another move's apply (the apply's code run)
//   lookupsFlushed as afterOtherMove, then property lookups on --shapes objects of distinct shapes through one site
//   memoryFlushed  as afterOtherMove, then a --mb MB array is walked (data caches emptied, no lookups)
// A report, not a test: the last line is JSON. On a loaded host compare the conditions of one run only.
import { performance } from 'node:perf_hooks';
import { applyCommand, legalCommands, newGame } from '../../src/engine/index';
import type { Command, GameState } from '../../src/engine/types';
import { readArgs } from '../../src/cli/args';
import { loadScenarioFile } from '../../src/cli/files';
import { randomPlayout } from '../../src/cli/playout';
import { optionsFrom } from '../../src/cli/options';

const { flags } = readArgs(process.argv.slice(2));
const scenario = loadScenarioFile(String(flags.scenario ?? 'montmirail'));
const options = optionsFrom(flags.options, scenario);
const games = Number(flags.games ?? 3);
const shapes = Number(flags.shapes ?? 3000);
const mb = Number(flags.mb ?? 8);

const moves: [GameState, Command][] = [];
for (let g = 0; g < games; g++) {
  const p = randomPlayout(scenario, options, 1000 + g, 20000, false);
  let s = newGame(scenario, options, 1000 + g);
  for (const c of p.commands) {
    if (c.type === 'move') moves.push([s, c]);
    legalCommands(s);
    const r = applyCommand(s, c);
    if (!r.ok) throw new Error(`replayed command refused: ${r.error.message}`);
    s = r.state;
  }
}
if (!moves.length) throw new Error('no move in these playouts');

// objects of `shapes` different shapes, each read through one lookup site that sees them all: V8 serves such
// a site from its shared cache of property lookups, which this fills with other entries
const objects: Record<string, number>[] = [];
for (let i = 0; i < shapes; i++) objects.push({ ['k' + i]: 1, ['p' + (i % 97)]: 2, x: i });
const names = ['x', 'y', 'z', 'w', 'q'];
let sink = 0;
function lookups(): void {
  for (let i = 0; i < objects.length; i++) sink += (objects[i][names[i % 5]] ?? 0) + objects[i].x;
}
const memory = new Float64Array(mb * (1 << 17));
function walkMemory(): void {
  for (let i = 0; i < memory.length; i += 8) memory[i] += 1;
}

const timed = (s: GameState, c: Command): number => {
  const a = performance.now();
  applyCommand(s, c);
  return (performance.now() - a) * 1000;
};
const conditions = ['afterListing', 'warm', 'afterOtherMove', 'lookupsFlushed', 'memoryFlushed'] as const;
const us: Record<(typeof conditions)[number], number[]> = { afterListing: [], warm: [], afterOtherMove: [], lookupsFlushed: [], memoryFlushed: [] };
const [otherState, otherMove] = moves[0];
for (let rep = 0; rep < 2; rep++) {
  for (const [s, c] of moves) {
    legalCommands(s);
    us.afterListing.push(timed(s, c));
    us.warm.push(timed(s, c));
    legalCommands(s);
    applyCommand(otherState, otherMove);
    us.afterOtherMove.push(timed(s, c));
    legalCommands(s);
    applyCommand(otherState, otherMove);
    lookups();
    us.lookupsFlushed.push(timed(s, c));
    legalCommands(s);
    applyCommand(otherState, otherMove);
    walkMemory();
    us.memoryFlushed.push(timed(s, c));
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const report: Record<string, number | string> = { scenario: scenario.id, moves: moves.length, shapes, mb };
for (const k of conditions) report[k + 'MedianUs'] = Math.round(median(us[k]) * 10) / 10;
if (sink < 0) console.log(sink);
console.log(JSON.stringify(report));
