// The battles' special rules (MOP 37.19 Olsufiev at Champaubert, 37.20 Yorck at Montmirail) played on the
// real scenarios, with fixed dice: what the rule lets happen and what it forbids.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { loadScenarioFile } from '../../../src/cli/files';
import { applyCommand, contextOf, defaultOptions, legalCommands, newGame, pendingDecision, type Command, type GameState } from '../engineApi';
import { run } from '../../../src/engine/core/run';
import type { Out } from '../../../src/engine/core/ops';
import { currentOrder, ordersDraft } from '../../../src/engine/modules/nlc/orders/types';
import { unitMorale as moraleOf } from '../../../src/engine/modules/nlc/morale';
import { unitDemoralizedBy } from '../../../src/engine/core/module';
import { rulesState } from '../../../src/engine/modules/mop/scenarioRules/state';
import { RULINGS } from '../../../src/engine/rulings';
import { logEntries } from '../../../src/engine/core/logBook';

type Cmd = Omit<Command, 'n'>;
function act(s: GameState, c: Cmd): GameState {
  const r = applyCommand(s, { ...c, n: s.seq } as Command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} [${r.error.rule}]`);
  return r.state;
}
function refuse(s: GameState, c: Cmd) {
  const r = applyCommand(s, { ...c, n: s.seq } as Command);
  if (r.ok) throw new Error('accepted');
  return r.error;
}
const choose = (side: string, choice: string, extra: object = {}) => ({ type: 'choose', side, choice, ...extra }) as Cmd;
const withDice = (s: GameState, faces: number[]) => produce(s, (d) => void (d.testDice = [...faces]));

const BAYE = '6522';
const CHAMPAUBERT = '6917';

/** Champaubert with a French brigade next to Baye and the French VI Corps ordered to attack it, in its assault segment. */
function frenchAssaultOnBaye(s0: GameState): GameState {
  const ctx = contextOf(s0);
  const next = ctx.map.inRange(BAYE, 1).find((h) => h !== BAYE && !Object.values(s0.units).some((u) => u.hex === h))!;
  return produce(s0, (d) => {
    d.units['fr-vi-ricard'].hex = next;
    d.leaders['fr-marmont'].hex = next;
    const o = currentOrder(d as GameState, 'fr', 'fr-vi')!;
    const w = ordersDraft(d, 'fr').orders[String(o.id)];
    w.spec = { type: 'attack', target: [BAYE], route: [] };
    w.then = [];
    d.clock.activeSide = 'fr';
    d.clock.phase = 'activation';
    d.stack = [{ k: 'proc', proc: 'turnEnd', loc: {} } as any, { k: 'proc', proc: 'assaultSegment', loc: { side: 'fr', formations: ['fr-vi'] } } as any];
    const out: Out = { events: [], revealed: false, rolled: false };
    run(d as any, ctx, out);
  });
}

describe('Olsufiev at Champaubert (MOP 37.19)', () => {
  const sc = loadScenarioFile('champaubert');
  const start = () => act(newGame(sc, defaultOptions(), 1), choose('fr', 'endLocalDecisions'));
  const olsufievLd = { formation: 'al-ix', type: 'march', target: [CHAMPAUBERT] };

  it('[MOP 37.19] Olsufiev may not try a Local Decision until a hex of Baye is assaulted', () => {
    const s = start();
    expect(pendingDecision(s)?.type).toBe('ordersLocal');
    const e = refuse(s, choose('al', 'localDecision', { order: olsufievLd }));
    expect(e).toMatchObject({ code: 'initiative-held', rule: 'MOP 37.19' });
    expect(e.message).toMatch(/Baye/);
    // nor is one offered, to him or to his divisions
    const offered = legalCommands(s).filter((c) => c.type === 'choose' && c.choice === 'localDecision' && (c as any).order.formation.startsWith('al-ix'));
    expect(offered).toEqual([]);
  });

  it('[MOP 37.19] once the French assault Baye, Olsufiev\'s Local Decisions are allowed', () => {
    let s = frenchAssaultOnBaye(newGame(sc, defaultOptions(), 1));
    expect(pendingDecision(s)?.type).toBe('assaultDeclare');
    s = act(s, choose('fr', 'assault', { units: ['fr-vi-ricard'], hex: BAYE }));
    expect(rulesState(s)!.freed).toEqual(['al-ix']);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.19' && /Baye is assaulted/.test(e.text))).toBe(true);
    // the next command phase: his Local Decision is recorded
    const t = produce(newGame(sc, defaultOptions(), 1), (d) => void ((d.mop as any).scenarioRules = rulesState(s)));
    const u = act(act(t, choose('fr', 'endLocalDecisions')), choose('al', 'localDecision', { order: olsufievLd }));
    expect(logEntries(u).some((e) => /records a Local Decision/.test(e.text) && /IX Corps/.test(e.text))).toBe(true);
  });

  /** Olsufiev freed; his Local Decision recorded and the orders phase run to its resolution with `dice`. */
  function toResolution(dice: number[], first = true): GameState {
    let s = produce(newGame(sc, defaultOptions(), 1), (d) => {
      (d.mop as any).scenarioRules = { freed: ['al-ix'], badMoveUsed: first ? [] : ['al-ix'], exhausted: {}, busy: {} };
    });
    s = act(s, choose('fr', 'endLocalDecisions'));
    s = act(s, choose('al', 'localDecision', { order: olsufievLd }));
    s = act(s, choose('al', 'endLocalDecisions'));
    s = act(s, choose('fr', 'endOrders'));
    return act(withDice(s, dice), choose('al', 'endOrders'));
  }

  it('[MOP 37.19] Olsufiev\'s first Bad Move becomes Defend Champaubert, not the French player\'s choice', () => {
    // the weather and any other roll of the phase come before; 1+1 on the Local Decision Table is a Bad Move
    const s = toResolution([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(pendingDecision(s)?.type).not.toBe('badMove');
    const o = currentOrder(s, 'al', 'al-ix')!;
    expect(o.kind).toBe('badMove');
    expect(o.spec).toMatchObject({ type: 'defend', target: [CHAMPAUBERT] });
    expect(o.status).toBe('complied');
    expect(rulesState(s)!.badMoveUsed).toEqual(['al-ix']);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.19' && /first Bad Move/.test(e.text))).toBe(true);
  });

  it('[MOP 37.19] his second Bad Move is the French player\'s to order, as NLC 12.11 has it', () => {
    const s = toResolution([1, 1, 1, 1, 1, 1, 1, 1], false);
    const p = pendingDecision(s)!;
    expect(p.type).toBe('badMove');
    expect(p.side).toBe('fr');
  });
});

describe('Yorck at Montmirail (MOP 37.20)', () => {
  const sc = loadScenarioFile('montmirail');
  const yorckUnit = sc.units.find((u) => u.formation === 'al-i')!.id;
  /** Yorck's corps on the map (as if arrived) at the start of turn `turn`, its order `type`. */
  function withYorck(s0: GameState, type: 'reserve' | 'defend'): GameState {
    return produce(s0, (d) => {
      for (const u of sc.units.filter((x) => x.formation === 'al-i')) {
        d.units[u.id].status = 'map';
        d.units[u.id].hex = u.arrives!.hex;
      }
      const o = currentOrder(d as GameState, 'al', 'al-i')!;
      ordersDraft(d, 'al').orders[String(o.id)].spec = { type, target: type === 'defend' ? [sc.units.find((x) => x.formation === 'al-i')!.arrives!.hex] : [], route: [] };
    });
  }
  /** Run the turn-start hook of the module for turns first..last. */
  function turnStarts(s: GameState, first: number, last: number): GameState {
    const ctx = contextOf(s);
    const mod = ctx.modules.find((m) => m.id === 'mop-scenario-rules')!;
    for (let t = first; t <= last; t++) {
      s = produce(s, (d) => {
        d.clock.turn = t;
        mod.hooks!.onTurnStart!(d as any, ctx, { events: [], revealed: false, rolled: false });
      });
    }
    return s;
  }

  it('[MOP 37.20] Yorck\'s I Corps starts exhausted: its units count as demoralized (morale one lower) until rested', () => {
    const s = newGame(sc, defaultOptions(), 1);
    const ctx = contextOf(s);
    expect(rulesState(s)!.exhausted).toEqual({ 'al-i': 0 });
    expect(unitDemoralizedBy(ctx, s, yorckUnit)).toBe(true);
    const rested = produce(s, (d) => void ((d.mop as any).scenarioRules.exhausted = {}));
    expect(moraleOf(s, ctx, yorckUnit)).toBe(moraleOf(rested, ctx, yorckUnit) - 1);
    // another corps is not touched
    const other = sc.units.find((u) => u.formation === 'al-vi')!.id;
    expect(unitDemoralizedBy(ctx, s, other)).toBe(false);
  });

  it('[MOP 37.20] three consecutive hours in Reserve on the map end the exhaustion; off the map or under another order they do not count', () => {
    // off the map (he arrives at 15:00) hours in Reserve are no rest
    let s = turnStarts(newGame(sc, defaultOptions(), 1), 2, 4);
    expect(rulesState(s)!.exhausted['al-i']).toBe(0);
    // on the map under Defend: no rest
    s = turnStarts(withYorck(s, 'defend'), 5, 6);
    expect(rulesState(s)!.exhausted['al-i']).toBe(0);
    // in Reserve: two hours, then combat breaks the rest, then three more
    s = turnStarts(withYorck(s, 'reserve'), 7, 8);
    expect(rulesState(s)!.exhausted['al-i']).toBe(2);
    s = produce(s, (d) => void ((d.mop as any).scenarioRules.busy['al-i'] = 8));
    s = turnStarts(s, 9, 9);
    expect(rulesState(s)!.exhausted['al-i']).toBe(0);
    s = turnStarts(s, 10, 12);
    expect(rulesState(s)!.exhausted).toEqual({});
    expect(unitDemoralizedBy(contextOf(s), s, yorckUnit)).toBe(false);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.20' && /exhaustion is over/.test(e.text))).toBe(true);
  });

  it('[MOP 37.20] the rule is scenario data: Montmirail and the mini-campaign from 11 February carry it, Champaubert does not', () => {
    expect(sc.mop!.rules!.exhausted).toEqual([{ formation: 'al-i', restTurns: 3, rule: 'MOP 37.20' }]);
    expect(loadScenarioFile('six-days-montmirail').mop!.rules!.exhausted[0].formation).toBe('al-i');
    expect(loadScenarioFile('six-days').mop!.rules!.firstBadMove[0]).toMatchObject({ formation: 'al-ix', order: { type: 'defend', target: [CHAMPAUBERT] } });
    expect(RULINGS.some((r) => r.rule === 'MOP 37.20')).toBe(true);
    expect(RULINGS.some((r) => r.rule === 'MOP 37.19')).toBe(true);
  });
});
