// MOP 37.7, 37.13: one list of supply sources, the map's hexes marked `supply` (which NLC 17, the General
// Retreat targets and the map already read). A March on Paris scenario whose map is a shared sheet cannot mark
// hexes, so it may name its sources in mop.victory.supplySources: the loader folds them into the map's hexes
// once every check has passed, and drops the list, so the rules read one list only.
import type { Scenario } from '../../scenario/schema';

export function foldSupplySources(s: Scenario): Scenario {
  const extra = s.mop?.victory?.supplySources;
  if (!s.mop || !extra) return s;
  const hexes = s.map.hexes.map((h) => ({ ...h }));
  for (const src of extra) {
    const h = hexes.find((x) => x.id === src.hex);
    if (h) h.supply = src.side;
    else hexes.push({ id: src.hex, supply: src.side });
  }
  const { supplySources: _folded, ...victory } = s.mop.victory!;
  void _folded;
  return { ...s, map: { ...s.map, hexes }, mop: { ...s.mop, victory } };
}
