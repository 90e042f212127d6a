import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, legalCommands, pendingDecision, viewFor, stateHash, newGame, type Command, type GameState } from './engineApi';
import { miniScenario, start } from './fixtures';
import { atAction } from './harness';
import { loadScenarioFile } from '../../src/cli/files';

const sc = miniScenario({
  units: [
    { id: 'a', side: 'fr', hex: '0303' },
    { id: 'z', side: 'al', hex: '0606' },
    { id: 'r', side: 'al', hex: null, arrives: { turn: 2, hex: '0808' } },
  ],
  objectives: [{ hex: '0503', vp: 3, owner: 'al' }],
  turns: 2,
});

describe('engine API', () => {
  it('a rejected command returns an error with the rule and leaves the very same state object', () => {
    const s = atAction(start(sc), 'fr', ['f1']);
    const frozen = JSON.stringify(s);
    const cases: unknown[] = [
      { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0903'] },
      { type: 'move', side: 'al', n: s.seq, units: ['z'], path: ['0605'] },
      { type: 'move', side: 'fr', n: s.seq + 1, units: ['a'], path: ['0403'] },
      { type: 'fly', side: 'fr', n: 0 },
      { type: 'endTurn', side: 'fr', n: s.seq },
      null,
    ];
    for (const c of cases) {
      const r = applyCommand(s, c);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.message.length).toBeGreaterThan(5);
        expect(r.error.rule).toBeTruthy();
      }
    }
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('listed commands are frozen: applied as listed, or copied and changed, which is checked again', () => {
    const s = atAction(start(sc), 'fr', ['f1']);
    const listed = legalCommands(s);
    const move = listed.find((c) => c.type === 'move')!;
    expect(Object.isFrozen(move)).toBe(true);
    expect(() => {
      (move as { path: string[] }).path.push('0101');
    }).toThrow();
    expect(applyCommand(s, move).ok).toBe(true);
    // a changed copy is a new object: the structural check sees it
    const bad = applyCommand(s, { ...move, path: [42] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('bad-command');
  });

  it('the mark of a listed command is its own and invisible: a clone (the worker, a save) is checked again, equality and JSON do not see it', () => {
    const s = atAction(start(sc), 'fr', ['f1']);
    const move = legalCommands(s).find((c) => c.type === 'move')!;
    const plain = JSON.parse(JSON.stringify(move)) as Command;
    // not enumerable: a listed command equals its plain copy and serializes the same
    expect(move).toStrictEqual(plain);
    expect(Object.keys(move)).toEqual(Object.keys(plain));
    // a structured clone (what postMessage sends) drops the mark: a broken clone is refused by the check
    const clone = structuredClone(move) as Command & { path: unknown };
    clone.path = 'nowhere';
    const bad = applyCommand(s, clone);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('bad-command');
    // an intact clone is well formed and applies like the original, to the same state
    const a = applyCommand(s, move);
    const b = applyCommand(s, structuredClone(move));
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(stateHash(b.state)).toBe(stateHash(a.state));
  });

  it('a stale decision number is refused', () => {
    const s = atAction(start(sc), 'fr', ['f1']);
    const r = applyCommand(s, { type: 'endActivation', side: 'fr', n: 5 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('stale');
  });

  it('[NLC 4] a formation action: move, end movement, the turn ends, reinforcements can enter, the game ends with VP', () => {
    let s = atAction(start(sc), 'fr', ['f1']);
    expect(pendingDecision(s)).toMatchObject({ side: 'fr', type: 'formationMove' });
    const step = (c: Omit<Command, 'n'>) => {
      const r = applyCommand(s, { ...c, n: s.seq } as Command);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      return r;
    };
    const m = step({ type: 'move', side: 'fr', units: ['a'], path: ['0403', '0503'] } as Command);
    expect(m.commit).toBe(false);
    expect(s.control['0503']).toBe('fr');
    // ending movement leads through the turn end into turn 2's chit pull (dice and chits: a commit)
    const e = step({ type: 'endActivation', side: 'fr' });
    expect(e.commit).toBe(true);
    expect(s.clock.turn).toBe(2);
    // play on to the end with whatever is legal, always ending activations
    while (!s.result) {
      const legal = legalCommands(s);
      const end = legal.find((c) => c.type === 'endActivation' || c.type === 'endTurn') ?? legal[0];
      step(end);
    }
    expect(s.units.r.status).toBe('pending'); // never moved on: postponed
    expect(s.result).toMatchObject({ winner: 'fr', vp: { fr: 3, al: 0 }, rule: 'NLC 18' });
    expect(pendingDecision(s)).toBeNull();
    expect(legalCommands(s)).toEqual([]);
  });

  it('every legal command is accepted', () => {
    const s = start(sc);
    for (const c of legalCommands(s)) expect(applyCommand(s, c).ok).toBe(true);
  });

  it('viewFor never shows the generator, the seed or the other side\'s secrets', () => {
    const s = produce(atAction(start(sc), 'fr', ['f1']), (d) => {
      d.secret.fr.plan = 'SECRET-FRENCH-PLAN';
      d.secret.al.plan = 'SECRET-ALLIED-PLAN';
      d.log.push([{ seq: 0, text: 'SECRET-FR-LOG', visibleTo: 'fr' }]);
    });
    const al = JSON.stringify(viewFor(s, 'al'));
    expect(al).not.toContain('SECRET-FRENCH-PLAN');
    expect(al).not.toContain('SECRET-FR-LOG');
    expect(al).toContain('SECRET-ALLIED-PLAN');
    expect(al).not.toContain('"rng"');
    expect(al).not.toContain('"seed"');
    const fr = JSON.stringify(viewFor(s, 'fr'));
    expect(fr).toContain('SECRET-FR-LOG');
    expect(fr).not.toContain('SECRET-ALLIED-PLAN');
    // the waiting side sees that a decision is pending, not its options
    expect(viewFor(s, 'al').pending?.options.units).toEqual([]);
    expect(viewFor(s, 'fr').pending?.options.units).toContain('a');
    const ref = JSON.stringify(viewFor(s, 'referee'));
    expect(ref).toContain('SECRET-FRENCH-PLAN');
    expect(ref).toContain('SECRET-ALLIED-PLAN');
  });

  it('[NLC 7.9] a side\'s standing reaction-charge instruction never reaches the other side\'s view', () => {
    const s0 = atAction(start(sc), 'fr', ['f1']);
    const r = applyCommand(s0, { type: 'choose', side: 'fr', n: s0.seq, choice: 'reaction:chance:4' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const al = JSON.stringify(viewFor(r.state, 'al'));
    expect(al).not.toContain('cavalryReaction');
    expect(al).not.toContain('Standing reaction-charge instruction');
    const fr = JSON.stringify(viewFor(r.state, 'fr'));
    expect(fr).toContain('cavalryReaction');
    expect(fr).toContain('Standing reaction-charge instruction');
  });

  it('the same seed and commands give the same hash; another seed gives another generator state', () => {
    const tut = loadScenarioFile('tutorial');
    const a = newGame(tut, { rules: {} }, 4711);
    const b = newGame(tut, { rules: {} }, 4711);
    const c = newGame(tut, { rules: {} }, 4712);
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(a)).not.toBe(stateHash(c));
  });

  it('state is plain JSON: a JSON round trip is equal', () => {
    const s: GameState = start(sc);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
