// Pieces written whole (core/pieceWrite.ts): later writes in the same command still reach them, and
// sealPieces freezes those that hold no draft before immer finishes the state.
import { describe, it, expect } from 'vitest';
import { Immer, type Draft } from 'immer';
import { sealPieces, setPiece } from '../../../src/engine/core/pieceWrite';
import { peekField } from '../../../src/engine/core/readView';
import type { GameState } from '../engineApi';

// as applyCommand's producer: immer without its own freezing
const immer = new Immer({ autoFreeze: false });

const unit = (hex: string) => Object.freeze({ id: 'u1', hex, status: 'map', steps: 2, disrupted: false, movedIn: 0, mpSpentHalves: 0 });
const base = Object.freeze({
  seq: 0,
  units: Object.freeze({ u1: unit('0101'), u2: Object.freeze({ ...unit('0102'), id: 'u2' }) }),
  leaders: Object.freeze({}),
  extra: Object.freeze({ list: Object.freeze([1]) }),
}) as unknown as GameState;

const produce = (recipe: (d: Draft<GameState>) => void) => {
  return immer.produce(base, (d) => {
    recipe(d);
    sealPieces(d);
  });
};

describe('pieces written whole', () => {
  it('a later write through the draft in the same command reaches the new piece, which is then frozen', () => {
    const next = produce((d) => {
      setPiece(d, 'units', 'u1', { hex: '0202', movedIn: 3, mpSpentHalves: 4 });
      d.units.u1.disrupted = true;
      setPiece(d, 'units', 'u1', { mpSpentHalves: 6 });
    });
    expect(next.units.u1).toEqual({ id: 'u1', hex: '0202', status: 'map', steps: 2, disrupted: true, movedIn: 3, mpSpentHalves: 6 });
    expect(Object.isFrozen(next.units.u1)).toBe(true);
    // the state before is untouched, the piece not written is shared
    expect(base.units.u1.hex).toBe('0101');
    expect(next.units.u2).toBe(base.units.u2);
  });

  it('a piece given a draft is left to immer, which puts the finished value in its place', () => {
    const next = produce((d) => {
      (d as unknown as { extra: { list: number[] } }).extra.list.push(2);
      setPiece(d, 'units', 'u1', { hex: '0202', tags: (d as unknown as { extra: { list: number[] } }).extra.list } as never);
    });
    const u1 = next.units.u1 as unknown as { tags: number[] };
    expect(Object.isFrozen(u1)).toBe(false);
    expect(u1.tags).toEqual([1, 2]);
    expect(u1.tags).toBe((next as unknown as { extra: { list: number[] } }).extra.list);
  });

  it('a piece made in a command that was given up is forgotten, not frozen by the next command', () => {
    let orphan: object | null = null;
    expect(() =>
      immer.produce(base, (d) => {
        setPiece(d, 'units', 'u2', { hex: '0303' });
        orphan = peekField(d.units, 'u2');
        throw new Error('rejected');
      }),
    ).toThrow('rejected');
    const next = produce((d) => {
      setPiece(d, 'units', 'u1', { hex: '0202' });
    });
    expect(orphan).toMatchObject({ id: 'u2', hex: '0303' });
    expect(Object.isFrozen(orphan)).toBe(false);
    expect(Object.isFrozen(next.units.u1)).toBe(true);
    expect(next.units.u2).toBe(base.units.u2);
  });

  it('a command applied while another is (a preview inside a rule) keeps its own pieces: neither seals nor drops the other\'s', () => {
    let inner: GameState | null = null;
    const next = produce((d) => {
      setPiece(d, 'units', 'u1', { hex: '0202' });
      inner = produce((d2) => setPiece(d2, 'units', 'u2', { hex: '0404' }));
      // the outer piece is still open to the outer command's writes
      expect(Object.isFrozen(peekField(d.units, 'u1'))).toBe(false);
      d.units.u1.disrupted = true;
    });
    expect(Object.isFrozen(inner!.units.u2)).toBe(true);
    expect(next.units.u1).toMatchObject({ hex: '0202', disrupted: true });
    expect(Object.isFrozen(next.units.u1)).toBe(true);
  });
});
