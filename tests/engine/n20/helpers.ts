// Test helpers for the Napoleonic 20 rules: a small open test map, commands by choice id, fixed dice.
import { produce, type Draft } from 'immer';
import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  applyCommand,
  legalCommands,
  loadScenario,
  newGame,
  pendingDecision,
  type Command,
  type GameState,
  type Scenario,
} from '../../../src/engine/index';
import { n20, type N20State } from '../../../src/engine/modules/n20/state';
import { logEntries } from '../../../src/engine/core/logBook';

export { n20 };

export interface MiniUnit {
  id: string;
  side: 'fr' | 'ru';
  s: number;
  m?: number;
  type?: 'infantry' | 'cavalry' | 'foot artillery';
  hex: string | null;
  guard?: boolean;
  arrives?: { turn: number; hex: string };
}

let counter = 0;

export function mini(o: {
  units: MiniUnit[];
  morale?: { fr: number; ru: number };
  hexes?: Scenario['map']['hexes'];
  hexsides?: { a: string; b: string; features: string[]; high?: string }[];
  roads?: { kind: 'road'; path: string[] }[];
  turns?: number;
  night?: number[];
  objectives?: { hex: string; vp: number; owner?: string }[];
  eventDeck?: string[];
  fieldWorks?: { side: string; candidates: string[] };
  loc?: { fr: string[]; ru: string[] };
}): Scenario {
  counter += 1;
  const raw = {
    format: 'aigle-scenario',
    id: `n20-test-${counter}`,
    name: 'N20 test',
    description: 'test map',
    system: 'n20',
    sides: [
      { id: 'fr', name: 'French', adjective: 'French', color: '#2f5fb3' },
      { id: 'ru', name: 'Russians', adjective: 'Russian', color: '#3f7a3a' },
    ],
    firstSide: 'fr',
    turns: { count: o.turns ?? 3, start: '09:00', minutesPerTurn: 210, night: o.night ?? [] },
    map: { columns: 12, rows: 8, orientation: 'flat', shifted: 'even', hexes: o.hexes ?? [], hexsides: o.hexsides ?? [], roads: o.roads ?? [] },
    formations: [
      { id: 'fa', side: 'fr', name: 'FA', chit: false },
      { id: 'ra', side: 'ru', name: 'RA', chit: false },
    ],
    units: o.units.map((u) => ({
      id: u.id,
      side: u.side,
      name: u.id,
      nationality: u.side,
      type: u.type ?? 'infantry',
      strength: [u.s, null],
      movement: u.m ?? 2,
      morale: 3,
      formation: u.side === 'fr' ? 'fa' : 'ra',
      flags: u.guard ? ['guard'] : [],
      hex: u.hex,
      ...(u.arrives ? { arrives: u.arrives } : {}),
    })),
    objectives: o.objectives ?? [],
    n20: {
      morale: o.morale ?? { fr: 5, ru: 5 },
      loc: o.loc ?? { fr: ['0104'], ru: ['1204'] },
      baseVictorySide: 'ru',
      eventDeck: o.eventDeck ?? ['quiet-sector'],
      ...(o.fieldWorks ? { fieldWorks: o.fieldWorks } : {}),
    },
  };
  const r = loadScenario(raw, 'test');
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

export function gzhatsk(): Scenario {
  const r = loadScenario(JSON.parse(readFileSync(new URL('../../../scenarios/gzhatsk20.json', import.meta.url), 'utf8')), 'gzhatsk20.json');
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

export function start(scen: Scenario, rules: Record<string, boolean> = {}, seed = 1): GameState {
  return newGame(scen, { rules }, seed);
}

export function edit(s: GameState, f: (d: Draft<GameState>, st: Draft<N20State>) => void): GameState {
  return produce(s, (d) => f(d, d.n20 as unknown as Draft<N20State>));
}

export function dice(s: GameState, ...faces: number[]): GameState {
  return produce(s, (d) => {
    d.testDice = faces;
  });
}

export function act(s: GameState, cmd: Partial<Command> & { type: Command['type'] }): GameState {
  const p = pendingDecision(s);
  const side = (cmd as { side?: string }).side ?? p?.side ?? p?.sides[0];
  const res = applyCommand(s, { ...cmd, side, n: s.seq });
  if (!res.ok) throw new Error(`refused: ${res.error.code} ${res.error.message} [${res.error.rule}]`);
  return res.state;
}

export function choose(s: GameState, choice: string, extra: { units?: string[]; hex?: string; side?: string } = {}): GameState {
  return act(s, { type: 'choose', choice, ...extra } as Command);
}

export function refuse(s: GameState, cmd: Record<string, unknown>): { code: string; rule: string } {
  const p = pendingDecision(s);
  const side = (cmd.side as string) ?? p?.side ?? p?.sides[0];
  const res = applyCommand(s, { ...cmd, side, n: s.seq });
  expect(res.ok).toBe(false);
  if (res.ok) throw new Error('accepted');
  return res.error;
}

export function pending(s: GameState) {
  return pendingDecision(s);
}

export function choices(s: GameState): string[] {
  return legalCommands(s).map((c) => (c.type === 'choose' ? c.choice + (c.units ? ':' + c.units.join(',') : '') + (c.hex ? '@' + c.hex : '') : c.type));
}

/** Answer 'pass' to every reserve step and 'matrix:decline' to every matrix question until something else is asked. */
export function passSteps(s: GameState): GameState {
  for (let i = 0; i < 20; i++) {
    const p = pendingDecision(s);
    if (!p) return s;
    if (p.type === 'n20:reserves') s = choose(s, 'pass');
    else if (p.type === 'n20:useMatrix') s = choose(s, 'matrix:decline');
    else return s;
  }
  return s;
}

/** From the first player's Movement Phase: end it, skip the reaction, reach the Combat Phase. */
export function toCombat(s: GameState): GameState {
  let p = pendingDecision(s);
  if (p?.type === 'n20:movement') s = choose(s, 'end');
  p = pendingDecision(s);
  if (p?.type === 'n20:reaction') s = choose(s, 'end');
  return s;
}

/** Declare a battle in the Combat Phase. */
export function battle(s: GameState, attackers: string[], defenders: string[]): GameState {
  for (const a of attackers) s = choose(s, 'attack', { units: [a] });
  for (const x of defenders) s = choose(s, 'target', { units: [x] });
  return choose(s, 'battle');
}

export function morale(s: GameState, side: 'fr' | 'ru'): number {
  return n20(s).morale[side] / 2;
}

export function logText(s: GameState): string {
  return logEntries(s).map((e) => e.text).join('\n');
}

export const ALL_ON: Record<string, boolean> = {
  'N20X 5.0 Mild': true,
  'N20X 5.0 Medium': true,
  'N20X 5.0 Spicy': true,
  'N20X 9.0 Fast': true,
  'N20X 9.0 Fun': true,
  'N20X 9.0 Furious': true,
  'N20X 12.1': true,
  'N20X 15.0': true,
  'N20X 16.8': true,
};

/** Pick the first offered hex for every pending retreat step. */
export function resolveRetreats(s: GameState): GameState {
  for (let i = 0; i < 20; i++) {
    const p = pendingDecision(s);
    if (p?.type !== 'n20:retreat') return s;
    const c = legalCommands(s)[0];
    s = act(s, c);
  }
  return s;
}
