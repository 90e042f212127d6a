// The March on Paris module switches on with a scenario's `mop` section and only then (MOP 37).
import { describe, it, expect } from 'vitest';
import { contextFor } from '../engineApi';
import { miniScenario, start } from '../fixtures';

const units = [
  { id: 'u1', side: 'fr', hex: '0101' },
  { id: 'e1', side: 'al', hex: '0505' },
];

describe('March on Paris module', () => {
  it('[MOP 37.1] a scenario with a mop section plays with the module: its state and its choices exist', () => {
    const sc = miniScenario({ id: 'mop-mini', units, mop: { battle: 'test' } });
    const ctx = contextFor(sc);
    expect(ctx.modules.map((m) => m.id)).toContain('mop');
    expect(ctx.toggles.map((t) => t.id)).toEqual(expect.arrayContaining(['MOP 37.12 Restricted', 'MOP 37.1', 'MOP 37.10', 'MOP 37.11']));
    const s = start(sc);
    expect(s.mop).toEqual(expect.objectContaining({ v: 1 }));
  });

  it('[MOP 37.12] the event modes are one choice; none of them on is historical study', () => {
    const ctx = contextFor(miniScenario({ id: 'mop-mini2', units, mop: {} }));
    expect(ctx.toggles.filter((t) => t.group?.id === 'MOP 37.12').map((t) => t.id)).toEqual(['MOP 37.12 Restricted', 'MOP A.III Tables', 'MOP 37.12 Full']);
  });

  it('[MOP 37.1] a plain NLC scenario has no March on Paris module, choice or state', () => {
    const sc = miniScenario({ id: 'nlc-mini', units });
    const ctx = contextFor(sc);
    expect(ctx.modules.map((m) => m.id)).not.toContain('mop');
    expect(ctx.toggles.some((t) => t.id.startsWith('MOP'))).toBe(false);
    expect(start(sc).mop).toBeUndefined();
  });
});
