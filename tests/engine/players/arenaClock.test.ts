// The arena's search clock (issue 14): with --clock cpu the search's budget is counted in the process's CPU
// time, so time the process spends waiting for a core (a loaded machine) does not shrink the search.
import { describe, expect, it } from 'vitest';
import { searchClock } from '../../../src/cli/arena';

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
});
