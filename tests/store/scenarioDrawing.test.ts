// One layout and one set of side looks per scenario, shared by the first-frame poster and the live map
// (src/map/scenarioDrawing.ts, issue 8 first frame): the live map does not build them again.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScenario } from '../../src/engine';
import { createLayout } from '../../src/map/layout';
import { sideLooks } from '../../src/map/counters';
import { layoutOf, looksOf } from '../../src/map/scenarioDrawing';

function tutorial() {
  const l = loadScenario(JSON.parse(readFileSync('scenarios/tutorial.json', 'utf8')), 'tutorial.json');
  if (!l.ok) throw new Error(l.message);
  return l.scenario;
}

describe('drawing data per scenario', () => {
  it('builds the layout once per map and the looks once per scenario and theme', () => {
    const s = tutorial();
    const layout = layoutOf(s.map);
    expect(layoutOf(s.map)).toBe(layout);
    expect(layout.ids).toEqual(createLayout(s.map).ids);
    expect(layout.centre('0507')).toEqual(createLayout(s.map).centre('0507'));
    expect(looksOf(s)).toBe(looksOf(s, 'standard'));
    expect(looksOf(s)).toEqual(sideLooks(s));
    expect(looksOf(s, 'projector')).toEqual(sideLooks(s, 'projector'));
    expect(looksOf(s, 'projector')).not.toBe(looksOf(s));
    // another scenario (another map object) gets its own
    const t = tutorial();
    expect(layoutOf(t.map)).not.toBe(layout);
  });
});
