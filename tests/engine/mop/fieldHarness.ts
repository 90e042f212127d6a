// Helpers for the March on Paris field rules tests (MOP 37.4, 37.3.3, 37.7-37.9): the 9x9 combat map
import { produce } from 'immer';
// with a `mop` section, and a way to set the weather or other field state before a segment begins.
import type { GameState, Scenario, ScenarioInput } from '../engineApi';
import { miniScenario } from '../fixtures';
import { loadScenario } from '../engineApi';
import type { U } from '../nlc/combatHarness';
import type { MopFieldState } from '../../../src/engine/modules/mop/field/state';
import type { Weather } from '../../../src/engine/modules/mop/field/weather';

let n = 0;

export function fieldScenario(parts: {
  units: U[];
  hexes?: ScenarioInput['map']['hexes'];
  hexsides?: ScenarioInput['map']['hexsides'];
  roads?: ScenarioInput['map']['roads'];
  mop?: ScenarioInput['mop'];
  night?: number[];
  turns?: number;
  columns?: number;
  rows?: number;
}): Scenario {
  return miniScenario({
    ...parts,
    id: `mopfield-${++n}`,
    columns: parts.columns ?? 9,
    rows: parts.rows ?? 9,
    turns: parts.turns ?? 5,
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps' },
      { id: 'f2', side: 'fr', name: 'II Corps' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    mop: parts.mop ?? {},
  });
}

export function field(s: GameState): MopFieldState {
  return (s.mop as unknown as { field: MopFieldState }).field;
}

/** A `prepare` for the combat and gun harnesses: the weather in force. */
export const weather = (w: Weather) => (d: GameState) => {
  field(d).weather = w;
};

/** The state with some field state changed (a copy; the original is kept). */
export function withField(s: GameState, patch: Partial<MopFieldState>): GameState {
  return produce(s, (d) => {
    Object.assign(field(d as GameState), patch);
  });
}

/** The same scenario with an (empty) command section, so the NLC 12 orders system runs when switched on. */
export function withCommand(sc: Scenario): Scenario {
  const r = loadScenario({ ...JSON.parse(JSON.stringify(sc)), id: `${sc.id}-cmd`, command: { wings: [], orders: [] } }, 'test.json');
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

type MiniParts = Parameters<typeof miniScenario>[0];

/**
 * A March on Paris test scenario on a clear map (9x9 unless told): the French I Corps (f1) and the Allied
 * Corps (a1, or `allied` by name), each led by the leader of `leaders` assigned to it, if any.
 */
export function mopBattle(parts: Omit<MiniParts, 'formations'> & { id: string; allied?: string; corpsDemoralization?: number }): Scenario {
  const { allied, corpsDemoralization, ...rest } = parts;
  const led = (f: string) => {
    const l = parts.leaders?.find((x) => x.formation === f)?.id;
    return l ? { leader: l } : {};
  };
  return miniScenario({
    ...rest,
    columns: parts.columns ?? 9,
    rows: parts.rows ?? 9,
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', ...led('f1'), ...(corpsDemoralization ? { demoralization: corpsDemoralization } : {}) },
      { id: 'a1', side: 'al', name: allied ?? 'Allied Corps', ...led('a1') },
    ],
    mop: parts.mop ?? {},
  });
}

/**
 * MOP 37.13.1 exits: a 20x9 map with a French supply source on the east edge (2009) and an Allied one on
 * the north edge (0901); French x at 0101 and Allied e at 0905, with the test's own units added.
 */
export function exitScenario(id: string, parts: Omit<Parameters<typeof mopBattle>[0], 'id' | 'units'> & { units?: U[] | MiniParts['units'] } = {}): Scenario {
  return mopBattle({
    ...parts,
    id,
    columns: 20,
    rows: 9,
    hexes: [
      { id: '2009', terrain: 'clear', supply: 'fr' },
      { id: '0901', terrain: 'clear', supply: 'al' },
    ],
    units: [{ id: 'x', side: 'fr', hex: '0101' }, ...(parts.units ?? []), { id: 'e', side: 'al', hex: '0905' }],
  });
}

/** `side` is in a General Retreat (MOP 37.13). */
export const inGeneralRetreat = (s: GameState, side = 'fr') => produce(s, (d) => void (d.mop as unknown as { cards: { generalRetreat: string[] } }).cards.generalRetreat.push(side));
