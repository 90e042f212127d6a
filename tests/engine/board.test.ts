import { describe, it, expect } from 'vitest';
import { buildMapIndex, toHexId, parseHexId, hexsideKey } from './engineApi';

const flatEven = buildMapIndex({ columns: 8, rows: 6, orientation: 'flat', shifted: 'even', defaultTerrain: 'clear', hexes: [], hexsides: [], roads: [] });
const flatOdd = buildMapIndex({ columns: 8, rows: 6, orientation: 'flat', shifted: 'odd', defaultTerrain: 'clear', hexes: [], hexsides: [], roads: [] });

describe('map index (honeycomb-grid geometry)', () => {
  it('printed ids are CCRR, 1-based', () => {
    expect(toHexId(9, 13)).toBe('0913');
    expect(parseHexId('0913')).toEqual({ col: 9, row: 13 });
    expect(flatEven.ids.length).toBe(48);
    expect(flatEven.ids[0]).toBe('0101');
    expect(flatEven.has('0806')).toBe(true);
    expect(flatEven.has('0907')).toBe(false);
  });

  it('even printed columns shifted down: an even column touches the row below on both sides', () => {
    expect([...flatEven.hexes['0203'].neighbours].sort()).toEqual(['0103', '0104', '0202', '0204', '0303', '0304']);
    expect([...flatEven.hexes['0303'].neighbours].sort()).toEqual(['0202', '0203', '0302', '0304', '0402', '0403']);
  });

  it('odd printed columns shifted down: the mirror image', () => {
    expect([...flatOdd.hexes['0303'].neighbours].sort()).toEqual(['0203', '0204', '0302', '0304', '0403', '0404']);
  });

  it('edge hexes have fewer neighbours', () => {
    expect(flatEven.hexes['0101'].neighbours.length).toBe(2);
  });

  it('distance, range and line come from honeycomb', () => {
    expect(flatEven.distance('0101', '0101')).toBe(0);
    expect(flatEven.distance('0203', '0304')).toBe(1);
    expect(flatEven.distance('0101', '0501')).toBe(4);
    expect(flatEven.inRange('0303', 1).length).toBe(7);
    const line = flatEven.lineBetween('0101', '0501');
    expect(line[0]).toBe('0101');
    expect(line[line.length - 1]).toBe('0501');
    expect(line.length).toBe(5);
  });

  it('hexside keys do not depend on direction', () => {
    expect(hexsideKey('0303', '0203')).toBe(hexsideKey('0203', '0303'));
  });
});
