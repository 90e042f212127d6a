// Checks of a scenario's heights before play (NLC 8.3 line of sight depends on them): elevations within
// the allowed range, every crest and slope with its high side being one of its two hexes and not lower
// than the other, and rain turns on the turn track. Each problem names the JSON path and the reason.
import type { Scenario } from './schema';
import type { MapIndex } from '../board/mapIndex';

export const MIN_ELEVATION = 0;
export const MAX_ELEVATION = 9;

export interface TerrainProblem {
  path: string;
  problem: string;
}

export function checkHeights(s: Scenario, map: MapIndex): TerrainProblem[] {
  const out: TerrainProblem[] = [];
  s.map.hexes.forEach((h, i) => {
    const e = h.elevation;
    if (e !== undefined && (!Number.isInteger(e) || e < MIN_ELEVATION || e > MAX_ELEVATION)) {
      out.push({ path: `$.map.hexes[${i}].elevation`, problem: `elevation ${e} of hex ${h.id} is outside ${MIN_ELEVATION}..${MAX_ELEVATION}` });
    }
  });
  s.map.hexsides.forEach((h, i) => {
    if (!h.features.includes('crest')) return;
    const p = `$.map.hexsides[${i}].high`;
    if (!h.high) {
      out.push({ path: p, problem: `the crest between ${h.a} and ${h.b} needs its high side (NLC 8.3)` });
      return;
    }
    if (h.high !== h.a && h.high !== h.b) return; // reported by the loader's hexside check
    const low = h.high === h.a ? h.b : h.a;
    if (map.has(h.high) && map.has(low) && map.hexes[h.high].elevation < map.hexes[low].elevation) {
      out.push({
        path: p,
        problem: `the crest's high side ${h.high} (elevation ${map.hexes[h.high].elevation}) is lower than ${low} (elevation ${map.hexes[low].elevation}): it cannot be drawn consistently`,
      });
    }
  });
  (s.turns.rain ?? []).forEach((t, i) => {
    if (t > s.turns.count) out.push({ path: `$.turns.rain[${i}]`, problem: `turn ${t} is after the last turn ${s.turns.count}` });
  });
  return out;
}
