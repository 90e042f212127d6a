// MOP 37.10 hidden forces and bombardment (NLC 8.1): a gun lists and fires at the board as its side sees
// it. A hidden force's marker, real or dummy, is no target until revealed, refused in the same words.
import { describe, it, expect } from 'vitest';
import { query, type GameState } from '../engineApi';
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
