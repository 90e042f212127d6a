// Issue 8: every command and every log entry in words a player understands. Random games of every
// scenario (all rule modules on) check each button, each legal command's label (the undo line uses
// the same), each combat-panel morale check and each log line against RAW_IDENTIFIER.
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  checkLabel,
  commandLabel,
  legalCommands,
  newGame,
  pendingDecision,
  RAW_IDENTIFIER,
  type GameState,
} from '../../src/engine';
import { nextU32 } from '../../src/engine/core/rng';
import { loadScenarioFile, scenarioIds } from '../../src/cli/files';
import { optionsFrom } from '../../src/cli/options';
import { hasOwnWords, decisionHasWords, decisionLabel } from '../../src/engine/labels';
import { contextFor } from '../../src/engine/core/ctx';
import { viewFor } from '../../src/engine';
import { candidatePlayer } from '../../src/players/candidate';
import { candidateLabel, noteHeading } from '../../src/players/noteWords';
import { logEntries } from '../../src/engine/core/logBook';

function rawLabels(id: string, games: number, cap: number): string[] {
  const sc = loadScenarioFile(id);
  const bad = new Set<string>();
  const check = (what: string, text: string) => {
    if (RAW_IDENTIFIER.test(text)) bad.add(`${what}: "${text}"`);
  };
  for (let g = 0; g < games; g++) {
    let st: GameState = newGame(sc, optionsFrom(g % 2 ? 'all' : 'none', sc), 100 + g);
    let pick = (g * 7919 + 13) >>> 0;
    for (let k = 0; k < cap && !st.result; k++) {
      const p = pendingDecision(st);
      if (!p) break;
      for (const b of p.options.buttons) check('button', b.label);
      // the computer's "what it was thinking" heading names the open decision (issue 8: "assaultDeclare")
      check('thinking note heading', noteHeading({ decision: p.type, weighed: 3, rollouts: 0, strength: 'easy', ms: 5 }));
      const legal = legalCommands(st);
      if (!legal.length) break;
      // the labels of every legal command, up to a sample of 120 (a big map has thousands of moves)
      for (const c of legal.length > 120 ? legal.slice(0, 120) : legal) check('command', commandLabel(c, sc));
      const [r, nx] = nextU32(pick);
      pick = nx;
      const res = applyCommand(st, legal[r % legal.length]);
      if (!res.ok) break;
      st = res.state;
      const combat = (st.nlc as { combat?: { checks?: { kind: string }[] } } | undefined)?.combat;
      for (const c of combat?.checks ?? []) check('morale check', checkLabel(c.kind));
    }
    for (const e of logEntries(st)) check('log', e.text);
  }
  return [...bad];
}

describe('labels in words', () => {
  it('RAW_IDENTIFIER catches the ids the issue names and passes plain words', () => {
    for (const raw of ['pass commitReserve', 'Undo: commitReserve', 'morale check (retreatDisruption)', 'chit:fr-2', 'card_pick']) expect(RAW_IDENTIFIER.test(raw)).toBe(true);
    for (const ok of ['Commit reserves (1 Morale Point)', 'Initial Action: II Corps', 'McDonald moves to 0906', 'Turn 3, 09:00']) expect(RAW_IDENTIFIER.test(ok)).toBe(false);
  });
  it('the undo line names an N20 reserve commitment and an NLC chit in words', () => {
    const sc = loadScenarioFile('crossing');
    expect(commandLabel({ type: 'choose', side: 'ru', n: 1, choice: 'commitReserve' }, sc)).toBe('Commit reserves (1 Morale Point)');
    const f = sc.formations[0];
    expect(commandLabel({ type: 'choose', side: f.side, n: 1, choice: `chit:${f.id}` }, sc)).toBe(`Initial Action: ${f.name}`);
    expect(checkLabel('retreatDisruption')).not.toMatch(RAW_IDENTIFIER);
  });
  it('[MOP 37.11] every hidden-force, dummy, vedette and field side command has words of its own, never the split-up id', () => {
    const sc = loadScenarioFile('mop-sampler');
    const u = sc.units[0];
    const all: { choice: string; units?: string[]; hex?: string; want: string }[] = [
      { choice: 'mop-hide:hide', hex: '0709', want: 'Hide the stack at 0709' },
      { choice: 'mop-hide:reveal', hex: '0709', want: 'Show the hidden stack at 0709' },
      { choice: 'mop-hide:dummy', hex: '0709', want: 'Place a dummy stack at 0709' },
      { choice: 'mop-hide:move:d1', hex: '0710', want: 'Move dummy stack d1 to 0710' },
      { choice: 'hidden-march:plot', want: 'March hidden' },
      { choice: 'hidden-march:reveal', want: 'Reveal the hidden march' },
      { choice: 'mop-vedette:deploy', units: [u.id], want: `Send out the vedettes of ${u.name}` },
      { choice: 'mop-vedette:gather', units: [u.id], hex: '0709', want: `Gather the vedettes of ${u.name} at 0709` },
      { choice: 'mop-vedette:move', units: ['v1'], hex: '0710', want: 'Move vedette v1 to 0710' },
      { choice: 'mop-vedette:attack', units: ['v1', 'v2'], hex: '0710', want: 'Vedettes attack 0710 with v1, v2' },
      { choice: 'mop-span:damage', units: [u.id], hex: '0710', want: `Damage the span ${u.name} at 0710` },
      { choice: 'mop-span:repair', units: [u.id], hex: '0710', want: `Repair the span ${u.name} at 0710` },
      { choice: 'mop-ip', units: [u.id], want: `Build an improved position with ${u.name}` },
      { choice: 'mop-train', hex: '0710', want: 'Move the train at 0710' },
      { choice: 'mop-train:deploy', hex: '0710', want: 'Bridge the water with the pontoon train at 0710' },
      { choice: 'mop-train:pickup', want: 'Take up the pontoon bridge' },
    ];
    for (const c of all) {
      expect(hasOwnWords(c.choice), c.choice).toBe(true);
      const label = commandLabel({ type: 'choose', side: u.side, n: 1, choice: c.choice, ...(c.units ? { units: c.units } : {}), ...(c.hex ? { hex: c.hex } : {}) }, sc);
      expect(label).toBe(c.want);
      expect(label).not.toMatch(RAW_IDENTIFIER);
    }
    // the fallback is what the issue saw ("Mop hide hide at 0709"): an unlisted id has no words of its own
    expect(hasOwnWords('mop-nothing:at-all')).toBe(false);
  });
  it('every decision of every rules system has a heading of its own for the computer\'s note', () => {
    const missing = new Set<string>();
    for (const id of scenarioIds()) {
      if (id === 'stress') continue;
      for (const type of Object.keys(contextFor(loadScenarioFile(id)).decisions)) if (!decisionHasWords(type)) missing.add(type);
    }
    expect([...missing]).toEqual([]);
    expect(decisionLabel('assaultDeclare')).toBe('declaring assaults');
    expect(noteHeading({ decision: 'n20:reserves', weighed: 2, rollouts: 0, strength: 'easy', ms: 3 })).not.toMatch(RAW_IDENTIFIER);
  });
  for (const id of ['tutorial', 'crossing', 'gzhatsk20', 'mop-sampler']) {
    it(`the computer's note on random games of ${id}: every weighed candidate and its reason in words`, () => {
      const sc = loadScenarioFile(id);
      const bad = new Set<string>();
      for (let g = 0; g < 2; g++) {
        let st: GameState = newGame(sc, optionsFrom(g % 2 ? 'all' : 'none', sc), 300 + g);
        const player = candidatePlayer(7 + g);
        for (let k = 0; k < 150 && !st.result; k++) {
          const p = pendingDecision(st);
          if (!p) break;
          const side = p.sides[0];
          const legal = legalCommands(st, side);
          if (!legal.length) break;
          const t = player.think({ view: viewFor(st, side), legal });
          for (const c of t.top) {
            const label = candidateLabel(c.cmd, sc);
            if (RAW_IDENTIFIER.test(label)) bad.add(`label: "${label}"`);
            if (RAW_IDENTIFIER.test(c.why)) bad.add(`why: "${c.why}"`);
          }
          const res = applyCommand(st, t.chosen.cmd);
          if (!res.ok) break;
          st = res.state;
        }
      }
      expect([...bad]).toEqual([]);
    }, 300000);
  }
  for (const id of scenarioIds()) {
    it(`random games of ${id}: no button, command label, morale check or log line is a raw identifier`, () => {
      const stress = id === 'stress';
      // the 1814 battles play on whole theatre sheets: one shorter game each keeps the suite quick
      const sheet = !stress && loadScenarioFile(id).map.columns > 40;
      expect(rawLabels(id, stress || sheet ? 1 : 2, stress ? 60 : sheet ? 400 : 1200)).toEqual([]);
    }, 300000);
  }
});
