import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, legalCommands, newGame, query, type GameState, type Scenario } from '../../engineApi';
import { run } from '../../../../src/engine/core/run';
import type { Out } from '../../../../src/engine/core/ops';
import { emptyNlcState, type NlcState } from '../../../../src/engine/modules/nlc/state';
import { act, combat, combatScenario, decisionType, diceUsed, logged, nlc, pending, refusal, type U } from '../combatHarness';
import { atAction } from '../../harness';

// Flat map, odd columns up: column 04 runs 0401, 0402, 0403, ... (one hex apart each).
const gun = (id: string, hex: string, extra: Partial<U> = {}): U => ({ id, side: 'fr', hex, type: 'foot artillery', strength: [4, null], ...extra });
const foe = (id: string, hex: string, extra: Partial<U> = {}): U => ({ id, side: 'al', hex, strength: [4, 2], ...extra });

/** A state whose stack runs the Bombardment Segment of the French formations. */
function atBombard(sc: Scenario, dice: number[] = [], prepare?: (d: GameState) => void): GameState {
  const s0 = newGame(sc, { rules: {} }, 7);
  const ctx = contextOf(s0);
  return produce(s0, (d) => {
    const n = emptyNlcState(ctx.sides) as NlcState;
    d.nlc = n as any;
    d.clock.activeSide = 'fr';
    d.clock.phase = 'formation action';
    d.log = [];
    prepare?.(d as GameState);
    d.stack = [{ k: 'proc', proc: 'bombardSegment', loc: { side: 'fr', formations: ['f1', 'f2'] } }];
    d.testDice = [...dice];
    const out: Out = { events: [], revealed: false, rolled: false };
    run(d as any, ctx, out);
  });
}

const targets = (s: GameState) =>
  legalCommands(s)
    .filter((c) => c.type === 'choose' && c.choice === 'bombard')
    .map((c) => `${(c as { units: string[] }).units.join('+')}>${(c as { hex: string }).hex}`);

describe('NLC 8.1 bombardment', () => {
  it('[NLC 8.1] activated artillery may bombard enemy hexes up to two hexes away in sight; nothing else bombards', () => {
    const sc = combatScenario({
      units: [gun('art', '0401'), { id: 'inf', side: 'fr', hex: '0101' }, foe('near', '0402'), foe('two', '0602'), foe('three', '0404'), foe('hid', '0202'), foe('behind', '0403')],
      hexes: [{ id: '0302', terrain: 'woods' }],
    });
    const s = atBombard(sc);
    expect(decisionType(s)).toBe('bombardDeclare');
    // 0402 adjacent, 0602 two away; 0404 is three away; 0202 lies behind the woods at 0302, 0403 behind the units at 0402
    expect(targets(s)).toEqual(['art>0402', 'art>0602']);
    expect(pending(s)!.options).toMatchObject({ units: ['art'], hexes: ['0402', '0602'], buttons: [{ id: 'endBombardment' }] });
    expect(refusal(s, 'bombard', { units: ['art'], hex: '0404' })).toMatchObject({ code: 'range', rule: 'NLC 8.1' });
    expect(refusal(s, 'bombard', { units: ['art'], hex: '0202' })).toMatchObject({ code: 'no-los', rule: 'NLC 8.3' });
    expect(refusal(s, 'bombard', { units: ['art'], hex: '0403' })).toMatchObject({ code: 'no-los', rule: 'NLC 8.3' });
    expect(refusal(s, 'bombard', { units: ['inf'], hex: '0602' })).toMatchObject({ code: 'not-artillery' });
  });

  it('[NLC 8.1] clicking a piece that cannot bombard says why: not artillery, no target in range, already bombarded', () => {
    const sc = combatScenario({
      units: [gun('art', '0401'), gun('far', '0109'), { id: 'inf', side: 'fr', hex: '0101' }, foe('near', '0402')],
    });
    const s = atBombard(sc);
    const idle = (id: string) => query(s, 'referee', { type: 'idle', pieces: [id] });
    expect(idle('art')).toEqual({ type: 'ready' });
    expect(idle('inf')).toMatchObject({ type: 'none', rule: 'NLC 8.1' });
    expect((idle('inf') as { reason: string }).reason).toMatch(/only artillery bombards/);
    expect(idle('far')).toMatchObject({ type: 'none', rule: 'NLC 8.1' });
    expect((idle('far') as { reason: string }).reason).toMatch(/sees no enemy within 2 hexes/);
    const done = produce(s, (d) => {
      (d.nlc as any).bombarded.push('art');
    });
    expect((query(done, 'referee', { type: 'idle', pieces: ['art'] }) as { reason: string }).reason).toMatch(/already bombarded/);
  });

  it('[NLC 8.1] the target does not fire back; the first hit disrupts the stack, the next costs a step; no retreat', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403'), foe('b', '0403', { type: 'cavalry' })] });
    // strength 4, roll 10: 2 hits on the Fire Table
    let s = atBombard(sc, [5, 5]);
    s = act(s, 'bombard', { units: ['art'], hex: '0403' });
    diceUsed(s); // only the bombardment rolled
    expect(combat(s)).toMatchObject({ kind: 'bombardment', target: '0403', disrupted: ['a', 'b'] });
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4, hits: 2 });
    expect(combat(s).defender.fire).toBeNull();
    expect([s.units.a.disrupted, s.units.b.disrupted]).toEqual([true, true]);
    // the step loss falls on infantry first (NLC 7.1): a takes it
    expect(s.units.a.steps).toBe(1);
    expect(s.units.b.steps).toBe(2);
    expect([s.units.a.hex, s.units.b.hex, s.units.art.hex]).toEqual(['0403', '0403', '0401']);
    expect(combat(s).retreats).toEqual([]);
    expect(logged(s, 'NLC 8.1').join('\n')).toMatch(/first hit disrupts/);
    expect(nlc(s).bombarded).toEqual(['art']);
    // art has bombarded: the segment ends
    expect(decisionType(s)).toBeNull();
  });

  it('[NLC 8.1] one hit only disrupts; a miss does nothing', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403')] });
    let s = atBombard(sc, [3, 4]);
    s = act(s, 'bombard', { units: ['art'], hex: '0403' });
    expect([s.units.a.disrupted, s.units.a.steps]).toEqual([true, 2]);
    s = act(atBombard(sc, [1, 2]), 'bombard', { units: ['art'], hex: '0403' });
    expect([s.units.a.disrupted, s.units.a.steps]).toEqual([false, 2]);
  });

  it('[NLC 8.1] ruling: against a stack already disrupted the first hit is spent without effect', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403')] });
    let s = atBombard(sc, [5, 5], (d) => {
      d.units.a.disrupted = true;
    });
    s = act(s, 'bombard', { units: ['art'], hex: '0403' });
    expect(s.units.a.steps).toBe(1); // 2 hits: the disruption (no effect) and one step
    expect(logged(s, 'NLC 8.1').join('\n')).toMatch(/already disrupted: no effect/);
  });

  it('[NLC 8.1] only stacked artillery bombards together, adding its strength', () => {
    const sc = combatScenario({ units: [gun('x', '0401'), gun('y', '0401'), gun('z', '0502'), foe('a', '0403')] });
    let s = atBombard(sc, [2, 5]);
    expect(targets(s)).toEqual(['x>0403', 'y>0403', 'x+y>0403', 'z>0403']);
    expect(refusal(s, 'bombard', { units: ['x', 'z'], hex: '0403' })).toMatchObject({ code: 'not-stacked', rule: 'NLC 8.1' });
    // 8 rolls 7: 1 hit
    s = act(s, 'bombard', { units: ['x', 'y'], hex: '0403' });
    expect(combat(s).attacker.fire).toMatchObject({ strength: 8, hits: 1 });
    expect(decisionType(s)).toBe('bombardDeclare');
    expect(targets(s)).toEqual(['z>0403']);
    s = act(s, 'endBombardment');
    expect(decisionType(s)).toBeNull();
  });

  it('[NLC 8.1] the Terrain Effects bombardment column reduces fire into towns and woods (T.TEC)', () => {
    for (const [terrain, strength] of [['town', 1], ['woods', 2], ['village', 3], ['clear', 4]] as const) {
      const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0402')], hexes: [{ id: '0402', terrain }] });
      const s = act(atBombard(sc, [1, 1]), 'bombard', { units: ['art'], hex: '0402' });
      expect(combat(s).attacker.fire!.strength, terrain).toBe(strength);
    }
  });

  it('[NLC 6.3] disrupted artillery bombards at full strength', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403')] });
    const s = act(atBombard(sc, [1, 1], (d) => void (d.units.art.disrupted = true)), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).attacker.fire!.strength).toBe(4);
  });

  it('[NLC 10] a chateau held by a single unit cannot be bombarded', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403')], hexes: [{ id: '0403', terrain: 'chateau' }] });
    const s = atBombard(sc);
    expect(decisionType(s)).toBeNull();
  });

  it('[NLC T.TEC] ruling: no bombardment up across a crest; firing down from the crest is allowed', () => {
    const up = combatScenario({
      units: [gun('art', '0405'), foe('a', '0403')],
      hexes: [{ id: '0403', elevation: 1 }],
      hexsides: [{ a: '0403', b: '0404', features: ['crest'], high: '0403' }],
    });
    expect(decisionType(atBombard(up))).toBeNull();
    const down = combatScenario({
      units: [gun('art', '0403'), foe('a', '0405')],
      hexes: [{ id: '0403', elevation: 1 }],
      hexsides: [{ a: '0403', b: '0404', features: ['crest'], high: '0403' }],
    });
    expect(targets(atBombard(down))).toEqual(['art>0405']);
  });

  it('[NLC 16] artillery cannot bombard at night', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0402')], night: [1] });
    expect(decisionType(atBombard(sc))).toBeNull();
  });

  it('[NLC 11.2] ruling: a leader with a stack that is only disrupted rolls for loss', () => {
    const sc = combatScenario({
      units: [gun('art', '0401'), foe('a', '0403')],
      leaders: [{ id: 'L', side: 'al', name: 'Blücher', rating: 2, role: 'division', hex: '0403' }],
    });
    const s = act(atBombard(sc, [3, 4, 1, 2]), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).leaderRolls).toEqual([{ leader: 'L', dice: [1, 2], lost: false }]);
    diceUsed(s);
  });

  it('[NLC 8.1] foot artillery that bombarded does not move; horse artillery may; neither assaults (NLC 8.2)', () => {
    const sc = combatScenario({ units: [gun('foot', '0401'), gun('horse', '0601', { type: 'horse artillery' }), foe('a', '0403'), foe('b', '0603')] });
    let s = atAction(newGame(sc, { rules: {} }, 7), 'fr', ['f1'], [1, 1, 1, 1]);
    expect(decisionType(s)).toBe('bombardDeclare');
    s = act(s, 'bombard', { units: ['foot'], hex: '0403' });
    s = act(s, 'bombard', { units: ['horse'], hex: '0603' });
    expect(decisionType(s)).toBe('formationMove');
    const movers = new Set(legalCommands(s).filter((c) => c.type === 'move').flatMap((c) => (c as { units: string[] }).units));
    expect(movers.has('foot')).toBe(false);
    expect(movers.has('horse')).toBe(true);
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['foot'], path: ['0401', '0301'] });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'bombarded', rule: 'NLC 8.1' });
  });

  it('[NLC 8.1] the combat query previews a bombardment: strength, terrain, hits per roll and the sight line', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403')], hexes: [{ id: '0403', terrain: 'woods' }] });
    const s = atBombard(sc);
    const q = query(s, 'fr', { type: 'combat', pieces: ['art'], to: '0403' });
    expect(q).toMatchObject({ type: 'combat', preview: { kind: 'bombardment', from: '0401', target: '0403', strength: 2, line: [['0401'], ['0402'], ['0403']] } });
    expect((q as unknown as { preview: { hitsByRoll: number[] } }).preview.hitsByRoll).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2]);
    expect(query(s, 'fr', { type: 'combat', pieces: ['art'], to: '0405' })).toMatchObject({ type: 'none', rule: 'NLC 8.1' });
  });
});

describe('NLC 8.3 sight lines for the map', () => {
  it('[NLC 8.3] the sight query lists every enemy hex in range: clear ones to bombard, blocked ones with the blocking hex', () => {
    const sc = combatScenario({
      units: [gun('art', '0401'), foe('near', '0402'), foe('two', '0602'), foe('hid', '0202'), foe('behind', '0403')],
      hexes: [{ id: '0302', terrain: 'woods' }],
    });
    const s = atBombard(sc);
    const q = query(s, 'fr', { type: 'sight', pieces: ['art'] });
    expect(q.type).toBe('sight');
    const sight = (q as unknown as { sight: { from: string; lines: { to: string; canBombard: boolean; blockedAt: string[]; rule: string }[] } }).sight;
    expect(sight.from).toBe('0401');
    expect(sight.lines.map((l) => [l.to, l.canBombard, l.blockedAt.join('/'), l.rule])).toEqual([
      ['0202', false, '0302', 'NLC 8.3'],
      ['0402', true, '', 'NLC 8.1'],
      ['0403', false, '0402', 'NLC 8.3'],
      ['0602', true, '', 'NLC 8.1'],
    ]);
    expect(query(s, 'al', { type: 'sight', pieces: ['art'] })).toMatchObject({ type: 'none' });
  });
});

describe('artillery rulings', () => {
  it('[NLC 8.3] the line of sight and bombardment rulings are in the rules reference', async () => {
    const { RULINGS } = await import('../../engineApi');
    const { NLC_ARTILLERY_RULINGS } = await import('../../../../src/engine/modules/nlc/artillery/rulings');
    for (const r of NLC_ARTILLERY_RULINGS) expect(RULINGS).toContainEqual(r);
    expect(NLC_ARTILLERY_RULINGS.map((r) => r.rule)).toEqual(expect.arrayContaining(['NLC 8.1', 'NLC 8.3', 'NLC T.TEC', 'NLC 11.2']));
  });
});
