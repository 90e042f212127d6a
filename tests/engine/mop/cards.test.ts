// Card play (MOP 37.12.1 full, 37.12.3 restricted with A.III e, A.III j tables): the hand, the checks
// that refuse a card, face-down play and its reveal, and the secrecy of each side's cards.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, viewFor, pendingDecision } from '../engineApi';
import { cardsOf, game, mopScenario, runEvents, withCards } from './cardsHelpers';
import { cardsPublic } from '../../../src/engine/modules/mop/cards/state';
import { mayGeneralRetreat } from '../../../src/engine/modules/mop/cards/play';
import { logEntries } from '../../../src/engine/core/logBook';

const sc = mopScenario('mop-cards');

describe('cards', () => {
  it('[MOP 37.12] full card play: each side is dealt a hand before play and decides which to play', () => {
    const s = game(sc, 'full');
    expect(cardsOf(s, 'fr').hand.length).toBe(4); // three dealt, one drawn on the day turn
    expect(cardsOf(s, 'al').hand.length).toBe(4);
    const p = pendingDecision(s)!;
    expect(p.type).toBe('mopCards');
    expect(p.side).toBe('fr');
    expect(p.options.buttons.at(-1)!.id).toBe('done');
  });

  it('[MOP 37.12] the other side\'s view holds nothing of a side\'s deck, hand, discards or face-down cards', () => {
    let s = game(sc, 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [25, 9, 1]));
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:25' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const al = viewFor(r.state, 'al');
    expect(al.secret.fr).toBeUndefined();
    const text = JSON.stringify(al);
    expect(text).not.toContain('Reinforcement Arrives Early');
    expect(Object.keys(al.secret)).toEqual(['al']);
    expect(text).not.toContain('"hand":[9,1]');
    expect(al.mop!.faceDown.fr).toBe(1);
    const fr = viewFor(r.state, 'fr');
    expect((fr.secret.fr.mopCards as { hand: number[] }).hand).toEqual([9, 1]);
    expect(JSON.stringify(fr)).toContain('Reinforcement Arrives Early');
  });

  it('[MOP 37.12] a face-down card is shown when its effect shows on the map, and every one at the end', () => {
    let s = game(sc, 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [25]));
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:25' });
    if (!r.ok) throw new Error(r.error.message);
    expect(cardsPublic(r.state).played.map((p) => p.card)).not.toContain(25);
    expect(cardsOf(r.state, 'fr').hidden.at(-1)).toMatchObject({ card: 25, revealTurn: 3 });
    const t3 = runEvents(r.state, [], 3);
    expect(cardsPublic(t3).played.map((p) => p.card)).toContain(25);
    expect(cardsOf(t3, 'fr').hidden.map((h) => h.card)).not.toContain(25);
    expect(viewFor(t3, 'al').log.some((e) => e.text.startsWith('Revealed') && e.text.includes('Reinforcement Arrives Early'))).toBe(true);
  });

  it('[MOP 37.12] a card its conditions refuse is refused with its case and nothing changes', () => {
    let s = game(sc, 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [1, 25]));
    const mode = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:1' });
    expect(mode.ok).toBe(false);
    if (!mode.ok) expect(mode.error.rule).toBe('MOP A.I');
    const absent = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:7' });
    expect(absent.ok).toBe(false);
    if (!absent.ok) expect(absent.error).toMatchObject({ code: 'not-in-hand', rule: 'MOP 37.12' });
    // no reinforcements left to come: the arrival card is refused
    const gone = withCards(s, 'fr', (c) => void (c.arrivals = { '4@0104': { turn: 4, hex: '0104', never: true }, '5@0104': { turn: 5, hex: '0104', never: true } }));
    const r = applyCommand(gone, { type: 'choose', side: 'fr', n: gone.seq, choice: 'card:25' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'no-reinforcements', rule: 'MOP A.I' });
    expect(cardsOf(gone, 'fr').hand).toEqual([1, 25]);
  });

  it('[MOP 37.12] a leader card needs its leader on the map', () => {
    let s = game(sc, 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [30, 7]));
    const marmont = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:30' });
    expect(marmont.ok).toBe(false);
    if (!marmont.ok) expect(marmont.error).toMatchObject({ code: 'leader-absent', rule: 'MOP A.I' });
    const napoleon = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:7' });
    expect(napoleon.ok).toBe(true);
  });

  it('[MOP 37.12] cards are played only in full card play', () => {
    const s = withCards(game(sc, 'restricted'), 'fr', (c) => void (c.hand = [9]));
    const p = pendingDecision(s)!;
    const r = applyCommand(s, { type: 'choose', side: p.side!, n: s.seq, choice: 'card:9' });
    expect(r.ok).toBe(false);
  });

  it('[MOP A.III] restricted play: a card drawn is played on an odd die and discarded unseen on an even one', () => {
    let s = game(sc, 'restricted');
    s = withCards(s, 'fr', (c) => void (c.deck = [9]));
    s = withCards(s, 'al', (c) => void (c.deck = [9]));
    const before = cardsPublic(s).played.length;
    const t = runEvents(s, [3, 4], 2);
    expect(mayGeneralRetreat(t, 'fr')).toBe(true);
    expect(mayGeneralRetreat(t, 'al')).toBe(false);
    expect(cardsOf(t, 'al').discard).toContain(9);
    expect(cardsPublic(t).played.slice(before).map((p) => [p.card, p.side])).toEqual([[9, 'fr']]);
    // the roll and the discarded card are the Coalition's to know
    expect(viewFor(t, 'fr').log.some((e) => e.text.includes('discarded unplayed'))).toBe(false);
    expect(viewFor(t, 'al').log.some((e) => e.text.includes('discarded unplayed'))).toBe(true);
  });

  it('[MOP A.III] Random Events Tables: a die for the table, the d66, a die for the side (odd French, even Coalition)', () => {
    const s = game(sc, 'tables');
    const t = runEvents(s, [2, 1, 4, 2], 2);
    expect(cardsPublic(t).played.at(-1)).toMatchObject({ card: 9, side: 'al', roll: { table: 'A', d66: 14 } });
    expect(mayGeneralRetreat(t, 'al')).toBe(true);
    const none = runEvents(s, [5, 6, 6, 1], 2);
    expect(cardsPublic(none).played.length).toBe(cardsPublic(s).played.length);
    expect(logEntries(none).some((e) => e.text.includes('Table B, 66: no event'))).toBe(true);
  });

  it('[MOP A.III] a table line whose card the scenario removed from that side gives no event', () => {
    const s = game(mopScenario('mop-cards-removed', { cards: { removed: { al: [9] } } }), 'tables');
    const t = runEvents(s, [1, 1, 4, 6], 2);
    expect(mayGeneralRetreat(t, 'al')).toBe(false);
    const f = runEvents(s, [1, 1, 4, 5], 2);
    expect(mayGeneralRetreat(f, 'fr')).toBe(true);
  });

  it('[MOP A.III] bonus cards: only Arrival cards are played, and Delay-March Confusion strikes the other side', () => {
    const bonus = mopScenario('mop-bonus', { cards: { bonus: { fr: 2 } } });
    let s = game(bonus, 'restricted');
    // replay the first turn's deal with a known deck
    s = withCards(s, 'fr', (c) => void (c.deck = [27, 27]));
    s = withCards(s, 'al', (c) => void (c.deck = [3]));
    s = produce(s, (d) => void ((d.mop as unknown as { cards: { dealt: boolean } }).cards.dealt = false));
    const t = runEvents(s, [1, 1, 2, 2], 1);
    const al = cardsOf(t, 'al');
    expect(al.hidden.map((h) => [h.card, h.source])).toEqual([[27, 'bonus'], [27, 'bonus']]);
    expect(al.arrivals['4@1004']).toMatchObject({ turn: 8 });
  });

  it('[MOP A.III] a card drawn and played that finds nothing to act on (its leader absent) has no effect and no VP', () => {
    let s = game(sc, 'restricted');
    s = withCards(s, 'fr', (c) => void (c.deck = [30]));
    s = withCards(s, 'al', (c) => void (c.deck = [30]));
    const t = runEvents(s, [1, 2], 2);
    const marmont = cardsOf(t, 'fr').hidden.at(-1)!;
    expect(marmont).toMatchObject({ card: 30, vp: 0, note: 'that leader is not on the map: no effect' });
  });

  it('[MOP 37.12] historical study: no cards are drawn or played', () => {
    const s = runEvents(game(sc, 'study'), [3, 3, 3], 2);
    expect(cardsPublic(s).played).toEqual([]);
    expect(cardsOf(s, 'fr').hand).toEqual([]);
  });
});
