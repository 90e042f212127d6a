// NLC 20.1 hidden movement (optional), on the shared hidden-force mechanism (rules/hidden.ts).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { newGame, contextOf, viewFor, type GameState } from '../engineApi';
import { ordersWorld, act, refuse, choose, withDice as dice, toOrdersSend as toSend, type Cmd } from '../fixtures';
import { hiddenOf } from '../../../src/engine/rules/hidden';
import { discover, hiddenMarchPhase, passedHexes, plotVeto, reachedIndex } from '../../../src/engine/modules/nlc/optional/hiddenMovement';
import { logEntries } from '../../../src/engine/core/logBook';

/** The refusal's reason and case, as one line. */
const refused = (s: GameState, c: Cmd): string => {
  const e = refuse(s, c);
  return `${e.message} [${e.rule}]`;
};
const opts = (...ids: string[]) => ({ rules: { 'NLC 12': true, ...Object.fromEntries(ids.map((i) => [i, true])) } });
const out = () => ({ events: [], revealed: false, rolled: false });

/** Ney's I Corps at 0303 (Napoleon with him), II Corps at 0306; the Allies far off at 1212. */
function world() {
  return ordersWorld({
    id: 'hm-' + Math.random().toString(36).slice(2),
    units: [
      { id: 'a', side: 'fr', hex: '0303' },
      { id: 'a2', side: 'fr', hex: '0302' },
      { id: 'b', side: 'fr', hex: '0306', formation: 'f2' },
      { id: 'z', side: 'al', hex: '1212' },
    ],
    napoleon: { hex: '0303' },
    reille: '0306',
    command: { wings: [], orders: [{ formation: 'a1', type: 'defend', target: ['1212'] }, { formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f2', type: 'defend', target: ['0306'] }] },
  });
}

/** I Corps is ordered face to face to march to 0313 hidden; compliance 6+6, then the Hidden Movement die. */
function marching(rules = opts('NLC 20.1'), hmDie = 6): GameState {
  let s = toSend(newGame(world(), rules, 1));
  s = act(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0313'] } }));
  s = act(s, choose('fr', 'hidden-march:plot', { order: { formation: 'f1', type: 'march' } }));
  s = act(s, choose('fr', 'endOrders'));
  return act(dice(s, [6, 6, hmDie]), choose('al', 'endOrders'));
}

describe('NLC 20.1 hidden movement', () => {
  it('[NLC 20.1] a complied hidden march collects 4 MP a turn while its counters stay put; turn 1 never reveals (T.HM)', () => {
    const s = marching();
    const m = hiddenOf(s, 'fr')!.marches.f1;
    expect(m.turns).toBe(1);
    expect(m.mp).toBe(4);
    expect(m.path[0]).toBe('0303');
    expect(m.path[m.path.length - 1]).toBe('0313');
    // a 6 on the first turn's row is still H: the counters are where they were
    expect(s.units.a.hex).toBe('0303');
    expect(s.leaders.ney.hex).toBe('0303');
    // the counters may not be moved on the map (NLC 20.1.1)
    const ctx = contextOf(s);
    expect(ctx.mayMove(s, 'a')?.rule).toBe('NLC 20.1');
  });

  it('[NLC 20.1] the march is the owner\'s secret: the Allied view holds no trace of it', () => {
    const s = marching();
    const al = JSON.stringify(viewFor(s, 'al'));
    expect(al).not.toContain('0313');
    expect(al).not.toContain('marches hidden');
    expect(al).not.toContain('"marches"');
    expect(JSON.stringify(viewFor(s, 'fr'))).toContain('"marches"');
  });

  it('[NLC 20.1] T.HM: -1 when the closest enemy HQ is Austrian: a 5 on the second turn stays H', () => {
    let s = marching();
    const ctx = contextOf(s);
    s = produce(dice(s, [5]), (d) => void hiddenMarchPhase(d, ctx, out(), 'fr'));
    expect(hiddenOf(s, 'fr')!.marches.f1.turns).toBe(2);
  });

  it('[NLC 20.1] an R on the second turn reveals it: Ney walks 8 MP of the plotted path, his units close up behind him', () => {
    let s = marching();
    const ctx = contextOf(s);
    s = produce(dice(s, [6]), (d) => void hiddenMarchPhase(d, ctx, out(), 'fr'));
    expect(hiddenOf(s, 'fr')!.marches.f1).toBeUndefined();
    const path = ['0303', '0304', '0305', '0306', '0307', '0308', '0309', '0310', '0311', '0312', '0313'];
    // clear terrain: 1 MP a hex, 8 MP collected; 0306 is held by II Corps but the leader only passes through it
    expect(s.leaders.ney.hex).toBe(path[reachedIndex(ctx, path, 8)]);
    expect(s.leaders.ney.hex).toBe('0311');
    // March orders: one unit a hex along the road behind the leader (NLC 20.1.2)
    expect(s.units.a.hex).toBe('0311');
    expect(s.units.a2.hex).toBe('0310');
    expect(logEntries(s).some((e) => e.visibleTo === 'all' && e.text.includes('hidden march') && e.text.includes('revealed'))).toBe(true);
  });

  it('[NLC 20.1] a 4 on the second turn is H: the march goes on with 8 MP', () => {
    let s = marching();
    const ctx = contextOf(s);
    s = produce(dice(s, [4]), (d) => void hiddenMarchPhase(d, ctx, out(), 'fr'));
    expect(hiddenOf(s, 'fr')!.marches.f1.mp).toBe(8);
    expect(s.leaders.ney.hex).toBe('0303');
  });

  it('[NLC 20.1] discovery: an enemy unit that sees a hex the leader has passed beyond his first move reveals the march', () => {
    let s = marching();
    const ctx = contextOf(s);
    s = produce(dice(s, [1]), (d) => void hiddenMarchPhase(d, ctx, out(), 'fr'));
    // first move 0303-0307 does not count; by now the leader would be at 0311
    expect(passedHexes(ctx, hiddenOf(s, 'fr')!.marches.f1)).toEqual(['0308', '0309', '0310', '0311']);
    // an Allied unit far off sees none of it
    let t = produce(s, (d) => void discover(d, ctx, out(), 'fr'));
    expect(hiddenOf(t, 'fr')!.marches.f1).toBeDefined();
    // one that sees 0310 (passed after the first move) discovers it
    t = produce(s, (d) => void (d.units.z.hex = '0610'));
    t = produce(t, (d) => void discover(d, ctx, out(), 'fr', ['0610']));
    expect(hiddenOf(t, 'fr')!.marches.f1).toBeUndefined();
    // placement stops before the blocking hexes in the enemy's sight (NLC 20.1.2)
    expect(t.leaders.ney.hex).not.toBe('0311');
  });

  it('[NLC 20.1] a player may reveal his march at any moment', () => {
    const s = marching();
    const r = act(s, choose('fr', 'hidden-march:reveal', { order: { formation: 'f1', type: 'march' } }));
    expect(hiddenOf(r, 'fr')!.marches.f1).toBeUndefined();
    expect(r.leaders.ney.hex).toBe('0307');
  });

  it('[NLC 20.1] off by default: plotting a hidden march is refused and nothing changes', () => {
    let s = toSend(newGame(world(), opts(), 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0313'] } }));
    expect(refused(s, choose('fr', 'hidden-march:plot', { order: { formation: 'f1', type: 'march' } }))).toContain('NLC 20.1');
  });

  it('[NLC 20.1] a march that one move would not take out of enemy sight may not be hidden', () => {
    let s = toSend(newGame(world(), opts('NLC 20.1'), 1));
    // II Corps out of the way (units block sight, NLC 8.3); the Allies at 0305 see every hex of the first move
    s = produce(s, (d) => {
      d.units.z.hex = '0305';
      d.units.b.hex = '0112';
    });
    s = act(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0309'] } }));
    expect(plotVeto(s, contextOf(s), 'fr', 'f1')).toMatchObject({ code: 'in-sight' });
    expect(refused(s, choose('fr', 'hidden-march:plot', { order: { formation: 'f1', type: 'march' } }))).toContain('enemy\'s sight');
  });

  it('[NLC 20.1] (20.1.6 traffic jams) two hidden routes that cross both lose half a turn of MP', () => {
    let s = toSend(newGame(world(), opts('NLC 20.1', 'NLC 20.1.6'), 1));
    s = produce(s, (d) => void (d.leaders.nap.hex = '0102'));
    s = act(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0313'] } }));
    s = act(s, choose('fr', 'hidden-march:plot', { order: { formation: 'f1', type: 'march' } }));
    s = act(s, choose('fr', 'order', { order: { formation: 'f2', type: 'march', target: ['0309'] } }));
    s = act(s, choose('fr', 'hidden-march:plot', { order: { formation: 'f2', type: 'march' } }));
    const h = hiddenOf(s, 'fr')!;
    expect(h.marches.f1.jams).toEqual([2]);
    expect(h.marches.f2.jams).toEqual([2]);
  });
});
