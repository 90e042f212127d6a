// A search on top of the candidate-action player (issue 14; orders-ai-demo.md part 2): information-set
// Monte Carlo. For the candidate player's best few commands it samples states the side cannot tell apart
// from the true one (the probe state rebuilt from its view, with dice drawn from the player's own seeded
// stream, never the game's), plays the command and continues with the candidate player for both sides
// through the rest of the activation and the enemy's reply (NLC: on through the chit pulls to the end of
// the enemy's next activation, reply.ts; N20: to the end of the player turn; the public sequence of play
// under the open decision, sample.ts), then scores the position (evaluate.ts). The candidate player's
// choice stands unless another command beats it on the same samples by Z standard errors and a margin
// (the evaluation's own leanings about position must not decide alone); a rollout the probe cannot play
// is dropped, one too long to repeat within the budget ends the search. Strength is a time budget per
// decision.
import type { Command, GameState, PlayerView, Side } from '../../engine';
import { applyCommand, legalCommands, pendingDecision, viewFor } from '../../engine';
import { nextU32 } from '../../engine/core/rng';
import type { ComputerPlayer, PlayerInput } from '../player';
import { candidatePlayer, type CandidatePlayer, type Thought } from '../candidate';
import { sampledState } from './sample';
import { activationEnd, replyEnd } from './reply';
import { worldOf } from '../candidate/world';
import type { Candidate } from '../candidate/types';
import { evaluate } from './evaluate';

import { STRENGTH_BUDGET, type Strength } from './strengths';
import { BANK_CAP, isCampaign } from './campaign';

export { STRENGTHS, STRENGTH_BUDGET, type Strength } from './strengths';

/** Decisions worth searching: where the choice changes the dice and the board (NLC 5, 7, 8; N20 6, 9). */
/** Rounds needed before another command may displace the candidate player's choice. */
const MIN_ROUNDS = 4;

/**
 * Standard errors of the paired differences a challenger's gain must clear (only two challengers face the
 * baseline at normal). With the evaluation fitted to game results (evaluate.ts) a steady gain is no longer
 * the evaluation's own leaning about position, so the bar is lower than the 1.5 it needed before: at 1.5
 * the search all but never deviated (demo: the same results as the candidate player on 19 seeds); at 1.0
 * it won 0.69 of 24 games against it where the candidate player itself won 0.50 on the same seeds. Open: on
 * the tutorial 1.5 did better, though within the noise (0.56 against 0.44 on the same 16 seeds; 0.64 over 33). With few rounds the spread itself is uncertain, so the
 * bar is Student's t at the same level (tQuantile).
 */
const Z = 1.0;

/**
 * Student's t quantile at the level of the normal quantile `z` with `df` degrees of freedom (the
 * Cornish-Fisher expansion's first two terms: within 0.03 of the exact value from 3 degrees up): four
 * rounds give three, where Z alone would let twice as much noise through.
 */
export function tQuantile(z: number, df: number): number {
  const z2 = z * z;
  return z * (1 + (z2 + 1) / (4 * df) + (5 * z2 * z2 + 16 * z2 + 3) / (96 * df * df));
}

/**
 * How many times its share of the budget (a round's fourth, split between the commands) one rollout may
 * take before it counts as too dear. Rollouts to the enemy's reply vary a lot: one from early in a long
 * activation plays every later move of it and the enemy's next activation (crossing, CPU time: median
 * 49 ms, 90th percentile 113, longest 577; the share at normal is 50). At 2 one such rollout sent the
 * decision, and the rest of the turn, to the activation's end, where the moves of a unit all score the
 * same (nothing is fought yet: crossing, 43 of 46 movement decisions, none deviated); at 4 the reply
 * fits (crossing: all of 29 movement decisions), and a round still starts only if it fits the budget.
 */
const DEAR = 4;

/** The least gain (in evaluation points: final victory points in NLC, a step lost is about 2; morale points in N20) for which the search overrides the candidate player. */
const MARGIN = 0.1;

const SEARCHED = new Set(['formationMove', 'assaultDeclare', 'chargeDeclare', 'bombardDeclare', 'reactionDeclare', 'retreatChoice', 'advance', 'n20:movement', 'n20:combat', 'n20:reserves']);

export interface SearchOptions {
  strength: Strength;
  /** Injected clock (performance.now in the worker and the CLI); the engine itself never reads time. */
  now: () => number;
  /** Polled between rollouts: true stops the search and plays the best found so far (the Stop control). */
  cancelled?: () => boolean;
  /** Told of every searched decision (a test's or a trace script's hook): what was weighed, on how many rounds, to which horizon. */
  trace?: (t: SearchTrace) => void;
}

/** One searched decision as the search saw it: each command's rollout values round by round (null: not played). */
export interface SearchTrace {
  type: string;
  horizon: Horizon;
  rounds: number;
  ms: number;
  commands: { why: string; score: number; values: (number | null)[]; edge: number }[];
  chosen: number;
}

export interface SearchThought extends Thought {
  rollouts: number;
  /** The search displaced the candidate player's own choice. */
  deviated?: boolean;
  /** Where its rollouts stopped: the enemy's reply, or the end of the own activation when that was too long. */
  horizon?: Horizon;
}

export interface SearchPlayer extends ComputerPlayer {
  think(input: PlayerInput): SearchThought;
  last: SearchThought | null;
}

function sideOf(input: PlayerInput): Side {
  return (input.view.viewer === 'referee' ? input.legal[0].side : input.view.viewer) as Side;
}

/** Where rollouts stop: after the enemy's reply, or (when that is too long for the budget) the own activation's end. */
type Horizon = 'reply' | 'activation';

/**
 * One rollout: the command on a sampled state, then both sides by the candidate player through the rest of
 * the activation and the enemy's reply (sample.ts: the N20 player turn; NLC up to the end of the enemy's
 * next activation, or the turn), until the game ends or `depth` commands. Null when the probe cannot play
 * it, or when the clock passes `deadline` first (the rollout is too dear to count).
 */
function rollout(view: PlayerView, side: Side, cmd: Command, rng: number, depth: number, policy: Record<Side, CandidatePlayer>, now: () => number, deadline: number, horizon: Horizon): number | null {
  let s: GameState = sampledState(view, rng);
  const ended = horizon === 'reply' ? replyEnd(s.clock, side) : activationEnd(s.clock);
  const r = applyCommand(s, cmd);
  if (!r.ok) return null;
  s = r.state;
  for (let i = 0; i < depth && !s.result; i++) {
    if (ended(s.clock)) break;
    if (now() > deadline) return null;
    const p = pendingDecision(s);
    if (!p) break;
    const who = p.sides[0];
    const legal = legalCommands(s, who);
    if (!legal.length) break;
    const next = policy[who].decide({ view: viewFor(s, who), legal }) as Command;
    const q = applyCommand(s, next);
    if (!q.ok) break;
    s = q.state;
  }
  return evaluate(s, side);
}

/** What the rounds at one horizon gathered; the search starting again at a shorter one begins a new tally. */
interface Tally {
  /** each command's sum and number of rollout values */
  sums: number[];
  counts: number[];
  /** each round's value per command (null: the rollout could not be played), for paired comparisons */
  vals: (number | null)[][];
  /** rollouts played, rollouts that could not be, rounds begun */
  n: number;
  failures: number;
  rounds: number;
  /** when the rounds began (the time a round takes is measured from there) */
  since: number;
}

function tally(width: number, since: number): Tally {
  return {
    sums: Array.from({ length: width }, () => 0),
    counts: Array.from({ length: width }, () => 0),
    vals: Array.from({ length: width }, () => []),
    n: 0,
    failures: 0,
    rounds: 0,
    since,
  };
}

/**
 * Every command scored the same in each of the MIN_ROUNDS rounds played so far: nothing the rollouts reach
 * tells the commands apart (a move far from the enemy, nothing fought yet), so the candidate player's choice
 * stands without spending the rest of the budget. Traced games (session 24): such decisions were 23% of the
 * search's time in the battles and 37% in the campaigns, and more rounds changed the choice in 9 of 4,112.
 */
function settled(tl: Tally): boolean {
  if (tl.rounds < MIN_ROUNDS) return false;
  const [first, ...rest] = tl.vals;
  return first.every((v, k) => v !== null && rest.every((o) => o[k] === v));
}

/** The mean of the paired differences b - a over the rounds where both were played (null: none). */
function pairedMean(a: (number | null)[], b: (number | null)[]): number | null {
  let t = 0;
  let n = 0;
  for (let k = 0; k < Math.min(a.length, b.length); k++) {
    const x = a[k];
    const y = b[k];
    if (x !== null && y !== null) (t += y - x), n++;
  }
  return n ? t / n : null;
}

/**
 * More rounds could change the verdict: fewer than MIN_ROUNDS played, or a challenger ahead of the
 * baseline by more than the margin on average but not yet by the t bar (pairedEdge).
 */
function inDoubt(tl: Tally): boolean {
  if (tl.rounds < MIN_ROUNDS) return true;
  for (let i = 1; i < tl.vals.length; i++) {
    const m = pairedMean(tl.vals[0], tl.vals[i]);
    if (m !== null && m > MARGIN && pairedEdge(tl.vals[0], tl.vals[i]) <= 0) return true;
  }
  return false;
}

/**
 * How much better `b` did than the baseline `a` over the rounds where both were played, discounted by Z
 * standard errors of the paired differences: positive only when the gain stands out of the dice's noise.
 */
function pairedEdge(a: (number | null)[], b: (number | null)[]): number {
  const d: number[] = [];
  for (let k = 0; k < Math.min(a.length, b.length); k++) {
    const x = a[k];
    const y = b[k];
    if (x !== null && y !== null) d.push(y - x);
  }
  if (d.length < MIN_ROUNDS) return -1;
  const mean = d.reduce((t, x) => t + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((t, x) => t + (x - mean) ** 2, 0) / (d.length - 1));
  // Z standard errors: several commands are tried against the baseline, so one error lets noise through;
  // and a margin: a small gain that is the same in every round (no spread at all) is the evaluation's
  // bias about position more than evidence
  const edge = mean - (tQuantile(Z, d.length - 1) * sd) / Math.sqrt(d.length) - MARGIN;
  return edge > 0 ? edge : -1 + mean * 1e-6;
}

export function searchPlayer(seed: number, opts: SearchOptions): SearchPlayer {
  const base = candidatePlayer(seed);
  let rng = (seed ^ 0x68e31da4) >>> 0;
  const draw = (): number => {
    const [r, next] = nextU32(rng);
    rng = next;
    return r;
  };
  // the turn in which a reply rollout last proved too dear: the rest of that turn's decisions start
  // with the shorter horizon rather than spend a share of each budget finding it out again
  let shortTurn = -1;
  // a campaign's time saved on settled decisions, lent to doubtful ones (campaign.ts)
  let bank = 0;
  const player: SearchPlayer = {
    name: `search player (${opts.strength})`,
    last: null,
    think(input) {
      const t = base.think(input);
      const cfg = STRENGTH_BUDGET[opts.strength];
      const type = input.view.pending?.type ?? '';
      const done = (th: SearchThought) => ((player.last = th), th);
      if (cfg.ms <= 0 || !SEARCHED.has(type) || input.legal.length < 2) return done({ ...t, rollouts: 0 });
      const side = sideOf(input);
      // the candidate player's ranking of every command; the search looks at its best few
      const pool = (t.all ?? t.top).slice(0, cfg.width);
      if (pool.length < 2) return done({ ...t, rollouts: 0 });
      const policy: Record<Side, CandidatePlayer> = {};
      const { ctx } = worldOf(input.view, side);
      for (const x of ctx.sides) policy[x] = candidatePlayer(draw());
      // a campaign stops a settled decision early and lends a doubtful one what earlier ones saved (campaign.ts)
      const campaign = isCampaign(ctx.scenario);
      const t0 = opts.now();
      // A comparison needs MIN_ROUNDS rounds to tell a better command from the dice's noise (pairedEdge):
      // a rollout that cannot fit that many rounds into the budget is cut off; the search then starts again
      // with rollouts to the end of the own activation, and if even those do not fit it gives up (the
      // candidate player's choice stands, in a fraction of the budget) rather than spend it all on a
      // verdict that could never be trusted.
      const perRollout = cfg.ms / (MIN_ROUNDS * pool.length);
      let dear = false;
      let horizon: Horizon = shortTurn === input.view.clock.turn ? 'activation' : 'reply';
      // round robin with a common sample per round: each command meets the same dice stream (fairer comparison)
      let tl = tally(pool.length, t0);
      const limit = () => (campaign && inDoubt(tl) ? cfg.ms + Math.max(0, Math.min(bank, cfg.bankedMs - cfg.ms)) : cfg.ms);
      while (!opts.cancelled?.()) {
        if (dear) {
          // the enemy's reply does not fit: compare the commands again, from scratch, to the end of this
          // activation (a verdict on a shorter view beats none, as long as the rounds still fit)
          if (horizon === 'activation') break;
          horizon = 'activation';
          shortTurn = input.view.clock.turn;
          dear = false;
          tl = tally(pool.length, opts.now());
        }
        // start a round only if it should end near the budget (the p95 time per decision stays in bounds)
        const spent = opts.now() - t0;
        const ms = limit();
        if (spent >= ms || (tl.rounds > 0 && spent + ((opts.now() - tl.since) / tl.rounds) * 0.5 > ms)) break;
        tl.rounds++;
        const sample = draw();
        for (let i = 0; i < pool.length; i++) {
          let v: number | null = null;
          const begun = opts.now();
          try {
            v = rollout(input.view, side, pool[i].cmd, sample, cfg.depth, policy, opts.now, begun + perRollout * DEAR, horizon);
          } catch {
            v = null;
          }
          if (v === null && opts.now() - begun > perRollout * DEAR) {
            dear = true;
            break;
          }
          tl.vals[i].push(v);
          if (v === null) {
            tl.failures++;
            continue;
          }
          tl.sums[i] += v;
          tl.counts[i]++;
          tl.n++;
        }
        if (tl.failures > pool.length * 3 && tl.n === 0) break;
        if (campaign && !dear && settled(tl)) break;
      }
      if (campaign) bank = Math.min(BANK_CAP * cfg.ms, Math.max(0, bank + cfg.ms - (opts.now() - t0)));
      const { sums, counts, vals, n, rounds } = tl;
      // what was weighed, for a trace hook only
      const trace = opts.trace;
      const report = trace
        ? (chosen: number, edge: number[]) => trace({ type, horizon, rounds, ms: opts.now() - t0, chosen, commands: pool.map((c, i) => ({ why: c.why, score: c.score, values: vals[i], edge: edge[i] })) })
        : null;
      if (n === 0) {
        report?.(0, pool.map(() => 0));
        return done({ ...t, rollouts: 0 });
      }
      // A few rollouts to the end of the activation are noisy (the dice): the candidate player's choice
      // stands unless another command beats it on the same samples (paired differences, round by round)
      // by more than their spread allows; a command with no rollout keeps its place behind.
      const edge = pool.map((_, i) => (i === 0 ? 0 : pairedEdge(vals[0], vals[i])));
      const scored: Candidate[] = pool.map((c, i) => ({
        cmd: c.cmd,
        score: counts[i] ? (counts[0] ? edge[i] : sums[i] / counts[i] + c.score * 0.01) : -1e9,
        why: counts[i] ? `${c.why}; ${counts[i]} rollout${counts[i] === 1 ? '' : 's'} average ${(sums[i] / counts[i]).toFixed(2)}` : c.why,
      }));
      scored.sort((a, b) => b.score - a.score);
      report?.(pool.findIndex((c) => c.cmd === scored[0].cmd), edge);
      return done({ decision: t.decision, chosen: scored[0], top: scored.slice(0, 3), weighed: t.weighed, rollouts: n, deviated: scored[0].cmd !== pool[0].cmd, horizon });
    },
    decide(input) {
      return player.think(input).chosen.cmd;
    },
  };
  return player;
}

