// Cases of the command system that had no test of their own: HQ counters (NLC 3.2), the halved OC movement
// (12.4), out-of-range units (12.1), the mandatory assault under Probe (7.3), cancellation and failure (12.9).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { legalCommands, newGame, pendingDecision, type GameState, type ScenarioInput } from '../../engineApi';
import { ordersWorld, act, refuse, choose, ORDERS_ON as ON, withDice as dice, toOrdersSend as toSend, type Cmd } from '../../fixtures';
import { atAction, withFrames } from '../../harness';
import { proc } from '../../../../src/engine/core/run';
import { currentOrder, ordersOf, type Order } from '../../../../src/engine/modules/nlc/orders/types';
import { contextOf } from '../../engineApi';
import { nlcOf } from '../../../../src/engine/modules/nlc/state';
import { marchGoal } from '../../../../src/engine/modules/nlc/orders/route';
import { logEntries } from '../../../../src/engine/core/logBook';

type OrderInput = NonNullable<NonNullable<ScenarioInput['command']>['orders']>[number];

/** Napoleon (rating 1, HQ 0102) and Ney's corps (Ney at `ney`, units a and b); Allied units at `allied` under Klenau. */
function world(o: { order?: OrderInput; ney?: string; a?: string; b?: string; allied?: string[]; neyRating?: number } = {}) {
  const allied = o.allied ?? ['0808'];
  return ordersWorld({
    id: 'orders-audit-' + Math.random().toString(36).slice(2),
    columns: 12,
    units: [{ id: 'a', side: 'fr', hex: o.a ?? '0303' }, { id: 'b', side: 'fr', hex: o.b ?? '0304' }, ...allied.map((hex, i) => ({ id: 'z' + i, side: 'al', hex }))],
    napoleon: { rating: 1 },
    ney: { rating: o.neyRating ?? 1, hex: o.ney },
    klenau: allied[0],
    alliedRear: '1111',
    command: { wings: [], orders: [o.order ?? { formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'a1', type: 'defend', target: [allied[0]] }] },
  });
}
const endSend = (s: GameState) => act(act(s, choose('fr', 'endOrders')), choose('al', 'endOrders'));
const move = (side: string, units: string[], path: string[]) => ({ type: 'move', side, units, path }) as Cmd;

describe('NLC 3.2 and 12.4: HQ and OC movement', () => {
  it('[NLC 3.2] an HQ moves 5 MP a turn at most: marching on a target 10 clear hexes away it gets 5 hexes nearer', () => {
    let s = toSend(newGame(world(), ON, 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'fhq', type: 'march', target: ['0112'] } }));
    s = withFrames(endSend(s), [proc('hqMovement')]);
    // (the harness runs on into the next turn, whose Reserve Phase moves it again: read the first move)
    const moves = logEntries(s).filter((e) => e.rule === 'NLC 11.5' && / moves /.test(e.text)).map((e) => e.text);
    expect(moves[0]).toMatch(/moves 0102 to 0107$/);
    expect(nlcOf(s).hqs.fhq.hex).not.toBe('0102');
  });

  it('[NLC 12.4] on a turn he gives orders the OC moves half his allowance', () => {
    let s = toSend(newGame(world(), ON, 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0606'] } }));
    s = endSend(s);
    const ctx = contextOf(s);
    const half = ctx.leaders.nap.movement / 2;
    s = atAction(s, 'fr', ['f1']);
    // a path of half his allowance + 1 clear hexes along column 01
    const path = Array.from({ length: half + 1 }, (_, i) => '01' + String(3 + i).padStart(2, '0'));
    const e = refuse(s, move('fr', ['nap'], path));
    expect([e.code, e.rule]).toEqual(['half-move', 'NLC 12.4']);
    act(s, move('fr', ['nap'], path.slice(0, half)));
  });
});

describe('NLC 12.1 units out of command range', () => {
  // a stands 6 hexes from Ney (out of his 3 MP); an Allied unit at 0311
  const far = (order?: OrderInput) => atAction(newGame(world({ a: '0309', allied: ['0311'], order }), ON, 1), 'fr', ['f1']);

  it('[NLC 12.1] out of range a unit may not enter an enemy ZOC', () => {
    const e = refuse(far(), move('fr', ['a'], ['0310']));
    expect([e.code, e.rule]).toEqual(['out-of-command-zoc', 'NLC 12.1']);
  });

  it('[NLC 12.1] out of range a unit must move back towards its leader', () => {
    const s = far();
    const e = refuse(s, move('fr', ['a'], ['0409']));
    expect(e.rule).toBe('NLC 12.1');
    expect(act(s, move('fr', ['a'], ['0308'])).units.a.hex).toBe('0308');
  });

  it('[NLC 12.1] out of range a unit may not assault, even under Attack in an enemy ZOC (NLC 7.3 asks it of units in range)', () => {
    // a next to the Allied unit at 0310, Ney far away; under Attack on 0310
    const sc = world({ a: '0309', allied: ['0310'], order: { formation: 'f1', type: 'attack', target: ['0310'] } });
    let s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    // b (in range) owes its hex towards the target: move it, then end movement
    s = act(s, move('fr', ['b'], ['0305']));
    s = act(s, move('fr', ['ney'], ['0304']));
    s = act(s, { type: 'endActivation', side: 'fr' } as Cmd);
    const offered = legalCommands(s, 'fr').filter((c) => c.type === 'choose' && (c as { units?: string[] }).units?.includes('a'));
    expect(offered).toEqual([]);
    // the same position without the command rules: a may assault
    const free = act(atAction(newGame(sc, { rules: { 'NLC 12': false } }, 1), 'fr', ['f1']), { type: 'endActivation', side: 'fr' } as Cmd);
    expect(legalCommands(free, 'fr').some((c) => c.type === 'choose' && (c as { units?: string[] }).units?.includes('a'))).toBe(true);
  });
});

describe('NLC 7.3 mandatory assault', () => {
  it('[NLC 7.3] units under Probe orders in an enemy ZOC must assault', () => {
    const sc = world({ allied: ['0305'], order: { formation: 'f1', type: 'probe', target: ['0305'] } });
    const s = act(atAction(newGame(sc, ON, 1), 'fr', ['f1']), { type: 'endActivation', side: 'fr' } as Cmd);
    expect(pendingDecision(s)!.type).toBe('assaultDeclare');
    expect(legalCommands(s, 'fr').some((c) => c.type === 'choose' && c.choice === 'endAssaults')).toBe(false);
  });
});

describe('NLC 12.5 order sequences', () => {
  const seq = { formation: 'f1', type: 'march', target: ['0310'], then: [{ type: 'attack', target: ['0306'] }] } as never;
  it('[NLC 12.5] a leader rated 3 switches from March to Attack the moment his units enter an enemy ZOC', () => {
    const s = atAction(newGame(world({ neyRating: 3, allied: ['0306'], order: seq }), ON, 1), 'fr', ['f1']);
    const after = act(s, move('fr', ['a'], ['0304', '0305']));
    expect(after.units.a.hex).toBe('0305');
    expect(currentOrder(after, 'fr', 'f1')!.spec).toMatchObject({ type: 'attack', target: ['0306'] });
    expect(Object.values(ordersOf(after, 'fr')!.orders).find((x) => x.spec.type === 'march')!.status).toBe('cancelled');
  });
  it('[NLC 12.5] a leader rated below 3: his units stop before the ZOC; the March holds', () => {
    const s = atAction(newGame(world({ neyRating: 2, allied: ['0306'], order: seq }), ON, 1), 'fr', ['f1']);
    const e = refuse(s, move('fr', ['a'], ['0304', '0305']));
    expect([e.code, e.rule]).toEqual(['order-zoc', 'NLC 12.2']);
    expect(currentOrder(act(s, move('fr', ['a'], ['0304'])), 'fr', 'f1')!.spec.type).toBe('march');
  });
});

describe('NLC 12.2 March route waypoints', () => {
  const routed = { formation: 'f1', type: 'march', target: ['0310'], route: ['0503'] } as never;
  const plain = { formation: 'f1', type: 'march', target: ['0310'] } as never;
  const end = { type: 'endActivation', side: 'fr' } as Cmd;
  /** a and b each step one hex nearer the waypoint 0503 and farther from the target 0310. */
  function stepped(order: never) {
    let s = atAction(newGame(world({ order }), ON, 1), 'fr', ['f1']);
    const map = contextOf(s).map;
    const towards = (from: string) =>
      map.hexes[from].neighbours.find((n) => map.distance(n, '0503') < map.distance(from, '0503') && map.distance(n, '0310') > map.distance(from, '0310'))!;
    s = act(s, move('fr', ['a'], [towards('0303')]));
    return act(s, move('fr', ['b'], [towards('0304')]));
  }
  it('[NLC 12.2] a March with a route heads for its next waypoint: units that moved towards it, away from the target, have done their duty', () => {
    act(stepped(routed), end);
    // without the route the same moves leave the units owing a hex towards the target
    const e = refuse(stepped(plain), end);
    expect([e.code, e.rule]).toEqual(['owes-approach', 'NLC 12.2']);
  });
  it('[NLC 12.2] once a unit stands on the waypoint it is passed: the March heads for the target', () => {
    let s = atAction(newGame(world({ order: routed }), ON, 1), 'fr', ['f1']);
    const order = currentOrder(s, 'fr', 'f1')!;
    expect(marchGoal(s, contextOf(s), order)).toEqual(['0503']);
    const map = contextOf(s).map;
    const mid = map.hexes['0303'].neighbours.find((n) => map.hexes[n].neighbours.includes('0503'))!;
    s = act(s, move('fr', ['a'], [mid, '0503']));
    expect(ordersOf(s, 'fr')!.formations.f1.routeDone).toEqual({ [String(order.id)]: 1 });
    expect(marchGoal(s, contextOf(s), currentOrder(s, 'fr', 'f1')!)).toEqual(['0310']);
  });
});

describe('NLC 12.2 waypoints are passed by their own formation', () => {
  it('[NLC 12.2] a unit of another formation active with it (a coordinated action) does not pass a March\'s waypoint; its own unit does', () => {
    // Ney's f1 defends; Reille's f2 marches on 0310 by the waypoint 0503; both act together
    const sc = ordersWorld({
      id: 'orders-waypoint-' + Math.random().toString(36).slice(2),
      columns: 12,
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'c', side: 'fr', hex: '0603', formation: 'f2' }, { id: 'z0', side: 'al', hex: '0808' }],
      napoleon: { rating: 1 },
      reille: '0603',
      klenau: '0808',
      alliedRear: '1111',
      command: {
        wings: [],
        orders: [
          { formation: 'f1', type: 'defend', target: ['0303'] },
          { formation: 'f2', type: 'march', target: ['0310'], route: ['0503'] } as never,
          { formation: 'a1', type: 'defend', target: ['0808'] },
        ],
      },
    });
    const start = atAction(newGame(sc, ON, 1), 'fr', ['f1', 'f2']);
    const order = currentOrder(start, 'fr', 'f2')!;
    const map = contextOf(start).map;
    const mid = map.hexes['0303'].neighbours.find((n) => map.hexes[n].neighbours.includes('0503') && n !== '0503')!;
    // Ney's unit walks over Reille's waypoint: Reille's March still heads for it
    const past = act(start, move('fr', ['a'], [mid, '0503']));
    expect(ordersOf(past, 'fr')!.formations.f2.routeDone?.[String(order.id)] ?? 0).toBe(0);
    expect(marchGoal(past, contextOf(past), currentOrder(past, 'fr', 'f2')!)).toEqual(['0503']);
    // Reille's own unit steps onto it: passed
    const own = act(start, move('fr', ['c'], ['0503']));
    expect(ordersOf(own, 'fr')!.formations.f2.routeDone).toEqual({ [String(order.id)]: 1 });
  });
});

describe('NLC 12.9 cancellation and failure', () => {
  it('[NLC 12.9] a March whose leader is blocked by an enemy ZOC nearer the target is cancelled: the next order of its sequence', () => {
    // Ney at 0304 marching on 0310; the Allied unit at 0306 puts 0305 (nearer the target) in its ZOC
    const sc = world({ ney: '0304', allied: ['0306'], order: { formation: 'f1', type: 'march', target: ['0310'], then: [{ type: 'defend', target: ['0303'] }] } as never });
    const s = toSend(newGame(sc, ON, 1));
    const march = Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.spec.type === 'march')!;
    expect(march.status).toBe('cancelled');
    expect(currentOrder(s, 'fr', 'f1')!.spec).toMatchObject({ type: 'defend', target: ['0303'] });
    // with the way clear the March goes on
    const clear = toSend(newGame(world({ ney: '0304', allied: ['1108'], order: { formation: 'f1', type: 'march', target: ['0310'] } }), ON, 1));
    expect(currentOrder(clear, 'fr', 'f1')!.spec.type).toBe('march');
  });

  it('[NLC 12.9] a failed order makes the orders still waiting in R4 Ignored', () => {
    const sc = world({ order: { formation: 'f1', type: 'attack', target: ['0808'] }, allied: ['0606'] });
    let s = newGame(sc, ON, 1);
    s = produce(s, (d) => {
      d.units.a.steps = 1;
      const o = ordersOf(d as GameState, 'fr')!;
      const cur = o.orders[String(o.formations.f1.current)] as Order;
      o.orders['900'] = { ...cur, id: 900, spec: { type: 'march', target: ['0606'], route: [] }, status: 'R4', kind: 'written', since: null } as Order;
    });
    s = act(s, choose('fr', 'endLocalDecisions'));
    // confidence: target 3 + rating 1 = 4, a 5 fails the Attack
    s = act(dice(s, [5, 6, 6]), choose('al', 'endLocalDecisions'));
    const o = ordersOf(s, 'fr')!;
    expect(Object.values(o.orders).find((x) => x.spec.type === 'attack')!.status).toBe('failed');
    expect(o.orders['900'].status).toBe('ignored');
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('fallBack');
  });
});
