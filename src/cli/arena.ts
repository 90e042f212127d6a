// npm run arena -- --scenario <id> --games <n> --seed <s> --opponent random|rules [--strength easy|normal|strong] [--clock wall|cpu] [--cap C] [--first F] [--json]
// The candidate-action player plays alternate sides (game g: side g % 2) against the random legal player
// or against itself ('rules'). --strength picks the AI side's player: easy is the candidate player alone,
// normal and strong add the search (src/players/search) with that time budget per decision. --clock cpu
// counts the search's budget in this process's CPU time instead of the wall clock: on a loaded machine (two
// cores shared by several runs) a wall budget buys a fraction of the rollouts, so the strength measured
// would be the machine's load; the times per decision reported stay wall times. --first F starts at game F
// (seed s + F, side F % 2), so one series can be split over processes and cores and added up after. Each player sees only viewFor(state, side) and its legal commands.
// The last line is JSON {scenario, games, first, strength, clock, aiWins, opponentWins, draws, winRate, errors, msPerMoveP50,
// msPerMoveP95, cpuMsPerMoveP50, cpuMsPerMoveP95}: wall times per decision, and the same in this process's CPU time.
import { performance } from 'node:perf_hooks';
import { applyCommand, defaultOptions, legalCommands, newGame, pendingDecision, viewFor, type Scenario, type Side } from '../engine/index';
import { readArgs } from './args';
import { loadScenarioFile, scenarioIds } from './files';
import { randomPlayer, type ComputerPlayer } from '../players';
import { candidatePlayer } from '../players/candidate';
import { searchPlayer, STRENGTHS, type SearchPlayer, type SearchTrace, type Strength } from '../players/search';

const OPPONENTS = ['random', 'rules'] as const;
type Opponent = (typeof OPPONENTS)[number];
const CLOCKS = ['wall', 'cpu'] as const;
export type ArenaClock = (typeof CLOCKS)[number];

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The clock the search's budget is counted in (ms): the wall clock, or this process's CPU time. */
export function searchClock(name: string): () => number {
  if (name === 'wall') return () => performance.now();
  if (name === 'cpu') return cpuMs;
  throw new Error(`unknown clock "${name}" (valid: ${CLOCKS.join(', ')})`);
}

export interface ArenaGame {
  winner: 'ai' | 'opponent' | 'draw';
  commands: number;
  error: string | null;
  aiMs: number[];
  /** The same decisions in this process's CPU time (on a loaded machine the wall times mostly measure the load). */
  aiCpuMs: number[];
  result: string;
  /** The AI side played with the search (normal or strong), and of its decisions those that ran rollouts, and those where it displaced the candidate player's choice. */
  searching: boolean;
  searched: number;
  deviated: number;
}

export function playArenaGame(scenario: Scenario, seed: number, aiSideIndex: number, opponent: Opponent, cap = 20000, strength: Strength = 'easy', clock: ArenaClock = 'wall', trace?: (t: SearchTrace) => void): ArenaGame {
  const now = searchClock(clock);
  let state = newGame(scenario, defaultOptions(), seed);
  const sides = scenario.sides.map((s) => s.id);
  const aiSide = sides[aiSideIndex % sides.length];
  const players: Record<Side, ComputerPlayer> = {};
  let search: SearchPlayer | null = null;
  for (const [i, s] of sides.entries()) {
    if (s === aiSide && strength !== 'easy') players[s] = search = searchPlayer(seed * 7 + i, { strength, now, trace });
    else players[s] = s === aiSide ? candidatePlayer(seed * 7 + i) : opponent === 'random' ? randomPlayer(seed * 31 + i) : candidatePlayer(seed * 13 + i);
  }
  let searched = 0;
  let deviated = 0;
  const aiMs: number[] = [];
  const aiCpuMs: number[] = [];
  let n = 0;
  let error: string | null = null;
  while (!state.result && n < cap) {
    const p = pendingDecision(state);
    if (!p) {
      error = `dead end at command ${n}`;
      break;
    }
    const side = p.sides[0];
    const legal = legalCommands(state, side);
    if (!legal.length) {
      error = `no legal command for ${side} at ${n} (${p.type})`;
      break;
    }
    const t0 = performance.now();
    const c0 = cpuMs();
    let cmd;
    try {
      cmd = players[side].decide({ view: viewFor(state, side), legal });
    } catch (e) {
      error = `${side} threw at ${n} (${p.type}): ${(e as Error).stack}`;
      break;
    }
    if (side === aiSide) {
      aiMs.push(performance.now() - t0);
      aiCpuMs.push(cpuMs() - c0);
      if (search?.last?.rollouts) searched++;
      if (search?.last?.deviated) deviated++;
    }
    const r = applyCommand(state, cmd as never);
    if (!r.ok) {
      error = `${side} played a refused command at ${n}: ${r.error.message}`;
      break;
    }
    state = r.state;
    n++;
  }
  if (!state.result && !error) error = `no result after ${cap} commands`;
  const w = state.result?.winner ?? null;
  return { winner: w === null ? 'draw' : w === aiSide ? 'ai' : 'opponent', commands: n, error, aiMs, aiCpuMs, result: state.result?.reason ?? '', searching: search !== null, searched, deviated };
}

function pct(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
}

/** The arena over command-line arguments: per-game lines to `warn`, the JSON summary to `print`; the exit code. Throws on bad arguments, naming the valid values. */
export function runArena(argv: string[], print: (line: string) => void = console.log, warn: (line: string) => void = console.error): number {
  const { flags } = readArgs(argv);
  const id = String(flags.scenario ?? 'tutorial');
  if (!scenarioIds().includes(id)) throw new Error(`unknown scenario "${id}" (valid: ${scenarioIds().join(', ')})`);
  const opponent = String(flags.opponent ?? 'random');
  if (!(OPPONENTS as readonly string[]).includes(opponent)) throw new Error(`unknown opponent "${opponent}" (valid: ${OPPONENTS.join(', ')})`);
  const games = Number(flags.games ?? 10);
  const seed = Number(flags.seed ?? 1);
  const cap = Number(flags.cap ?? 20000);
  const strength = String(flags.strength ?? 'easy');
  if (!(STRENGTHS as readonly string[]).includes(strength)) throw new Error(`unknown strength "${strength}" (valid: ${STRENGTHS.join(', ')})`);
  const clock = String(flags.clock ?? 'wall');
  searchClock(clock);
  if (!Number.isInteger(games) || games < 1) throw new Error('--games must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const first = Number(flags.first ?? 0);
  if (!Number.isInteger(first) || first < 0) throw new Error('--first must be a whole number (the first game\'s index)');
  const scenario = loadScenarioFile(id);
  let aiWins = 0;
  let opponentWins = 0;
  let draws = 0;
  let errors = 0;
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let g = first; g < first + games; g++) {
    const r = playArenaGame(scenario, seed + g, g % 2, opponent as Opponent, cap, strength as Strength, clock as ArenaClock);
    ms.push(...r.aiMs);
    cpu.push(...r.aiCpuMs);
    if (r.error) {
      errors++;
      warn(`game ${g} (seed ${seed + g}): ${r.error}`);
      continue;
    }
    if (r.winner === 'ai') aiWins++;
    else if (r.winner === 'opponent') opponentWins++;
    else draws++;
    if (!flags.json || flags.verbose) warn(`game ${g} (seed ${seed + g}, AI side ${scenario.sides[g % 2].id}): ${r.winner} in ${r.commands} commands: ${r.result}${r.searching ? `; searched ${r.searched}, deviated ${r.deviated}` : ''}`);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const played = aiWins + opponentWins + draws;
  print(
    JSON.stringify({
      scenario: id,
      games,
      first,
      strength,
      clock,
      aiWins,
      opponentWins,
      draws,
      winRate: played ? Math.round(((aiWins + draws / 2) / played) * 1000) / 1000 : 0,
      errors,
      msPerMoveP50: pct(ms, 0.5),
      msPerMoveP95: pct(ms, 0.95),
      cpuMsPerMoveP50: pct(cpu, 0.5),
      cpuMsPerMoveP95: pct(cpu, 0.95),
    }),
  );
  return errors ? 1 : 0;
}

if (process.argv[1]?.endsWith('arena.ts')) {
  try {
    process.exitCode = runArena(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 2;
  }
}
