// Battle windows: a battle plays on a rectangle of its theatre's sheet, as the printed games give each
// battle a part of the campaign map. The scenario names the window's corner hexes; the loader crops the
// sheet to it, keeping the sheet's hex ids, so the battle, the mini-campaigns and the grand campaign
// speak of the same hexes. Hexes outside the window do not exist for play (movement, line of sight,
// supply, retreat: leaving the window is leaving the map, NLC 5.6) nor for the renderer.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import type { HexId } from '../types';
import { parseHexId, toHexId } from '../board/hexId';

const hexId = lazySchema(() => z.string().regex(/^\d{4}$/, 'a hex id is four digits CCRR, e.g. "0913"'));

/** `"window": { "from": "2019", "to": "5850" }`: the north-west and south-east corner hexes, both inside. */
export const windowSchema = z
  .strictObject({ from: hexId, to: hexId })
  .refine((w) => {
    const a = parseHexId(w.from);
    const b = parseHexId(w.to);
    return a.col >= 1 && a.row >= 1 && a.col < b.col && a.row < b.row;
  }, 'a window runs from its north-west corner hex ("from") to its south-east corner hex ("to"), at least two columns and two rows');

export type MapWindow = z.output<typeof windowSchema>;

/** The first and last printed column and row of a map, its window when it has one. */
export interface MapBounds {
  col0: number;
  row0: number;
  col1: number;
  row1: number;
}

export function mapBounds(map: { columns: number; rows: number; window?: MapWindow }): MapBounds {
  if (!map.window) return { col0: 1, row0: 1, col1: map.columns, row1: map.rows };
  const a = parseHexId(map.window.from);
  const b = parseHexId(map.window.to);
  return { col0: a.col, row0: a.row, col1: b.col, row1: b.row };
}

export function inBounds(b: MapBounds, hex: HexId): boolean {
  const { col, row } = parseHexId(hex);
  return col >= b.col0 && col <= b.col1 && row >= b.row0 && row <= b.row1;
}

/** A hex on the edge of the playing area (NLC 5.6: units may leave the map from it). */
export function onBoundsEdge(b: MapBounds, col: number, row: number): boolean {
  return col === b.col0 || row === b.row0 || col === b.col1 || row === b.row1;
}

/** Why a hex is not on the map, in the player's words: off the sheet, or on the sheet but outside the window. */
export function offMapProblem(map: { columns: number; rows: number; window?: MapWindow }, hex: HexId): string {
  const { col, row } = parseHexId(hex);
  if (map.window && col >= 1 && row >= 1 && col <= map.columns && row <= map.rows) {
    return `hex ${hex} is outside the battle's window ${map.window.from}-${map.window.to} (a battle plays only inside its window of the sheet)`;
  }
  return `hex ${hex} is not on the ${map.columns}x${map.rows} map`;
}

interface CroppableMap {
  columns: number;
  rows: number;
  hexes?: { id: string }[];
  hexsides?: { a: string; b: string }[];
  roads?: { kind: string; path: string[] }[];
}

/**
 * The sheet's map cropped to the window: its hexes and hexsides inside, and each road or trail cut into
 * the runs that lie inside (a road leaving and re-entering the window becomes two roads).
 */
export function cropToWindow<M extends CroppableMap>(map: M, window: MapWindow): M & { window: MapWindow } {
  const b = mapBounds({ ...map, window });
  const inside = (h: string) => inBounds(b, h);
  const roads: { kind: string; path: string[] }[] = [];
  for (const r of map.roads ?? []) {
    let run: string[] = [];
    for (const h of [...r.path, null]) {
      if (h !== null && inside(h)) {
        run.push(h);
        continue;
      }
      if (run.length >= 2) roads.push({ ...r, path: run });
      run = [];
    }
  }
  return {
    ...map,
    hexes: (map.hexes ?? []).filter((h) => inside(h.id)),
    hexsides: (map.hexsides ?? []).filter((h) => inside(h.a) && inside(h.b)),
    roads,
    window,
  };
}

/** Every hex id of the bounds, column by column. */
export function boundsIds(b: MapBounds): HexId[] {
  const out: HexId[] = [];
  for (let c = b.col0; c <= b.col1; c++) for (let r = b.row0; r <= b.row1; r++) out.push(toHexId(c, r));
  return out;
}
