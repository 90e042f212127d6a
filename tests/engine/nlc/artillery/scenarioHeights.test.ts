// Scenarios whose heights cannot be drawn consistently are refused at load, naming the file, the JSON
// path and the reason (NLC 8.3 depends on them); nothing is loaded.
import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../../src/engine/scenario/load';
import { miniScenario } from '../../fixtures';

const raw = (hexes: any[], hexsides: any[], turns: Record<string, unknown> = {}) => {
  const sc = miniScenario({ units: [{ id: 'x', side: 'fr', hex: '0101' }] }) as any;
  return { ...sc, turns: { ...sc.turns, ...turns }, map: { ...sc.map, hexes, hexsides } };
};

describe('NLC 8.3 heights at load', () => {
  it('[NLC 8.3] a crest whose high side is not one of its hexes is refused with file, path and reason', () => {
    const r = loadScenario(raw([], [{ a: '0403', b: '0404', features: ['crest'], high: '0405' }]), 'hill.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toContainEqual({ file: 'hill.json', path: '$.map.hexsides[0].high', problem: 'high side 0405 must be 0403 or 0404' });
    expect(r.message).toMatch(/^hill\.json: \$\.map\.hexsides\[0\]\.high: /);
  });

  it('[NLC 8.3] a crest without a high side, or whose high side is the lower hex, is refused', () => {
    let r = loadScenario(raw([], [{ a: '0403', b: '0404', features: ['crest'] }]), 'hill.json');
    expect(r.ok ? null : r.problems[0]).toMatchObject({ path: '$.map.hexsides[0].high', problem: expect.stringMatching(/needs its high side/) });
    r = loadScenario(raw([{ id: '0404', elevation: 2 }], [{ a: '0403', b: '0404', features: ['crest'], high: '0403' }]), 'hill.json');
    expect(r.ok ? null : r.problems[0]).toMatchObject({ path: '$.map.hexsides[0].high', problem: expect.stringMatching(/lower than 0404.*cannot be drawn consistently/) });
    r = loadScenario(raw([{ id: '0403', elevation: 2 }], [{ a: '0403', b: '0404', features: ['crest'], high: '0403' }]), 'hill.json');
    expect(r.ok).toBe(true);
  });

  it('[NLC 8.3] an elevation outside 0..9 and a rain turn after the last turn are refused', () => {
    let r = loadScenario(raw([{ id: '0403', elevation: 12 }], []), 'hill.json');
    expect(r.ok ? null : r.problems[0]).toMatchObject({ file: 'hill.json', path: '$.map.hexes[0].elevation' });
    r = loadScenario(raw([{ id: '0403', elevation: -1 }], []), 'hill.json');
    expect(r.ok ? null : r.problems[0]).toMatchObject({ path: '$.map.hexes[0].elevation' });
    r = loadScenario(raw([], [], { rain: [9] }), 'wet.json');
    expect(r.ok ? null : r.problems[0]).toMatchObject({ path: '$.turns.rain[0]', problem: expect.stringMatching(/after the last turn/) });
  });
});
