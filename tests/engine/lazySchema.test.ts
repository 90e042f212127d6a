// Issue 8, first frame: the engine's zod schemas are built on first use, not when their module is
// imported; the stand-in behaves as the schema it stands for.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../../src/engine/scenario/lazySchema';

describe('lazySchema', () => {
  it('builds nothing until first used, then once', () => {
    let built = 0;
    const s = lazySchema(() => {
      built++;
      return z.strictObject({ hex: z.string().regex(/^\d{4}$/) });
    });
    expect(built).toBe(0);
    expect(s.safeParse({ hex: '0913' }).success).toBe(true);
    expect(s.safeParse({ hex: '913' }).success).toBe(false);
    expect(built).toBe(1);
  });
  it('composes as the real schema does: inside objects, arrays, extend, optional and a spread shape', () => {
    const hex = lazySchema(() => z.string().regex(/^\d{4}$/));
    const shape = lazySchema(() => ({ side: z.string().min(1), n: z.number().int().min(0) }));
    const spec = lazySchema(() => z.strictObject({ type: z.string(), target: z.array(hex).max(2) }));
    const cmd = lazySchema(() => z.discriminatedUnion('type', [z.strictObject({ type: z.literal('go'), ...shape, to: hex.optional() }), spec.extend({ type: z.literal('spec') })]));
    expect(cmd.parse({ type: 'go', side: 'fr', n: 1, to: '0101' })).toEqual({ type: 'go', side: 'fr', n: 1, to: '0101' });
    expect(cmd.safeParse({ type: 'go', side: 'fr', n: -1 }).success).toBe(false);
    expect(cmd.safeParse({ type: 'spec', target: ['0101', '0102', '0103'] }).success).toBe(false);
    expect(cmd.safeParse({ type: 'go', side: 'fr', n: 1, extra: 1 }).success).toBe(false);
    expect(cmd instanceof z.ZodType).toBe(true);
  });
  it('the engine\'s schemas are stand-ins, built on first use, not when the engine is imported', async () => {
    const { types } = await import('node:util');
    const roots = await Promise.all([
      import('../../src/engine/core/commandSchema').then((m) => m.commandSchema),
      import('../../src/engine/scenario/schema').then((m) => m.scenarioSchema),
      import('../../src/engine/save/save').then((m) => m.saveSchema),
      import('../../src/engine/scenario/sheet').then((m) => m.mapSheetSchema),
      import('../../src/engine/modules/mop/scenarioSchema').then((m) => m.mopScenarioSchema),
      import('../../src/engine/modules/n20/scenarioSchema').then((m) => m.n20ScenarioSchema),
    ]);
    for (const r of roots) expect(types.isProxy(r)).toBe(true);
    expect(roots[0].safeParse({ type: 'endTurn', side: 'fr', n: 0 }).success).toBe(true);
  });
});
