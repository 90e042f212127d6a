// MOP 37.1: a chit cup per side with the odd/even pull, the third-cup option, and the Night PM turn.
import { describe, it, expect } from 'vitest';
import { newGame, contextOf, type GameState } from '../engineApi';
import { miniScenario } from '../fixtures';
import { newGame as newGameForCups, type Scenario as CupScenario } from '../engineApi';

// played without events (historical study), so the fixed dice are not spent on cards (MOP 37.12)
const start = (sc: CupScenario) => newGameForCups(sc, { rules: { 'MOP 37.12 Restricted': false } }, 1);
import { withFrames } from '../harness';
import { proc } from '../../../src/engine/core/run';
import { nlcOf } from '../../../src/engine/modules/nlc/state';
import { losAnswer } from '../../../src/engine/rules/losQuery';
import { bombarderVeto } from '../../../src/engine/modules/nlc/artillery/bombard';
import { attackerFireLines } from '../../../src/engine/modules/nlc/combat/fire';
import { logEntries } from '../../../src/engine/core/logBook';

const texts = (s: GameState) => logEntries(s).map((e) => e.text);

const scenario = (extra: { nightPm?: number[]; id?: string } = {}) =>
  miniScenario({
    id: extra.id ?? 'mop-cups',
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps' },
      { id: 'f2', side: 'fr', name: 'II Corps' },
      { id: 'a1', side: 'al', name: 'Allied I' },
      { id: 'a2', side: 'al', name: 'Allied II' },
    ],
    units: [
      { id: 'x1', side: 'fr', hex: '0101', formation: 'f1' },
      { id: 'x2', side: 'fr', hex: '0103', formation: 'f2' },
      { id: 'g1', side: 'fr', hex: '0302', formation: 'f2', type: 'foot artillery', strength: [2, null] },
      { id: 'y1', side: 'al', hex: '0505', formation: 'a1' },
      { id: 'y2', side: 'al', hex: '0303', formation: 'a2' },
    ],
    mop: { nightPm: extra.nightPm ?? [] },
  });

const sideOfChit = (s: GameState, chit: string) => contextOf(s).scenario.formations.find((f) => f.id === chit)!.side;

describe('MOP 37.1 chit cups', () => {
  it('[MOP 37.1] an odd cup roll makes the French player pull, an even roll the Allied player', () => {
    // Initial Action rolls 3 and 3 (no OC: no Coordinated roll, no initiative), then the cup roll
    const odd = withFrames(start(scenario()), [proc('turnStart')], [3, 3, 5]);
    expect(sideOfChit(odd, nlcOf(odd).drawn[0])).toBe('fr');
    expect(texts(odd)).toContain('Cup roll 5 (odd): the French player pulls a chit');
    const even = withFrames(start(scenario()), [proc('turnStart')], [3, 3, 2]);
    expect(sideOfChit(even, nlcOf(even).drawn[0])).toBe('al');
  });

  it('[MOP 37.1] when one cup is empty the other is pulled from without a roll', () => {
    let s = withFrames(start(scenario()), [proc('turnStart')], [3, 3, 5]);
    // empty the French cup by hand: only Allied chits left
    s = { ...s, nlc: { ...nlcOf(s), cup: ["a1", "a2"] } } as unknown as GameState;
    const t = withFrames(s, [proc('chitPull')], []);
    expect(sideOfChit(t, nlcOf(t).drawn.at(-1)!)).toBe('al');
    expect(texts(t)).toContain('Only the Allied cup holds chits: it is pulled from');
  });

  it('[MOP 37.1] the third-cup option pulls a side marker instead of rolling a die', () => {
    const s0 = newGame(scenario({ id: 'mop-cups3' }), { rules: { 'MOP 37.1': true } }, 7);
    // only the two Initial Action dice are queued: a cup roll would draw a seeded die instead, and no log says so
    const s = withFrames(s0, [proc('turnStart')], [3, 3]);
    expect(nlcOf(s).drawn).toHaveLength(1);
    expect(texts(s).some((t) => t.startsWith('Side marker pulled:'))).toBe(true);
    expect(texts(s).some((t) => t.startsWith('Cup roll'))).toBe(false);
  });
});

describe('MOP 37.1 Night PM turn', () => {
  it('[MOP 37.1] a Night PM turn is a day turn with chits, but sight is one hex', () => {
    const day = start(scenario());
    const pm = start(scenario({ id: 'mop-pm', nightPm: [1] }));
    const ctxDay = contextOf(day);
    const ctxPm = contextOf(pm);
    expect(losAnswer(day, ctxDay, 'referee', '0701', '0704')).toMatchObject({ clear: true, visibility: 8 });
    expect(losAnswer(pm, ctxPm, 'referee', '0701', '0704')).toMatchObject({ clear: false, visibility: 1 });
    const s = withFrames(pm, [proc('turnStart')], [3, 3, 5]);
    expect(nlcOf(s).drawn).toHaveLength(1);
  });

  it('[MOP 37.1] artillery cannot bombard on a Night PM turn', () => {
    const day = start(scenario());
    const pm = start(scenario({ id: 'mop-pm', nightPm: [1] }));
    expect(bombarderVeto(day, contextOf(day), 'fr', ['f2'], 'g1')).toBeNull();
    expect(bombarderVeto(pm, contextOf(pm), 'fr', ['f2'], 'g1')).toMatchObject({ code: 'night-pm', rule: 'MOP 37.1' });
  });

  it('[MOP 37.1] guns assault at half strength on a Night PM turn', () => {
    const day = start(scenario());
    const pm = start(scenario({ id: 'mop-pm', nightPm: [1] }));
    expect(attackerFireLines(day, contextOf(day), ['g1', 'x2'], '0303', []).strength).toBe(6);
    const f = attackerFireLines(pm, contextOf(pm), ['g1', 'x2'], '0303', []);
    expect(f.strength).toBe(5);
    expect(f.lines.find((l) => l.unit === 'g1')!.mods).toEqual(['-50% guns on a Night PM turn (MOP 37.1)']);
  });
});
