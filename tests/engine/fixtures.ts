// Small hand-made scenarios for rules tests; each test states the map it needs.
import { produce } from 'immer';
import { applyCommand, loadScenario, newGame, pendingDecision, type Command, type GameState, type Scenario, type ScenarioInput } from './engineApi';

export type UnitSpec = Partial<Scenario['units'][number]> & { id: string; side: string; hex: string | null };

export function miniScenario(parts: {
  id?: string;
  hexes?: ScenarioInput['map']['hexes'];
  hexsides?: ScenarioInput['map']['hexsides'];
  roads?: ScenarioInput['map']['roads'];
  units: UnitSpec[];
  leaders?: ScenarioInput['leaders'];
  objectives?: ScenarioInput['objectives'];
  turns?: number;
  night?: number[];
  columns?: number;
  rows?: number;
  formations?: ScenarioInput['formations'];
  sides?: ScenarioInput['sides'];
  hqs?: ScenarioInput['hqs'];
  /** Army demoralization levels (NLC 14). */
  demoralization?: { fr?: number; al?: number };
  /** The command section (NLC 12 orders). */
  command?: ScenarioInput['command'];
  /** The March on Paris section (MOP 37): switches that module on. */
  mop?: ScenarioInput['mop'];
}): Scenario {
  const level = (side: 'fr' | 'al') => (parts.demoralization?.[side] ? { demoralization: parts.demoralization[side] } : {});
  const raw: ScenarioInput = {
    format: 'aigle-scenario',
    id: parts.id ?? 'mini',
    name: 'Test map',
    description: 'A test map',
    system: 'nlc',
    sides: parts.sides ?? [
      { id: 'fr', name: 'French', adjective: 'French', color: '#2f5fb3', ...level('fr') },
      { id: 'al', name: 'Allies', adjective: 'Allied', color: '#e8e4d4', ...level('al') },
    ],
    firstSide: 'fr',
    turns: { count: parts.turns ?? 3, start: '08:00', minutesPerTurn: 60, night: parts.night ?? [] },
    map: {
      columns: parts.columns ?? 8,
      rows: parts.rows ?? 8,
      orientation: 'flat',
      shifted: 'even',
      hexes: parts.hexes ?? [],
      hexsides: parts.hexsides ?? [],
      roads: parts.roads ?? [],
    },
    formations: parts.formations ?? [
      { id: 'f1', side: 'fr', name: 'I Corps' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: parts.units.map((u) => ({
      name: u.id,
      nationality: u.side === 'fr' ? 'French' : 'Austrian',
      type: 'infantry' as const,
      strength: [4, 2] as [number, number | null],
      movement: 4,
      morale: 4,
      formation: u.side === 'fr' ? 'f1' : 'a1',
      ...u,
    })),
    leaders: parts.leaders ?? [],
    hqs: parts.hqs ?? [],
    objectives: parts.objectives ?? [],
    ...(parts.command ? { command: parts.command } : {}),
    ...(parts.mop ? { mop: parts.mop } : {}),
  };
  const r = loadScenario(raw, 'test.json');
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

export function start(s: Scenario, seed = 1): GameState {
  return newGame(s, { rules: {} }, seed);
}

// ---- the command-section tests (NLC 12 orders, 13 rally, 20.x): one set of helpers for them all
/** A command without its sequence number (added from the state when applied). */
export type Cmd = Omit<Command, 'n'>;

/** Apply a command that must be accepted; a refusal fails the test with its reason and case. */
export function act(s: GameState, c: Cmd): GameState {
  const r = applyCommand(s, { ...c, n: s.seq } as Command);
  if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
  return r.state;
}

/** Apply a command that must be refused; returns the refusal. */
export function refuse(s: GameState, c: Cmd) {
  const r = applyCommand(s, { ...c, n: s.seq } as Command);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

export const choose = (side: string, choice: string, extra: object = {}) => ({ type: 'choose', side, choice, ...extra }) as Cmd;
/** The orders rules on (NLC 12). */
export const ORDERS_ON = { rules: { 'NLC 12': true } };
/** The next dice rolled, in order (state.testDice). */
export const withDice = (s: GameState, faces: number[]) => produce(s, (d) => void (d.testDice = [...faces]));

/** From the opening Local Decisions of a Command Phase (both sides record none) to the sending of orders (NLC 12.3). */
export function toOrdersSend(s: GameState, sides: [string, string] = ['fr', 'al']): GameState {
  if (pendingDecision(s)?.type !== 'ordersLocal') throw new Error(`expected the Local Decisions, not ${pendingDecision(s)?.type}`);
  for (const side of sides) s = act(s, choose(side, 'endLocalDecisions'));
  if (pendingDecision(s)?.type !== 'ordersSend') throw new Error(`expected the orders to send, not ${pendingDecision(s)?.type}`);
  return s;
}

/**
 * The orders world of the command-section tests (NLC 12, 20.1): Ney's I Corps (formation f1) and, when
 * `reille` is given, Reille's II Corps (f2) for the French under Napoleon (HQ at 0102), against Klenau's
 * Allied Corps (a1) under Schwarzenberg, whose HQ stands with him at `alliedRear`. Soult, a wing
 * commander rated 3, stands at `soult` when given. The units and the command section are the test's.
 */
export function ordersWorld(o: {
  id: string;
  columns?: number;
  rows?: number;
  units: UnitSpec[];
  command: NonNullable<ScenarioInput['command']>;
  napoleon?: { rating?: number; hex?: string };
  ney?: { rating?: number; hex?: string };
  reille?: string;
  soult?: string;
  klenau?: string;
  alliedRear?: string;
}): Scenario {
  const rear = o.alliedRear ?? '1313';
  return miniScenario({
    id: o.id,
    columns: o.columns ?? 14,
    rows: o.rows ?? 14,
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      ...(o.reille ? [{ id: 'f2', side: 'fr', name: 'II Corps', leader: 'reille' }] : []),
      { id: 'a1', side: 'al', name: 'Allied Corps', leader: 'kl' },
    ],
    units: o.units,
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: o.napoleon?.rating ?? 2, role: 'overall', hex: o.napoleon?.hex ?? '0102' },
      ...(o.soult ? [{ id: 'soult', side: 'fr', name: 'Soult', rating: 3, role: 'wing' as const, hex: o.soult }] : []),
      { id: 'ney', side: 'fr', name: 'Ney', rating: o.ney?.rating ?? 2, role: 'corps', formation: 'f1', hex: o.ney?.hex ?? '0303' },
      ...(o.reille ? [{ id: 'reille', side: 'fr', name: 'Reille', rating: 1, role: 'corps' as const, formation: 'f2', hex: o.reille }] : []),
      { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: rear },
      { id: 'kl', side: 'al', name: 'Klenau', rating: 2, role: 'corps', formation: 'a1', hex: o.klenau ?? '1212' },
    ],
    hqs: [
      { id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0102' },
      { id: 'ahq', side: 'al', name: 'Allied HQ', leader: 'sch', hex: rear },
    ],
    command: o.command,
  });
}
