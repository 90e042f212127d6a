// Issue 8: clicking an N20 unit that cannot act says why, with the case (the engine's 'idle' query).
import { describe, expect, it } from 'vitest';
import { legalCommands, query } from '../engineApi';
import { act, mini, pending, start, toCombat } from './helpers';

const scen = () =>
  mini({
    units: [
      { id: 'a1', side: 'fr', s: 2, hex: '0404' },
      { id: 'a2', side: 'fr', s: 2, hex: '0202' },
      { id: 'd1', side: 'ru', s: 2, hex: '0505' },
    ],
  });

describe('why an N20 unit cannot act (the idle query)', () => {
  it('[N20 6.0] a unit that has moved this phase is refused; an unmoved one may act; the enemy is not yours to move', () => {
    let s = start(scen());
    expect(pending(s)?.type).toBe('n20:movement');
    expect(query(s, 'referee', { type: 'idle', pieces: ['a2'] })).toEqual({ type: 'ready' });
    const mv = legalCommands(s).find((c) => c.type === 'move' && c.units[0] === 'a2')!;
    s = act(s, mv);
    const r = query(s, 'referee', { type: 'idle', pieces: ['a2'] });
    expect(r).toMatchObject({ type: 'none', rule: 'N20 6.0' });
    expect(r.type === 'none' && r.reason).toMatch(/already moved/);
    const e = query(s, 'referee', { type: 'idle', pieces: ['d1'] });
    expect(e.type === 'none' && e.reason).toMatch(/player's decision/);
  });

  it('[N20 9.0] in the Combat Phase a unit with no enemy next to it is refused; one next to an enemy may attack', () => {
    const s = toCombat(start(scen()));
    expect(pending(s)?.type).toBe('n20:combat');
    expect(query(s, 'referee', { type: 'idle', pieces: ['a1'] })).toEqual({ type: 'ready' });
    const r = query(s, 'referee', { type: 'idle', pieces: ['a2'] });
    expect(r).toMatchObject({ type: 'none', rule: 'N20 9.0' });
    expect(r.type === 'none' && r.reason).toMatch(/not next to an enemy/);
  });
});
