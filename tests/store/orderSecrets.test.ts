// Secret orders in hot-seat save files (NLC 12.4, issue 10): a file exported by one side carries the other
// side's command-phase commands sealed with a key that stays in the browser; the exporting browser opens
// it whole (byte-identical replay), another browser refuses it with the reason.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands, parseSave, stateHash, type Command } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryStorage, type AigleStore, type KeyValue } from '../../src/store';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'crossing.json': read('crossing.json') });

function issue(store: AigleStore, cmd: Omit<Command, 'n'>): void {
  const s = store.getState();
  if (s.ui.curtain) s.actions.revealCurtain();
  const st = store.getState();
  expect(st.ui.screenSide).toBe(cmd.side);
  expect(st.actions.issue({ ...cmd, n: st.game!.state.seq } as Command), JSON.stringify(st.ui.error)).toBe(true);
}

/** Crossing in hot-seat: both sides record no Local Decision, each sends one order, the French last. */
async function playCommandPhase(storage: KeyValue) {
  const store = createAigleStore({ catalogue, storage });
  await catalogue.load('crossing');
  expect(store.getState().actions.startGame('crossing', { rules: { 'NLC 12': true } }, 11, 'hotseat')).toBe(true);
  const choose = (side: string, choice: string, order?: object) => ({ type: 'choose', side, choice, ...(order ? { order } : {}) }) as Omit<Command, 'n'>;
  issue(store, choose('fr', 'endLocalDecisions'));
  issue(store, choose('al', 'endLocalDecisions'));
  const al = legalCommands(store.getState().game!.state, 'al').find((c) => c.type === 'choose' && c.choice === 'order' && c.order?.type === 'march') as Extract<Command, { type: 'choose' }>;
  issue(store, choose('al', 'order', al.order));
  issue(store, choose('al', 'endOrders'));
  issue(store, choose('fr', 'order', { formation: 'fr-vi', type: 'march', target: ['1012'] }));
  // (exported before this, the half-made secret step would be left out whole: exportCut, issue 8)
  issue(store, choose('fr', 'endOrders'));
  return { store, alOrder: al.order! };
}

describe('secret orders in exported saves', () => {
  it('[NLC 12.4] a hot-seat file exported by the French holds their order but not the Allied one, and opens whole in the same browser', async () => {
    const storage = memoryStorage();
    const { store, alOrder } = await playCommandPhase(storage);
    expect(store.getState().ui.screenSide).toBe('fr');
    const out = store.getState().actions.exportSave()!;
    expect(out.dropped).toBe(0);
    expect(out.text).toContain('"1012"');
    expect(out.text).toContain('fr-vi');
    expect(out.text).not.toContain(alOrder.formation);
    expect(out.text).not.toContain(JSON.stringify(alOrder.target));
    expect(out.text).not.toContain('"al-');
    const parsed = parseSave(out.text);
    expect(parsed.ok).toBe(true);
    // the Allied command-phase commands are opaque runs: not even their number shows
    const sealed = parsed.ok ? parsed.save.commands.filter((c) => (c as { type: string }).type === 'sealed') : [];
    expect(sealed.length).toBe(1); // the Allied Local Decisions step and orders step ran back to back
    // the same browser opens it and replays to the same state
    const again = createAigleStore({ catalogue, storage });
    expect(await again.getState().actions.importSave(out.text, 'fr.json')).toBe(true);
    expect(stateHash(again.getState().game!.state)).toBe(stateHash(store.getState().game!.state));
  });

  it('[NLC 12.4] another browser refuses the sealed file with the reason, and keeps its game', async () => {
    const { store } = await playCommandPhase(memoryStorage());
    const out = store.getState().actions.exportSave()!;
    const elsewhere = createAigleStore({ catalogue, storage: memoryStorage() });
    expect(await elsewhere.getState().actions.importSave(out.text, 'fr.json')).toBe(false);
    expect(elsewhere.getState().ui.error?.message).toMatch(/Import refused: fr\.json: .*Allied|al side's orders sealed/);
  });

  it('[NLC 12.4] a solo game exports every command in the clear', async () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage() });
    await catalogue.load('crossing');
    expect(store.getState().actions.startGame('crossing', { rules: { 'NLC 12': true } }, 11, 'solo')).toBe(true);
    const a = store.getState().actions;
    for (const side of ['fr', 'al']) expect(a.issue({ type: 'choose', side, n: store.getState().game!.state.seq, choice: 'endLocalDecisions' } as Command)).toBe(true);
    const out = a.exportSave()!;
    expect(out.text).not.toContain('"sealed"');
    expect(out.text).toContain('"al"');
  });
});
