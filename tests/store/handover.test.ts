// Hot-seat hand-over and save files (issue 8): no secret or transient notice of one side reaches the
// other through normal controls, a player sees what their own decision did before the curtain, and a
// binary file's refusal names the file and the problem only.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { pendingDecision, legalCommands, parseSave, viewFor, type Command } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryStorage, type AigleStore } from '../../src/store';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'tutorial.json': read('tutorial.json'), 'gzhatsk20.json': read('gzhatsk20.json') });

function hotseat(scenario: string, rules: Record<string, boolean> = {}, seed = 20120901): AigleStore {
  const store = createAigleStore({ catalogue, storage: memoryStorage() });
  expect(store.getState().actions.startGame(scenario, { rules }, seed, 'hotseat')).toBe(true);
  return store;
}

/** Plays seeded random legal commands for the side at the screen until `stop` holds (curtains lifted). */
function drive(store: AigleStore, stop: (s: ReturnType<AigleStore['getState']>) => boolean, seed = 1, max = 3000): void {
  let r = seed >>> 0;
  for (let i = 0; i < max; i++) {
    const s = store.getState();
    if (stop(s)) return;
    if (s.ui.curtain) {
      s.actions.revealCurtain();
      continue;
    }
    expect(s.game!.state.result, 'the game ended first').toBeNull();
    const legal = legalCommands(s.game!.state, s.ui.screenSide!);
    expect(legal.length).toBeGreaterThan(0);
    r = (Math.imul(r, 1103515245) + 12345) >>> 0;
    expect(s.actions.issue(legal[(r >>> 8) % legal.length])).toBe(true);
  }
  throw new Error('stop condition never reached');
}

describe('hot-seat hand-over (issue 8)', () => {
  it('an export while a maneuver chit is chosen by one side only leaves that choice out, and says so', () => {
    const store = hotseat('gzhatsk20', { 'N20X 9.0 Furious': true });
    drive(store, (s) => !s.ui.curtain && pendingDecision(s.game!.state)?.type === 'n20:maneuver');
    const first = store.getState().ui.screenSide!;
    const before = store.getState().game!.commands.length;
    const chit = legalCommands(store.getState().game!.state, first)[0] as Extract<Command, { type: 'choose' }>;
    expect(chit.choice).toMatch(/^maneuver:/);
    expect(store.getState().actions.issue(chit)).toBe(true);
    // the hand-over: the other side must choose; the first side's chit is a command of the game now
    expect(store.getState().ui.curtain).not.toBe(first);
    expect(store.getState().game!.commands.at(-1)).toEqual(chit);
    for (const when of ['curtain', 'revealed'] as const) {
      if (when === 'revealed') store.getState().actions.revealCurtain();
      const out = store.getState().actions.exportSave()!;
      expect(out.text).not.toContain(chit.choice);
      expect(out.dropped).toBe(1);
      const save = parseSave(out.text);
      expect(save.ok && save.save.commands.length).toBe(before);
      expect(store.getState().ui.notice).toMatch(/Exported up to before the secret choice/);
    }
    // the running game keeps the choice
    expect(store.getState().game!.commands.at(-1)).toEqual(chit);
    // once both have chosen (and the chits are revealed) the whole game is exported again
    const second = store.getState().ui.screenSide!;
    const answer = legalCommands(store.getState().game!.state, second).find((c) => c.type === 'choose' && c.choice.startsWith('maneuver:'))!;
    expect(store.getState().actions.issue(answer)).toBe(true);
    const all = store.getState().actions.exportSave()!;
    expect(all.dropped).toBe(0);
    expect(all.text).toContain(chit.choice);
  });

  it('the "Taken back" notice of one side is gone when the screen is passed', () => {
    const store = hotseat('tutorial', {}, 20240601);
    const a = store.getState().actions;
    drive(store, (s) => !s.ui.curtain && legalCommands(s.game!.state, s.ui.screenSide!).some((c) => c.type === 'move'));
    const me = store.getState().ui.screenSide!;
    const mv = legalCommands(store.getState().game!.state, me).find((c) => c.type === 'move')!;
    expect(a.issue(mv)).toBe(true);
    expect(a.undo()).toBe(true);
    expect(store.getState().ui.notice).toBe('Taken back.');
    // play on (without undoing) until the screen goes to the other side
    drive(store, (s) => !!s.ui.curtain, 3);
    expect(store.getState().ui.notice).toBeNull();
    a.revealCurtain();
    expect(store.getState().ui.screenSide).not.toBe(me);
    expect(store.getState().ui.notice).toBeNull();
    expect(store.getState().ui.error).toBeNull();
  });

  it('shows the player what their own decision did before the curtain, until they acknowledge it', () => {
    const store = hotseat('tutorial', {}, 20240601);
    const a = store.getState().actions;
    let seenBefore = 0;
    let me = '';
    drive(store, (s) => {
      if (s.ui.curtain) return true;
      me = s.ui.screenSide!;
      seenBefore = viewFor(s.game!.state, me).log.length;
      return false;
    });
    const s = store.getState();
    expect(s.ui.curtain).not.toBe(me);
    const own = viewFor(s.game!.state, me).log.slice(seenBefore);
    expect(own.length).toBeGreaterThan(0);
    expect(s.ui.outcome).toEqual({ side: me, lines: own });
    // only lines the deciding side may read
    expect(s.ui.outcome!.lines.every((e) => e.visibleTo === 'all' || e.visibleTo === me)).toBe(true);
    a.acknowledgeOutcome();
    expect(store.getState().ui.outcome).toBeNull();
    expect(store.getState().ui.curtain).toBe(s.ui.curtain);
    a.revealCurtain();
    expect(store.getState().ui.outcome).toBeNull();
  });

  it('refuses a binary file by name without echoing its bytes', async () => {
    const store = hotseat('tutorial');
    const g = store.getState().game;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe, 0x01, 0x02]);
    const text = new TextDecoder().decode(png);
    expect(await store.getState().actions.importSave(text, 'photo.png')).toBe(false);
    const msg = store.getState().ui.error!.message;
    expect(msg).toMatch(/^Import refused: photo\.png /);
    expect(msg).toMatch(/binary/);
    expect(msg).toMatch(/unchanged/);
    expect(msg).not.toMatch(/PNG|IHDR|\uFFFD|[\u0000-\u0008]/);
    expect(store.getState().game).toBe(g);
  });
});
