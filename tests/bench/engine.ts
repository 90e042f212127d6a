// npm run bench [-- --scenario tutorial --games 20 --json]
// Engine speed: median applyCommand and legalCommands in microseconds over the commands of random
// playouts, and the median full random playout in ms. A report, not a test: the last line is JSON.
import { performance } from 'node:perf_hooks';
import { applyCommand, legalCommands, newGame, pendingDecision } from '../../src/engine/index';
import { readArgs } from '../../src/cli/args';
import { loadScenarioFile } from '../../src/cli/files';
import { randomPlayout } from '../../src/cli/playout';
import { optionsFrom } from '../../src/cli/options';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

const { flags } = readArgs(process.argv.slice(2));
const scenario = loadScenarioFile(String(flags.scenario ?? 'tutorial'));
const games = Number(flags.games ?? 20);
const options = optionsFrom(flags.options, scenario);

// warm-up so the JIT has seen the hot paths
randomPlayout(scenario, options, 999, 20000, false);

const playoutMs: number[] = [];
const applyUs: number[] = [];
const legalUs: number[] = [];
// NLC 12: legalCommands while a command-phase decision is open (orders, local decisions, Bad Moves)
const commandLegalUs: number[] = [];
for (let g = 0; g < games; g++) {
  const t0 = performance.now();
  const p = randomPlayout(scenario, options, 1000 + g, 20000, false);
  playoutMs.push(performance.now() - t0);
  // time each command again in isolation on the replayed states
  let state = newGame(scenario, options, 1000 + g);
  for (const cmd of p.commands) {
    const a = performance.now();
    legalCommands(state);
    const b = performance.now();
    const r = applyCommand(state, cmd);
    const c = performance.now();
    legalUs.push((b - a) * 1000);
    const type = pendingDecision(state)?.type ?? '';
    if (type === 'ordersLocal' || type === 'ordersSend' || type === 'badMove') commandLegalUs.push((b - a) * 1000);
    applyUs.push((c - b) * 1000);
    if (!r.ok) throw new Error(`replayed command refused: ${r.error.message}`);
    state = r.state;
  }
}
const report = {
  scenario: scenario.id,
  games,
  commands: applyUs.length,
  applyCommandMedianUs: round(median(applyUs)),
  legalCommandsMedianUs: round(median(legalUs)),
  playoutMedianMs: round(median(playoutMs)),
  ...(commandLegalUs.length ? { commandPhaseLegalMedianUs: round(median(commandLegalUs)) } : {}),
};
if (!flags.json) {
  console.log(`scenario ${report.scenario}: ${report.games} playouts, ${report.commands} commands`);
  console.log(`applyCommand median ${report.applyCommandMedianUs} µs, legalCommands median ${report.legalCommandsMedianUs} µs`);
  console.log(`full random playout median ${report.playoutMedianMs} ms`);
}
console.log(JSON.stringify(report));
