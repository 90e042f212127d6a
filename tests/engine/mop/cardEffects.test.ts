// MOP A.I: the engine applies each card's effect for as long as the card says, a face-down card is shown
// when its effect shows, and a card whose conditions do not hold is refused with its case, nothing changed.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, newGame, type GameState } from '../engineApi';
import { assault, atAssault, combat } from '../nlc/combatHarness';
import { fieldScenario } from './fieldHarness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { withFrames } from '../harness';
import { proc } from '../../../src/engine/core/run';
import { cardsOf, game, mopScenario, withCards } from './cardsHelpers';
import { cardsPublic } from '../../../src/engine/modules/mop/cards/state';
import { effectsInForce, type CardEffect } from '../../../src/engine/modules/mop/cards/effects';
import { leaderRating } from '../../../src/engine/modules/nlc/leaders';
import { fireHits } from '../../../src/engine/tables/fireTable';
import { nlcOf } from '../../../src/engine/modules/nlc/state';
import { capacity } from '../../../src/engine/modules/nlc/orders/capacity';
import { compliancePreview } from '../../../src/engine/modules/nlc/orders/compliance';
import { chargeVetoOf } from '../../../src/engine/core/module';
import { boxesOf } from '../../../src/engine/modules/mop/core/boxes';
import { untilNextDaylight } from '../../../src/engine/modules/mop/cards/effectPlay';
import { autoPass, retreatCheck, retreatZocSpared, orderDelay } from '../../../src/engine/modules/mop/cards/effectHooks';
import type { Out } from '../../../src/engine/core/ops';
import type { StepCost } from '../../../src/engine/rules/movement/stepCost';
import { logEntries } from '../../../src/engine/core/logBook';

const out = (): Out => ({ events: [], revealed: false, rolled: false });

/** Put a card effect in force (as played this turn), face up or face down with its played record. */
function effect(e: Partial<CardEffect> & { card: number; side: string }) {
  return (d: GameState) => {
    const full: CardEffect = { turn: d.clock.turn, until: d.clock.turn, hidden: false, ...e };
    const m = d.mop as unknown as { cards: { effects?: CardEffect[]; played: unknown[] } };
    if (!full.hidden) (m.cards.effects ??= []).push(full);
    else {
      const sc = d.secret[full.side].mopCards as unknown as { effects?: CardEffect[]; hidden: unknown[] };
      (sc.effects ??= []).push(full);
      sc.hidden.push({ card: full.card, side: full.side, turn: full.turn, source: 'hand', title: `card ${full.card}`, effect: '', note: '', vp: 0, ours: false, revealTurn: null, thisTurn: true });
    }
  };
}
const withEffect = (s: GameState, e: Partial<CardEffect> & { card: number; side: string }) => produce(s, (d) => effect(e)(d as GameState));
const both = (...fs: ((d: GameState) => void)[]) => (d: GameState) => fs.forEach((f) => f(d));
const hits = (strength: number, roll: number) => fireHits(strength, Math.max(2, Math.min(12, roll)));

// a 9x9 map with the March on Paris module on; French attack from 0402 into 0403
const duel = (extra: Parameters<typeof fieldScenario>[0]['units'] = []) => fieldScenario({ units: [ours('a', '0402'), foe('d', '0403'), ...extra] });

describe('MOP A.I card effects in combat', () => {
  it('[MOP A.I] 3 Artillery Cover Fire: the enemy\'s assault roll is 1 lower in one combat where the side\'s guns fight, and the face-down card is shown', () => {
    const sc = duel([foe('g', '0403', { type: 'foot artillery', strength: [2, null] })]);
    const s = assault(atAssault(sc, { prepare: effect({ card: 3, side: 'al', uses: 1, hidden: true }), dice: [4, 4, 1, 1] }), ['a'], '0403');
    const f = combat(s).attacker.fire!;
    expect(f.rollMod).toBe(-1);
    expect(f.hits).toBe(hits(4, 7));
    expect(cardsPublic(s).played.map((p) => p.card)).toContain(3);
    expect(effectsInForce(s, contextOf(s)).filter((e) => e.card === 3)).toEqual([]); // its one use is spent
    // without the card the same dice give the full roll
    const plain = assault(atAssault(sc, { dice: [4, 4, 1, 1] }), ['a'], '0403');
    expect(combat(plain).attacker.fire!.hits).toBe(hits(4, 8));
  });

  it('[MOP A.I] 14 Marshal Ney: +1 on the French roll when they attack', () => {
    const s = assault(atAssault(duel(), { prepare: effect({ card: 14, side: 'fr' }), dice: [3, 3, 1, 1] }), ['a'], '0403');
    expect(combat(s).attacker.fire).toMatchObject({ rollMod: 1, hits: hits(4, 7) });
    expect(combat(s).defender.fire!.rollMod).toBeUndefined();
  });

  it('[MOP A.I] 14 Another Chance: one poor roll of the side is rolled again and the new roll stands', () => {
    const sc = duel();
    const s = assault(atAssault(sc, { side: 'al', formations: ['a1'], prepare: effect({ card: 14, side: 'al', uses: 1 }), dice: [1, 2, 6, 5, 1, 1] }), ['d'], '0402');
    expect(combat(s).attacker.fire!.dice).toEqual([6, 5]);
    expect(combat(s).attacker.fire!.hits).toBe(hits(combat(s).attacker.fire!.strength, 11));
    expect(effectsInForce(s, contextOf(s)).filter((e) => e.card === 14)).toEqual([]);
  });

  it('[MOP A.I] 7 Blücher: up to three rerolls of the side\'s poor rolls; its involuntary retreats are cancelled', () => {
    const sc = duel();
    const s = assault(atAssault(sc, { side: 'al', formations: ['a1'], prepare: effect({ card: 7, side: 'al', target: 'rerolls', uses: 3 }), dice: [1, 1, 2, 2, 3, 3] }), ['d'], '0402');
    expect(combat(s).attacker.fire!.dice).toEqual([2, 2]);
    const e = effectsInForce(s, contextOf(s)).find((x) => x.card === 7)!;
    expect(e.uses).toBe(2);
    // the involuntary retreat: a failed check after losses is cancelled
    const held = withEffect(atAssault(sc), { card: 7, side: 'al', target: 'hold' });
    let answer: ReturnType<NonNullable<typeof retreatCheck>>;
    produce(held, (d) => void (answer = retreatCheck!(d, contextOf(held), out(), 'al', ['d'], { morale: 4, die: 6, passed: false })));
    expect(answer!).toMatchObject({ passed: true, rule: 'MOP A.I' });
  });

  it('[MOP A.I] 24 The Last Push: +2 on one assault of the side', () => {
    const s = assault(atAssault(duel(), { side: 'al', formations: ['a1'], prepare: effect({ card: 24, side: 'al', uses: 1 }), dice: [5, 5, 1, 1] }), ['d'], '0402');
    const f = combat(s).attacker.fire!;
    expect(f).toMatchObject({ rollMod: 2, hits: hits(f.strength, 12) });
  });

  it('[MOP A.I] 20 Area Defense: the enemy\'s assault roll against defending units is 1 lower (no orders system: every unit defends)', () => {
    const s = assault(atAssault(duel(), { prepare: effect({ card: 20, side: 'al' }), dice: [5, 4, 1, 1] }), ['a'], '0403');
    expect(combat(s).attacker.fire).toMatchObject({ rollMod: -1, hits: hits(4, 8) });
  });

  it('[MOP A.I] 30 Marshal Marmont: French involuntary retreats cancelled; the enemy checks with morale 1 lower for retreat; his rating +1', () => {
    const sc = mopScenario('mop-marmont', {}, {
      leaders: [
        { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0104' },
        { id: 'mar', side: 'fr', name: 'Marmont', rating: 3, role: 'corps', formation: 'f1', hex: '0204' },
        { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: '1004' },
      ],
    });
    const s = withEffect(game(sc, 'study'), { card: 30, side: 'fr' });
    const ctx = contextOf(s);
    expect(leaderRating(s, ctx, 'mar')).toBe(4);
    let fr: ReturnType<NonNullable<typeof retreatCheck>>;
    let al: ReturnType<NonNullable<typeof retreatCheck>>;
    let alHigh: ReturnType<NonNullable<typeof retreatCheck>>;
    produce(s, (d) => {
      fr = retreatCheck!(d, ctx, out(), 'fr', ['fu1'], { morale: 3, die: 5, passed: false });
      al = retreatCheck!(d, ctx, out(), 'al', ['au1'], { morale: 4, die: 4, passed: true });
      alHigh = retreatCheck!(d, ctx, out(), 'al', ['au1'], { morale: 4, die: 2, passed: true });
    });
    expect(fr!).toMatchObject({ passed: true });
    expect(al!).toMatchObject({ passed: false });
    expect(alHigh!).toBeUndefined();
  });
});

describe('MOP A.I card effects on the turn, leaders and orders', () => {
  const sc = mopScenario('mop-effects-turn');
  const initial = (s: GameState, dice: number[]) => withFrames(s, [proc('initialRoll', {})], dice);

  it('[MOP A.I] 7 Emperor Napoléon: rated 5 this turn; the French take the Initial Action and a Coordinated Action chit without rolling', () => {
    const s = withEffect(game(sc, 'study'), { card: 7, side: 'fr', hidden: true });
    expect(leaderRating(s, contextOf(s), 'nap')).toBe(5);
    // the French roll 1 (+5) against the Allies' 6 (+2): without the card no Initial Action
    const t = initial(s, [1, 6]);
    expect(nlcOf(t).initiative?.side).toBe('fr');
    expect(cardsPublic(t).played.map((p) => p.card)).toContain(7);
    const c = withFrames(s, [proc('coordinatedRoll', { side: 'fr' })], []);
    expect(logEntries(c).some((e) => e.rule === 'MOP A.I' && /receive a Coordinated Action chit/.test(e.text))).toBe(true);
    expect(leaderRating(game(sc, 'study'), contextOf(s), 'nap')).toBe(3);
  });

  it('[MOP A.I] 2 Late Start: no Initial Action and no Coordinated Action on the first turn, whatever the roll', () => {
    const s = withEffect(game(sc, 'study'), { card: 2, side: 'fr', until: 1 });
    const t = initial(produce(s, (d) => void (d.clock.turn = 1)), [6, 1]);
    expect(nlcOf(t).initiative).toBeFalsy();
    const c = withFrames(s, [proc('coordinatedRoll', { side: 'fr' })], []);
    expect(logEntries(c).some((e) => /may not have a Coordinated Action chit/.test(e.text))).toBe(true);
  });

  it('[MOP A.I] 5 Early Arrival: the side takes the Initial Action on the first turn', () => {
    const s = withEffect(game(sc, 'study'), { card: 5, side: 'al', until: 1 });
    const t = initial(produce(s, (d) => void (d.clock.turn = 1)), [6, 1]);
    expect(nlcOf(t).initiative?.side).toBe('al');
  });

  it('[MOP A.I] 4 Replacements and 6 Formation Scattered: a reduced infantry unit regains a step; a formation begins disrupted', () => {
    let s = game(sc, 'full');
    s = produce(s, (d) => void (d.units.fu1.steps = 1));
    // played as the deal plays a Mode card (A.III b)
    const t = produce(s, (d) => {
      const ctx = contextOf(s);
      playCardNow(d as GameState, ctx, 'fr', 4);
      playCardNow(d as GameState, ctx, 'al', 6);
    });
    expect(t.units.fu1.steps).toBe(2);
    expect(t.units.au1.disrupted && t.units.au2.disrupted).toBe(true);
    expect(cardsPublic(t).played.find((p) => p.card === 6)!.note).toMatch(/2 units disrupted/);
  });

  it('[MOP A.I] 21 Turning Movement and 28 Forced March: 2R for compliance; 28 and 31 Aide de Camp: one more order this turn', () => {
    const cmd = mopScenario('mop-effects-orders', {}, { command: { wings: [], orders: [] }, hqs: [] });
    const s = game(cmd, 'study');
    const ctx = contextOf(s);
    const before = capacity(s, ctx, 'nap').left;
    const t = withEffect(withEffect(withEffect(s, { card: 21, side: 'fr' }), { card: 28, side: 'fr' }), { card: 31, side: 'fr', target: 'order' });
    expect(capacity(t, ctx, 'nap').left).toBe(before + 2);
    const seq = compliancePreview(t, ctx, 'nap', 'f1', [{ type: 'march', target: ['0304'] }, { type: 'attack', target: ['0904'] }] as never, false);
    const plainSeq = compliancePreview(s, ctx, 'nap', 'f1', [{ type: 'march', target: ['0304'] }, { type: 'attack', target: ['0904'] }] as never, false);
    expect(seq.shift - plainSeq.shift).toBe(2);
    const march = compliancePreview(t, ctx, 'nap', 'f1', [{ type: 'march', target: ['0304'] }] as never, false);
    const plainMarch = compliancePreview(s, ctx, 'nap', 'f1', [{ type: 'march', target: ['0304'] }] as never, false);
    expect(march.shift - plainMarch.shift).toBe(2);
    expect(march.shifts.at(-1)).toMatch(/Forced March \(MOP A.I\)/);
  });

  it('[MOP A.I] 24 Populace: the enemy\'s orders written this turn take a turn longer to arrive', () => {
    const s = withEffect(game(sc, 'study'), { card: 24, side: 'fr' });
    const ctx = contextOf(s);
    expect(orderDelay!(s, ctx, 'al')).toBe(1);
    expect(orderDelay!(s, ctx, 'fr')).toBe(0);
  });

  it('[MOP A.I] 17 Cavalry Pursuit, 18 Counter Charge, 22 From the Jaws of Death: checks passed without a roll, the ZOC step spared once', () => {
    const s = withEffect(withEffect(withEffect(game(sc, 'study'), { card: 17, side: 'fr', hidden: true }), { card: 18, side: 'al' }), { card: 22, side: 'fr', uses: 1 });
    const ctx = contextOf(s);
    let pursuit: unknown, reaction: unknown, noReaction: unknown, jaws: unknown, again: unknown;
    const t = produce(s, (d) => {
      pursuit = autoPass!(d, ctx, out(), 'fu1', 'pursuit');
      reaction = autoPass!(d, ctx, out(), 'au1', 'reactionCharge');
      noReaction = autoPass!(d, ctx, out(), 'fu1', 'reactionCharge');
      jaws = retreatZocSpared!(d, ctx, out(), 'fr', ['fu1']);
      again = retreatZocSpared!(d, ctx, out(), 'fr', ['fu1']);
    });
    expect(pursuit).toMatchObject({ rule: 'MOP A.I' });
    expect(reaction).toMatchObject({ rule: 'MOP A.I' });
    expect(noReaction).toBeUndefined();
    expect(jaws).toMatchObject({ rule: 'MOP A.I' });
    expect(again).toBeUndefined();
    // the face-down Cavalry Pursuit showed: it is face up now
    expect(cardsPublic(t).played.map((p) => p.card)).toContain(17);
  });
});

import { playCard } from '../../../src/engine/modules/mop/cards/play';
import type { Ctx } from '../../../src/engine/core/ctx';
function playCardNow(d: GameState, ctx: Ctx, side: string, card: number, target?: string) {
  playCard(d, ctx, out(), { side, card, source: 'hand', ...(target ? { target } : {}) });
}

describe('MOP A.I cards played from the hand (full play)', () => {
  const town = mopScenario('mop-effects-town', {}, { hexes: [{ id: '0904', terrain: 'town', name: 'Brienne' }] });
  const play = (s: GameState, side: string, choice: string) => applyCommand(s, { type: 'choose', side, n: s.seq, choice });

  it('[MOP A.I] 16 Fire: a town held by the enemy costs 2 MP more to enter until the first daylight turn of the next day', () => {
    let s = game(town, 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [16]));
    const r = play(s, 'fr', 'card:16');
    if (!r.ok) throw new Error(r.error.message);
    const e = effectsInForce(r.state, contextOf(s)).find((x) => x.card === 16)!;
    expect(e.target).toBe('0904');
    const ctx = contextOf(s);
    let step: StepCost = { halves: 2, road: false };
    for (const m of ctx.modules) if (m.hooks?.moveStep) step = m.hooks.moveStep(r.state, ctx, ['au1'], '0804', '0904', step);
    expect(step).toMatchObject({ halves: 6 });
    const nights = mopScenario('mop-effects-night', {}, { night: [5, 6] });
    expect(untilNextDaylight(contextOf(game(nights, 'study')), 2)).toBe(6);
  });

  it('[MOP A.I] a card played when its conditions do not hold is refused with its case and nothing changes', () => {
    let s = game(sc0(), 'full');
    s = withCards(s, 'fr', (c) => void (c.hand = [16, 17, 10, 23, 3]));
    for (const [card, code] of [[16, 'no-target'], [17, 'no-cavalry'], [10, 'no-orders'], [23, 'no-target'], [3, 'no-artillery']] as const) {
      const r = play(s, 'fr', `card:${card}`);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toMatchObject({ code, rule: 'MOP A.I' });
    }
    expect(cardsOf(s, 'fr').hand).toEqual([16, 17, 10, 23, 3]);
    // a town named that the enemy does not hold
    const t = withCards(game(town, 'full'), 'fr', (c) => void (c.hand = [16]));
    const bad = play(t, 'fr', 'card:16:0101');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: 'bad-target', rule: 'MOP A.I' });
  });

  it('[MOP A.I] 23 Untrained Enemy Cavalry: the stack named may not charge this turn (Cossacks: only a stack with Cossacks)', () => {
    const cav = mopScenario('mop-effects-cav', {}, {
      units: [
        { id: 'fu1', side: 'fr', hex: '0204', type: 'cavalry' },
        { id: 'fu2', side: 'fr', hex: '0205' },
        { id: 'au1', side: 'al', hex: '0904', type: 'cavalry', name: 'Platov Cossacks' },
        { id: 'au2', side: 'al', hex: '0905' },
      ],
    });
    let s = game(cav, 'full');
    s = withCards(s, 'al', (c) => void (c.hand = [23]));
    s = withCards(s, 'fr', (c) => void (c.hand = [23]));
    const r = play(s, 'fr', 'card:23');
    if (!r.ok) throw new Error(r.error.message);
    const ctx = contextOf(s);
    expect(chargeVetoOf(ctx, r.state, '0904', '0804')).toMatchObject({ code: 'card-no-charge', rule: 'MOP A.I' });
    expect(chargeVetoOf(ctx, s, '0904', '0804')).toBeNull();
  });

  it('[MOP A.I] 30 Gneisenau: the formation named brings its units back from the UAR box, reduced, at its leader', () => {
    const sc = mopScenario('mop-effects-gneis', {}, {
      formations: [
        { id: 'f1', side: 'fr', name: 'I Corps' },
        { id: 'a1', side: 'al', name: 'Allied Corps', leader: 'kl' },
      ],
      leaders: [
        { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0104' },
        { id: 'gn', side: 'al', name: 'Gneisenau', rating: 3, role: 'overall', hex: '1004' },
        { id: 'kl', side: 'al', name: 'Kleist', rating: 3, role: 'corps', formation: 'a1', hex: '0906' },
      ],
    });
    let s = game(sc, 'full');
    s = produce(s, (d) => {
      d.units.au2.status = 'eliminated';
      d.units.au2.hex = null;
      d.units.au2.steps = 0;
      (d.mop as unknown as { boxes: { uar: string[]; peu: string[] } }).boxes = { uar: ['au2'], peu: [] };
    });
    s = withCards(s, 'al', (c) => void (c.hand = [30]));
    const done = play(s, 'fr', 'done');
    if (!done.ok) throw new Error(done.error.message);
    const r = play(done.state, 'al', 'card:30');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.au2).toMatchObject({ status: 'map', hex: '0906', steps: 1 });
    expect(boxesOf(r.state).uar).toEqual([]);
  });
});

function sc0() {
  return mopScenario('mop-effects-plain');
}

void newGame;
