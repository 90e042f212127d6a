import { describe, it, expect } from 'vitest';
import { atAssault, assault, combat, combatScenario } from '../combatHarness';
import { query } from '../../engineApi';
import type { AssaultPreview } from '../../engineApi';

describe('NLC assault preview', () => {
  const sc = combatScenario({
    hexes: [{ id: '0403', terrain: 'woods' }],
    units: [
      { id: 'inf', side: 'fr', hex: '0303', strength: [7, 3] },
      { id: 'cav', side: 'fr', hex: '0303', type: 'cavalry', strength: [5, 2] },
      { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
    ],
  });

  it('[NLC 7.6] shows both sides\' strengths with every halving and terrain reduction, and the hits on every roll', () => {
    const s = atAssault(sc, { dice: [6, 6, 1, 1] });
    const q = query(s, 'fr', { type: 'combat', pieces: ['inf', 'cav'], to: '0403' });
    expect(q.type).toBe('combat');
    const p = (q as unknown as { preview: AssaultPreview }).preview;
    // infantry 7 and cavalry 5 halved (NLC 7.3) = 9.5, into woods -50% = 4.75 -> 5
    expect(p.attacker.exact).toBeCloseTo(4.75);
    expect(p.attacker.strength).toBe(5);
    expect(p.attacker.lines.find((l) => l.unit === 'cav')?.halvings).toContain('cavalry');
    expect(p.attacker.lines.every((l) => l.pct === 50)).toBe(true);
    // the defender fires out of woods at -50% (NLC T.TEC): 6 -> 3
    expect(p.defender.strength).toBe(3);
    expect(p.attacker.rows).toEqual([5]);
    // row 5 of the Fire Table, rolls 2..12
    expect(p.attacker.hitsByRoll).toEqual([0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 2]);
    // the preview agrees with the combat that follows
    const r = assault(s, ['inf', 'cav'], '0403');
    expect(combat(r).attacker.fire?.strength).toBe(p.attacker.strength);
    expect(combat(r).defender.fire?.strength).toBe(p.defender.strength);
    expect(combat(r).attacker.fire?.hits).toBe(p.attacker.hitsByRoll[12 - 2]);
  });

  it('[NLC 7.3] an attack the rules forbid gets the reason instead of a preview', () => {
    const s = atAssault(sc);
    const q = query(s, 'fr', { type: 'combat', pieces: ['inf'], to: '0505' });
    expect(q).toMatchObject({ type: 'none' });
    if (q.type === 'none') expect(q.reason).toMatch(/no enemy/);
    expect(query(s, 'al', { type: 'combat', pieces: ['inf'], to: '0403' })).toMatchObject({ type: 'none', reason: 'not your piece' });
  });
});
