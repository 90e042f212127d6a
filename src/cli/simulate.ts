// npm run simulate -- --scenario tutorial --games N --seed S [--options all|none|<json>] [--cap C]
// Plays N games of random legal commands; the last line is JSON {games, errors, commands, digest, msPerGame}.
import { performance } from 'node:perf_hooks';
import { stateHash, hashString, makeSave, replay } from '../engine/index';
import { readArgs } from './args';
import { loadScenarioFile } from './files';
import { randomPlayout } from './playout';
import { optionsFrom } from './options';

function main(): number {
  const { flags } = readArgs(process.argv.slice(2));
  const scenario = loadScenarioFile(String(flags.scenario ?? 'tutorial'));
  const games = Number(flags.games ?? 10);
  const seed = Number(flags.seed ?? 1);
  // a random game takes some 150-200 commands a turn (most of them moves), so the grand campaign's 132
  // turns need more than the 20,000 that cover every battle: the default cap grows with the game's length
  const cap = Number(flags.cap ?? Math.max(20000, 400 * scenario.turns.count));
  if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const options = optionsFrom(flags.options, scenario);
  let errors = 0;
  let commands = 0;
  let unfinished = 0;
  const hashes: string[] = [];
  const levels: Record<string, number> = {};
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let p;
    try {
      p = randomPlayout(scenario, options, seed + g, cap);
    } catch (e) {
      errors++;
      console.error(`game ${g} (seed ${seed + g}): exception ${(e as Error).stack}`);
      continue;
    }
    commands += p.commands.length;
    if (p.errors.length) {
      errors += p.errors.length;
      for (const e of p.errors) console.error(`game ${g} (seed ${seed + g}): ${e}`);
    }
    if (!p.finished) unfinished++;
    else levels[p.state.result!.level] = (levels[p.state.result!.level] ?? 0) + 1;
    const hash = stateHash(p.state);
    // every tenth game, the save must replay to the same state (NLC replay determinism)
    if (g % 10 === 0) {
      const r = replay(makeSave(p.state, p.commands), scenario);
      if (!r.ok || r.hash !== hash) {
        errors++;
        console.error(`game ${g}: replay diverged (${r.ok ? r.hash + ' != ' + hash : r.message})`);
      }
    }
    hashes.push(hash);
  }
  const ms = performance.now() - t0;
  console.error(`scenario ${scenario.id}: ${games} games, ${unfinished} unfinished, results ${JSON.stringify(levels)}`);
  console.log(
    JSON.stringify({
      games,
      errors,
      commands,
      unfinished,
      digest: hashString(hashes.join(',')),
      msPerGame: Math.round((ms / games) * 10) / 10,
    }),
  );
  return errors ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 2;
}
