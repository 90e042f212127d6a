import { describe, it, expect } from 'vitest';
import { RULINGS } from '../../engineApi';
import { NLC_ARTILLERY_RULINGS } from '../../../../src/engine/modules/nlc/artillery/rulings';

describe('artillery rulings (8.2-8.5, 19.3, 19.4, 20.3, 20.4, 20.12, 20.13)', () => {
  it('[NLC 8.5] every artillery rule with an ambiguity has its ruling in the rules reference', () => {
    for (const r of NLC_ARTILLERY_RULINGS) expect(RULINGS).toContainEqual(r);
    const cases = new Set(NLC_ARTILLERY_RULINGS.map((r) => r.rule));
    for (const id of ['NLC 8.2', 'NLC 8.3', 'NLC 8.4', 'NLC 8.5', 'NLC 19.3', 'NLC 19.4', 'NLC 20.3', 'NLC 20.4', 'NLC 20.12', 'NLC 20.13']) expect(cases.has(id), id).toBe(true);
    // no copied rules text: our rulings are short explanations
    for (const r of NLC_ARTILLERY_RULINGS) expect(r.ruling.length).toBeLessThan(900);
  });
});
