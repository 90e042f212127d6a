// MOP 37.3.3 improved positions: building (two infantry units spend their activation, a 1 on one die),
// the turns they cannot be built (night, frost, snow, snowstorm), and their effects.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, legalCommands, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { assault, atAssault, combat } from '../nlc/combatHarness';
import { field, fieldScenario, withCommand, withField } from './fieldHarness';
import { produce } from 'immer';
import { zocOf } from '../../../src/engine/rules/zoc';
import { chargeRoute } from '../../../src/engine/modules/nlc/cavalry/route';

function dig(s: GameState, units: string[], dice: number[] = []) {
  const t = produce(s, (d) => void (d.testDice = [...dice]));
  return applyCommand(t, { type: 'choose', side: 'fr', n: t.seq, choice: 'mop-ip', units });
}

describe('MOP 37.3.3 improved positions', () => {
  const sc = fieldScenario({ units: [ours('a', '0404'), ours('b', '0404'), ours('c', '0606', { type: 'cavalry' }), foe('e', '0808')] });
  const at = () => atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);

  it('[MOP 37.3.3] two infantry units in a hex give up their activation and roll: a 1 builds the position', () => {
    const built = dig(at(), ['a', 'b'], [1]);
    if (!built.ok) throw new Error(built.error.message);
    expect(field(built.state).ips).toEqual(['0404']);
    // the builders have spent their whole movement: no move is offered to them
    expect(legalCommands(built.state).some((c) => c.type === 'move' && c.units.some((u) => u === 'a' || u === 'b'))).toBe(false);
    const failed = dig(at(), ['a', 'b'], [2]);
    expect(failed.ok && field(failed.state).ips).toEqual([]);
    expect(failed.ok && failed.state.units.a.mpSpentHalves).toBe(8);
  });

  it('[MOP 37.3.3] not by one unit, not by cavalry, not after moving', () => {
    expect(dig(at(), ['a'])).toMatchObject({ ok: false, error: { code: 'two-units' } });
    const s = at();
    const moved = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0405'] });
    if (!moved.ok) throw new Error(moved.error.message);
    const back = applyCommand(moved.state, { type: 'move', side: 'fr', n: moved.state.seq, units: ['a'], path: ['0404'] });
    if (!back.ok) throw new Error(back.error.message);
    expect(dig(back.state, ['a', 'b'])).toMatchObject({ ok: false, error: { code: 'moved' } });
    const cav = fieldScenario({ units: [ours('a', '0404'), ours('c', '0404', { type: 'cavalry' }), foe('e', '0808')] });
    expect(dig(atAction(newGame(cav, { rules: {} }, 1), 'fr', ['f1']), ['a', 'c'])).toMatchObject({ ok: false, error: { code: 'infantry-only' } });
  });

  it('[MOP 37.3.3] never built on night, frost, snow or snowstorm turns', () => {
    for (const w of ['frost', 'snow', 'snowstorm'] as const) {
      expect(dig(withField(at(), { weather: w }), ['a', 'b'], [1])).toMatchObject({ ok: false, error: { code: 'weather', rule: 'MOP 37.4' } });
    }
    expect(dig(withField(at(), { weather: 'rain' }), ['a', 'b'], [1]).ok).toBe(true);
    const night = fieldScenario({ units: [ours('a', '0404'), ours('b', '0404'), foe('e', '0808')], night: [1] });
    expect(dig(atAction(newGame(night, { rules: {} }, 1), 'fr', ['f1']), ['a', 'b'], [1])).toMatchObject({ ok: false, error: { code: 'night' } });
  });

  it('[MOP 37.3.3] with written orders on, the builders\' formation must be under Defend orders', () => {
    const s = atAction(newGame(withCommand(sc), { rules: { 'NLC 12': true } }, 1), 'fr', ['f1']);
    expect(dig(s, ['a', 'b'], [1])).toMatchObject({ ok: false, error: { code: 'not-defend', rule: 'MOP 37.3.3' } });
  });

  it('[MOP 37.3.3] no charge into an improved position, no ZOC reaches into it, assaults on it at -50%', () => {
    const m = fieldScenario({ units: [ours('a', '0402'), ours('cav', '0404', { type: 'cavalry' }), foe('d', '0403')], mop: { improvedPositions: ['0403'] } });
    const s = newGame(m, { rules: {} }, 1);
    const ctx = contextOf(s);
    expect(chargeRoute(s, ctx, '0404', '0403')).toMatchObject({ code: 'improved-position', rule: 'MOP 37.3.3' });
    expect(chargeRoute(withField(s, { ips: [] }), ctx, '0404', '0403')).toMatchObject({ entry: '0404' });
    // the French units next to 0403 project no ZOC into it; the Allied unit in it still projects its own
    expect(zocOf(s, ctx, 'fr').has('0403')).toBe(false);
    expect(zocOf(withField(s, { ips: [] }), ctx, 'fr').has('0403')).toBe(true);
    expect(zocOf(s, ctx, 'al').has('0402')).toBe(true);
    const a = assault(atAssault(m, { dice: [1, 1, 1, 1] }), ['a'], '0403');
    expect(combat(a).attacker.fire).toMatchObject({ strength: 2 });
    expect(combat(a).attacker.fire!.lines[0].mods).toEqual(['improved position -50% (MOP 37.3.3)']);
    expect(combat(a).defender.fire).toMatchObject({ strength: 4 });
  });
});
