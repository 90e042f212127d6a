// MOP 37.4 weather: the scenario's table, when it is rolled, and its effects on sight, movement,
// bombardment, charges and combat.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, legalCommands, loadScenario, newGame, query, type GameState } from '../engineApi';
import { miniScenario } from '../fixtures';
import { assault, atAssault, combat, refusal, act } from '../nlc/combatHarness';
void applyCommand;
import { atBombard, foe, gun, ours } from '../nlc/artillery/gunsHarness';
import { atAction } from '../harness';
import { field, fieldScenario, weather, withField } from './fieldHarness';
import { weatherRollDue, type Weather } from '../../../src/engine/modules/mop/field/weather';
import { chargeRoute } from '../../../src/engine/modules/nlc/cavalry/route';
import { logEntries } from '../../../src/engine/core/logBook';

const ALL = (w: Weather) => ({ table: [{ from: 1, to: 6, weather: w }] });

describe('MOP 37.4 weather table and rolls', () => {
  it('[MOP 37.4] a weather table with a gap or an overlap is refused at load with file, JSON path and reason', () => {
    const good = miniScenario({ id: 'w-ok', units: [{ id: 'u', side: 'fr', hex: '0101' }], mop: { weather: ALL('fair') } });
    const raw = { ...JSON.parse(JSON.stringify(good)), mop: { weather: { table: [{ from: 1, to: 2, weather: 'fair' }, { from: 4, to: 6, weather: 'rain' }] } } };
    const r = loadScenario(raw, 'gappy.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(/gappy\.json: \$\.mop\.weather\.table: .*gaps.*roll 3/);
    const over = { ...raw, mop: { weather: { table: [{ from: 1, to: 4, weather: 'fair' }, { from: 4, to: 6, weather: 'rain' }] } } };
    const o = loadScenario(over, 'over.json');
    expect(o.ok).toBe(false);
    if (!o.ok) expect(o.message).toMatch(/over\.json: \$\.mop\.weather\.table\[1\]: roll 4 is already given/);
    expect(loadScenario(JSON.parse(JSON.stringify(good)), 'good.json').ok).toBe(true);
  });

  it('[MOP 37.4] rolled on the first day turn, then on the turns holding Noon and 3 PM', () => {
    // 08:00 start, hour turns: 08:00 (1) ... 12:00 (5) ... 15:00 (8); turn 1 at night moves the first roll to turn 2
    const sc = miniScenario({ id: 'w-when', units: [{ id: 'u', side: 'fr', hex: '0101' }], turns: 10, mop: { weather: ALL('fair') } });
    expect([...Array(10).keys()].map((i) => i + 1).filter((t) => weatherRollDue(sc, t))).toEqual([1, 5, 8]);
    const nightOpen = miniScenario({ id: 'w-when2', units: [{ id: 'u', side: 'fr', hex: '0101' }], turns: 10, night: [1], mop: { weather: ALL('fair') } });
    expect([...Array(10).keys()].map((i) => i + 1).filter((t) => weatherRollDue(nightOpen, t))).toEqual([2, 5, 8]);
  });

  it('[MOP 37.4] the first turn rolls on the table and the weather holds until the next roll', () => {
    const sc = miniScenario({ id: 'w-roll', units: [{ id: 'u', side: 'fr', hex: '0101' }, { id: 'e', side: 'al', hex: '0808' }], mop: { weather: ALL('snow') } });
    const s = newGame(sc, { rules: {} }, 3);
    expect(field(s).weather).toBe('snow');
    expect(field(s).rolls).toEqual([{ turn: 1, roll: expect.any(Number), weather: 'snow' }]);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.4' && /Snow/.test(e.text))).toBe(true);
    // no table: fair, never rolled
    const plain = newGame(miniScenario({ id: 'w-none', units: [{ id: 'u', side: 'fr', hex: '0101' }], mop: {} }), { rules: {} }, 3);
    expect(field(plain)).toMatchObject({ weather: 'fair', rolls: [] });
  });
});

describe('MOP 37.4 weather effects', () => {
  const units = [gun('art', '0401'), ours('inf', '0501'), foe('d', '0403'), foe('near', '0402')];

  it('[MOP 37.4] fog, rain, snow and snowstorm: sight reaches the adjacent hexes only', () => {
    const sc = fieldScenario({ units: [ours('a', '0101'), foe('b', '0801')] });
    const s0 = newGame(sc, { rules: {} }, 1);
    expect(query(s0, 'referee', { type: 'los', from: '0101', to: '0103' })).toMatchObject({ clear: true, visibility: 8 });
    for (const w of ['rain', 'fog', 'snow', 'snowstorm'] as const) {
      const s = withField(s0, { weather: w });
      expect(query(s, 'referee', { type: 'los', from: '0101', to: '0103' })).toMatchObject({ clear: false, visibility: 1, blockedBy: 'range' });
      expect(query(s, 'referee', { type: 'los', from: '0101', to: '0102' })).toMatchObject({ clear: true });
    }
  });

  it('[MOP 37.4] mud and snowstorm: no bombardment; fog: at one hex only, at -25%', () => {
    const sc = fieldScenario({ units });
    expect(legalCommands(atBombard(sc)).some((c) => c.type === 'choose' && c.choice === 'bombard')).toBe(true);
    for (const w of ['mud', 'snowstorm'] as const) {
      // the guns may not bombard at all: the segment offers no bombardment
      expect(legalCommands(atBombard(sc, { prepare: weather(w) })).some((c) => c.type === 'choose' && c.choice === 'bombard')).toBe(false);
    }
    const fog = atBombard(sc, { prepare: weather('fog'), dice: [1, 1] });
    expect(refusal(fog, 'bombard', { units: ['art'], hex: '0403' })).toMatchObject({ rule: 'MOP 37.4' });
    const fired = act(fog, 'bombard', { units: ['art'], hex: '0402' });
    // strength 4 at -25% is 3
    expect(combat(fired).attacker.fire).toMatchObject({ strength: 3 });
    expect(combat(fired).attacker.fire!.lines[0].mods).toEqual(['fog -25% (MOP 37.4)']);
    const fair = act(atBombard(sc, { dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0402' });
    expect(combat(fair).attacker.fire).toMatchObject({ strength: 4 });
  });

  it('[MOP 37.4] mud: cavalry cannot charge', () => {
    const sc = fieldScenario({ units: [ours('cav', '0404', { type: 'cavalry' }), foe('d', '0403')] });
    const s = newGame(sc, { rules: {} }, 1);
    const ctx = contextOf(s);
    expect(chargeRoute(s, ctx, '0404', '0403')).toMatchObject({ entry: '0404' });
    const mud = withField(s, { weather: 'mud' });
    expect(chargeRoute(mud, ctx, '0404', '0403')).toMatchObject({ code: 'weather', rule: 'MOP 37.4' });
  });

  it('[MOP 37.4] mud doubles the movement costs of artillery, not of infantry', () => {
    const sc = fieldScenario({ units: [gun('art', '0105', { movement: 4 }), ours('inf', '0107', { movement: 4 }), foe('d', '0808')] });
    const reachOf = (s: GameState, unit: string) =>
      legalCommands(s).filter((c) => c.type === 'move' && c.units.length === 1 && c.units[0] === unit).map((c) => (c as { path: string[] }).path.length);
    const fair = atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
    const mud = atAction({ ...newGame(sc, { rules: {} }, 1) }, 'fr', ['f1']);
    const mudState = withField(mud, { weather: 'mud' });
    expect(Math.max(...reachOf(fair, 'art'))).toBe(4);
    expect(Math.max(...reachOf(mudState, 'art'))).toBe(2);
    expect(Math.max(...reachOf(mudState, 'inf'))).toBe(4);
  });

  it('[MOP 37.4] rain: infantry -50% unless it fights only infantry; cavalry +100% against infantry', () => {
    // infantry 4 against infantry 4: no change; infantry against a gun: halved
    const sc = fieldScenario({ units: [ours('a', '0402'), foe('d', '0403')] });
    let s = assault(atAssault(sc, { prepare: weather('rain'), dice: [1, 1, 1, 1] }), ['a'], '0403');
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4 });
    const vsGun = fieldScenario({ units: [ours('a', '0402'), foe('g', '0403', { type: 'foot artillery', strength: [4, null] })] });
    s = assault(atAssault(vsGun, { prepare: weather('rain'), dice: [1, 1, 1, 1] }), ['a'], '0403');
    expect(combat(s).attacker.fire).toMatchObject({ strength: 2 });
    expect(combat(s).attacker.fire!.lines[0].mods).toEqual(['rain: infantry -50% (MOP 37.4)']);
    // cavalry 4 (halved in assault, NLC 7.3) against infantry: doubled back to 4
    const cav = fieldScenario({ units: [ours('c', '0402', { type: 'cavalry' }), foe('d', '0403')] });
    s = assault(atAssault(cav, { prepare: weather('rain'), dice: [1, 1, 1, 1] }), ['c'], '0403');
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4 });
    s = assault(atAssault(cav, { dice: [1, 1, 1, 1] }), ['c'], '0403');
    expect(combat(s).attacker.fire).toMatchObject({ strength: 2 });
  });

  it('[MOP 37.4] mud: artillery fires at -50% in an assault; snowstorm: infantry -25%', () => {
    const sc = fieldScenario({ units: [gun('g', '0402'), ours('a', '0402'), foe('d', '0403')] });
    let s = assault(atAssault(sc, { prepare: weather('mud'), dice: [1, 1, 1, 1] }), ['g', 'a'], '0403');
    // gun 4 -> 2, infantry 4
    expect(combat(s).attacker.fire).toMatchObject({ strength: 6 });
    s = assault(atAssault(sc, { prepare: weather('snowstorm'), dice: [1, 1, 1, 1] }), ['g', 'a'], '0403');
    // gun 4, infantry 4 -> 3; the defending infantry 4 -> 3
    expect(combat(s).attacker.fire).toMatchObject({ strength: 7 });
    expect(combat(s).defender.fire).toMatchObject({ strength: 3 });
  });
});
