// MOP 37.10 hidden forces and bombardment (NLC 8.1): a gun lists and fires at the board as its side sees
// it. A hidden force's marker, real or dummy, is no target until revealed, refused in the same words.
import { describe, it, expect } from 'vitest';
import { query, stateHash, type GameState } from '../engineApi';
import { hiddenDraft } from '../../../src/engine/rules/hidden';
import { combatScenario, decisionType, refusal } from '../nlc/combatHarness';
import { atBombard, bombardTargets, foe, gun } from '../nlc/artillery/gunsHarness';

const sc = combatScenario({ units: [gun('art', '0401'), foe('near', '0402'), foe('hid', '0601')] });
const HF = { 'MOP 37.10': true };
const hideReal = (d: GameState) => void hiddenDraft(d, 'al').pieces.push('hid');
const dummyAt = (hex: string) => (d: GameState) => void (hiddenDraft(d, 'al').dummies.d1 = hex);

describe('MOP 37.10 hidden forces are not bombardment targets', () => {
  it('[MOP 37.10] a gun does not list a hidden stack in range and sight; in plain sight it does', () => {
    const seen = atBombard(sc, { rules: HF });
    expect(bombardTargets(seen)).toEqual(['art>0402', 'art>0601']);
    const hidden = atBombard(sc, { rules: HF, prepare: hideReal });
    expect(decisionType(hidden)).toBe('bombardDeclare');
    expect(bombardTargets(hidden)).toEqual(['art>0402']);
    // the gun-range overlay and the sight lines of the Bombardment Segment do not show it either
    const range = query(hidden, 'fr', { type: 'gunRange', pieces: ['art'] } as never) as { targets: string[] };
    expect(range.targets).toEqual(['0402']);
  });

  it('[MOP 37.10] bombarding a hidden-force marker is refused, in the same words for a real force and a dummy; nothing changes', () => {
    const real = atBombard(sc, { rules: HF, prepare: hideReal });
    const fake = atBombard(combatScenario({ units: [gun('art', '0401'), foe('near', '0402')] }), { rules: HF, prepare: dummyAt('0601') });
    const r1 = refusal(real, 'bombard', { units: ['art'], hex: '0601' });
    const r2 = refusal(fake, 'bombard', { units: ['art'], hex: '0601' });
    expect(r1).toMatchObject({ code: 'hidden', rule: 'MOP 37.10' });
    expect(r1).toEqual(r2);
  });
});

describe('MOP 37.10 hidden forces and the line of sight', () => {
  // the gun at 0401 and an enemy in plain sight at 0403, the line over 0402 (and one more target beside it,
  // so that the Bombardment Segment asks)
  const line = combatScenario({ units: [gun('art', '0401'), foe('far', '0403'), foe('hid', '0402'), foe('side', '0501')] });
  const clearLine = combatScenario({ units: [gun('art', '0401'), foe('far', '0403'), foe('side', '0501')] });
  const hiddenOff = (d: GameState) => {
    // 'hid' is not on the board at all: the line is open in truth
    d.units.hid.status = 'eliminated';
    d.units.hid.hex = null;
  };

  it('[MOP 37.10] a marker blocks the line as the firing side sees it, real or dummy alike, in the same words; nothing changes', () => {
    expect(bombardTargets(atBombard(clearLine, { rules: HF }))).toEqual(['art>0403', 'art>0501']);
    const real = atBombard(line, { rules: HF, prepare: hideReal });
    const fake = atBombard(clearLine, { rules: HF, prepare: dummyAt('0402') });
    expect(bombardTargets(real)).toEqual(['art>0501']);
    expect(bombardTargets(fake)).toEqual(['art>0501']);
    const before = stateHash(fake);
    const r1 = refusal(real, 'bombard', { units: ['art'], hex: '0403' });
    const r2 = refusal(fake, 'bombard', { units: ['art'], hex: '0403' });
    expect(r1).toMatchObject({ code: 'no-los', rule: 'NLC 8.3' });
    expect(r1).toEqual(r2);
    expect(stateHash(fake)).toBe(before);
  });

  it('[MOP 37.10] the line-of-sight tool answers each player from his own board: a dummy blocks for the enemy, not for its owner or the referee', () => {
    const fake = atBombard(clearLine, { rules: HF, prepare: dummyAt('0402') });
    const ask = (viewer: 'fr' | 'al' | 'referee') => query(fake, viewer, { type: 'los', from: '0401', to: '0403' } as never) as { clear: boolean; blockedAt?: string[] };
    expect(ask('fr')).toMatchObject({ clear: false, blockedAt: ['0402'] });
    expect(ask('al').clear).toBe(true);
    expect(ask('referee').clear).toBe(true);
    // a real hidden stack: the enemy's answer is word for word the one a dummy gives
    const real = atBombard(line, { rules: HF, prepare: hideReal });
    expect(query(real, 'fr', { type: 'los', from: '0401', to: '0403' } as never)).toEqual(ask('fr'));
    // and with nothing there in truth nor marked, the line is open for everyone
    const open = atBombard(line, { rules: HF, prepare: hiddenOff });
    expect((query(open, 'fr', { type: 'los', from: '0401', to: '0403' } as never) as { clear: boolean }).clear).toBe(true);
  });
});
