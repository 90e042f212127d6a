// MOP A.I: the March and Mode cards acting on orders and movement (1 Road Column, 8 Approach March,
// 11 General Advance, 12 Probe, 13 Infiltration, 15 Sound of Guns, 19 Mobile Defense): each with fixed
// dice where it rolls, and each refused with its case, nothing changed, when its conditions do not hold.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, newGame, pendingDecision, type GameState, type ScenarioInput } from '../engineApi';
import { miniScenario, act, choose, withDice as dice } from '../fixtures';
import { atAction } from '../harness';
import { cardsOf, game, mopScenario, withCards, MODE_RULES, type Mode } from './cardsHelpers';
import { cardsPublic } from '../../../src/engine/modules/mop/cards/state';
import { effectsInForce, type CardEffect } from '../../../src/engine/modules/mop/cards/effects';
import { playCard } from '../../../src/engine/modules/mop/cards/play';
import { currentOrder } from '../../../src/engine/modules/nlc/orders/types';
import { comply, writeOrder } from '../../../src/engine/modules/nlc/orders/lifecycle';
import { compliancePreview } from '../../../src/engine/modules/nlc/orders/compliance';
import { nlcPolicy } from '../../../src/engine/modules/nlc/movement';
import type { Out } from '../../../src/engine/core/ops';
import { logEntries } from '../../../src/engine/core/logBook';

const out = (): Out => ({ events: [], revealed: false, rolled: false });

function withEffect(s: GameState, e: Partial<CardEffect> & { card: number; side: string }): GameState {
  return produce(s, (d) => {
    const full: CardEffect = { turn: d.clock.turn, until: d.clock.turn, hidden: false, ...e };
    const m = d.mop as unknown as { cards: { effects?: CardEffect[] } };
    (m.cards.effects ??= []).push(full);
  });
}

/** Duval (rating 1) leads I Corps at 0303-0304 under Napoleon; an Allied corps at `allied` (default 0808); the orders rules on. */
function world(opts: { allied?: string[]; frType?: string; neyRating?: number } = {}) {
  const allied = opts.allied ?? ['0808'];
  return miniScenario({
    id: 'mop-march-' + (opts.allied ?? []).join('-') + (opts.frType ?? '') + (opts.neyRating ?? ''),
    columns: 12,
    rows: 12,
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'duv' },
      { id: 'a1', side: 'al', name: 'Allied Corps', leader: 'kl' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: '0303', ...(opts.frType ? { type: opts.frType as 'cavalry' } : {}) },
      { id: 'b', side: 'fr', hex: '0304' },
      ...allied.map((hex, i) => ({ id: 'z' + i, side: 'al', hex })),
    ],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0102' },
      { id: 'duv', side: 'fr', name: 'Duval', rating: opts.neyRating ?? 1, role: 'corps', formation: 'f1', hex: '0303' },
      { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: '1111' },
      { id: 'kl', side: 'al', name: 'Klenau', rating: 2, role: 'corps', formation: 'a1', hex: allied[0] },
    ],
    hqs: [
      { id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0102' },
      { id: 'ahq', side: 'al', name: 'Allied HQ', leader: 'sch', hex: '1111' },
    ],
    command: {
      wings: [],
      orders: [{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'a1', type: 'defend', target: [allied[0]] }],
    },
    mop: { battle: 'test' } as ScenarioInput['mop'],
  });
}

const start = (sc: ReturnType<typeof world>, mode: Mode = 'study', orders = true) => newGame(sc, { rules: { ...MODE_RULES[mode], 'NLC 12': orders } }, 1);
const play = (s: GameState, side: string, choice: string) => applyCommand(s, { type: 'choose', side, n: s.seq, choice });

/** Record a Local Decision for I Corps, end the Local Decisions and send no orders; the last `endOrders` resolves it with `faces`. */
function localDecision(s: GameState, order: object, faces: number[]): GameState {
  s = act(s, choose('fr', 'localDecision', { order }));
  s = act(act(s, choose('fr', 'endLocalDecisions')), choose('al', 'endLocalDecisions'));
  s = act(s, choose('fr', 'endOrders'));
  return act(dice(s, faces), choose('al', 'endOrders'));
}

/** Expect the card refused with `code` and its case, the state unchanged. */
function refused(s: GameState, side: string, choice: string, code: string) {
  const r = play(s, side, choice);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error).toMatchObject({ code, rule: 'MOP A.I' });
}

describe('MOP A.I March cards on orders', () => {
  it('[MOP A.I] 8 Approach March: the formation named gets a free March order, complied with at once', () => {
    let s = start(world(), 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [8]));
    expect(pendingDecision(s)).toMatchObject({ type: 'mopCards', side: 'fr' });
    const r = play(s, 'fr', 'card:8:f1@0606');
    if (!r.ok) throw new Error(r.error.message);
    const o = currentOrder(r.state, 'fr', 'f1')!;
    expect(o).toMatchObject({ status: 'complied', spec: { type: 'march', target: ['0606'] } });
    expect(o.roll).toBeNull(); // no compliance roll
    expect(cardsPublic(r.state).played.find((p) => p.card === 8)!.note).toMatch(/marches to 0606 at once/);
    expect(cardsOf(r.state, 'fr').hand).toEqual([]);
  });

  it('[MOP A.I] 8 Approach March is refused when the formation has a unit in an enemy ZOC, or without the orders rules; nothing changes', () => {
    let s = start(world({ allied: ['0404'] }), 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [8]));
    refused(s, 'fr', 'card:8:f1@0606', 'in-zoc');
    refused(s, 'fr', 'card:8', 'no-target');
    expect(cardsOf(s, 'fr').hand).toEqual([8]);
    let plain = start(world(), 'full', false);
    plain = withCards(plain, 'fr', (c) => void (c.hand = [8]));
    refused(plain, 'fr', 'card:8:f1@0606', 'no-orders');
  });

  it('[MOP A.I] 11 General Advance: the first Local Decision of the side is read two columns right (rating 1 rolling 8 acts locally)', () => {
    const attack = { formation: 'f1', type: 'attack', target: ['0808'] };
    // rating 1, 8 is No Effect; with the card the rating-3 column reads 8 as Acts Locally
    const plain = localDecision(start(world()), attack, [4, 4]);
    expect(currentOrder(plain, 'fr', 'f1')!.spec.type).toBe('defend');
    const s = localDecision(withEffect(start(world()), { card: 11, side: 'fr', uses: 1 }), attack, [4, 4]);
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('attack');
    expect(logEntries(s).some((e) => /General Advance \(MOP A.I\)/.test(e.text))).toBe(true);
    expect(effectsInForce(s, contextOf(s)).filter((e) => e.card === 11)).toEqual([]); // spent
  });

  it('[MOP A.I] 11 General Advance is refused without a formation leader on the map, or without the orders rules', () => {
    let s = start(world(), 'full');
    s = produce(s, (d) => {
      d.leaders.duv.status = 'eliminated';
      d.leaders.duv.hex = null;
    });
    s = withCards(s, 'fr', (c) => void (c.hand = [11]));
    refused(s, 'fr', 'card:11', 'no-leader');
    expect(cardsOf(s, 'fr').hand).toEqual([11]);
    const plain = withCards(start(world(), 'full', false), 'fr', (c) => void (c.hand = [11]));
    refused(plain, 'fr', 'card:11', 'no-orders');
  });

  it('[MOP A.I] 15 Sound of Guns: a March then Attack toward last turn\'s fight is read two columns right and a Bad Move is No Effect', () => {
    const toward = (target: string) => ({ formation: 'f1', type: 'march', target: ['0505'], then: [{ type: 'attack', target: [target] }] });
    const fought = (s: GameState) =>
      produce(s, (d) => {
        (d.mop as unknown as { cards: { fought?: Record<string, string[]> } }).cards.fought = { [String(d.clock.turn - 1)]: ['0808'] };
      });
    const armed = (s: GameState) => withEffect(fought(s), { card: 15, side: 'fr', uses: 1 });
    // rating 1 rolling 3: a Bad Move without the card (the opponent orders I Corps)
    const plain = localDecision(fought(start(world())), toward('0808'), [1, 2]);
    expect(pendingDecision(plain)).toMatchObject({ type: 'badMove', side: 'al' });
    // with it: column 3, where 3 is still a Bad Move, read as No Effect
    const s = localDecision(armed(start(world())), toward('0808'), [1, 2]);
    expect(pendingDecision(s)?.type).not.toBe('badMove');
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('defend');
    expect(logEntries(s).some((e) => /Sound of Guns \(MOP A.I\): a Bad Move reads No Effect/.test(e.text))).toBe(true);
    // rolling 8: acts locally on column 3
    const go = localDecision(armed(start(world())), toward('0808'), [4, 4]);
    expect(currentOrder(go, 'fr', 'f1')).toMatchObject({ spec: { type: 'march', target: ['0505'] }, status: 'complied' });
    // a target nowhere near last turn's fight: no help
    const far = localDecision(armed(start(world())), toward('0310'), [1, 2]);
    expect(pendingDecision(far)).toMatchObject({ type: 'badMove' });
  });

  it('[MOP A.I] 15 Sound of Guns is refused when nothing was fought last turn, or every formation is in an enemy ZOC', () => {
    let s = withCards(start(world(), 'full'), 'fr', (c) => void (c.hand = [15]));
    refused(s, 'fr', 'card:15', 'no-fight');
    s = produce(start(world({ allied: ['0404'] }), 'full'), (d) => {
      (d.mop as unknown as { cards: { fought?: Record<string, string[]> } }).cards.fought = { [String(d.clock.turn - 1)]: ['0808'] };
    });
    s = withCards(s, 'fr', (c) => void (c.hand = [15]));
    refused(s, 'fr', 'card:15', 'in-zoc');
    expect(cardsOf(s, 'fr').hand).toEqual([15]);
  });

  it('[MOP A.I] 15 Sound of Guns: an attacker\'s assault is recorded as fought over for the next turn', async () => {
    const { assault, atAssault } = await import('../nlc/combatHarness');
    const { fieldScenario } = await import('./fieldHarness');
    const { ours, foe } = await import('../nlc/artillery/gunsHarness');
    const { foughtLastTurn } = await import('../../../src/engine/modules/mop/cards/marchCards');
    const sc = fieldScenario({ units: [ours('a', '0402'), foe('d', '0403')] });
    const s = assault(atAssault(sc, { dice: [3, 3, 3, 3] }), ['a'], '0403');
    expect(foughtLastTurn(produce(s, (d) => void (d.clock.turn += 1)))).toEqual(['0403']);
    expect(foughtLastTurn(produce(s, (d) => void (d.clock.turn += 2)))).toEqual([]);
  });

  it('[MOP A.I] 12 Probe (ours): the side\'s Probe orders this turn are checked two columns right; refused without the orders rules', () => {
    const s = start(world());
    const ctx = contextOf(s);
    const probe = [{ type: 'probe', target: ['0808'] }] as never;
    const before = compliancePreview(s, ctx, 'nap', 'f1', probe, false);
    const t = withEffect(s, { card: 12, side: 'fr' });
    const after = compliancePreview(t, ctx, 'nap', 'f1', probe, false);
    expect(after.shift - before.shift).toBe(2);
    expect(after.shifts.at(-1)).toMatch(/Probe \(MOP A.I\)/);
    // an Attack order is not helped
    const attack = [{ type: 'attack', target: ['0808'] }] as never;
    expect(compliancePreview(t, ctx, 'nap', 'f1', attack, false).shift).toBe(compliancePreview(s, ctx, 'nap', 'f1', attack, false).shift);
    const plain = withCards(start(world(), 'full', false), 'fr', (c) => void (c.hand = [12]));
    refused(plain, 'fr', 'card:12', 'no-orders');
    expect(cardsOf(plain, 'fr').hand).toEqual([12]);
  });

  it('[MOP A.I] 13 Infiltration: the side\'s cavalry under Attack orders in an enemy ZOC need not assault; refused with no cavalry', () => {
    const sc = world({ allied: ['0403'], frType: 'cavalry' });
    const ctx = contextOf(start(sc));
    // I Corps under Attack orders on the enemy next to it
    const s = produce(start(sc), (d) => {
      const w = writeOrder(d, ctx, { formation: 'f1', from: 'nap', spec: { type: 'attack', target: ['0403'], route: [] }, then: [], awaitFurther: false, arrives: d.clock.turn, faceToFace: true, kind: 'written', compliance: null });
      comply(d, ctx, out(), w, 'test');
    });
    expect(ctx.mustAssault(s, 'a')).toBe(true);
    const t = withEffect(s, { card: 13, side: 'fr' });
    expect(ctx.mustAssault(t, 'a')).toBe(false);
    // infantry still must
    expect(ctx.mustAssault(t, 'b')).toBe(ctx.mustAssault(s, 'b'));
    const noCav = withCards(start(world(), 'full'), 'fr', (c) => void (c.hand = [13]));
    refused(noCav, 'fr', 'card:13', 'no-cavalry');
    expect(cardsOf(noCav, 'fr').hand).toEqual([13]);
  });
});

describe('MOP A.I Mode and movement cards', () => {
  it('[MOP A.I] 19 Mobile Defense: units held in an enemy ZOC may leave it, paying 1 MP more; refused with no unit in an enemy ZOC', () => {
    // no orders rules: every unit counts as defending (our ruling, as for card 20)
    const sc = mopScenario('mop-mobile', {}, {
      units: [
        { id: 'fu1', side: 'fr', hex: '0404' },
        { id: 'au1', side: 'al', hex: '0504' },
      ],
    });
    const base = game(sc, 'study');
    const ctx = contextOf(base);
    const away = ctx.map.hexes['0404'].neighbours.filter((n) => ctx.map.distance(n, '0504') === 2).sort()[0];
    const move = (s: GameState) => applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['fu1'], path: [away] });
    const locked = move(atAction(base, 'fr', ['f1']));
    expect(locked.ok).toBe(false);
    if (!locked.ok) expect(locked.error).toMatchObject({ code: 'zoc-locked', rule: 'NLC 5.4' });
    const freed = move(atAction(withEffect(base, { card: 19, side: 'fr' }), 'fr', ['f1']));
    if (!freed.ok) throw new Error(freed.error.message);
    expect(freed.state.units.fu1.hex).toBe(away);
    // clear terrain 1 MP + 1 MP for leaving the ZOC
    expect(freed.state.units.fu1.mpSpentHalves).toBe(4);
    // refusal: nobody in an enemy ZOC
    const far = withCards(game(mopScenario('mop-mobile-far'), 'full'), 'fr', (c) => void (c.hand = [19]));
    refused(far, 'fr', 'card:19', 'no-zoc');
    expect(cardsOf(far, 'fr').hand).toEqual([19]);
  });

  it('[MOP A.I] 1 Road Column (ours): on the first turn the units standing on a road march 1 MP farther; from the hand it is refused as a Mode card', () => {
    const sc = mopScenario('mop-road-column');
    const s = produce(game(sc, 'full'), (d) => {
      d.clock.turn = 1;
      playCard(d as GameState, contextOf(d as GameState), out(), { side: 'fr', card: 1, source: 'mode' });
    });
    const ctx = contextOf(s);
    expect(effectsInForce(s, ctx).find((e) => e.card === 1 && e.side === 'fr')!.units).toEqual(['fu1']);
    expect(nlcPolicy(s, ctx, ['fu1']).mpAdjustHalves('fu1')).toBe(2);
    expect(nlcPolicy(s, ctx, ['fu2']).mpAdjustHalves('fu2')).toBe(0); // 0205 is off the road
    const later = produce(s, (d) => void (d.clock.turn = 2));
    expect(nlcPolicy(later, ctx, ['fu1']).mpAdjustHalves('fu1')).toBe(0);
    // a Mode card is never played from the hand
    const h = withCards(game(sc, 'full'), 'fr', (c) => void (c.hand = [1]));
    const r = play(h, 'fr', 'card:1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'mode-card', rule: 'MOP A.I' });
    expect(cardsOf(h, 'fr').hand).toEqual([1]);
  });
});
