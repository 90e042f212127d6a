// The arena's search clock (issue 14): with --clock cpu the search's budget is counted in the process's CPU
// time, so time the process spends waiting for a core (a loaded machine) does not shrink the search.
import { describe, expect, it } from 'vitest';
import { playArenaGame, runArena, searchClock } from '../../../src/cli/arena';
import { loadScenarioFile } from '../../../src/cli/files';

describe('arena search clock', () => {
  it('the CPU clock stands still while the process waits; the wall clock runs on', () => {
    const cpu = searchClock('cpu');
    const wall = searchClock('wall');
    const c0 = cpu();
    const w0 = wall();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120);
    expect(wall() - w0).toBeGreaterThanOrEqual(100);
    expect(cpu() - c0).toBeLessThan(50);
  });

  it('an unknown clock is refused with the valid ones named', () => {
    expect(() => searchClock('sundial')).toThrow(/unknown clock "sundial" \(valid: wall, cpu\)/);
  });

  it('a game reports how many of the search player\'s decisions ran rollouts and how many overrode the candidate player', () => {
    const tutorial = loadScenarioFile('tutorial');
    const easy = playArenaGame(tutorial, 3, 0, 'rules', 30, 'easy', 'cpu');
    expect([easy.searching, easy.searched, easy.deviated]).toEqual([false, 0, 0]);
    const normal = playArenaGame(tutorial, 3, 0, 'rules', 30, 'normal', 'cpu');
    expect(normal.error).toMatch(/no result after 30 commands/);
    expect(normal.searching).toBe(true);
    expect(normal.searched).toBeGreaterThan(0);
    expect(normal.searched).toBeLessThanOrEqual(normal.aiMs.length);
    expect(normal.deviated).toBeLessThanOrEqual(normal.searched);
  }, 120000);

  it('an unknown scenario, opponent or strength is refused with the valid ones named, before any game', () => {
    const out: string[] = [];
    expect(() => runArena(['--scenario', 'austerlitz'], (l) => out.push(l))).toThrow(/unknown scenario "austerlitz" \(valid: [^)]*\bgzhatsk20\b[^)]*\)/);
    expect(() => runArena(['--scenario', 'demo', '--opponent', 'chess'], (l) => out.push(l))).toThrow(/unknown opponent "chess" \(valid: random, rules\)/);
    expect(() => runArena(['--scenario', 'demo', '--strength', 'godlike'], (l) => out.push(l))).toThrow(/unknown strength "godlike" \(valid: easy, normal, strong\)/);
    expect(() => runArena(['--scenario', 'demo', '--first', '-1'], (l) => out.push(l))).toThrow(/--first must be a whole number/);
    expect(out).toEqual([]);
  });

  it('--first F plays game F of the series alone, with its seed (s + F); the summary says where it began', () => {
    const out: string[] = [];
    const warn: string[] = [];
    const code = runArena(['--scenario', 'demo', '--games', '1', '--first', '3', '--seed', '5', '--cap', '12', '--opponent', 'random', '--json', '--verbose'], (l) => out.push(l), (l) => warn.push(l));
    expect(code).toBe(1);
    expect(warn).toEqual(['game 3 (seed 8): no result after 12 commands']);
    expect(JSON.parse(out[0])).toMatchObject({ scenario: 'demo', games: 1, first: 3, errors: 1, aiWins: 0 });
  }, 60000);
});
