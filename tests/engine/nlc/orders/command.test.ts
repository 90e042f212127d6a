// NLC 12.13 divisional orders and NLC 12.14 wing commanders.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { newGame, pendingDecision, type GameState, type ScenarioInput } from '../../engineApi';
import { ordersWorld, act, refuse, choose, ORDERS_ON as ON, withDice as dice, toOrdersSend as toSend, type Cmd } from '../../fixtures';
import { atAction, withFrames } from '../../harness';
import { proc } from '../../../../src/engine/core/run';
import { contextOf } from '../../engineApi';
import { currentOrder, ordersOf } from '../../../../src/engine/modules/nlc/orders/types';
import { inCommand } from '../../../../src/engine/modules/nlc/orders/commandRange';
import { RULINGS } from '../../../../src/engine/rulings';
import { legalCommands } from '../../engineApi';
import { unitFormation } from '../../../../src/engine/core/module';
import { activePieces } from '../../../../src/engine/modules/nlc/movement';
import { unitOrder } from '../../../../src/engine/modules/nlc/orders/enforce';
import { ratingOf } from '../../../../src/engine/modules/nlc/orders/compliance';
import { subordinates } from '../../../../src/engine/modules/nlc/sequence/commanders';

type Orders = NonNullable<ScenarioInput['command']>['orders'];

/**
 * I Corps (Ney at 0303) with two divisions: "1st" (a 0303, b 0304) and "2nd" (c 0305); Soult commands a
 * wing of I Corps and II Corps (Reille at 0708, unit d); Napoleon at 0102. Allies far away at 1212.
 */
function world(orders: Orders = [], opts: { soult?: string } = {}) {
  return ordersWorld({
    id: 'cmd-' + Math.random().toString(36).slice(2),
    units: [
      { id: 'a', side: 'fr', hex: '0303', division: '1st' },
      { id: 'b', side: 'fr', hex: '0304', division: '1st' },
      { id: 'c', side: 'fr', hex: '0305', division: '2nd' },
      { id: 'd', side: 'fr', hex: '0708', formation: 'f2' },
      { id: 'z', side: 'al', hex: '1212' },
    ],
    reille: '0708',
    soult: opts.soult ?? '0608',
    command: {
      wings: [{ leader: 'soult', formations: ['f1', 'f2'] }],
      orders: [{ formation: 'a1', type: 'defend', target: ['1212'] }, ...orders],
    },
  });
}

const order = (s: GameState, id: number) => ordersOf(s, 'fr')!.orders[String(id)];
const lastOrder = (s: GameState) => Object.values(ordersOf(s, 'fr')!.orders).sort((a, b) => b.id - a.id)[0];

describe('NLC 12.13 divisional orders', () => {
  it('[NLC 12.13] a division takes an order of its own; with no leader counter its rating is 1', () => {
    let s = toSend(newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }]), ON, 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'f1/2nd', type: 'march', target: ['0308'] } }));
    const o = lastOrder(s);
    expect(o.formation).toBe('f1/2nd');
    expect(o.compliance!.sender).toBe(2);
    expect(o.compliance!.recipient).toBe(1);
  });

  it('[NLC 12.13] a division on divisional orders is freed from command range; the rest of the corps is not', () => {
    const s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f1/2nd', type: 'march', target: ['0310'] }]), ON, 1);
    const moved = produce(s, (d) => {
      d.units.c.hex = '0309';
      d.units.b.hex = '0308';
    });
    expect(inCommand(moved, contextOf(moved), 'c')).toBe(true);
    expect(inCommand(moved, contextOf(moved), 'b')).toBe(false);
  });

  it('[NLC 12.13] its counters keep within 3 hexes of each other: a move beyond is refused with the case', () => {
    // 1st division on a March to 0310: b (0304) may not end 5 hexes from a (0303)
    let s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f1/1st', type: 'march', target: ['0310'] }]), ON, 1);
    s = atAction(s, 'fr', ['f1']);
    const far = refuse(s, { type: 'move', side: 'fr', units: ['b'], path: ['0305', '0306', '0307', '0308'] } as unknown as Cmd);
    expect(far.rule).toBe('NLC 12.13');
    expect(far.message).toMatch(/within 3 hexes/);
    // three hexes on is fine
    const ok = act(s, { type: 'move', side: 'fr', units: ['b'], path: ['0305', '0306'] } as unknown as Cmd);
    expect(ok.units.b.hex).toBe('0306');
  });

  it('[NLC 12.13] units on divisional orders do not stack with units outside their division', () => {
    let s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f1/1st', type: 'march', target: ['0310'] }]), ON, 1);
    s = atAction(s, 'fr', ['f1']);
    const e = refuse(s, { type: 'move', side: 'fr', units: ['b'], path: ['0305'] } as unknown as Cmd);
    expect(e.rule).toBe('NLC 12.13');
  });

  it('[NLC 12.13] under Defend, with no leader, the division stays within 2 hexes of the target', () => {
    let s = newGame(world([{ formation: 'f1', type: 'march', target: ['0310'] }, { formation: 'f1/2nd', type: 'defend', target: ['0305'] }]), ON, 1);
    s = atAction(s, 'fr', ['f1']);
    const e = refuse(s, { type: 'move', side: 'fr', units: ['c'], path: ['0306', '0307', '0308'] } as unknown as Cmd);
    expect(e.rule).toBe('NLC 12.13');
    expect(act(s, { type: 'move', side: 'fr', units: ['c'], path: ['0306', '0307'] } as unknown as Cmd).units.c.hex).toBe('0307');
  });

  it('[NLC 12.13] ruling: a new order the corps complies with countermands the divisional order', () => {
    let s = toSend(newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f1/2nd', type: 'march', target: ['0310'] }]), ON, 1));
    expect(currentOrder(s, 'fr', 'f1/2nd')!.spec.type).toBe('march');
    // Napoleon rides to Ney: face to face, March is column 2+2+1 = 5; 12 complies
    s = produce(s, (d) => {
      d.leaders.nap.hex = '0303';
    });
    s = act(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0309'] } }));
    s = act(s, choose('fr', 'endOrders'));
    s = act(dice(s, [6, 6]), choose('al', 'endOrders'));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('march');
    expect(currentOrder(s, 'fr', 'f1/2nd')).toBeNull();
  });
});

describe('NLC 12.14 wing commanders', () => {
  it('[NLC 12.14] a wing commander receives orders and checks compliance with his own rating', () => {
    let s = toSend(newGame(world([{ formation: 'soult', type: 'defend', target: ['0608'] }]), ON, 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'soult', type: 'attack', target: ['1212'].slice(0, 0).concat(['0910']) } }));
    const o = lastOrder(s);
    expect(o.formation).toBe('soult');
    expect(o.compliance!.recipient).toBe(3);
  });

  it('[NLC 12.14] away from the OC he orders his wing, consistently with his own order; the case names the refusal', () => {
    let s = toSend(newGame(world([{ formation: 'soult', type: 'defend', target: ['0608'] }, { formation: 'f2', type: 'march', target: ['0711'] }]), ON, 1));
    // Defend passed on: accepted, written by Soult (rating 3) to Reille (rating 1)
    s = act(s, choose('fr', 'order', { order: { formation: 'f2', type: 'defend', target: ['0708'], from: 'soult' } }));
    expect(lastOrder(s).from).toBe('soult');
    expect(lastOrder(s).compliance!.sender).toBe(3);
    // an Attack is not consistent with his Defend
    expect(refuse(s, choose('fr', 'order', { order: { formation: 'f1', type: 'attack', target: ['0606'], from: 'soult' } })).rule).toBe('NLC 12.14');
    // March is consistent with any order
    s = act(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0606'], from: 'soult' } }));
    expect(lastOrder(s).spec.type).toBe('march');
  });

  it('[NLC 12.14] in the OC\'s range and sight the wing commander is unused: he may not write orders', () => {
    let s = toSend(newGame(world([{ formation: 'soult', type: 'defend', target: ['0103'] }], { soult: '0103' }), ON, 1));
    const e = refuse(s, choose('fr', 'order', { order: { formation: 'f2', type: 'defend', target: ['0710'], from: 'soult' } }));
    expect(e.rule).toBe('NLC 12.14');
    expect(e.message).toMatch(/overall commander/);
    void order;
  });

  it('[NLC 12.14] Reserve is consistent while another formation of the wing has his order', () => {
    let s = toSend(newGame(world([{ formation: 'soult', type: 'defend', target: ['0608'] }, { formation: 'f1', type: 'march', target: ['0310'] }]), ON, 1));
    expect(refuse(s, choose('fr', 'order', { order: { formation: 'f2', type: 'reserve', from: 'soult' } })).rule).toBe('NLC 12.14');
    s = toSend(newGame(world([{ formation: 'soult', type: 'defend', target: ['0608'] }, { formation: 'f1', type: 'defend', target: ['0303'] }]), ON, 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'f2', type: 'reserve', from: 'soult' } }));
    expect(lastOrder(s).spec.type).toBe('reserve');
  });

  it('[NLC 12.14] rulings for divisions and wings are listed', () => {
    expect(RULINGS.some((r) => r.rule === 'NLC 12.13')).toBe(true);
    expect(RULINGS.some((r) => r.rule === 'NLC 12.14')).toBe(true);
  });
});

describe('NLC 12.13 divisional orders by Local Decision and Assign', () => {
  const ld = (s: GameState, o: object) => act(s, choose('fr', 'localDecision', { order: o }));
  const toReceive = (s: GameState, faces: number[]) => {
    s = act(s, choose('fr', 'endLocalDecisions'));
    s = act(s, choose('al', 'endLocalDecisions'));
    s = act(s, choose('fr', 'endOrders'));
    return act(dice(s, faces), choose('al', 'endOrders'));
  };

  it('[NLC 12.13] a corps commander orders one of his divisions by Local Decision: his roll, then compliance (his rating + 1)', () => {
    let s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }]), ON, 1);
    s = ld(s, { formation: 'f1/2nd', type: 'march', target: ['0308'] });
    expect(lastOrder(s).from).toBe('ney');
    // Ney (2) acts locally on 10-12: rolled 5+5; the division (at 0305, within 3 MP) checks compliance at once: 6+6 complies
    s = toReceive(s, [5, 5, 6, 6]);
    const o = currentOrder(s, 'fr', 'f1/2nd')!;
    expect(o.spec.type).toBe('march');
    expect(o.kind).toBe('local');
    expect(o.compliance!.sender).toBe(2);
    expect(o.compliance!.recipient).toBe(1);
    // the Local Decision dice, then the compliance dice
    expect(o.roll).toEqual([5, 5, 6, 6]);
    // the rest of the corps keeps its Defend
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('defend');
  });

  it('[NLC 12.13] by Local Decision the compliance delay is traced from the corps commander\'s hex', () => {
    let s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }]), ON, 1);
    // the 2nd division is 9 hexes from Ney: the order rides from him
    s = produce(s, (d) => void (d.units.c.hex = '0312'));
    s = ld(s, { formation: 'f1/2nd', type: 'defend', target: ['0309'] });
    s = toReceive(s, [5, 5]);
    const o = lastOrder(s);
    expect(o.status).toBe('transit');
    expect(o.arrives).toBeGreaterThan(s.clock.turn);
    expect(o.result).toBe('ActsLocally');
    expect(currentOrder(s, 'fr', 'f1/2nd')).toBeNull();
  });

  it('[NLC 12.13] a Bad Move on the corps commander\'s Local Decision for a division: the opponent orders the division', () => {
    let s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }]), ON, 1);
    s = ld(s, { formation: 'f1/2nd', type: 'march', target: ['0308'] });
    s = toReceive(s, [1, 1]);
    const p = pendingDecision(s)!;
    expect(p.type).toBe('badMove');
    expect(p.side).toBe('al');
    s = act(s, choose('al', 'badMove', { order: { formation: 'f1/2nd', type: 'defend', target: ['0305'] } }));
    expect(currentOrder(s, 'fr', 'f1/2nd')!.kind).toBe('badMove');
  });

  it('[NLC 12.13] a divisional order from a Local Decision is cancelled by choice within the corps commander\'s range: reincorporated', () => {
    let s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }]), ON, 1);
    s = ld(s, { formation: 'f1/2nd', type: 'defend', target: ['0305'] });
    s = toReceive(s, [5, 5, 6, 6]);
    expect(currentOrder(s, 'fr', 'f1/2nd')).not.toBeNull();
    // next command phase: the division stands within Ney's 3 MP
    s = toSend(withFrames(s, [proc('commandPhase')]));
    const legal = legalChoices(s, 'reincorporate');
    expect(legal).toContain('f1/2nd');
    s = act(s, choose('fr', 'reincorporate', { order: { formation: 'f1/2nd', type: 'reserve' } }));
    expect(currentOrder(s, 'fr', 'f1/2nd')).toBeNull();
    expect(order(s, lastOrder(s).id).status).toBe('cancelled');
    // a division out of range, or on a written divisional order, may not be reincorporated
    let t = toSend(newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f1/2nd', type: 'defend', target: ['0305'] }]), ON, 1));
    expect(refuse(t, choose('fr', 'reincorporate', { order: { formation: 'f1/2nd', type: 'reserve' } })).rule).toBe('NLC 12.13');
    void t;
  });

  it('[NLC 12.13] a division Assigned to another corps acts with it, traces command range to its leader and follows its order', () => {
    const s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f2', type: 'march', target: ['0711'] }, { formation: 'f1/2nd', type: 'assign', target: [], leader: 'reille' }]), ON, 1);
    const ctx = contextOf(s);
    expect(unitFormation(s, ctx, 'c')).toBe('f2');
    expect(unitFormation(s, ctx, 'a')).toBe('f1');
    // activated with II Corps, not with I Corps
    expect(activePieces(atAction(s, 'fr', ['f2']), ctx)).toContain('c');
    expect(activePieces(atAction(s, 'fr', ['f1']), ctx)).not.toContain('c');
    // command range from Reille (0708): c at 0305 is out of it, at 0707 within
    expect(inCommand(s, ctx, 'c')).toBe(false);
    expect(inCommand(produce(s, (d) => void (d.units.c.hex = '0707')), ctx, 'c')).toBe(true);
    // it follows II Corps' March
    expect(unitOrder(s, ctx, 'c')!.spec.type).toBe('march');
  });

  it('[NLC 12.13] every division after the first Assigned to a corps lowers its leader\'s rating by 1', () => {
    const one = newGame(world([{ formation: 'f1/2nd', type: 'assign', target: [], leader: 'reille' }]), ON, 1);
    const two = newGame(world([{ formation: 'f1/1st', type: 'assign', target: [], leader: 'reille' }, { formation: 'f1/2nd', type: 'assign', target: [], leader: 'reille' }]), ON, 1);
    expect(ratingOf(one, contextOf(one), 'reille')).toBe(1);
    expect(ratingOf(two, contextOf(two), 'reille')).toBe(0);
  });

  it('[NLC 12.2] Assign: a division goes under another corps or a wing commander, a corps only under a wing commander', () => {
    const s = toSend(newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }]), ON, 1));
    expect(refuse(s, choose('fr', 'order', { order: { formation: 'f1', type: 'assign', leader: 'reille' } })).rule).toBe('NLC 12.2');
    expect(refuse(s, choose('fr', 'order', { order: { formation: 'f1/2nd', type: 'assign', leader: 'ney' } })).rule).toBe('NLC 12.2');
    const t = act(s, choose('fr', 'order', { order: { formation: 'f1/2nd', type: 'assign', leader: 'reille' } }));
    expect(lastOrder(t).spec.leader).toBe('reille');
  });
});

describe('NLC 12.14 wing commanders roll for the Initial and Coordinated Actions', () => {
  const toChits = (s: GameState) => {
    s = toSend(s);
    s = act(s, choose('fr', 'endOrders'));
    return act(s, choose('al', 'endOrders'));
  };

  it('[NLC 12.14] away from the OC a wing commander may roll for the Coordinated Action with his own rating', () => {
    // Soult (3) succeeds on 1; Napoleon (2) never could
    let s = toChits(newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f2', type: 'defend', target: ['0708'] }]), ON, 1));
    const p = pendingDecision(s)!;
    expect(p.type).toBe('pickCommander');
    expect(p.options.buttons.map((b) => b.id)).toEqual(['oc:nap', 'oc:soult']);
    const bySoult = act(dice(s, [1]), choose('fr', 'oc:soult'));
    expect(pendingDecision(bySoult)!.type).toBe('coordinatedPick');
    const byNap = act(dice(s, [1]), choose('fr', 'oc:nap'));
    expect(pendingDecision(byNap)!.type).not.toBe('coordinatedPick');
  });

  it('[NLC 12.14] in the OC\'s range and sight the wing commander does not roll', () => {
    const s = toChits(newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }], { soult: '0103' }), ON, 1));
    expect(pendingDecision(s)!.type).not.toBe('pickCommander');
  });

  it('[NLC 12.14] a wing commander\'s Action applies only to the formations of his wing', () => {
    const s = newGame(world(), ON, 1);
    const ctx = contextOf(s);
    expect(subordinates(ctx, ['f1', 'f2', 'f3'], 'soult')).toEqual(['f1', 'f2']);
  });
});

function legalChoices(s: GameState, choice: string): string[] {
  return legalCommands(s)
    .filter((c) => c.type === 'choose' && c.choice === choice)
    .map((c) => (c as { order?: { formation: string } }).order?.formation ?? '');
}

describe('NLC 12.14 wing commander movement', () => {
  it('[NLC 12.14] a wing commander moves once a turn, in an action of a formation of his wing', () => {
    const s = newGame(world([{ formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'f2', type: 'defend', target: ['0708'] }]), ON, 1);
    const ctx = contextOf(s);
    const inAction = atAction(s, 'fr', ['f2']);
    expect(activePieces(inAction, ctx)).toContain('soult');
    const moved = act(inAction, { type: 'move', side: 'fr', units: ['soult'], path: ['0609'] } as unknown as Cmd);
    expect(moved.leaders.soult.hex).toBe('0609');
    // in a later action of the same turn he stays
    expect(activePieces(atAction(moved, 'fr', ['f1']), ctx)).not.toContain('soult');
  });
});
