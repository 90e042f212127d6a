// Optional command rules: NLC 20.5 command confusion, 20.6 proximity of demoralized units, 20.9 morale
// effect of operations.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, newGame, contextOf, type Command, type GameState, type ScenarioInput } from '../../engineApi';
import { miniScenario, act, choose, withDice as dice, toOrdersSend as toSend, type Cmd } from '../../fixtures';
import { ordersOf } from '../../../../src/engine/modules/nlc/orders/types';
import { formationLimit } from '../../../../src/engine/modules/nlc/optional/limits';
import { optionalOf } from '../../../../src/engine/modules/nlc/optional/state';
import { nlcOf } from '../../../../src/engine/modules/nlc/state';
import { armyLevel } from '../../../../src/engine/modules/nlc/losses';
import { failOrder } from '../../../../src/engine/modules/nlc/orders/lifecycle';
import { confusionShift } from '../../../../src/engine/modules/nlc/optional/confusion';
import { withFrames } from '../../harness';
import { directShift } from '../../../../src/engine/modules/nlc/optional/directCommand';
import { unitOrder } from '../../../../src/engine/modules/nlc/orders/enforce';
import { inCommand } from '../../../../src/engine/modules/nlc/orders/commandRange';
import { proc } from '../../../../src/engine/core/run';

type Orders = NonNullable<ScenarioInput['command']>['orders'];
const opts = (...ids: string[]) => ({ rules: { 'NLC 12': true, ...Object.fromEntries(ids.map((i) => [i, true])) } });

/** I Corps (Ney 0303, limit 10), II Corps (Reille 0306, limit 10) under the wing of Soult (0910); a cavalry corps (Murat 0304); Allies (limit 10) at 0808. */
function world(orders: Orders = []) {
  return miniScenario({
    id: 'opt-' + Math.random().toString(36).slice(2),
    columns: 14,
    rows: 14,
    sides: [
      { id: 'fr', name: 'French', adjective: 'French', color: '#2f5fb3', demoralization: 30 },
      { id: 'al', name: 'Allies', adjective: 'Allied', color: '#e8e4d4', demoralization: 30 },
    ],
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney', demoralization: 10 },
      { id: 'f2', side: 'fr', name: 'II Corps', leader: 'reille', demoralization: 10 },
      { id: 'fc', side: 'fr', name: 'Cavalry Corps', leader: 'murat', demoralization: 4 },
      { id: 'a1', side: 'al', name: 'Allied Corps', leader: 'kl', demoralization: 10 },
    ],
    units: [
      { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
      { id: 'a2', side: 'fr', hex: '0302' },
      { id: 'b', side: 'fr', hex: '0306', formation: 'f2' },
      { id: 'h', side: 'fr', hex: '0304', formation: 'fc', type: 'cavalry' },
      { id: 'z', side: 'al', hex: '0808' },
    ],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 2, role: 'overall', hex: '0102' },
      { id: 'soult', side: 'fr', name: 'Soult', rating: 3, role: 'wing', hex: '0910' },
      { id: 'ney', side: 'fr', name: 'Ney', rating: 2, role: 'corps', formation: 'f1', hex: '0303' },
      { id: 'reille', side: 'fr', name: 'Reille', rating: 1, role: 'corps', formation: 'f2', hex: '0306' },
      { id: 'murat', side: 'fr', name: 'Murat', rating: 2, role: 'corps', formation: 'fc', hex: '0304' },
      { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: '1313' },
      { id: 'kl', side: 'al', name: 'Klenau', rating: 2, role: 'corps', formation: 'a1', hex: '0808' },
    ],
    hqs: [
      { id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0102' },
      { id: 'ahq', side: 'al', name: 'Allied HQ', leader: 'sch', hex: '1313' },
    ],
    command: {
      wings: [{ leader: 'soult', formations: ['f2'] }],
      orders: [{ formation: 'a1', type: 'defend', target: ['0808'] }, { formation: 'f1', type: 'defend', target: ['0303'] }, ...orders],
    },
  });
}

/** Napoleon stands with Ney: a face-to-face order, complied on 6+6. */
function faceToFace(s: GameState, order: object, faces = [6, 6]): GameState {
  s = produce(s, (d) => void (d.leaders.nap.hex = '0303'));
  s = act(s, choose('fr', 'order', { order }));
  s = act(s, choose('fr', 'endOrders'));
  return act(dice(s, faces), choose('al', 'endOrders'));
}
const withDraft = (s: GameState, fn: (d: GameState) => void) => produce(s, (d) => void fn(d as GameState));

describe('NLC 20.9 morale effect of operations', () => {
  it('[NLC 20.9] complying with an Attack raises the formation\'s demoralization limit by 10%', () => {
    const s = faceToFace(toSend(newGame(world(), opts('NLC 20.9'), 1)), { formation: 'f1', type: 'attack', target: ['0707'] });
    expect(optionalOf(s)!.ops.f1).toBe(10);
    expect(formationLimit(s, contextOf(s), 'f1')).toBe(11);
  });
  it('[NLC 20.9] off by default: the same order changes nothing', () => {
    const s = faceToFace(toSend(newGame(world(), opts(), 1)), { formation: 'f1', type: 'attack', target: ['0707'] });
    expect(formationLimit(s, contextOf(s), 'f1')).toBe(10);
  });
  it('[NLC 20.9] a failed Attack lowers its formation by 10% and raises the attacked formation by 10%', () => {
    let s = faceToFace(toSend(newGame(world(), opts('NLC 20.9'), 1)), { formation: 'f1', type: 'attack', target: ['0808'] });
    const ctx = contextOf(s);
    s = withDraft(s, (d) => {
      const o = Object.values(ordersOf(d, 'fr')!.orders).find((x) => x.spec.type === 'attack' && x.status === 'complied')!;
      failOrder(d as never, ctx, { events: [], revealed: false, rolled: false }, o as never, 'test');
    });
    expect(optionalOf(s)!.ops.f1).toBe(0);
    expect(optionalOf(s)!.ops.a1).toBe(10);
    expect(formationLimit(s, ctx, 'a1')).toBe(11);
  });
  it('[NLC 20.9] a failed Defend lowers the army demoralization level by 10%', () => {
    let s = toSend(newGame(world(), opts('NLC 20.9'), 1));
    const ctx = contextOf(s);
    expect(armyLevel(s, ctx, 'fr')).toBe(30);
    s = withDraft(s, (d) => {
      const o = Object.values(ordersOf(d, 'fr')!.orders).find((x) => x.formation === 'f1' && x.status === 'complied')!;
      failOrder(d as never, ctx, { events: [], revealed: false, rolled: false }, o as never, 'test');
    });
    expect(armyLevel(s, ctx, 'fr')).toBe(27);
    expect(formationLimit(s, ctx, 'f1')).toBe(9);
  });
});

describe('NLC 20.6 proximity of demoralized units', () => {
  it('[NLC 20.6] a demoralized corps within 5 hexes lowers a friendly formation\'s limit by 2; a demoralized cavalry corps does not', () => {
    let s = newGame(world(), opts('NLC 20.6'), 1);
    const ctx = contextOf(s);
    expect(formationLimit(s, ctx, 'f1')).toBe(10);
    s = withDraft(s, (d) => void nlcOf(d).demoralizedFormations.push('f2'));
    // Reille at 0306 is 3 hexes from Ney at 0303
    expect(formationLimit(s, ctx, 'f1')).toBe(8);
    s = withDraft(s, (d) => void (nlcOf(d).demoralizedFormations = ['fc']));
    expect(formationLimit(s, ctx, 'f1')).toBe(10);
    // far away: no effect
    s = withDraft(s, (d) => {
      nlcOf(d).demoralizedFormations = ['f2'];
      d.leaders.reille.hex = '0312';
    });
    expect(formationLimit(s, ctx, 'f1')).toBe(10);
  });
  it('[NLC 20.6] the lowered limit demoralizes a formation whose losses reach it at the command phase check', () => {
    // I Corps lost 8 (a, limit 10): not demoralized; then II Corps, 3 hexes away, is demoralized: the limit is 8
    const lose = (s: GameState) =>
      produce(s, (d) => {
        d.units.a.status = 'eliminated';
        d.units.a.hex = null;
        nlcOf(d as GameState).demoralizedFormations.push('f2');
      });
    const on = withFrames(lose(newGame(world(), opts('NLC 20.6'), 1)), [proc('ordersChecks')]);
    expect(nlcOf(on).demoralizedFormations).toContain('f1');
    const off = withFrames(lose(newGame(world(), opts(), 1)), [proc('ordersChecks')]);
    expect(nlcOf(off).demoralizedFormations).not.toContain('f1');
  });
});

describe('NLC 20.5 command confusion', () => {
  it('[NLC 20.5] an OC order to a wing formation bypassing a distant wing commander confuses him: 1L for two turns', () => {
    let s = toSend(newGame(world([{ formation: 'f2', type: 'defend', target: ['0306'] }, { formation: 'soult', type: 'defend', target: ['0910'] }]), opts('NLC 20.5'), 1));
    const ctx = contextOf(s);
    // Napoleon with Reille: face to face to II Corps, Soult far away
    s = produce(s, (d) => void (d.leaders.nap.hex = '0306'));
    s = act(s, choose('fr', 'order', { order: { formation: 'f2', type: 'march', target: ['0310'] } }));
    s = act(s, choose('fr', 'endOrders'));
    s = act(dice(s, [6, 6]), choose('al', 'endOrders'));
    expect(optionalOf(s)!.confused.soult).toBe(s.clock.turn + 2);
    expect(confusionShift(s, ctx, 'soult')).toBe(-1);
    expect(confusionShift(produce(s, (d) => void (d.clock.turn += 3)), ctx, 'soult')).toBe(0);
    // without the option: nothing
    let off = toSend(newGame(world([{ formation: 'f2', type: 'defend', target: ['0306'] }, { formation: 'soult', type: 'defend', target: ['0910'] }]), opts(), 1));
    off = produce(off, (d) => void (d.leaders.nap.hex = '0306'));
    off = act(off, choose('fr', 'order', { order: { formation: 'f2', type: 'march', target: ['0310'] } }));
    off = act(off, choose('fr', 'endOrders'));
    off = act(dice(off, [6, 6]), choose('al', 'endOrders'));
    expect(optionalOf(off)?.confused.soult).toBeUndefined();
  });
});

describe('NLC 20.7 direct command', () => {
  const direct = (s: GameState, units: string[]) => act(s, { type: 'choose', side: 'fr', choice: 'directCommand', units } as Cmd);
  it('[NLC 20.7] a French OC takes nearby units under direct command, up to his rating less his orders; they ignore orders and command range', () => {
    let s = toSend(newGame(world(), opts('NLC 20.7'), 1));
    // Napoleon (rating 2) beside Ney's and Murat's units at 0303/0304
    s = produce(s, (d) => void (d.leaders.nap.hex = '0303'));
    const far = applyCommand(s, { type: 'choose', side: 'fr', choice: 'directCommand', units: ['nap', 'b'], n: s.seq } as Command);
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.rule).toBe('NLC 20.7');
    const many = applyCommand(s, { type: 'choose', side: 'fr', choice: 'directCommand', units: ['nap', 'a', 'a2', 'h'], n: s.seq } as Command);
    expect(many.ok).toBe(false);
    s = direct(s, ['nap', 'a', 'h']);
    const ctx = contextOf(s);
    // free of orders (Ney's Defend) and command range
    expect(unitOrder(s, ctx, 'a')).toBeNull();
    expect(inCommand(produce(s, (d) => void (d.units.a.hex = '0310')), ctx, 'a')).toBe(true);
    // his capacity is used up: no written order this turn
    const e = applyCommand(s, { type: 'choose', side: 'fr', choice: 'order', order: { formation: 'f2', type: 'march', target: ['0310'] }, n: s.seq } as Command);
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.error.rule).toBe('NLC 12.12');
  });
  it('[NLC 20.7] next turn the OC gives no orders and the formations check 1L', () => {
    let s = toSend(newGame(world(), opts('NLC 20.7'), 1));
    s = produce(s, (d) => void (d.leaders.nap.hex = '0303'));
    s = direct(s, ['nap', 'a']);
    const next = produce(s, (d) => void (d.clock.turn += 1));
    const ctx = contextOf(s);
    expect(directShift(next, ctx, 'f1')).toBe(-1);
    expect(directShift(next, ctx, 'f2')).toBe(0);
    const e = applyCommand(next, { type: 'choose', side: 'fr', choice: 'order', order: { formation: 'f2', type: 'march', target: ['0310'] }, n: next.seq } as Command);
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.error.rule).toBe('NLC 20.7');
  });
  it('[NLC 20.7] off by default: no direct command is offered or accepted', () => {
    let s = toSend(newGame(world(), opts(), 1));
    s = produce(s, (d) => void (d.leaders.nap.hex = '0303'));
    const r = applyCommand(s, { type: 'choose', side: 'fr', choice: 'directCommand', units: ['nap', 'a'], n: s.seq } as Command);
    expect(r.ok).toBe(false);
  });
});
