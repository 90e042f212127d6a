// Rule toggles that are levels of one module (a toggle group) exclude each other.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { contextFor, loadScenario, newGame, normaliseOptions, type Scenario } from '../../src/engine/index';

const raw = JSON.parse(readFileSync(new URL('../../scenarios/gzhatsk20.json', import.meta.url), 'utf8'));
const l = loadScenario(raw, 'gzhatsk20.json');
if (!l.ok) throw new Error(l.message);
const gz: Scenario = l.scenario;

describe('toggle groups', () => {
  it('[N20X 5.0] the event levels Mild, Medium, Spicy are one group, listed mildest first', () => {
    const t = contextFor(gz).toggles.filter((x) => x.group?.id === 'N20X 5.0').map((x) => x.id);
    expect(t).toEqual(['N20X 5.0 Mild', 'N20X 5.0 Medium', 'N20X 5.0 Spicy']);
  });

  it('[N20X 9.0] every level on is normalised, explicitly, to the most intense one', () => {
    const all = Object.fromEntries(contextFor(gz).toggles.map((t) => [t.id, true]));
    const n = normaliseOptions(contextFor(gz), { rules: all });
    expect(n.options.rules['N20X 9.0 Furious']).toBe(true);
    expect(n.options.rules['N20X 9.0 Fast']).toBe(false);
    expect(n.options.rules['N20X 9.0 Fun']).toBe(false);
    expect(n.options.rules['N20X 5.0 Spicy']).toBe(true);
    expect(n.options.rules['N20X 5.0 Mild']).toBe(false);
    expect(n.options.rules['N20X 12.1']).toBe(true);
    expect(n.notes).toHaveLength(2);
    expect(n.notes[1]).toMatch(/Maneuver Matrix.*Furious is played/);
    // the game's options say which level is played
    const s = newGame(gz, { rules: all }, 1);
    expect(s.options.rules['N20X 5.0 Mild']).toBe(false);
    expect(s.options.rules['N20X 5.0 Spicy']).toBe(true);
  });

  it('[N20X 5.0] one level or none is left as given', () => {
    const one = { rules: { 'N20X 5.0 Medium': true, 'N20X 9.0 Fast': false } };
    expect(normaliseOptions(contextFor(gz), one)).toEqual({ options: one, notes: [] });
    expect(newGame(gz, one, 1).options).toEqual(one);
  });
});
