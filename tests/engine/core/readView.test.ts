import { describe, expect, it } from 'vitest';
import { produce, isDraft } from 'immer';
import fc from 'fast-check';
import { readView, readViewMode } from '../../../src/engine/core/readView';

interface S {
  units: Record<string, { hex: string; steps: number }>;
  log: { text: string }[];
  n: number;
}
const base: S = Object.freeze({
  units: Object.freeze({ a: Object.freeze({ hex: '0101', steps: 2 }), b: Object.freeze({ hex: '0202', steps: 1 }) }),
  log: Object.freeze([Object.freeze({ text: 'one' })]),
  n: 1,
}) as unknown as S;

describe('readView: reading a draft without drafting it', () => {
  it('gives the current values, follows later writes, and drafts nothing it reads', () => {
    produce(base, (d) => {
      const v = readView(d);
      expect(isDraft(v)).toBe(false);
      expect(v.units.a.hex).toBe('0101');
      // reading through the view made no child draft: the draft still holds the frozen original
      expect(Object.isFrozen(Reflect.getOwnPropertyDescriptor(d.units, 'a')!.value)).toBe(true);
      d.units.b.hex = '0303';
      d.log.push({ text: 'two' });
      expect(v.units.b.hex).toBe('0303');
      expect(v.log.length).toBe(2);
      expect(v.log.map((e) => e.text)).toEqual(['one', 'two']);
      expect(Array.isArray(v.log)).toBe(true);
      expect(Object.keys(v.units)).toEqual(['a', 'b']);
      expect({ ...v.units.b }).toEqual({ hex: '0303', steps: 1 });
      expect(JSON.parse(JSON.stringify(v))).toEqual({ units: { a: { hex: '0101', steps: 2 }, b: { hex: '0303', steps: 1 } }, log: [{ text: 'one' }, { text: 'two' }], n: 1 });
      expect('a' in v.units).toBe(true);
    });
  });

  it('refuses writes, so a rule cannot change the state behind the draft', () => {
    produce(base, (d) => {
      d.units.a.steps = 1;
      const v = readView(d);
      expect(() => {
        (v.units.a as { steps: number }).steps = 0;
      }).toThrow(/read view/);
      expect(() => {
        (v.units as Record<string, unknown>).c = {};
      }).toThrow(); // untouched: the frozen original itself
      expect(() => {
        (v as { n: number }).n = 2;
      }).toThrow(/read view/);
    });
  });

  it('a value that is not a draft comes back as it is', () => {
    expect(readView(base)).toBe(base);
    expect(readView(3)).toBe(3);
    expect(readView(null)).toBe(null);
  });

  it('property: after any writes, the view equals the produced result', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 9 }), fc.boolean()), { maxLength: 12 }), (writes) => {
        let seen: unknown;
        const out = produce(base, (d) => {
          const v = readView(d);
          for (const [id, steps, log] of writes) {
            void v.units[id].steps;
            d.units[id].steps = steps;
            if (log) d.log.push({ text: String(steps) });
          }
          seen = JSON.parse(JSON.stringify(v));
        });
        expect(seen).toEqual(JSON.parse(JSON.stringify(out)));
      }),
    );
  });
});

describe('readView finds immer fields', () => {
  it('reads immer’s own fields (the fast way) with this immer', () => {
    expect(readViewMode).toBe('fields');
  });
});
