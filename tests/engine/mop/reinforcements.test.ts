// The variable reinforcement schedule of historical study (MOP A.II) and the arrival cards (A.I 25-27, 29).
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf } from '../engineApi';
import { mayEnterNow } from '../../../src/engine/modules/nlc/movement';
import { arrivalOf } from '../../../src/engine/rules/arrival';
import { cardsOf, game, mopScenario, runEvents, withCards } from './cardsHelpers';
import { cardsPublic } from '../../../src/engine/modules/mop/cards/state';
import { logEntries } from '../../../src/engine/core/logBook';

const sc = mopScenario('mop-reinf');

describe('reinforcement schedule', () => {
  it('[MOP A.II] two turns before a group is due its owner rolls: 1 two turns early, 3-4 on time, 6 two turns late', () => {
    const s = game(sc, 'study');
    // turn 2: the groups due on turn 4 roll (French first, then Coalition)
    const early = runEvents(s, [1, 6], 2);
    const ctx = contextOf(early);
    expect(arrivalOf(early, ctx, 'fr-r1')).toEqual({ turn: 2, hex: '0104' });
    expect(arrivalOf(early, ctx, 'al-r1')).toEqual({ turn: 6, hex: '1004' });
    expect(cardsOf(early, 'fr').advanced).toBe(1);
    expect(cardsOf(early, 'al').delayed).toBe(1);
    const onTime = runEvents(s, [3, 4], 2);
    expect(arrivalOf(onTime, ctx, 'fr-r1')).toEqual({ turn: 4, hex: '0104' });
  });

  it('[MOP A.II] a group brought forward may enter on its new turn (NLC 9 entry follows the schedule in force)', () => {
    const s = game(sc, 'study');
    const ctx = contextOf(s);
    const early = runEvents(s, [1, 3], 2);
    const onTime = runEvents(s, [3, 3], 2);
    expect(mayEnterNow(early, ctx, 'fr-r1')).toBe(true);
    expect(mayEnterNow(onTime, ctx, 'fr-r1')).toBe(false);
  });

  it('[MOP A.II] off-map congestion: a group may not come before one due earlier at the same hex', () => {
    const s = game(sc, 'study');
    // turn 2 rolls the turn-4 groups (fr 3: on time, al 3); at the start of turn 3, which follows at once,
    // the French turn-5 group rolls 1
    const t3 = runEvents(s, [3, 3, 1], 2);
    expect(t3.clock.turn).toBe(3);
    expect(arrivalOf(t3, contextOf(t3), 'fr-r2')).toEqual({ turn: 4, hex: '0104' });
  });

  it('[MOP A.II] more groups delayed than advanced: the next roll is 1 less', () => {
    const s = withCards(game(sc, 'study'), 'fr', (c) => void (c.delayed = 1));
    // a 2 less 1 is a 1: two turns early (not before the turn of the roll)
    const t = runEvents(s, [2, 3], 2);
    expect(arrivalOf(t, contextOf(t), 'fr-r1')!.turn).toBe(2);
  });

  it('[MOP A.II] the rolls and the new schedule are the owner\'s secret', () => {
    const t = runEvents(game(sc, 'study'), [6, 3], 2);
    expect(logEntries(t).filter((e) => e.rule === 'MOP A.II').every((e) => e.visibleTo !== 'all')).toBe(true);
    expect(t.secret.fr.mopCards).toBeDefined();
  });
});

describe('arrival cards', () => {
  const play = (card: number) => {
    const s = withCards(game(sc, 'full'), 'fr', (c) => void (c.hand = [card]));
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: `card:${card}` });
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };

  it('[MOP A.I] 25 Reinforcement Arrives Early: the next group of the side comes a turn sooner', () => {
    const s = play(25);
    expect(arrivalOf(s, contextOf(s), 'fr-r1')!.turn).toBe(3);
    expect(arrivalOf(s, contextOf(s), 'fr-r2')!.turn).toBe(5);
  });

  it('[MOP A.I] 27 Delay-March Confusion strikes the side\'s own next group: two turns late, +1 VP to it', () => {
    const s = play(27);
    expect(arrivalOf(s, contextOf(s), 'fr-r1')!.turn).toBe(6);
    expect(cardsOf(s, 'fr').hidden.at(-1)).toMatchObject({ card: 27, vp: 1 });
  });

  it('[MOP A.III] 29 Alternate Reinforcements: the next group does not come, its side scores a quarter of its strength', () => {
    const s = play(29);
    expect(arrivalOf(s, contextOf(s), 'fr-r1')).toBeNull();
    expect(cardsOf(s, 'fr').hidden.at(-1)).toMatchObject({ card: 29, vp: 2 });
  });

  it('[MOP A.I] 26 Reinforcement Takes Other Route: the group enters at the nearest other road hex of the same map edge', () => {
    const s = play(26);
    const ctx = contextOf(s);
    const changed = ['fr-r1', 'fr-r2'].map((u) => arrivalOf(s, ctx, u)!.hex);
    expect(changed.sort()).toEqual(['0104', '0107']);
    expect(cardsPublic(s).played.map((p) => p.card)).not.toContain(26);
  });
});
