// NLC 5.3: two friendly combat units a hex, one in woods; leaders and HQs do not count.
import type { HexId } from '../types';
import type { MapIndex } from '../board/mapIndex';

export function stackLimit(map: MapIndex, hex: HexId): number {
  return map.hexes[hex].terrain === 'woods' ? 1 : 2;
}
