// Issue 8 client robustness (NLC panels): a refused click says why; the attack flow commits nothing
// before its confirmation; the score comes from the engine.
import { describe, it, expect } from 'vitest';
import { guideInputOf, guideStep } from '../../src/ui/tutorialGuide';
import { readFileSync } from 'node:fs';
import { legalCommands, pendingDecision, query, type Command } from '../../src/engine';
import { assaultCandidates, assaultCommand, currentCombat, createAigleStore, makeCatalogue, memoryStorage, currentView, refusalAt, viewerOf, type AigleStore } from '../../src/store';

const tutorial = JSON.parse(readFileSync(new URL('../../scenarios/tutorial.json', import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ '../../scenarios/tutorial.json': tutorial });

function fresh(seed = 7) {
  const store = createAigleStore({ catalogue, storage: memoryStorage() });
  expect(store.getState().actions.startGame('tutorial', { rules: { 'NLC 12': false } }, seed, 'solo')).toBe(true);
  return store;
}
const game = (store: AigleStore) => store.getState().game!;
const acting = (store: AigleStore) => {
  const p = pendingDecision(game(store).state)!;
  return p.side ?? p.sides[0];
};

/** Answers decisions with their first non-move command until the given decision type is open. */
function until(store: AigleStore, type: string, also: (c: Command) => boolean = () => false): void {
  for (let i = 0; i < 200; i++) {
    if (pendingDecision(game(store).state)?.type === type) return;
    const cmds = legalCommands(game(store).state, acting(store));
    const c = cmds.find(also) ?? cmds.find((x) => x.type !== 'move')!;
    expect(store.getState().actions.issue(c)).toBe(true);
  }
  throw new Error(`no ${type} decision came`);
}

describe('a refused click says why (issue 8)', () => {
  it('[NLC 4.5] clicking a unit of a formation that is not activated shows the engine reason and selects nothing', () => {
    const store = fresh();
    until(store, 'formationMove');
    const s = store.getState();
    const view = currentView(s)!;
    const side = acting(store);
    const idle = game(store).scenario.units.find((u) => u.side === side && view.units[u.id].status === 'map' && !view.pending!.options.units.includes(u.id));
    expect(idle, 'a unit of another formation').toBeTruthy();
    const hex = view.units[idle!.id].hex!;
    s.actions.clickHex(hex);
    const after = store.getState();
    expect(after.ui.selected).toEqual([]);
    const r = refusalAt(game(store).state, currentView(after)!, viewerOf(after)!, after.ui.inspectHex, game(store).scenario);
    expect(r).toMatchObject({ rule: 'NLC 4.5' });
    expect(r!.reason).toMatch(/not activated/);
  });
});

/** Plays as the e2e step does (end buttons, then cautious choices, then the first) until the French 1st Division may move. */
function toFirstDivisionAssault(store: AigleStore): void {
  const a = store.getState().actions;
  for (let i = 0; i < 80; i++) {
    const p = pendingDecision(game(store).state)!;
    if (p.type === 'formationMove' && p.side === 'fr' && p.options.units.includes('fr-1d')) break;
    const cmds = legalCommands(game(store).state, acting(store));
    const pick =
      cmds.find((c) => c.type === 'endActivation' || (c.type === 'choose' && c.choice.startsWith('end'))) ??
      cmds.find((c) => c.type === 'choose' && ['stand', 'decline', 'noAdvance'].includes(c.choice)) ??
      cmds.find((c) => c.type === 'choose' && c.choice === p.options.buttons[0]?.id) ??
      cmds.find((c) => c.type !== 'move')!;
    expect(a.issue(pick)).toBe(true);
  }
  const mv = legalCommands(game(store).state, 'fr').find((c) => c.type === 'move' && c.units.length === 1 && c.units[0] === 'fr-1d' && c.path.at(-1) === '0906');
  expect(mv, 'the 1st Division reaches the bridge end').toBeTruthy();
  expect(a.issue(mv!)).toBe(true);
  expect(a.pressButton('endActivation')).toBe(true);
  expect(pendingDecision(game(store).state)?.type).toBe('assaultDeclare');
}

describe('one way to declare an NLC assault (issue 8)', () => {
  it('[NLC 7.3] clicking the defender aims; nothing is declared until the confirm', () => {
    const store = fresh();
    toFirstDivisionAssault(store);
    const a = store.getState().actions;
    a.clickHex('0906');
    expect(store.getState().ui.selected).toContain('fr-1d');
    const seq = game(store).state.seq;
    a.clickHex('1006');
    let s = store.getState();
    expect(s.ui.aim).toBe('1006');
    expect(game(store).state.seq).toBe(seq);
    expect(s.ui.selected).toContain('fr-1d');
    // the preview for exactly this declaration, from the engine
    const v = viewerOf(s)!;
    const p = pendingDecision(game(store).state)!;
    expect(assaultCandidates(game(store).state, p, v, '1006')).toContain('fr-1d');
    expect(query(game(store).state, v, { type: 'combat', pieces: s.ui.selected, to: '1006' }).type).toBe('combat');
    // Esc drops the aim, still without a command
    a.deselect();
    expect(store.getState().ui.aim).toBeNull();
    expect(game(store).state.seq).toBe(seq);
    // select, aim, confirm: the declaration goes through
    a.clickHex('0906');
    a.aimAt('1006');
    s = store.getState();
    const cmd = assaultCommand(game(store).state, p, v, '1006', s.ui.selected)!;
    expect(cmd).toMatchObject({ type: 'choose', choice: 'assault', hex: '1006' });
    expect(a.issue(cmd)).toBe(true);
    expect((game(store).state.nlc as { combat: { target: string } }).combat.target).toBe('1006');
    expect(store.getState().ui.aim).toBeNull();
  });
});

describe('panels clear when their moment has passed (issue 8)', () => {
  it('[NLC 7.3] the combat panel shows the assault through its activation, and the next, not later', () => {
    const store = fresh();
    toFirstDivisionAssault(store);
    const a = store.getState().actions;
    a.clickHex('0906');
    a.aimAt('1006');
    const s = store.getState();
    const p = pendingDecision(game(store).state)!;
    expect(a.issue(assaultCommand(game(store).state, p, viewerOf(s)!, '1006', s.ui.selected)!)).toBe(true);
    expect(currentCombat(currentView(store.getState())!)?.target).toBe('1006');
    // play calmly on until a later formation activation begins
    const fought = (game(store).state.nlc as { combat: { activation: number } }).combat.activation;
    for (let i = 0; i < 80 && game(store).state.clock.activation <= fought + 1; i++) {
      expect(currentCombat(currentView(store.getState())!)?.target).toBe('1006');
      const cmds = legalCommands(game(store).state, acting(store));
      const pick =
        cmds.find((c) => c.type === 'choose' && ['stand', 'noAdvance', 'endAssaults', 'decline'].includes(c.choice)) ??
        cmds.find((c) => c.type === 'endActivation') ??
        cmds[0];
      expect(a.issue(pick)).toBe(true);
    }
    const view = currentView(store.getState())!;
    expect(view.nlc!.combat?.target).toBe('1006'); // the engine still holds the last record
    expect(currentCombat(view)).toBeNull(); // the panel no longer shows it
    expect(view.log.some((e) => /1006/.test(e.text))).toBe(true); // the log keeps it
  });
});

describe('the tutorial guides the first turn (issue 8)', () => {
  it('[NLC 4.5] select, move, end movement, hand over: the guide follows each step of a hot-seat first turn', () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage() });
    const a = store.getState().actions;
    expect(a.startGame('tutorial', { rules: { 'NLC 12': false } }, 7, 'hotseat')).toBe(true);
    const step = () => guideStep(guideInputOf(store.getState())!).id;
    const seen: string[] = [];
    const note = () => {
      const id = step();
      if (seen.at(-1) !== id) seen.push(id);
    };
    // answer the opening decisions until a formation may move
    for (let i = 0; i < 40 && pendingDecision(game(store).state)?.type !== 'formationMove'; i++) {
      note();
      if (store.getState().ui.curtain) {
        a.revealCurtain();
        continue;
      }
      const cmds = legalCommands(game(store).state, acting(store));
      expect(a.issue(cmds.find((c) => c.type !== 'move')!)).toBe(true);
    }
    if (store.getState().ui.curtain) a.revealCurtain();
    note();
    expect(step()).toBe('select');
    const mv = legalCommands(game(store).state, acting(store)).find((c) => c.type === 'move' && c.path.length === 1) as Extract<Command, { type: 'move' }>;
    a.select(mv.units);
    note();
    expect(step()).toBe('move');
    a.moveSelectedTo(mv.path[0]);
    note();
    expect(step()).toBe('more-or-end');
    const side = acting(store);
    expect(a.pressButton('endActivation')).toBe(true);
    // on until the decision passes to the other player: the curtain, explained
    for (let i = 0; i < 40 && !store.getState().ui.curtain; i++) {
      note();
      const cmds = legalCommands(game(store).state, acting(store));
      const pick = cmds.find((c) => c.type === 'choose' && ['endAssaults', 'stand', 'noAdvance', 'decline'].includes(c.choice)) ?? cmds.find((c) => c.type !== 'move') ?? cmds[0];
      expect(a.issue(pick)).toBe(true);
    }
    note();
    expect(store.getState().ui.curtain).not.toBe(side);
    expect(step()).toBe('handover');
    expect(seen).toEqual(expect.arrayContaining(['select', 'move', 'more-or-end', 'handover']));
    expect(seen.indexOf('select')).toBeLessThan(seen.indexOf('move'));
  });
});

describe('the tutorial guides the first orders (issue 10)', () => {
  it('[NLC 12.3] with the command rules on, the guide opens with the Command Phase: Local Decisions, then writing orders', () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage() });
    const a = store.getState().actions;
    expect(a.startGame('tutorial', { rules: {} }, 7, 'hotseat')).toBe(true);
    if (store.getState().ui.curtain) a.revealCurtain();
    const input = guideInputOf(store.getState())!;
    expect(input.orders).toBe(true);
    const first = guideStep(input);
    expect(first.id).toBe('orders-local');
    expect(first.rule).toBe('NLC 12.11');
    expect(first.text).toMatch(/Local Decision/);
    // the same steps without the command rules never show
    const off = createAigleStore({ catalogue, storage: memoryStorage() });
    expect(off.getState().actions.startGame('tutorial', { rules: { 'NLC 12': false } }, 7, 'hotseat')).toBe(true);
    if (off.getState().ui.curtain) off.getState().actions.revealCurtain();
    expect(guideInputOf(off.getState())!.orders).toBe(false);
    expect(guideStep(guideInputOf(off.getState())!).id).not.toMatch(/^orders/);
    // after both sides record their Local Decisions, the guide moves on to writing orders
    for (let i = 0; i < 6 && pendingDecision(game(store).state)?.type === 'ordersLocal'; i++) {
      if (store.getState().ui.curtain) {
        a.revealCurtain();
        continue;
      }
      const cmds = legalCommands(game(store).state, acting(store));
      expect(a.issue(cmds.find((c) => c.type === 'choose' && c.choice === 'endLocalDecisions')!)).toBe(true);
    }
    if (store.getState().ui.curtain) a.revealCurtain();
    const send = guideStep(guideInputOf(store.getState())!);
    expect(send.id).toBe('orders-send');
    expect(send.text).toMatch(/courier/);
  });
});
