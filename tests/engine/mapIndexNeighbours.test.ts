// The map index's neighbours (computed by cube-coordinate steps for speed) are exactly honeycomb-grid's,
// in the same order, on every bundled scenario and both orientations and offsets.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { Direction, Grid, rectangle } from 'honeycomb-grid';
import { buildMapIndex, hexClassFor, loadScenario, toHexId, type Scenario } from '../../src/engine';

const FLAT = [Direction.N, Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW];
const POINTY = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW];

function honeycombNeighbours(map: Scenario['map']): Record<string, string[]> {
  const grid = new Grid(hexClassFor(map), rectangle({ width: map.columns, height: map.rows }));
  const out: Record<string, string[]> = {};
  grid.forEach((hex) => {
    const ns: string[] = [];
    for (const d of map.orientation === 'flat' ? FLAT : POINTY) {
      const n = grid.neighborOf(hex, d, { allowOutside: false });
      if (n) ns.push(toHexId(n.col + 1, n.row + 1));
    }
    out[toHexId(hex.col + 1, hex.row + 1)] = ns;
  });
  return out;
}

const dir = new URL('../../scenarios/', import.meta.url);
const maps: [string, Scenario['map']][] = [];
for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
  const r = loadScenario(JSON.parse(readFileSync(new URL(f, dir), 'utf8')), f);
  if (r.ok) maps.push([f, r.scenario.map]);
}
const base = maps[0][1];
for (const orientation of ['flat', 'pointy'] as const)
  for (const shifted of ['odd', 'even'] as const) maps.push([`${orientation} ${shifted} 7x5`, { ...base, columns: 7, rows: 5, orientation, shifted } as Scenario['map']]);

describe('map index neighbours', () => {
  it.each(maps)('%s: the same neighbours in the same order as honeycomb-grid', (_, map) => {
    const ix = buildMapIndex(map);
    const want = honeycombNeighbours(map);
    expect(Object.keys(want).length).toBe(map.columns * map.rows);
    for (const [id, ns] of Object.entries(want)) expect(ix.hexes[id].neighbours, id).toEqual(ns);
  });
});
