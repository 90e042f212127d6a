// NLC 8.2 artillery in assaults, NLC 8.4 facing, NLC 8.5 enfilade in assault, NLC 19.3, 19.4, 20.3, 20.4.
import { describe, it, expect } from 'vitest';
import { atAssault, assault, combat, combatScenario, logged, refusal } from '../combatHarness';
import { query, type AssaultPreview, type GameState } from '../../engineApi';
import { foe, gun, ours } from './gunsHarness';

const allyGun = (id: string, hex: string, extra = {}) => foe(id, hex, { type: 'foot artillery', strength: [4, null], ...extra });

describe('NLC 8.2 artillery in adjacent combat', () => {
  it('[NLC 8.2] artillery assaults only with infantry or cavalry and not after bombarding', () => {
    const sc = combatScenario({ units: [gun('art', '0402'), ours('inf', '0303'), foe('d', '0403')] });
    let s = atAssault(sc, { dice: [1, 1, 1, 1] });
    expect(refusal(s, 'assault', { units: ['art'], hex: '0403' })).toMatchObject({ code: 'artillery-alone', rule: 'NLC 8.2' });
    const bombarded = atAssault(sc, { dice: [1, 1, 1, 1], prepare: (d) => void ((d.nlc as any).bombarded = ['art']) });
    expect(refusal(bombarded, 'assault', { units: ['art', 'inf'], hex: '0403' })).toMatchObject({ code: 'bombarded', rule: 'NLC 8.2' });
    // a refused command changes nothing; the infantry still assaults alone
    s = assault(bombarded, ['inf'], '0403');
    expect(combat(s).attacker.units).toEqual(['inf']);
    // without the bombardment the guns join and fire
    s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['art', 'inf'], '0403');
    expect(combat(s).attacker.fire!.strength).toBe(8);
  });

  it('[NLC 8.2] artillery always fires in defence: after bombarding, alone or with infantry', () => {
    const sc = combatScenario({ units: [ours('x', '0402'), allyGun('ag', '0403'), foe('d', '0403')] });
    const prepare = (d: any) => void (d.nlc.bombarded = ['ag']);
    let s = assault(atAssault(sc, { dice: [1, 1, 1, 1], prepare }), ['x'], '0403');
    expect(combat(s).defender.fire!.lines.map((l) => l.unit)).toEqual(['ag', 'd']);
    expect(combat(s).defender.fire!.strength).toBe(8);
    const alone = combatScenario({ units: [ours('x', '0402'), allyGun('ag', '0403')] });
    s = assault(atAssault(alone, { dice: [1, 1, 1, 1], prepare }), ['x'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(4);
  });
});

describe('NLC 8.4 facing', () => {
  // the Allied gun at 0403 faced x at 0402 when the Stage began; y came round to 0504
  const sc = combatScenario({ units: [ours('x', '0402'), ours('y', '0504'), allyGun('ag', '0403')] });
  const faced = (d: any) => void (d.nlc.guns = { facing: { ag: ['0402'] }, facingActivation: d.clock.activation, movedTurn: 0, moved: [], oppFired: [], opp: null });

  it('[NLC 8.4] a gun that faced an enemy does not fire at a unit attacking from another adjacent hex', () => {
    let s = assault(atAssault(sc, { dice: [1, 1, 1, 1], prepare: faced }), ['y'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(0);
    expect(logged(s, 'NLC 8.4').join('\n')).toMatch(/cannot fire at this assault/);
    // the same gun fires at the enemy it faces, and when that enemy joins the assault
    s = assault(atAssault(sc, { dice: [1, 1, 1, 1], prepare: faced }), ['x'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(4);
    s = assault(atAssault(sc, { dice: [1, 1, 1, 1], prepare: faced }), ['x', 'y'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(4);
  });

  it('[NLC 8.4] a gun not next to an enemy when the Stage began defends normally', () => {
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['y'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(4);
  });
});

describe('NLC 8.5 enfilade in assault', () => {
  it('[NLC 8.5] a gun assaulting from a hex not next to the other attackers enfilades (+50%); towns cannot be enfiladed', () => {
    const sc = combatScenario({ units: [ours('inf', '0402'), gun('art', '0404'), foe('d', '0403')] });
    let s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['inf', 'art'], '0403');
    const line = combat(s).attacker.fire!.lines.find((l) => l.unit === 'art')!;
    expect(line).toMatchObject({ value: 6, bonuses: ['enfilade'] });
    expect(combat(s).attacker.fire!.strength).toBe(10);
    // from next to the infantry (0303 touches 0402) there is no enfilade
    const beside = combatScenario({ units: [ours('inf', '0402'), gun('art', '0303'), foe('d', '0403')] });
    s = assault(atAssault(beside, { dice: [1, 1, 1, 1] }), ['inf', 'art'], '0403');
    expect(combat(s).attacker.fire!.strength).toBe(8);
    const town = combatScenario({ units: [ours('inf', '0402'), gun('art', '0404'), foe('d', '0403')], hexes: [{ id: '0403', terrain: 'town' }] });
    s = assault(atAssault(town, { dice: [1, 1, 1, 1] }), ['inf', 'art'], '0403');
    expect(combat(s).attacker.fire!.lines.find((l) => l.unit === 'art')!.bonuses).toBeUndefined();
  });
});

describe('NLC 19.3 remote support', () => {
  // x attacks d at 0403 from 0404; the Allied gun at 0406 sees 0404 over the empty 0405
  const base = [ours('x', '0404'), foe('d', '0403'), allyGun('ag', '0406')];
  const rules = { 'NLC 19.3': true };
  const active = (d: any) => void (d.nlc.active = ['f1']);

  it('[NLC 19.3] a gun of the attacked formation in range and sight adds its fire (enfilading, NLC 8.5) and takes no hits', () => {
    const sc = combatScenario({ units: base });
    // attacker 4 rolls 12: 2 hits; defender 4 + 6 remote (4 +50%: its line into 0404 comes past 0405, not next to d) rolls 2
    const s = assault(atAssault(sc, { rules, dice: [6, 6, 1, 1], prepare: active }), ['x'], '0403');
    const f = combat(s).defender.fire!;
    expect(f.strength).toBe(10);
    expect(f.lines.find((l) => l.unit === 'ag')).toMatchObject({ remote: true, value: 6, bonuses: ['enfilade'] });
    expect(combat(s).defender.units).toEqual(['d']);
    expect(s.units.ag.steps).toBe(1);
    // no part in morale: the attacker suffers no artillery-fire modifier from a remote gun
    expect(combat(s).attacker.moraleMods).not.toContain('artilleryFire');
    expect(combat(s).order).toEqual(['attacker', 'defender']);
    // the rule switched off: no support
    const off = assault(atAssault(sc, { dice: [6, 6, 1, 1], prepare: active }), ['x'], '0403');
    expect(combat(off).defender.fire!.strength).toBe(4);
  });

  it('[NLC 19.3] no remote support across a crest, nor from a gun next to an enemy not activated now', () => {
    const crest = combatScenario({ units: base, hexes: [{ id: '0406', elevation: 1 }], hexsides: [{ a: '0405', b: '0406', features: ['crest'], high: '0406' }] });
    let s = assault(atAssault(crest, { rules, dice: [1, 1, 1, 1], prepare: active }), ['x'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(4);
    const idle = combatScenario({ units: [...base, ours('z', '0407', { formation: 'f2' })] });
    s = assault(atAssault(idle, { rules, dice: [1, 1, 1, 1], prepare: active }), ['x'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(4);
    // the same neighbour, activated: the gun supports
    s = assault(atAssault(idle, { rules, dice: [1, 1, 1, 1], prepare: (d: any) => void (d.nlc.active = ['f1', 'f2']) }), ['x'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(10);
  });
});

describe('NLC 19.3 and 8.4 in the assault preview', () => {
  const rules = { 'NLC 19.3': true };
  const gunsOf = (s: GameState) => (query(s, 'fr', { type: 'combat', pieces: ['x'], to: '0403' }) as unknown as { preview: AssaultPreview }).preview.guns;

  it('[NLC 19.3] the preview lists the remote guns that fire and those that do not, with why', () => {
    const base = [ours('x', '0404'), foe('d', '0403'), allyGun('ag', '0406')];
    const s = atAssault(combatScenario({ units: base }), { rules, prepare: (d: any) => void (d.nlc.active = ['f1']) });
    expect(gunsOf(s)).toEqual([{ unit: 'ag', role: 'remote', fires: true, why: 'fires at 0404', rule: 'NLC 19.3' }]);
    // across a crest: listed as silent, with the reason
    const crest = combatScenario({ units: base, hexes: [{ id: '0406', elevation: 1 }], hexsides: [{ a: '0405', b: '0406', features: ['crest'], high: '0406' }] });
    const t = atAssault(crest, { rules, prepare: (d: any) => void (d.nlc.active = ['f1']) });
    expect(gunsOf(t)).toEqual([expect.objectContaining({ unit: 'ag', fires: false, why: expect.stringMatching(/crest/), rule: 'NLC 19.3' })]);
    // a gun that bombarded this turn does not support
    const u = atAssault(combatScenario({ units: base }), { rules, prepare: (d: any) => void ((d.nlc.active = ['f1']), (d.nlc.bombarded = ['ag'])) });
    expect(gunsOf(u)).toEqual([expect.objectContaining({ unit: 'ag', fires: false, why: 'bombarded this turn' })]);
  });

  it('[NLC 8.4] the preview says a defending gun that faced another enemy does not fire at this assault', () => {
    const sc = combatScenario({ units: [ours('x', '0402'), ours('y', '0504'), allyGun('ag', '0403')] });
    const faced = (d: any) => void (d.nlc.guns = { facing: { ag: ['0504'] }, facingActivation: d.clock.activation, movedTurn: 0, moved: [], oppFired: [], opp: null });
    const s = atAssault(sc, { prepare: faced });
    expect(gunsOf(s)).toEqual([{ unit: 'ag', role: 'defender', fires: false, why: expect.stringMatching(/faced another enemy/), rule: 'NLC 8.4' }]);
    const t = atAssault(sc);
    expect(gunsOf(t)).toEqual([{ unit: 'ag', role: 'defender', fires: true, why: expect.stringMatching(/fires in defence/), rule: 'NLC 8.2' }]);
  });
});

describe('NLC 19.4 artillery in defence', () => {
  it('[NLC 19.4] artillery defending against an assault fires at +50%', () => {
    const sc = combatScenario({ units: [ours('x', '0402'), allyGun('ag', '0403')] });
    let s = assault(atAssault(sc, { rules: { 'NLC 19.4': true }, dice: [1, 1, 1, 1] }), ['x'], '0403');
    expect(combat(s).defender.fire!).toMatchObject({ strength: 6 });
    expect(combat(s).defender.fire!.lines[0].bonuses).toEqual(['defence']);
    s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['x'], '0403');
    expect(combat(s).defender.fire!.strength).toBe(4);
  });
});

describe('NLC 20.3 artillery support', () => {
  const sc = combatScenario({ units: [ours('x', '0404'), gun('g', '0404'), foe('d', '0403')] });

  it('[NLC 20.3] guns that add hits disrupt the enemy and halve the hits it scored', () => {
    // attacker 8 rolls 8: 2 hits (4 alone would score 1); defender 4 rolls 10: 2 hits, halved to 1
    const s = assault(atAssault(sc, { rules: { 'NLC 20.3': true }, dice: [4, 4, 5, 5] }), ['x', 'g'], '0403');
    expect(combat(s).support).toEqual({ roles: ['attacker'], halved: ['attacker'] });
    expect(s.units.d.disrupted).toBe(true);
    expect(combat(s).attacker.hitsRolled).toBe(1);
    expect(combat(s).defender.hitsRolled).toBe(2);
    expect(logged(s, 'NLC 20.3').join('\n')).toMatch(/halved by the artillery support: 2 to 1/);
  });

  it('[NLC 20.3] no effect when the guns add no hit, or with the rule off', () => {
    // 8 or 4 rolling 7: 1 hit either way
    let s = assault(atAssault(sc, { rules: { 'NLC 20.3': true }, dice: [3, 4, 5, 5] }), ['x', 'g'], '0403');
    expect(combat(s).support).toBeUndefined();
    expect(s.units.d.disrupted).toBe(false);
    s = assault(atAssault(sc, { dice: [4, 4, 5, 5] }), ['x', 'g'], '0403');
    expect([combat(s).support, s.units.d.disrupted, combat(s).attacker.hitsRolled]).toEqual([undefined, false, 2]);
  });

  it('[NLC 20.3] both sides supported and disrupted: nobody halves', () => {
    const both = combatScenario({ units: [ours('x', '0404'), gun('g', '0404'), foe('d', '0403'), allyGun('ag', '0403')] });
    const s = assault(atAssault(both, { rules: { 'NLC 20.3': true }, dice: [4, 4, 4, 4] }), ['x', 'g'], '0403');
    expect(combat(s).support).toEqual({ roles: ['attacker', 'defender'], halved: [] });
    expect([s.units.x.disrupted, s.units.d.disrupted]).toEqual([true, true]);
  });
});

describe('NLC 20.4 conversion', () => {
  it('[NLC 20.4] each point of morale difference is +25% for the better side and -25% for the worse', () => {
    const sc = combatScenario({ units: [ours('x', '0402', { morale: 4 }), foe('d', '0403', { morale: 3 })] });
    const s = assault(atAssault(sc, { rules: { 'NLC 20.4': true }, dice: Array(8).fill(1) }), ['x'], '0403');
    expect(combat(s).attacker.fire!).toMatchObject({ strength: 5, method: 'sixes' });
    expect(combat(s).defender.fire!).toMatchObject({ strength: 3 });
    expect(logged(s, 'NLC 20.4').join('\n')).toMatch(/Morale difference 1/);
  });

  it('[NLC 20.4] a combat modifier is +1 to every die instead of +50%; with 20.3 the support needs 2 hits', () => {
    // the enfilading gun makes every die +1 (5s hit) rather than 4 +50%; the flanked defender (-2) under
    // artillery fire (-1) is 3 morale points down: the attack's 8 becomes 14, the defence's 4 becomes 1
    const sc = combatScenario({ units: [ours('inf', '0402'), gun('art', '0404'), foe('d', '0403')] });
    const s = assault(atAssault(sc, { rules: { 'NLC 20.4': true, 'NLC 20.3': true }, dice: [5, 5, ...Array(12).fill(1), 1] }), ['inf', 'art'], '0403');
    expect(combat(s).attacker.fire!).toMatchObject({ strength: 14, dieMod: 1, hits: 2 });
    expect(combat(s).defender.fire!).toMatchObject({ strength: 1, hits: 0 });
    expect(combat(s).attacker.fire!.lines.find((l) => l.unit === 'art')).toMatchObject({ value: 4, bonuses: ['enfilade'] });
    expect(combat(s).support).toEqual({ roles: ['attacker'], halved: ['attacker'] });
  });
});
