// A harness for NLC assault tests: a small map, the Formation Assault Segment on the stack, fixed dice.
// Flat map, odd columns up: 0403's neighbours are 0402 (N), 0503 (NE), 0504 (SE), 0404 (S), 0304 (SW), 0303 (NW).
import { produce } from 'immer';
import { expect } from 'vitest';
import {
  applyCommand,
  contextOf,
  legalCommands,
  newGame,
  pendingDecision,
  type Command,
  type GameState,
  type Scenario,
  type ScenarioInput,
} from '../engineApi';
import { run } from '../../../src/engine/core/run';
import type { Out } from '../../../src/engine/core/ops';
import { emptyNlcState, nlcOf, type NlcState } from '../../../src/engine/modules/nlc/state';
import type { CombatRecord } from '../../../src/engine/modules/nlc/combat/types';
import { miniScenario } from '../fixtures';
import { logEntries } from '../../../src/engine/core/logBook';

export type U = Partial<Scenario['units'][number]> & { id: string; side: string; hex: string | null };

export function combatScenario(parts: {
  units: U[];
  hexes?: ScenarioInput['map']['hexes'];
  hexsides?: ScenarioInput['map']['hexsides'];
  leaders?: ScenarioInput['leaders'];
  hqs?: ScenarioInput['hqs'];
  formations?: ScenarioInput['formations'];
  demoralization?: { fr?: number; al?: number };
  night?: number[];
  id?: string;
}): Scenario {
  return miniScenario({
    ...parts,
    id: parts.id ?? `combat-${Math.abs(hash(JSON.stringify(parts)))}`,
    columns: 9,
    rows: 9,
    turns: 5,
    formations: parts.formations ?? [
      { id: 'f1', side: 'fr', name: 'I Corps' },
      { id: 'f2', side: 'fr', name: 'II Corps' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
  });
}

function hash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

export interface Setup {
  dice?: number[];
  seed?: number;
  rules?: Record<string, boolean>;
  side?: string;
  formations?: string[];
  /** Extra changes before the segment starts (disruption, steps, nlc fields). */
  prepare?: (d: GameState) => void;
}

/** A state whose stack runs the Formation Assault Segment for the French formations (the stack is empty once it ends). */
export function atAssault(sc: Scenario, setup: Setup = {}): GameState {
  const s0 = newGame(sc, { rules: { ...(setup.rules ?? {}) } }, setup.seed ?? 7);
  const ctx = contextOf(s0);
  const side = setup.side ?? 'fr';
  return produce(s0, (d) => {
    const n = emptyNlcState(ctx.sides) as NlcState;
    for (const h of ctx.scenario.hqs) n.hqs[h.id] = { hex: h.hex, status: 'map' };
    d.nlc = n as any;
    d.clock.activeSide = side;
    d.clock.phase = 'activation';
    d.log = [];
    setup.prepare?.(d as GameState);
    d.stack = [
      { k: 'proc', proc: 'assaultSegment', loc: { side, formations: setup.formations ?? (side === 'fr' ? ['f1', 'f2'] : ['a1']) } },
    ];
    if (setup.dice) d.testDice = [...setup.dice];
    const out: Out = { events: [], revealed: false, rolled: false };
    run(d as any, ctx, out);
  });
}

/** Answer the pending decision (the side is taken from it); throws with the engine's message on refusal. */
export function act(s: GameState, choice: string, extra: { units?: string[]; hex?: string; from?: string } = {}): GameState {
  const p = pendingDecision(s);
  if (!p || !p.side) throw new Error('no single-side decision pending');
  const r = applyCommand(s, { type: 'choose', side: p.side, n: s.seq, choice, ...extra } as Command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} [${r.error.rule}]`);
  return r.state;
}

/** Try a command and return the refusal (or null when accepted). */
export function refusal(s: GameState, choice: string, extra: { units?: string[]; hex?: string } = {}) {
  const p = pendingDecision(s);
  if (!p || !p.side) throw new Error('no single-side decision pending');
  const r = applyCommand(s, { type: 'choose', side: p.side, n: s.seq, choice, ...extra } as Command);
  return r.ok ? null : r.error;
}

export const assault = (s: GameState, units: string[], hex: string) => act(s, 'assault', { units, hex });
export const pending = (s: GameState) => pendingDecision(s);
export const decisionType = (s: GameState) => pendingDecision(s)?.type ?? null;
export const combat = (s: GameState): CombatRecord => nlcOf(s).combat!;
export const nlc = (s: GameState) => nlcOf(s);

/** Log entries with a rule id. */
export const logged = (s: GameState, rule: string) => logEntries(s).filter((e) => e.rule === rule).map((e) => e.text);

/** Checks the dice queue was used up exactly. */
export function diceUsed(s: GameState): void {
  expect(s.testDice ?? []).toEqual([]);
}

/** Decline everything until the segment ends (stand, no advance, end assaults). Allocations take the first option. */
export function finish(s: GameState): GameState {
  for (let i = 0; i < 50; i++) {
    const p = pendingDecision(s);
    if (!p) return s;
    const legal = legalCommands(s);
    const pick =
      legal.find((c) => c.type === 'choose' && ['stand', 'noAdvance', 'endAssaults'].includes(c.choice)) ?? legal[0];
    const r = applyCommand(s, pick);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error('segment did not end');
}
