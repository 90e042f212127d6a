import { describe, it, expect } from 'vitest';
import { pickHexCommand } from '../../src/store';

const c = (choice: string, hex: string, units?: string[]) => ({ type: 'choose' as const, side: 'fr', n: 3, choice, hex, ...(units ? { units } : {}) });

describe('pickHexCommand', () => {
  it('takes the command for exactly the selection', () => {
    const a = c('assault', '1002', ['a', 'b']);
    const b = c('assault', '1002', ['a']);
    expect(pickHexCommand([a, b], ['a'])).toBe(b);
    expect(pickHexCommand([a, b], ['b', 'a'])).toBe(a);
  });
  it('else the smallest group holding the selection', () => {
    const big = c('assault', '1002', ['a', 'b', 'c']);
    const small = c('assault', '1002', ['a', 'b']);
    expect(pickHexCommand([big, small], ['b'])).toBe(small);
  });
  it('without a selection takes only an unambiguous choice', () => {
    const r = c('retreatTo', '0403', ['x']);
    expect(pickHexCommand([r], [])).toBe(r);
    expect(pickHexCommand([c('assault', '1002', ['a']), c('assault', '1002', ['b'])], [])).toBeNull();
  });
});
