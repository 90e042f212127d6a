// NLC 12 orders module: transmission, compliance, giving orders, enforcement, local decisions,
// confidence and failure, success, HQ movement, secrecy, scenario validation.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import {
  applyCommand,
  legalCommands,
  loadScenario,
  newGame,
  orderTransmissionDelay,
  pendingDecision,
  viewFor,
  type Command,
  type GameState,
  type ScenarioInput,
} from '../../engineApi';
import { miniScenario, act, refuse, choose, ORDERS_ON as ON, withDice as dice, toOrdersSend as toSend, type Cmd } from '../../fixtures';
import { atAction, withFrames } from '../../harness';
import { proc } from '../../../../src/engine/core/run';
import { ordersOf, currentOrder } from '../../../../src/engine/modules/nlc/orders/types';
import { compliancePreview, complianceOutcome } from '../../../../src/engine/modules/nlc/orders/compliance';
import { contextOf } from '../../engineApi';
import { nlcOf } from '../../../../src/engine/modules/nlc/state';


/** Napoleon (rating 1) with his HQ near Ney's corps (rating 1); an Allied corps at 0808 under a rating-2 OC. */
function world(opts: { night?: number[]; order?: NonNullable<NonNullable<ScenarioInput['command']>['orders']>[number]; neyRating?: number; allied?: string[] } = {}) {
  return miniScenario({
    id: 'orders-' + Math.random().toString(36).slice(2),
    columns: 12,
    rows: 12,
    night: opts.night ?? [],
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      { id: 'a1', side: 'al', name: 'Allied Corps', leader: 'kl' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: '0303' },
      { id: 'b', side: 'fr', hex: '0304' },
      ...(opts.allied ?? ['0808']).map((hex, i) => ({ id: 'z' + i, side: 'al', hex })),
    ],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 1, role: 'overall', hex: '0102' },
      { id: 'ney', side: 'fr', name: 'Ney', rating: opts.neyRating ?? 1, role: 'corps', formation: 'f1', hex: '0303' },
      { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: '1111' },
      { id: 'kl', side: 'al', name: 'Klenau', rating: 2, role: 'corps', formation: 'a1', hex: (opts.allied ?? ['0808'])[0] },
    ],
    hqs: [
      { id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0102' },
      { id: 'ahq', side: 'al', name: 'Allied HQ', leader: 'sch', hex: '1111' },
    ],
    command: {
      wings: [],
      orders: [opts.order ?? { formation: 'f1', type: 'defend', target: ['0303'] }, { formation: 'a1', type: 'defend', target: [(opts.allied ?? ['0808'])[0]] }],
    },
  });
}

/** From a new game: both sides record no Local Decision; the send step is open. */
const endSend = (s: GameState) => act(act(s, choose('fr', 'endOrders')), choose('al', 'endOrders'));
const attackOrder = { formation: 'f1', type: 'attack', target: ['0808'] };
/** A neighbour of `from` one hex nearer `to` (lowest id). */
function nearer(s: GameState, from: string, to: string): string {
  const map = contextOf(s).map;
  return map.hexes[from].neighbours.filter((n) => map.distance(n, to) < map.distance(from, to)).sort()[0];
}
/** A neighbour of `from` that is also next to `enemy` (in its ZOC). */
function besideEnemy(s: GameState, from: string, enemy: string): string {
  const map = contextOf(s).map;
  return map.hexes[from].neighbours.filter((n) => map.hexes[enemy].neighbours.includes(n)).sort()[0];
}

describe('NLC 12.6 order transmission', () => {
  it('[NLC 12.6] worked example: 8 MP arrives 1 turn later, 9 MP 2 turns; in sight both 1 turn', () => {
    expect(orderTransmissionDelay(8, false)).toBe(1);
    expect(orderTransmissionDelay(9, false)).toBe(2);
    expect(orderTransmissionDelay(8, true)).toBe(1);
    expect(orderTransmissionDelay(9, true)).toBe(1);
  });
  it('[NLC 12.6] within 3 MP (after halving in sight) the order is received at once', () => {
    expect(orderTransmissionDelay(0, false)).toBe(0);
    expect(orderTransmissionDelay(3, false)).toBe(0);
    expect(orderTransmissionDelay(6, true)).toBe(0);
    expect(orderTransmissionDelay(4, false)).toBe(1);
    expect(orderTransmissionDelay(21, false)).toBe(4);
    expect(() => orderTransmissionDelay(-1, false)).toThrow();
  });
  it('[NLC 12.6] a written order to a distant leader arrives on the computed turn, not before', () => {
    let s = toSend(newGame(world(), ON, 1));
    // Ney 10 hexes of clear terrain from Napoleon: no courier arrives this turn
    s = produce(s, (d) => {
      d.leaders.ney.hex = '0302';
    });
    const far = produce(s, (d) => {
      d.leaders.nap.hex = '0112';
      (d.nlc as unknown as { hqs: Record<string, { hex: string }> }).hqs.fhq.hex = '0112';
    });
    const sent = act(far, choose('fr', 'order', { order: attackOrder }));
    const o = Object.values(ordersOf(sent, 'fr')!.orders).find((x) => x.spec.type === 'attack')!;
    expect(o.status).toBe('transit');
    expect(o.arrives).toBeGreaterThan(sent.clock.turn);
    const after = endSend(sent);
    expect(Object.values(ordersOf(after, 'fr')!.orders).find((x) => x.id === o.id)!.status).toBe('transit');
  });
});

describe('NLC 12.7 order compliance', () => {
  const ex = (faces: number[]) => {
    let s = toSend(newGame(world(), ON, 1));
    s = act(s, choose('fr', 'order', { order: attackOrder }));
    const o = Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.spec.type === 'attack')!;
    // worked example: a 1-rated OC, a 1-rated corps commander, 2L for an Attack: column 0
    expect(o.compliance!.column).toBe(0);
    expect(o.arrives).toBe(s.clock.turn);
    s = act(s, choose('fr', 'endOrders'));
    s = act(dice(s, faces), choose('al', 'endOrders'));
    return Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.id === o.id)!;
  };
  it('[NLC 12.7] worked example, column 0: 2-5 Ignored', () => {
    expect(ex([2, 3]).status).toBe('ignored');
    expect(ex([1, 4]).status).toBe('ignored');
  });
  it('[NLC 12.7] worked example, column 0: 6-8 R4', () => {
    expect(ex([3, 3]).status).toBe('R4');
    expect(ex([4, 4]).status).toBe('R4');
  });
  it('[NLC 12.7] worked example, column 0: 9-10 1T', () => {
    expect(ex([4, 5]).status).toBe('1T');
    expect(ex([5, 5]).status).toBe('1T');
  });
  it('[NLC 12.7] worked example, column 0: 11-12 complied, the formation now follows the Attack', () => {
    const o = ex([5, 6]);
    expect(o.status).toBe('complied');
    expect(ex([6, 6]).status).toBe('complied');
  });
  it('[NLC 12.7] a sequence is checked on its leftmost column; face to face shifts right', () => {
    const s = newGame(world(), ON, 1);
    const ctx = contextOf(s);
    const march = { type: 'march' as const, target: ['0606'], route: [] };
    const attack = { type: 'attack' as const, target: ['0808'], route: [] };
    expect(compliancePreview(s, ctx, 'nap', 'f1', [march], false).column).toBe(2);
    expect(compliancePreview(s, ctx, 'nap', 'f1', [march, attack], false).column).toBe(0);
    expect(compliancePreview(s, ctx, 'nap', 'f1', [march], true).column).toBe(3);
  });
  it('[NLC 15] a demoralized formation reads C as 1T, 1T as R4, R4 as R5', () => {
    const s = produce(newGame(world(), ON, 1), (d) => {
      (d.nlc as unknown as { demoralizedFormations: string[] }).demoralizedFormations.push('f1');
    });
    expect(complianceOutcome(s, 'f1', 0, 12)).toBe('1T');
    expect(complianceOutcome(s, 'f1', 0, 9)).toBe('R4');
    expect(complianceOutcome(s, 'f1', 0, 6)).toBe('R5');
  });
  it('[NLC 12.7] a 1T order comes into force in the next command phase', () => {
    let s = toSend(newGame(world(), ON, 1));
    s = act(s, choose('fr', 'order', { order: attackOrder }));
    s = act(s, choose('fr', 'endOrders'));
    s = act(dice(s, [4, 5]), choose('al', 'endOrders'));
    // next turn's command phase
    s = withFrames(produce(s, (d) => void (d.clock.turn += 1)), [proc('commandPhase')]);
    s = endSend(toSend(s));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('attack');
  });
});

describe('NLC 12.4 giving orders', () => {
  it('[NLC 12.4] the same order again is refused while the last lives; nothing changes', () => {
    const s = toSend(newGame(world(), ON, 1));
    const e = refuse(s, choose('fr', 'order', { order: { formation: 'f1', type: 'defend', target: ['0304'] } }));
    expect(e.rule).toBe('NLC 12.4');
    expect(e.code).toBe('repeat');
    const r = applyCommand(s, { ...choose('fr', 'order', { order: { formation: 'f1', type: 'defend', target: ['0304'] } }), n: s.seq } as Command);
    expect(r.ok).toBe(false);
  });
  it('[NLC 12.12] an OC rated 1 at his HQ gives one order a turn', () => {
    let s = toSend(newGame(world(), ON, 1));
    s = act(s, choose('fr', 'order', { order: attackOrder }));
    const e = refuse(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0606'] } }));
    expect(e.rule).toBe('NLC 12.12');
  });
  it('[NLC 12.12] away from his HQ the OC gives one order a turn; after it, only face-to-face orders', () => {
    const away = (s: GameState) =>
      produce(s, (d) => {
        d.leaders.nap.hex = '0203';
      });
    let s = toSend(newGame(world(), ON, 1));
    s = withFrames(away(produce(s, (d) => void (d.clock.turn = 2))), [proc('commandPhase')]);
    s = toSend(s);
    s = act(s, choose('fr', 'order', { order: attackOrder }));
    s = endSend(s);
    // next turn, still away: a written order is refused, a face-to-face one is accepted
    s = toSend(withFrames(produce(s, (d) => void (d.clock.turn = 3)), [proc('commandPhase')]));
    const e = refuse(s, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0606'] } }));
    expect(e.code).toBe('away-face-to-face');
    expect(e.rule).toBe('NLC 12.12');
    const f2f = produce(s, (d) => {
      d.leaders.nap.hex = d.leaders.ney.hex;
    });
    act(f2f, choose('fr', 'order', { order: { formation: 'f1', type: 'march', target: ['0606'] } }));
  });
  it('[NLC 12.2] a target beyond 10 MP and off every road is refused', () => {
    const s = toSend(newGame(world(), ON, 1));
    const e = refuse(s, choose('fr', 'order', { order: { formation: 'f1', type: 'attack', target: ['1212'] } }));
    expect(e.rule).toBe('NLC 12.2');
    expect(e.code).toBe('target-range');
  });
  it('[NLC 12.4] the other side may not order my formation', () => {
    const s = toSend(newGame(world(), ON, 1));
    expect(refuse(s, choose('al', 'order', { order: attackOrder })).code).toBe('not-yours');
  });
});

describe('NLC 12.1, 12.2, 7.3 enforcement', () => {
  it('[NLC 12.1] a unit may not leave command range by normal movement', () => {
    const s = atAction(newGame(world(), ON, 1), 'fr', ['f1']);
    const e = refuse(s, { type: 'move', side: 'fr', units: ['a'], path: ['0403', '0503', '0603', '0703'] } as Cmd);
    expect(e.rule).toBe('NLC 12.1');
    expect(e.message).toContain('Ney');
    // without the orders system the same move is legal
    const off = atAction(newGame(world(), { rules: { 'NLC 12': false } }, 1), 'fr', ['f1']);
    expect(act(off, { type: 'move', side: 'fr', units: ['a'], path: ['0403', '0503', '0603', '0703'] } as Cmd).units.a.hex).toBe('0703');
  });
  it('[NLC 12.2] Delay: no unit enters an enemy ZOC; the refusal names the order and the case', () => {
    const sc = world({ order: { formation: 'f1', type: 'delay', target: ['0303'] }, allied: ['0305'] });
    const s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    const e = refuse(s, { type: 'move', side: 'fr', units: ['a'], path: [besideEnemy(s, '0303', '0305')] } as Cmd);
    expect(e.rule).toBe('NLC 12.2');
    expect(e.message).toMatch(/Delay/);
  });
  it('[NLC 12.2] Attack: units may not move away from the target', () => {
    const sc = world({ order: { ...attackOrder, target: ['0808'] } as never });
    const s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    const e = refuse(s, { type: 'move', side: 'fr', units: ['a'], path: ['0302'] } as Cmd);
    expect(e.code).toBe('order-retire');
  });
  it('[NLC 12.2] Attack: ending movement is refused while a unit still owes a hex towards the target', () => {
    const sc = world({ order: attackOrder as never });
    let s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    const e = refuse(s, { type: 'endActivation', side: 'fr' } as Cmd);
    expect(e.rule).toBe('NLC 12.2');
    expect(e.message).toMatch(/^(a|b) must still move/);
    expect(legalCommands(s, 'fr').some((c) => c.type === 'endActivation')).toBe(false);
    // the leader first, then each unit one hex closer: movement may end
    const step = nearer(s, '0303', '0808');
    s = act(s, { type: 'move', side: 'fr', units: ['ney'], path: [step] } as Cmd);
    s = act(s, { type: 'move', side: 'fr', units: ['a'], path: [step] } as Cmd);
    s = act(s, { type: 'move', side: 'fr', units: ['b'], path: [nearer(s, '0304', '0808')] } as Cmd);
    expect(legalCommands(s, 'fr').some((c) => c.type === 'endActivation')).toBe(true);
    act(s, { type: 'endActivation', side: 'fr' } as Cmd);
  });
  it('[NLC 7.3] units under Attack orders in an enemy ZOC must assault', () => {
    const sc = world({ order: { formation: 'f1', type: 'attack', target: ['0305'] }, allied: ['0305'] });
    let s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    s = act(s, { type: 'endActivation', side: 'fr' } as Cmd);
    const p = pendingDecision(s)!;
    expect(p.type).toBe('assaultDeclare');
    expect(legalCommands(s, 'fr').some((c) => c.type === 'choose' && c.choice === 'endAssaults')).toBe(false);
    // under Defend the same position leaves the assault voluntary
    const calm = act(atAction(newGame(world({ allied: ['0305'] }), ON, 1), 'fr', ['f1']), { type: 'endActivation', side: 'fr' } as Cmd);
    expect(legalCommands(calm, 'fr').some((c) => c.type === 'choose' && c.choice === 'endAssaults')).toBe(true);
  });
  it('[NLC 5.4] under Fall Back a unit that began in an enemy ZOC may leave it', () => {
    const away = (s: GameState) => {
      const map = contextOf(s).map;
      return map.hexes['0304'].neighbours.filter((n) => map.distance(n, '0305') === 2 && !map.hexes['0305'].neighbours.includes(n)).sort()[0];
    };
    const fb = atAction(newGame(world({ order: { formation: 'f1', type: 'fallBack', target: ['0102'] }, allied: ['0305'] }), ON, 1), 'fr', ['f1']);
    expect(act(fb, { type: 'move', side: 'fr', units: ['b'], path: [away(fb)] } as Cmd).units.b.hex).toBe(away(fb));
    const def = atAction(newGame(world({ allied: ['0305'] }), ON, 1), 'fr', ['f1']);
    expect(refuse(def, { type: 'move', side: 'fr', units: ['b'], path: [away(def)] } as Cmd).rule).toBe('NLC 5.4');
  });
  it('[NLC 12.2] Fall Back switches to Reserve in a command phase with no unit within 2 hexes of the enemy', () => {
    const sc = world({ order: { formation: 'f1', type: 'fallBack', target: ['0102'] } });
    let s = toSend(newGame(sc, ON, 1));
    const rest = legalCommands(s, 'fr').find((c) => c.type === 'choose' && c.choice === 'toReserve')!;
    s = act(s, rest);
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('reserve');
    const near = toSend(newGame(world({ order: { formation: 'f1', type: 'fallBack', target: ['0102'] }, allied: ['0305'] }), ON, 1));
    expect(refuse(near, choose('fr', 'toReserve', { order: { formation: 'f1', type: 'reserve' } })).rule).toBe('NLC 12.2');
  });
  it('[NLC 12.2] March: no assault', () => {
    const sc = world({ order: { formation: 'f1', type: 'march', target: ['0304'] }, allied: ['0305'] });
    const s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    const e = contextOf(s).mayAssault(s, 'b')!;
    expect(e.rule).toBe('NLC 12.2');
    expect(e.message).toMatch(/March/);
    // no unit may assault: the assault segment offers nothing and play goes on
    expect(pendingDecision(act(s, { type: 'endActivation', side: 'fr' } as Cmd))?.type).not.toBe('assaultDeclare');
  });
});

describe('NLC 12.2 each order type\'s prohibitions, refused with the order and the case', () => {
  const into = (sc: ReturnType<typeof world>, unit: string, enemy: string, from: string) => {
    const s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    return refuse(s, { type: 'move', side: 'fr', units: [unit], path: [besideEnemy(s, from, enemy)] } as Cmd);
  };
  it('[NLC 12.2] Defend: no enemy ZOC entered outside the target', () => {
    const e = into(world({ allied: ['0306'] }), 'b', '0306', '0304');
    expect(e.code).toBe('order-zoc');
    expect(e.message).toMatch(/Defend/);
    expect(e.rule).toBe('NLC 12.2');
  });
  it('[NLC 12.2] March: no enemy ZOC entered', () => {
    const e = into(world({ order: { formation: 'f1', type: 'march', target: ['0310'] }, allied: ['0306'] }), 'b', '0306', '0304');
    expect(e.code).toBe('order-zoc');
    expect(e.message).toMatch(/March/);
  });
  it('[NLC 12.2] Reserve: the leader may not move, units enter no ZOC and make no attack', () => {
    const sc = world({ order: { formation: 'f1', type: 'reserve', target: [] } as never, allied: ['0306'] });
    const s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    expect(refuse(s, { type: 'move', side: 'fr', units: ['ney'], path: ['0403'] } as Cmd).code).toBe('reserve-leader');
    expect(refuse(s, { type: 'move', side: 'fr', units: ['b'], path: [besideEnemy(s, '0304', '0306')] } as Cmd).rule).toBe('NLC 12.2');
    expect(contextOf(s).mayAssault(s, 'b')!.message).toMatch(/Reserve/);
  });
  it('[NLC 12.2] Fall Back: no move towards the enemy, no attack', () => {
    const sc = world({ order: { formation: 'f1', type: 'fallBack', target: ['0102'] }, allied: ['0606'] });
    const s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    expect(refuse(s, { type: 'move', side: 'fr', units: ['a'], path: [nearer(s, '0303', '0606')] } as Cmd).code).toBe('order-fall-back');
    expect(contextOf(s).mayAssault(s, 'a')!.rule).toBe('NLC 12.2');
  });
  it('[NLC 12.2] Delay: no move away from the target', () => {
    const sc = world({ order: { formation: 'f1', type: 'delay', target: ['0606'] } });
    const s = atAction(newGame(sc, ON, 1), 'fr', ['f1']);
    expect(refuse(s, { type: 'move', side: 'fr', units: ['a'], path: ['0302'] } as Cmd).code).toBe('order-retire');
  });
  it('[NLC 16] at night a Probe that holds no part of its target fails too', () => {
    const s = toSend(newGame(world({ night: [1], order: { formation: 'f1', type: 'probe', target: ['0808'] } }), ON, 1));
    expect(Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.spec.type === 'probe')!.status).toBe('failed');
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('fallBack');
  });
});

describe('NLC 12.11 local decision', () => {
  it('[NLC 12.11] a Bad Move is ordered by the opponent, complied with at once and public', () => {
    let s = newGame(world(), ON, 1);
    s = act(s, choose('fr', 'localDecision', { order: attackOrder }));
    s = act(s, choose('fr', 'endLocalDecisions'));
    s = act(s, choose('al', 'endLocalDecisions'));
    s = act(s, choose('fr', 'endOrders'));
    // rating 1: 2-6 is a Bad Move
    s = act(dice(s, [1, 2]), choose('al', 'endOrders'));
    const p = pendingDecision(s)!;
    expect(p.type).toBe('badMove');
    expect(p.side).toBe('al');
    expect(legalCommands(s).every((c) => c.side === 'al')).toBe(true);
    const cmd = legalCommands(s, 'al').find((c) => c.type === 'choose' && c.order)!;
    s = act(s, cmd);
    const cur = currentOrder(s, 'fr', 'f1')!;
    expect(cur.kind).toBe('badMove');
    expect(cur.status).toBe('complied');
    expect(viewFor(s, 'al').log.some((e) => /Bad Move/.test(e.text))).toBe(true);
  });
  it('[NLC 12.11] a leader in Reserve adds 1: a 3-rated leader acts on 7', () => {
    const sc = world({ order: { formation: 'f1', type: 'reserve', target: [] }, neyRating: 3 });
    let s = newGame(sc, ON, 1);
    s = act(s, choose('fr', 'localDecision', { order: attackOrder }));
    s = act(act(s, choose('fr', 'endLocalDecisions')), choose('al', 'endLocalDecisions'));
    s = act(s, choose('fr', 'endOrders'));
    s = act(dice(s, [3, 4]), choose('al', 'endOrders'));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('attack');
  });
  it('[NLC 12.11] rating 1, a roll of 7 has no effect: the old order stands', () => {
    let s = newGame(world(), ON, 1);
    s = act(s, choose('fr', 'localDecision', { order: attackOrder }));
    s = act(act(s, choose('fr', 'endLocalDecisions')), choose('al', 'endLocalDecisions'));
    s = act(s, choose('fr', 'endOrders'));
    s = act(dice(s, [3, 4]), choose('al', 'endOrders'));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('defend');
  });
});

describe('NLC 12.8-12.10 success, confidence, failure', () => {
  it('[NLC 12.10] a step lost under Attack starts confidence checks; a failed check fails the order: 3-hex retreat and Fall Back (NLC 12.9)', () => {
    const sc = world({ order: attackOrder as never, allied: ['0606'] });
    let s = newGame(sc, ON, 1);
    s = produce(s, (d) => {
      d.units.a.steps = 1;
    });
    s = act(s, choose('fr', 'endLocalDecisions'));
    // target 3 + rating 1 = 4: a 5 fails
    s = act(dice(s, [5]), choose('al', 'endLocalDecisions'));
    const o = ordersOf(s, 'fr')!;
    const failed = Object.values(o.orders).find((x) => x.spec.type === 'attack')!;
    expect(failed.status).toBe('failed');
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('fallBack');
    const far = (h: string) => contextOf(s).map.distance(h, '0606');
    expect(far(s.units.a.hex!)).toBeGreaterThan(far('0303'));    // the check is kept in the engine's record (the orders panel reads it)
    expect(o.confidence).toEqual([
      { turn: s.clock.turn, formation: 'f1', order: failed.id, target: 4, die: 5, leaderRating: 1, demoralized: false, objectiveHeld: false, ok: false },
    ]);
  });
  it('[NLC 12.10] a passed check keeps the order', () => {
    const sc = world({ order: attackOrder as never, allied: ['0606'] });
    let s = newGame(sc, ON, 1);
    s = produce(s, (d) => {
      d.units.a.steps = 1;
    });
    s = act(s, choose('fr', 'endLocalDecisions'));
    s = act(dice(s, [4]), choose('al', 'endLocalDecisions'));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('attack');
    expect(ordersOf(s, 'fr')!.confidence!.map((c) => [c.die, c.target, c.ok])).toEqual([[4, 4, true]]);
    // the owner's secret: the other side's view holds none of it
    expect(JSON.stringify(viewFor(s, 'al').secret)).not.toContain('"ok":true');
  });
  it('[NLC 12.8] a March that reached its target with no enemy near succeeds: Defend there', () => {
    const sc = world({ order: { formation: 'f1', type: 'march', target: ['0303'] } });
    let s = newGame(sc, ON, 1);
    s = toSend(s);
    const cur = currentOrder(s, 'fr', 'f1')!;
    expect(cur.spec.type).toBe('defend');
    expect(cur.spec.target).toEqual(['0303']);
    expect(Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.spec.type === 'march')!.status).toBe('succeeded');
  });
  it('[NLC 12.5] a successful March switches to the next order of its sequence', () => {
    const sc = world({ order: { formation: 'f1', type: 'march', target: ['0303'], then: [{ type: 'attack', target: ['0808'] }] } as never });
    const s = toSend(newGame(sc, ON, 1));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('attack');
  });
});

describe('NLC 11.5 HQ movement', () => {
  it('[NLC 11.5] an HQ March order is accepted at once and the HQ moves in the Reserve Phase', () => {
    let s = toSend(newGame(world(), ON, 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'fhq', type: 'march', target: ['0106'] } }));
    s = endSend(s);
    expect(currentOrder(s, 'fr', 'fhq')!.status).toBe('complied');
    s = withFrames(s, [proc('hqMovement')]);
    const hex = (nlcOf(s).hqs.fhq.hex)!;
    expect(hex).not.toBe('0102');
    expect(contextOf(s).map.distance(hex, '0106')).toBeLessThan(contextOf(s).map.distance('0102', '0106'));
  });
  it('[NLC 11.5] an HQ takes no Attack order', () => {
    const s = toSend(newGame(world(), ON, 1));
    expect(refuse(s, choose('fr', 'order', { order: { formation: 'fhq', type: 'attack', target: ['0106'] } })).rule).toBe('NLC 11.5');
  });
});

describe('NLC 12 secrecy', () => {
  it('[NLC 12.4] orders, couriers and pending compliance are the owner\'s secret: the other view holds nothing of them', () => {
    let s = toSend(newGame(world(), ON, 1));
    s = produce(s, (d) => {
      d.leaders.nap.hex = '0112';
      (d.nlc as unknown as { hqs: Record<string, { hex: string }> }).hqs.fhq.hex = '0112';
    });
    s = act(s, choose('fr', 'order', { order: attackOrder }));
    const al = viewFor(s, 'al');
    const json = JSON.stringify(al);
    expect(al.secret.fr).toBeUndefined();
    expect(json).not.toMatch(/attack|Attack|"formation":"f1"/);
    expect(al.log.some((e) => e.visibleTo === 'fr')).toBe(false);
    const fr = viewFor(s, 'fr');
    expect(JSON.stringify(fr.secret.fr)).toMatch(/attack/);
    // the Allied view of the French order is the same as before it was written (not even a count)
    const before = viewFor(toSend(newGame(world(), ON, 1)), 'al');
    expect(Object.keys(al.secret)).toEqual(Object.keys(before.secret));
  });
  it('[NLC 12] with the option off the game plays as before: no command phase', () => {
    const s = newGame(world(), { rules: { 'NLC 12': false } }, 1);
    expect(pendingDecision(s)!.type).not.toMatch(/^orders/);
  });
});

describe('scenario command section', () => {
  const raw = (orders: unknown[]): unknown => ({
    format: 'aigle-scenario',
    id: 'bad-orders',
    name: 'x',
    description: 'x',
    system: 'nlc',
    sides: [
      { id: 'fr', name: 'French', adjective: 'French', color: '#2f5fb3' },
      { id: 'al', name: 'Allies', adjective: 'Allied', color: '#e8e4d4' },
    ],
    firstSide: 'fr',
    turns: { count: 3, start: '08:00', minutesPerTurn: 60 },
    map: { columns: 30, rows: 30, orientation: 'flat', shifted: 'even' },
    formations: [
      { id: 'f1', side: 'fr', name: 'I', leader: 'ney' },
      { id: 'a1', side: 'al', name: 'A' },
    ],
    units: [
      { id: 'a', side: 'fr', name: 'a', nationality: 'F', type: 'infantry', strength: [4, 2], movement: 4, morale: 4, formation: 'f1', hex: '0303' },
      { id: 'z', side: 'al', name: 'z', nationality: 'A', type: 'infantry', strength: [4, 2], movement: 4, morale: 4, formation: 'a1', hex: '0909' },
    ],
    leaders: [{ id: 'ney', side: 'fr', name: 'Ney', rating: 2, role: 'corps', formation: 'f1', hex: '0303' }],
    hqs: [{ id: 'fhq', side: 'fr', name: 'HQ', leader: 'ney', hex: '0101' }],
    command: { orders },
  });
  const problems = (orders: unknown[]) => {
    const r = loadScenario(raw(orders), 'bad.json');
    if (r.ok) throw new Error('expected refusal');
    return r;
  };
  it('[NLC 12.2] an unknown formation is refused with the file and JSON path', () => {
    const r = problems([{ formation: 'f9', type: 'attack', target: ['0909'] }]);
    expect(r.message).toContain('bad.json: $.command.orders[0].formation: unknown formation "f9"');
  });
  it('[NLC 12.2] an unreachable target is refused', () => {
    const r = problems([{ formation: 'f1', type: 'attack', target: ['2828'] }]);
    expect(r.problems[0].path).toBe('$.command.orders[0].target');
    expect(r.problems[0].problem).toMatch(/unreachable/);
  });
  it('[NLC 12.2] an order type the recipient may not get is refused', () => {
    expect(problems([{ formation: 'f1', type: 'reserve', target: ['0303'] }]).problems[0].path).toBe('$.command.orders[0].target');
    expect(problems([{ formation: 'fhq', type: 'attack', target: ['0303'] }]).problems[0].problem).toMatch(/NLC 11.5/);
    expect(problems([{ formation: 'f1', type: 'generalRetreat', target: ['0101'] }]).problems[0].path).toBe('$.command.orders[0].type');
    expect(problems([{ formation: 'f1', type: 'charge', target: ['0303'] }]).problems[0].path).toBe('$.command.orders[0].type');
  });
  it('[NLC 12.2] a valid at-start order loads and is in force from the first turn', () => {
    const r = loadScenario(raw([{ formation: 'f1', type: 'attack', target: ['0909'] }]), 'ok.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = newGame(r.scenario, ON, 1);
    expect(currentOrder(s, 'fr', 'f1')!.spec).toMatchObject({ type: 'attack', target: ['0909'] });
  });
});

describe('NLC 16 and NLC 9: night and reinforcements', () => {
  it('[NLC 16] an order received at night is not rolled for: it comes into force at the first daylight command phase', () => {
    let s = toSend(newGame(world({ night: [1] }), ON, 1));
    s = act(s, choose('fr', 'order', { order: attackOrder }));
    s = endSend(s);
    const o = Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.spec.type === 'attack')!;
    expect(o.status).toBe('night');
    expect(o.roll).toBeNull();
    s = withFrames(produce(s, (d) => void (d.clock.turn = 2)), [proc('commandPhase')]);
    s = endSend(toSend(s));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('attack');
  });
  it('[NLC 16] at night an Attack that holds no part of its target fails', () => {
    const s = toSend(newGame(world({ night: [1], order: attackOrder as never }), ON, 1));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('fallBack');
    expect(Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.spec.type === 'attack')!.status).toBe('failed');
  });
  it('[NLC 9] reinforcements with no order march to their HQ, then defend there', () => {
    const sc = miniScenario({
      id: 'orders-reinf',
      formations: [
        { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
        { id: 'f2', side: 'fr', name: 'Reserve corps' },
        { id: 'a1', side: 'al', name: 'Allied Corps' },
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'r', side: 'fr', hex: null, formation: 'f2', arrives: { turn: 2, hex: '0108' } },
        { id: 'z', side: 'al', hex: '0707' },
      ],
      leaders: [
        { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0102' },
        { id: 'ney', side: 'fr', name: 'Ney', rating: 2, role: 'corps', formation: 'f1', hex: '0303' },
      ],
      hqs: [{ id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0102' }],
      command: { wings: [], orders: [{ formation: 'f1', type: 'defend', target: ['0303'] }] },
    });
    const s = newGame(sc, ON, 1);
    const o = currentOrder(s, 'fr', 'f2')!;
    expect(o.spec).toMatchObject({ type: 'march', target: ['0102'] });
    expect(o.then[0]).toMatchObject({ type: 'defend', target: ['0102'] });
  });
});

describe('NLC 16 order clauses', () => {
  it('[NLC 16] a demoralized formation\'s order received at night becomes R4 at first light, not complied', () => {
    let s = toSend(newGame(world({ night: [1] }), ON, 1));
    s = act(s, choose('fr', 'order', { order: attackOrder }));
    s = endSend(s);
    s = produce(s, (d) => {
      d.clock.turn = 2;
      nlcOf(d as GameState).demoralizedFormations.push('f1');
    });
    s = withFrames(s, [proc('commandPhase')]);
    s = endSend(toSend(s));
    const o = Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.spec.type === 'attack')!;
    expect(o.status).toBe('R4');
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('defend');
  });
  it('[NLC 16] an HQ order received at night is accepted at once (NLC 11.5)', () => {
    let s = toSend(newGame(world({ night: [1] }), ON, 1));
    s = act(s, choose('fr', 'order', { order: { formation: 'fhq', type: 'march', target: ['0303'] } }));
    s = endSend(s);
    const o = Object.values(ordersOf(s, 'fr')!.orders).find((x) => x.formation === 'fhq')!;
    expect(o.status).not.toBe('night');
  });
  it('[NLC 16] an Attack meant for the next day (NLC 12.5) does not fail at night', () => {
    const s = toSend(newGame(world({ night: [1], order: { ...attackOrder, nextDay: true } as never }), ON, 1));
    expect(currentOrder(s, 'fr', 'f1')!.spec.type).toBe('attack');
  });
});
