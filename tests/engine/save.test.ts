import { describe, it, expect } from 'vitest';
import { parseSave, replay, makeSave, stateHash } from './engineApi';
import { loadScenarioFile } from '../../src/cli/files';
import { randomPlayout } from '../../src/cli/playout';

const tut = loadScenarioFile('tutorial');

describe('save files', () => {
  it('a save replays to the same state, byte for byte', () => {
    const p = randomPlayout(tut, { rules: {} }, 77, 300);
    const save = makeSave(p.state, p.commands);
    const text = JSON.stringify(save);
    const parsed = parseSave(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const r = replay(parsed.save, tut);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.hash).toBe(stateHash(p.state));
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(p.state));
  });

  it('a truncated save is refused with a clear message', () => {
    const p = randomPlayout(tut, { rules: {} }, 78, 50);
    const text = JSON.stringify(makeSave(p.state, p.commands));
    const r = parseSave(text.slice(0, Math.floor(text.length / 2)), 'my-game.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^my-game\.json: not a readable save \(broken or truncated JSON/);
  });

  it('a foreign JSON file is refused naming the field', () => {
    const r = parseSave(JSON.stringify({ format: 'chess', moves: [] }), 'other.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^other\.json: not an Aigle save: \$\.format/);
  });

  it('a save whose commands were tampered with stops at the first refused command', () => {
    const p = randomPlayout(tut, { rules: {} }, 79, 40);
    const save = makeSave(p.state, p.commands);
    const bad = { ...save, commands: save.commands.map((c, i) => (i === 5 ? { ...c, n: 999 } : c)) };
    const r = replay(bad, tut);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.at).toBe(5);
      expect(r.message).toMatch(/command 6 of 40 was refused/);
    }
  });

  it('a save for another scenario is refused', () => {
    const p = randomPlayout(tut, { rules: {} }, 80, 5);
    const r = replay({ ...makeSave(p.state, p.commands), scenario: 'waterloo' }, tut);
    expect(r.ok).toBe(false);
  });
});
