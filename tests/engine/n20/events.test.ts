import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine/index';
import { contextOf } from '../../../src/engine/core/api';
import { SPECIAL_CARDS, BASE_EVENTS } from '../../../src/engine/modules/n20/data/cards';
import { drawEvent } from '../../../src/engine/modules/n20/events/deck';
import { battle, choices, choose, dice, edit, logText, mini, morale, n20, passSteps, pending, refuse, resolveRetreats, start, toCombat } from './helpers';

const out = () => ({ events: [], revealed: false, rolled: false });
const field = () =>
  mini({
    units: [
      { id: 'a1', side: 'fr', s: 3, hex: '0202' },
      { id: 'a2', side: 'fr', s: 2, type: 'cavalry', m: 3, hex: '0204' },
      { id: 'r1', side: 'ru', s: 3, hex: '1007' },
    ],
  });
const give = (s: ReturnType<typeof start>, side: 'fr' | 'ru', card: string) =>
  edit(s, (d, st) => {
    d.secret[side].hand = [card];
    st.handCount[side] = 1;
  });
const drawn = (s: ReturnType<typeof start>, card: string, side = 'fr') =>
  edit(s, (d, st) => {
    st.hidden.deck = [card];
    st.phasing = side;
    drawEvent(d, contextOf(s), out(), side);
  });

describe('special event cards as data', () => {
  it('[N20X 5.0] sixteen original special cards: four Reveal, twelve Retain, one Battlefield Smoke', () => {
    expect(SPECIAL_CARDS.length).toBe(16);
    expect(SPECIAL_CARDS.filter((c) => c.type === 'reveal').length).toBe(4);
    expect(SPECIAL_CARDS.filter((c) => c.type === 'retain').length).toBe(12);
    expect(SPECIAL_CARDS.find((c) => c.name === 'Battlefield Smoke')?.effects?.some((e) => e.kind === 'smoke')).toBe(true);
    expect(new Set(SPECIAL_CARDS.map((c) => c.id)).size).toBe(16);
  });
});

describe('Random Events methods', () => {
  it('[N20X 5.0] Mild: two unseen special cards join the deck, the rest are set aside', () => {
    const s = start(field(), { 'N20X 5.0 Mild': true });
    const st = n20(s);
    const all = [...st.hidden.deck, ...st.discard, ...(s.secret.fr.hand as string[] ?? [])];
    expect(all.filter((c) => SPECIAL_CARDS.some((x) => x.id === c)).length).toBe(2);
    expect(st.hidden.special.length).toBe(0);
  });

  it('[N20X 5.0] Medium: one Reveal card joins the deck; each player is dealt four Retain cards and secretly picks one', () => {
    let s = start(field(), { 'N20X 5.0 Medium': true });
    expect(pending(s)?.type).toBe('n20:mediumPick');
    const frDealt = s.secret.fr.dealt as string[];
    const ruDealt = s.secret.ru.dealt as string[];
    expect(frDealt.length).toBe(4);
    expect(ruDealt.length).toBe(4);
    expect(frDealt.some((c) => ruDealt.includes(c))).toBe(false);
    for (const c of frDealt) expect(JSON.stringify(viewFor(s, 'ru'))).not.toContain(c);
    s = choose(s, `card:pick:${frDealt[1]}`, { side: 'fr' });
    expect(pending(s)?.side).toBe('ru');
    for (const c of frDealt) expect(JSON.stringify(viewFor(s, 'ru'))).not.toContain(c);
    s = choose(s, `card:pick:${ruDealt[2]}`, { side: 'ru' });
    const deck = [...n20(s).hidden.deck, ...n20(s).discard, ...((s.secret.fr.hand as string[]) ?? [])];
    expect(deck).toContain(frDealt[1]);
    expect(deck).toContain(ruDealt[2]);
    expect(deck.filter((c) => SPECIAL_CARDS.find((x) => x.id === c)?.type === 'reveal').length).toBe(1);
    expect(s.secret.fr.dealt).toBeUndefined();
  });

  it('[N20X 5.0] Spicy ruling: the four Reveal cards go into the deck ("all four Retain cards" read as Reveal); the twelve Retain form the Special pile', () => {
    const s = start(field(), { 'N20X 5.0 Spicy': true });
    const st = n20(s);
    const inDeck = [...st.hidden.deck, ...st.discard];
    expect(inDeck.filter((c) => SPECIAL_CARDS.find((x) => x.id === c)?.type === 'reveal').length).toBe(4);
    expect(st.hidden.special.length + (n20(s).handCount.fr ?? 0)).toBe(12);
  });

  it('[N20X 5.0] Spicy: after an event reshuffles the deck the phasing player draws a Special card and keeps it hidden', () => {
    let s = start(field(), { 'N20X 5.0 Spicy': true });
    s = drawn(s, 'according-to-plan');
    expect(n20(s).handCount.fr).toBe(1);
    const card = (s.secret.fr.hand as string[])[0];
    expect(JSON.stringify(viewFor(s, 'ru'))).not.toContain(card);
    expect(viewFor(s, 'ru').n20?.handCount.fr).toBe(1);
    expect(n20(s).hidden.special.length).toBe(11);
  });

  it('[N20X 5.0] Spicy: the Special pile reshuffles its discards when it runs out, and on Battlefield Smoke', () => {
    let s = start(field(), { 'N20X 5.0 Spicy': true });
    s = edit(s, (_d, st) => {
      st.specialDiscard = [...st.hidden.special];
      st.hidden.special = [];
    });
    s = drawn(s, 'according-to-plan');
    expect(logText(s)).toContain('Special Events draw pile is empty');
    expect(n20(s).handCount.fr).toBe(1);
    s = edit(s, (_d, st) => {
      st.specialDiscard = ['hurrah-x'];
    });
    s = drawn(s, 'battlefield-smoke');
    expect(n20(s).specialDiscard).toEqual([]);
    expect(n20(s).hidden.special).toContain('hurrah-x');
  });

  it('[N20 5.0] ruling: an empty event deck is reshuffled from the discards at once', () => {
    let s = start(field());
    s = edit(s, (d, st) => {
      st.hidden.deck = [];
      st.discard = ['supply-convoy'];
      drawEvent(d, contextOf(s), out(), 'fr');
    });
    expect(logText(s)).toContain('the deck ran out');
    expect(morale(s, 'fr')).toBe(6);
  });

  it('[N20X 9.0] ruling: the most intense level switched on wins (Spicy over Mild)', () => {
    const s = start(field(), { 'N20X 5.0 Mild': true, 'N20X 5.0 Spicy': true });
    expect(n20(s).hidden.special.length + n20(s).handCount.fr).toBe(12);
  });
});

describe('the four Reveal cards', () => {
  it('[N20X 5.0] Battlefield Smoke: no Reaction Phase this turn', () => {
    const s = drawn(start(field(), { 'N20X 5.0 Spicy': true }), 'battlefield-smoke');
    expect(n20(s).turnFx.noReaction).toBe(true);
  });
  it('[N20X 5.0] Hurrah!: the drawer gains 1 Morale Point', () => {
    expect(morale(drawn(start(field()), 'hurrah'), 'fr')).toBe(6);
  });
  it('[N20X 5.0] Powder Magazine Explodes: the opponent loses 1/2 (1 without half-point morale)', () => {
    expect(morale(drawn(start(field(), { 'N20X 12.1': true }), 'powder-magazine'), 'ru')).toBe(4.5);
    expect(morale(drawn(start(field()), 'powder-magazine'), 'ru')).toBe(4);
  });
  it('[N20X 5.0] Stragglers Return: a Broken unit returns at a friendly LOC hex on 4+', () => {
    let s = edit(start(field()), (d, st) => {
      d.units.a1.status = 'eliminated';
      d.units.a1.hex = null;
      st.units.a1.broken = true;
    });
    s = drawn(s, 'stragglers-return');
    expect(pending(s)?.type).toBe('n20:pickUnit');
    s = choose(dice(s, 5), 'pick', { units: ['a1'] });
    expect(s.units.a1.hex).toBe('0104');
  });
});

describe('the twelve Retain cards', () => {
  it('[N20X 5.0] a Retain card drawn from the deck is held secretly by the drawer', () => {
    const s = drawn(start(field()), 'forced-march');
    expect(s.secret.fr.hand).toEqual(['forced-march']);
    expect(JSON.stringify(viewFor(s, 'ru'))).not.toContain('forced-march');
    expect(viewFor(s, 'fr').log.some((e) => e.text.includes('Forced March'))).toBe(true);
  });
  it('[N20X 5.0] Forced March: +2 Movement Allowance for one unit this phase', () => {
    let s = give(start(field()), 'fr', 'forced-march');
    s = choose(s, 'card:forced-march', { units: ['a1'] });
    expect(n20(s).turnFx.forcedMarch.a1).toBe(2);
    expect(s.secret.fr.hand).toEqual([]);
    expect(logText(s)).toContain('plays "Forced March"');
  });
  it('[N20X 5.0] Rally on the Colours: one Routed unit recovers', () => {
    let s = edit(give(start(field()), 'fr', 'rally-colours'), (_d, st) => {
      st.units.a1.routed = true;
    });
    s = choose(s, 'card:rally-colours', { units: ['a1'] });
    expect(n20(s).units.a1.routed).toBe(false);
  });
  it('[N20X 5.0] Second Wind: every friendly Disordered unit recovers', () => {
    let s = edit(give(start(field()), 'fr', 'second-wind'), (_d, st) => {
      st.units.a1.disordered = true;
      st.units.a2.disordered = true;
    });
    s = choose(s, 'card:second-wind');
    expect([n20(s).units.a1.disordered, n20(s).units.a2.disordered]).toEqual([false, false]);
  });
  it('[N20X 5.0] Patriotic Fervour: gain 1 Morale Point', () => {
    expect(morale(choose(give(start(field()), 'fr', 'patriotic-fervour'), 'card:patriotic-fervour'), 'fr')).toBe(6);
  });
  it('[N20X 5.0] Rumours of Defeat: the enemy loses 1, never below 1', () => {
    expect(morale(choose(give(start(field()), 'fr', 'rumours-of-defeat'), 'card:rumours-of-defeat'), 'ru')).toBe(4);
    const low = edit(give(start(field()), 'fr', 'rumours-of-defeat'), (_d, st) => {
      st.morale.ru = 2;
    });
    const after = choose(low, 'card:rumours-of-defeat');
    expect(morale(after, 'ru')).toBe(1);
    expect(after.result).toBeNull();
  });

  const fight = (card: string, side: 'fr' | 'ru', units = { att: 3, def: 2, attType: 'infantry' as 'infantry' | 'cavalry' | 'foot artillery' }) => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: units.att, m: 3, type: units.attType, hex: '0404' }, { id: 'd1', side: 'ru', s: units.def, hex: '0504' }] });
    let s = toCombat(give(start(scen), side, card));
    s = battle(s, ['a1'], ['d1']);
    if (side === 'ru') s = choose(s, 'pass');
    expect(choices(s)).toContain(`card:${card}`);
    return choose(s, `card:${card}`);
  };

  it('[N20X 5.0] Fresh Reserves: one column in the player\'s favour at no Morale cost', () => {
    let s = fight('fresh-reserves', 'fr');
    s = passSteps(dice(s, 1));
    expect(morale(s, 'fr')).toBe(5);
    expect(logText(s)).toContain('Fresh Reserves +1');
    let r = fight('fresh-reserves', 'ru');
    r = passSteps(dice(r, 1));
    expect(logText(r)).toContain('Fresh Reserves -1');
  });
  it('[N20X 5.0] Grand Battery: one column right when attacking with artillery', () => {
    const s = passSteps(dice(fight('grand-battery', 'fr', { att: 1, def: 2, attType: 'foot artillery' }), 3));
    expect(logText(s)).toContain('Die 3 on column +1: DW');
  });
  it('[N20X 5.0] Cuirassier Shock: attacking cavalry doubled', () => {
    const s = passSteps(dice(fight('cuirassier-shock', 'fr', { att: 2, def: 2, attType: 'cavalry' }), 3));
    expect(logText(s)).toContain('Attack 4 against defence 2');
  });
  it('[N20X 5.0] Form Square!: one column left when cavalry attacks', () => {
    const s = passSteps(dice(fight('form-square', 'ru', { att: 4, def: 2, attType: 'cavalry' }), 3));
    expect(logText(s)).toContain('column +1: DW');
  });
  it('[N20X 5.0] Rearguard Stand: DR becomes DW', () => {
    const s = resolveRetreats(passSteps(dice(fight('rearguard-stand', 'ru', { att: 4, def: 2, attType: 'infantry' }), 4)));
    expect(logText(s)).toContain('Rearguard Stand: DR becomes DW');
    expect(n20(s).units.d1.routed).toBe(false);
  });
  it('[N20X 5.0] Steady Under Fire: AR becomes AW', () => {
    const s = resolveRetreats(passSteps(dice(fight('steady-under-fire', 'fr', { att: 1, def: 3, attType: 'infantry' }), 2)));
    expect(logText(s)).toContain('Steady Under Fire: AR becomes AW');
    expect(n20(s).units.a1.routed).toBe(false);
  });
  it('[N20X 5.0] Counter-Battery Fire: attacking artillery is not doubled', () => {
    const s = passSteps(dice(fight('counter-battery', 'ru', { att: 2, def: 2, attType: 'foot artillery' }), 3));
    expect(logText(s)).toContain('Attack 2 against defence 2');
  });
  it('[N20X 5.0] ruling: battle cards only in a battle, movement cards only in the Movement Phase; Spicy discards go to the Special discard', () => {
    const s = give(start(field(), { 'N20X 5.0 Spicy': true }), 'fr', 'fresh-reserves');
    expect(refuse(s, { type: 'choose', choice: 'card:fresh-reserves' }).rule).toBe('N20X 5.0');
    const m = choose(give(start(field(), { 'N20X 5.0 Spicy': true }), 'fr', 'second-wind'), 'card:second-wind');
    expect(n20(m).specialDiscard).toContain('second-wind');
  });
});

describe('base event deck', () => {
  it('[N20 5.0] the base deck is data; single-colour cards name their side, two-tone cards the drawer', () => {
    expect(BASE_EVENTS.length).toBeGreaterThanOrEqual(10);
    expect(morale(drawn(start(field()), 'holy-icon', 'fr'), 'ru')).toBe(6);
    expect(morale(drawn(start(field()), 'supply-convoy', 'ru'), 'ru')).toBe(6);
    expect(n20(drawn(start(field()), 'cavalry-screen')).turnFx.cavalryMove.fr).toBe(1);
    expect(n20(drawn(start(field()), 'imperial-headache')).turnFx.noReserves).toEqual(['fr']);
  });
});
