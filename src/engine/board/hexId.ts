// Printed hex ids: the wargame convention CCRR, 1-based (column 9, row 13 is "0913").
// honeycomb-grid offsets are 0-based, so printed column 1 is honeycomb column 0.
import type { HexId } from '../types';

export function toHexId(col1: number, row1: number): HexId {
  return String(col1).padStart(2, '0') + String(row1).padStart(2, '0');
}

export function parseHexId(id: HexId): { col: number; row: number } {
  return { col: Number(id.slice(0, 2)), row: Number(id.slice(2, 4)) };
}

/** The honeycomb offset (-1 odd, 1 even, 0-based) for a map whose printed odd/even lines are shifted. */
export function honeycombOffset(shifted: 'odd' | 'even'): -1 | 1 {
  // printed odd columns are 0-based even columns: honeycomb's "even" offset (1).
  return shifted === 'odd' ? 1 : -1;
}

/** Canonical key of the hexside between two hexes, independent of direction. */
export function hexsideKey(a: HexId, b: HexId): string {
  return a < b ? a + '-' + b : b + '-' + a;
}
