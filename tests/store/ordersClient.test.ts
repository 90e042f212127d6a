// The orders client over the store (issue 10): the composer's draft from map clicks, the courier and
// badge data the map draws (own side only), and the Bad Move chosen by the opponent behind the curtain.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { produce } from 'immer';
import { legalCommands, pendingDecision, viewFor, type Command, type GameState } from '../../src/engine';
import { createAigleStore, emptyDraft, makeCatalogue, memoryStorage, orderChoicesFor, toOrderDraft, type AigleStore } from '../../src/store';
import { orderDrawing } from '../../src/map/orderOverlays';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'crossing.json': read('crossing.json') });

async function crossing(): Promise<AigleStore> {
  await catalogue.load('crossing');
  const store = createAigleStore({ catalogue, storage: memoryStorage() });
  expect(store.getState().actions.startGame('crossing', { rules: { 'NLC 12': true } }, 11, 'hotseat')).toBe(true);
  return store;
}

function issue(store: AigleStore, side: string, choice: string, order?: object): void {
  if (store.getState().ui.curtain) store.getState().actions.revealCurtain();
  const s = store.getState();
  expect(s.ui.screenSide).toBe(side);
  const ok = s.actions.issue({ type: 'choose', side, n: s.game!.state.seq, choice, ...(order ? { order } : {}) } as Command);
  expect(ok, JSON.stringify(s.ui.error ?? store.getState().ui.error)).toBe(true);
}

/** Test-only: fixed dice for the next rolls (the engine's state.testDice). */
function fixDice(store: AigleStore, faces: number[]): void {
  const g = store.getState().game!;
  const state = produce(g.state, (d: GameState) => void (d.testDice = [...faces]));
  store.setState({ game: { ...g, state } });
}

describe('orders client (store)', () => {
  it('[NLC 12.4] map clicks while composing: a leader picks his formation, then the target; the draft is the engine’s order', async () => {
    const store = await crossing();
    issue(store, 'fr', 'endLocalDecisions');
    issue(store, 'al', 'endLocalDecisions');
    issue(store, 'al', 'endOrders');
    store.getState().actions.revealCurtain();
    const a = store.getState().actions;
    a.setComposer(emptyDraft());
    const marmont = viewFor(store.getState().game!.state, 'fr').leaders['fr-marmont'].hex!;
    a.clickHex(marmont);
    expect(store.getState().ui.composer!.formation).toBe('fr-vi');
    a.setComposer({ ...store.getState().ui.composer!, steps: [{ type: 'march', target: [], route: [] }], pick: { step: 0, what: 'target' } });
    a.clickHex('1012');
    const draft = toOrderDraft(store.getState().ui.composer!);
    expect(draft).toEqual({ formation: 'fr-vi', type: 'march', target: ['1012'], route: [] });
    // the map shades the target area and marks the target while picking
    const d = orderDrawing(store.getState());
    expect(d.area).toContain('1012');
    expect(d.targets).toEqual(['1012']);
    expect(d.range?.hexes).toContain(marmont);
    issue(store, 'fr', 'order', draft!);
    // the courier rides on the French map; the Allies see none
    const mine = orderDrawing(store.getState());
    expect(mine.couriers.map((c) => c.arrives)).toEqual([2]);
    issue(store, 'fr', 'endOrders');
    // play on to the first Allied decision: their map has no French courier or badge
    for (let i = 0; i < 200 && store.getState().ui.curtain !== 'al' && store.getState().ui.screenSide !== 'al'; i++) {
      const s = store.getState();
      const c = legalCommands(s.game!.state, s.ui.screenSide!).find((x) => x.type === 'choose' && /^(decline|end)/.test(x.choice)) ?? legalCommands(s.game!.state, s.ui.screenSide!)[0];
      expect(s.actions.issue(c)).toBe(true);
    }
    store.getState().actions.revealCurtain();
    expect(store.getState().ui.screenSide).toBe('al');
    const theirs = orderDrawing(store.getState());
    expect(theirs.couriers).toEqual([]);
    expect(theirs.badges.every((b) => b.side === 'al')).toBe(true);
    expect(store.getState().ui.composer).toBeNull();
  });

  it('[NLC 12.11] a Bad Move is ordered by the opponent behind the curtain, from the composer’s choices', async () => {
    const store = await crossing();
    issue(store, 'fr', 'localDecision', { formation: 'fr-vi', type: 'defend', target: ['0612'] });
    issue(store, 'fr', 'endLocalDecisions');
    issue(store, 'al', 'endLocalDecisions');
    issue(store, 'al', 'endOrders');
    fixDice(store, [1, 1]); // the Local Decision roll: 2 on Marmont's rating is a Bad Move
    issue(store, 'fr', 'endOrders');
    const p = pendingDecision(store.getState().game!.state)!;
    expect(p.type).toBe('badMove');
    expect(p.side).toBe('al');
    // the screen passes to the Allies, who order the French formation
    expect(store.getState().ui.curtain).toBe('al');
    store.getState().actions.acknowledgeOutcome();
    store.getState().actions.revealCurtain();
    const c = orderChoicesFor(store.getState().game!.state, 'al', 'al', 'fr-vi', 'badMove');
    if ('reason' in c) throw new Error(c.reason);
    const t = c.types.find((x) => x.legal && x.sample)!;
    issue(store, 'al', 'badMove', { formation: 'fr-vi', type: t.type, target: t.sample });
    const fr = viewFor(store.getState().game!.state, 'fr').secret.fr as any;
    const cur = fr.orders.orders[fr.orders.formations['fr-vi'].current];
    expect(cur.kind).toBe('badMove');
    expect(cur.spec.type).toBe(t.type);
    // the Allies learnt the order they gave (public), never the French order sheet
    expect(Object.keys(viewFor(store.getState().game!.state, 'al').secret)).toEqual(['al']);
  });
});
