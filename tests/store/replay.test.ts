// The replay viewer's model (issue 14): stepping back and forth lands on the state hashes of a fresh
// replay of the same prefix; hand-overs are where the decision changes side; a viewpoint sees only
// what that side could see at that step; a broken or diverging save is refused with the command and
// the rule case, and the running game is untouched.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { makeSave, replay, stateHash, type SaveFile } from '../../src/engine';
import { loadScenarioFile } from '../../src/cli/files';
import { randomPlayout } from '../../src/cli/playout';
import { optionsFrom } from '../../src/cli/options';
import {
  buildTimeline,
  clampStep,
  hashAt,
  lastStep,
  linesAt,
  moveStep,
  timelineFromText,
  viewAt,
  viewerFrom,
  type ReplayMove,
  type Timeline,
} from '../../src/store/replay';
import { showState, showcaseStore } from '../../src/store/showcase';
import { createAigleStore, currentView, makeCatalogue, memoryStorage, AUTOSAVE_KEY } from '../../src/store';
import { logEntries } from '../../src/engine/core/logBook';

const tut = loadScenarioFile('tutorial');
const gz = loadScenarioFile('gzhatsk20');
const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'tutorial.json': read('tutorial.json'), 'gzhatsk20.json': read('gzhatsk20.json') });

function timelineOf(save: SaveFile, sc = tut): Timeline {
  const b = buildTimeline(save, sc);
  if (!b.ok) throw new Error(b.message);
  return b.timeline;
}

const p = randomPlayout(tut, { rules: {} }, 4711, 160);
const save = makeSave(p.state, p.commands);
const t = timelineOf(save);

/** The hash of replaying only the first k commands, from scratch. */
function freshHash(k: number): string {
  const r = replay({ ...save, commands: save.commands.slice(0, k) }, tut);
  if (!r.ok) throw new Error(r.message);
  return r.hash;
}

describe('replay timeline', () => {
  it('has one state per command, ending on the playout’s own hash', () => {
    expect(lastStep(t)).toBe(160);
    expect(hashAt(t, lastStep(t))).toBe(stateHash(p.state));
    expect(hashAt(t, 0)).toBe(freshHash(0));
  });

  it('stepping back and forth lands on the hash of a fresh replay of that prefix (property)', () => {
    const moves: ReplayMove[] = ['first', 'prevHandover', 'back', 'forward', 'nextHandover', 'last'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...moves), { minLength: 1, maxLength: 25 }), fc.nat(160), (seq, start) => {
        let step = start;
        for (const m of seq) {
          const next = moveStep(t, step, m);
          if (m === 'back') expect(next).toBe(Math.max(0, step - 1));
          if (m === 'forward') expect(next).toBe(Math.min(160, step + 1));
          step = next;
        }
        expect(hashAt(t, step)).toBe(freshHash(step));
        // one step forward then one back returns to the very same hash
        expect(hashAt(t, moveStep(t, moveStep(t, step, 'forward'), 'back'))).toBe(hashAt(t, Math.min(step, 159)));
      }),
      { numRuns: 40 },
    );
  });

  it('hand-overs are exactly the steps where the deciding side changes', () => {
    expect(t.handovers[0]).toBe(0);
    expect(t.handovers[t.handovers.length - 1]).toBe(160);
    const inner = t.handovers.slice(1, -1);
    expect(inner.length).toBeGreaterThan(2);
    for (let k = 1; k < 160; k++) expect(inner.includes(k)).toBe(t.actors[k] !== t.actors[k - 1]);
    const h = inner[1];
    expect(moveStep(t, h, 'prevHandover')).toBe(inner[0]);
    expect(moveStep(t, h, 'nextHandover')).toBe(inner[2]);
    expect(moveStep(t, h + 1 > inner[2] ? h : h + 1, 'prevHandover')).toBe(h);
  });

  it('addresses from outside are clamped and viewpoints checked', () => {
    expect(clampStep(t, '12')).toBe(12);
    expect(clampStep(t, 'abc')).toBe(0);
    expect(clampStep(t, 99999)).toBe(160);
    expect(clampStep(t, -3)).toBe(0);
    expect(viewerFrom(t, 'fr')).toBe('fr');
    expect(viewerFrom(t, 'nobody')).toBe('referee');
  });

  it('a step’s caption is the log lines its command wrote, with their rule cases', () => {
    const k = [...Array(160).keys()].map((i) => i + 1).find((i) => linesAt(t, i, 'referee').some((e) => e.rule))!;
    expect(k).toBeDefined();
    const lines = linesAt(t, k, 'referee');
    expect(logEntries(t.states[k]).slice(-lines.length)).toEqual(lines);
  });
});

describe('replay viewpoints (N20 secrets)', () => {
  // Gzhatsk 20 with the Maneuver Matrix: each side's chit is a secret until both have chosen
  const g = randomPlayout(gz, optionsFrom('all', gz), 12, 600);
  const gt = timelineOf(makeSave(g.state, g.commands), gz);
  const sides = gz.sides.map((s) => s.id);

  it('a side’s viewpoint never holds the other side’s secret or private log lines at any step', () => {
    let secretsSeen = 0;
    for (let k = 0; k <= lastStep(gt); k++) {
      for (const side of sides) {
        const v = viewAt(gt, k, side);
        for (const owner of Object.keys(v.secret)) expect(owner).toBe(side);
        for (const e of v.log) expect(['all', side]).toContain(e.visibleTo);
        for (const e of linesAt(gt, k, side)) expect(['all', side]).toContain(e.visibleTo);
      }
      const ref = viewAt(gt, k, 'referee');
      secretsSeen += Object.values(ref.secret).filter((x) => Object.keys(x).length > 0).length;
    }
    // the playout did pass through secret choices, so the check above had something to hide
    expect(secretsSeen).toBeGreaterThan(0);
  });
});

describe('bad replays are refused with the reason', () => {
  it('a tampered command is refused with its number and rule case', () => {
    // a move sent to the far corner of the map: the movement rules refuse it
    const i = save.commands.findIndex((c) => c.type === 'move');
    const bad = { ...save, commands: save.commands.map((c, j) => (j === i && c.type === 'move' ? { ...c, path: ['0101', '1612'] } : c)) };
    const b = buildTimeline(bad, tut);
    expect(b.ok).toBe(false);
    if (!b.ok) {
      expect(b.at).toBe(i + 1);
      expect(b.message).toMatch(new RegExp(`^command ${i + 1} of 160 does not replay: .+ \\[NLC [0-9.]+[a-z]?\\]$`));
    }
    // a stale decision number names the command too
    const stale = buildTimeline({ ...save, commands: save.commands.map((c, j) => (j === 9 ? { ...c, n: 999 } : c)) }, tut);
    expect(!stale.ok && stale.message).toMatch(/^command 10 of 160 does not replay: this command answers decision 999/);
  });

  it('broken JSON, binary data, a foreign file and an unknown scenario are refused by name', async () => {
    const text = JSON.stringify(save);
    const half = await timelineFromText(text.slice(0, 100), 'half.json', catalogue);
    expect(half.ok).toBe(false);
    if (!half.ok) expect(half.message).toMatch(/^half\.json: not a readable save/);
    const bin = await timelineFromText('\u0000\u0001PK\u0003', 'x.zip', catalogue);
    expect(!bin.ok && bin.message).toMatch(/binary data/);
    const foreign = await timelineFromText('{"format":"chess"}', 'c.json', catalogue);
    expect(!foreign.ok && foreign.message).toMatch(/not an Aigle save/);
    const other = await timelineFromText(JSON.stringify({ ...save, scenario: 'waterloo' }), 'w.json', catalogue);
    expect(!other.ok && other.message).toMatch(/no scenario "waterloo"/);
    const good = await timelineFromText(text, 'good.json', catalogue);
    expect(good.ok && hashAt(good.timeline, 160)).toBe(stateHash(p.state));
  });
});

describe('showcase store', () => {
  it('shows any step from any viewpoint without touching the running game', () => {
    const storage = memoryStorage();
    const main = createAigleStore({ catalogue, storage });
    expect(main.getState().actions.startGame('tutorial', { rules: {} }, 5, 'solo')).toBe(true);
    const before = main.getState().game!;
    const journal = storage.getItem(AUTOSAVE_KEY);
    const show = showcaseStore(catalogue);
    showState(show, tut, t.states[40], 'fr', t.events[39]);
    expect(currentView(show.getState())).toBe(viewAt(t, 40, 'fr'));
    showState(show, tut, t.states[10], 'referee');
    expect(currentView(show.getState())).toBe(viewAt(t, 10, 'referee'));
    // nothing typed or clicked in the viewer plays a command
    const legal = show.getState().game!.state;
    expect(show.getState().actions.pressButton('endActivation')).toBe(false);
    expect(show.getState().game!.state).toBe(legal);
    expect(main.getState().game).toBe(before);
    expect(storage.getItem(AUTOSAVE_KEY)).toBe(journal);
  });
});
