// npm run replay -- save.json : replays a save; the last line is JSON {stateHash, events}.
import { readFileSync } from 'node:fs';
import { parseSave, replay } from '../engine/index';
import { readArgs } from './args';
import { loadScenarioFile } from './files';

function main(): number {
  const { rest } = readArgs(process.argv.slice(2));
  const file = rest[0];
  if (!file) throw new Error('usage: npm run replay -- save.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file}: cannot read the file`);
  }
  const parsed = parseSave(text, file);
  if (!parsed.ok) throw new Error(parsed.message);
  const scenario = loadScenarioFile(parsed.save.scenario);
  const r = replay(parsed.save, scenario);
  if (!r.ok) throw new Error(`${file}: ${r.message}`);
  console.log(JSON.stringify({ stateHash: r.hash, events: r.events.length }));
  return 0;
}

try {
  process.exitCode = main();
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 2;
}
