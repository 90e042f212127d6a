// Drawn events and played Retain cards are announced to both players through the public state
// (N20 5.0, N20X 5.0); a Retain card drawn into a hand is announced without naming it.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine/index';
import { contextOf } from '../../../src/engine/core/api';
import { drawEvent } from '../../../src/engine/modules/n20/events/deck';
import { SPECIAL_BY_ID, BASE_BY_ID } from '../../../src/engine/modules/n20/data/cards';
import { choose, edit, mini, n20, start } from './helpers';

const out = () => ({ events: [], revealed: false, rolled: false });
const field = () => mini({ units: [{ id: 'a1', side: 'fr', s: 3, hex: '0202' }, { id: 'r1', side: 'ru', s: 3, hex: '1007' }] });
const draw = (s: ReturnType<typeof start>, card: string) =>
  edit(s, (d, st) => {
    st.hidden.deck = [card];
    st.phasing = 'fr';
    drawEvent(d, contextOf(s), out(), 'fr');
  });

describe('event announcements', () => {
  it('[N20 5.0] a drawn event is public with its name and effect, for both sides', () => {
    const s = draw(start(field()), 'supply-convoy');
    for (const side of ['fr', 'ru']) {
      const e = viewFor(s, side).n20!.lastEvent!;
      expect(e).toMatchObject({ side: 'fr', kind: 'event', card: 'supply-convoy', name: BASE_BY_ID['supply-convoy'].name, text: BASE_BY_ID['supply-convoy'].text });
    }
    const next = draw(s, 'quiet-sector');
    expect(n20(next).lastEvent!.id).toBe(n20(s).lastEvent!.id + 1);
  });

  it('[N20X 5.0] a Retain card drawn is announced to the other side without its name or text', () => {
    const s = draw(start(field(), { 'N20X 5.0 Mild': true }), 'forced-march');
    const e = viewFor(s, 'ru').n20!.lastEvent!;
    expect(e).toMatchObject({ side: 'fr', kind: 'retainDrawn', card: null, name: null, text: null });
    const ru = JSON.stringify(viewFor(s, 'ru'));
    expect(ru).not.toContain('forced-march');
    expect(ru).not.toContain(SPECIAL_BY_ID['forced-march'].name);
  });

  it('[N20X 5.0] a Retain card played is announced with its name and effect', () => {
    let s = edit(start(field(), { 'N20X 5.0 Spicy': true }), (d, st) => {
      d.secret.fr.hand = ['second-wind'];
      st.handCount.fr = 1;
    });
    s = choose(s, 'card:second-wind');
    expect(viewFor(s, 'ru').n20!.lastEvent).toMatchObject({ kind: 'retainPlayed', side: 'fr', card: 'second-wind', name: 'Second Wind' });
  });
});
