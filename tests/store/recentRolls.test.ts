// Issue 8, stale panels: the combat panel's "Last rolls" shows only the rolls of the running moment
// (this activation and the one before, this turn); earlier rolls stay in the log.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands, pendingDecision, type Command } from '../../src/engine';
import { createAigleStore, currentView, makeCatalogue, memoryStorage, recentRolls, rebuild, type AigleStore } from '../../src/store';

const tutorial = JSON.parse(readFileSync(new URL('../../scenarios/tutorial.json', import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ '../../scenarios/tutorial.json': tutorial });

const game = (store: AigleStore) => store.getState().game!;
const acting = (store: AigleStore) => {
  const p = pendingDecision(game(store).state)!;
  return p.side ?? p.sides[0];
};
/** One step of a deterministic playout that prefers fights (so dice are rolled) and never moves. */
function step(store: AigleStore): void {
  const cmds = legalCommands(game(store).state, acting(store));
  const fight = (c: Command) => c.type === 'choose' && /assault|bombard|fire|charge/i.test(c.choice);
  const c = cmds.find(fight) ?? cmds.find((x) => x.type !== 'move')!;
  expect(store.getState().actions.issue(c)).toBe(true);
}
const rollsOnPanel = (store: AigleStore) => recentRolls(game(store), currentView(store.getState())!);

describe('Last rolls (issue 8, stale panels)', () => {
  it('a roll shows in its moment, is gone from the panel a turn later, and stays in the log', () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage() });
    expect(store.getState().actions.startGame('tutorial', { rules: { 'NLC 12': false } }, 3, 'solo')).toBe(true);
    let rolled: number | null = null;
    for (let i = 0; i < 400 && rolled === null && !game(store).state.result; i++) {
      const before = currentView(store.getState())!.log.length;
      step(store);
      const fresh = currentView(store.getState())!.log.slice(before).filter((e) => e.dice?.length);
      if (fresh.length) {
        rolled = fresh[fresh.length - 1].seq;
        // the moment it was rolled, the panel shows it
        expect(rollsOnPanel(store).map((e) => e.seq)).toContain(rolled);
      }
    }
    expect(rolled, 'the playout rolled dice').not.toBeNull();
    const turn = game(store).state.clock.turn;
    for (let i = 0; i < 600 && game(store).state.clock.turn === turn && !game(store).state.result; i++) step(store);
    expect(game(store).state.clock.turn).toBeGreaterThan(turn);
    const view = currentView(store.getState())!;
    expect(view.log.some((e) => e.seq === rolled && e.dice?.length), 'the log keeps the roll').toBe(true);
    const panel = rollsOnPanel(store);
    expect(panel.every((e) => e.seq > rolled!), 'no roll of the earlier turn on the panel').toBe(true);
    // the same after a reload: the moment is found from the replayed undo history
    const g = game(store);
    const r = rebuild(g.scenario, g.state.options, g.state.seed, g.commands);
    expect(r.ok).toBe(true);
    if (r.ok) expect(recentRolls({ state: r.state, history: r.history }, view).map((e) => e.seq)).toEqual(panel.map((e) => e.seq));
  });
});
