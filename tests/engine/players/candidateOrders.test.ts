// The candidate player's orders planner beyond the listed orders (issue 14): the engine lists orders only
// toward the places nearest each formation, so the objectives farther off get orders of their own, and one
// beyond 10 MP (NLC 12.2) an order sequence toward it (NLC 12.5); an objective nobody threatens keeps one
// garrison, not every formation near it.
import { describe, expect, it } from 'vitest';
import { applyCommand, defaultOptions, legalCommands, newGame, pendingDecision, viewFor, type ChooseCommand, type GameState } from '../../../src/engine';
import { loadScenarioFile } from '../../../src/cli/files';
import { legsToward, orderCandidates, orderValue } from '../../../src/players/candidate/orders';
import { worldOf } from '../../../src/players/candidate/world';
import { hexValue } from '../../../src/players/candidate/position';

/** Vauchamps at its first Local Decisions of the French (turn 1): the French west of Vauchamps, the Allied objectives east. */
function vauchampsStart(): GameState {
  const s = newGame(loadScenarioFile('vauchamps'), defaultOptions(), 1);
  const p = pendingDecision(s)!;
  expect(p.type).toBe('ordersLocal');
  expect(p.sides[0]).toBe('fr');
  return s;
}

describe('candidate player: orders toward far objectives', () => {
  it('[NLC 12.2, 12.5] the targets of a sequence gain on a goal beyond reach each time, from the formation\'s reach, up to the goal', () => {
    const s = vauchampsStart();
    const w = worldOf(viewFor(s, 'fr'), 'fr');
    // a reach of 3 hexes around Montmirail (2419): Fromentières (5614) lies far beyond it
    const area = new Set(w.ctx.map.inRange('2419', 3));
    expect(area.has('5614')).toBe(false);
    const legs = legsToward(w, area, '5614')!;
    expect(legs.length).toBeGreaterThan(1);
    expect(legs[legs.length - 1]).toBe('5614');
    expect(area.has(legs[0])).toBe(true);
    // the first target is the hex of the reach nearest the goal
    const nearest = Math.min(...[...area].map((h) => w.ctx.map.distance(h, '5614')));
    expect(w.ctx.map.distance(legs[0], '5614')).toBe(nearest);
    const d = legs.map((h) => w.ctx.map.distance(h, '5614'));
    for (let i = 1; i < d.length; i++) expect(d[i]).toBeLessThan(d[i - 1]);
    // the goal in reach: one target, the goal
    expect(legsToward(w, new Set(['5614', '5514']), '5614')).toEqual(['5614']);
  });

  it('[NLC 12.2] a formation is offered a legal order on an objective the listed orders (the places nearest it) leave out', () => {
    const s = vauchampsStart();
    const legal = legalCommands(s, 'fr');
    const listed = new Set(legal.flatMap((c) => (c.type === 'choose' && c.order ? (c.order.target ?? []) : [])));
    expect(listed.has('5614')).toBe(false);
    const w = worldOf(viewFor(s, 'fr'), 'fr');
    const far = orderCandidates(w, 'ordersLocal', legal).filter((c) => {
      const o = (c.cmd as ChooseCommand).order;
      return o?.type === 'attack' && o.target?.[0] === '5614';
    });
    expect(far.length).toBeGreaterThan(0);
    expect(far[0].why).toMatch(/attack 5614/);
    // the engine takes it: a Local Decision recorded
    const r = applyCommand(s, far[0].cmd);
    expect(r.ok).toBe(true);
  });

  it('[NLC 12.2] Defend an objective nobody threatens: worth less once another formation garrisons it', () => {
    const s = vauchampsStart();
    const w = worldOf(viewFor(s, 'fr'), 'fr');
    // the II Cavalry Corps stands within 2 hexes of Montmirail (2419) beside the Guard cavalry
    const garrisoned = orderValue(w, 'fr-gc', 'defend', ['2419']);
    expect(garrisoned.why).toMatch(/garrisoned/);
    // with every other French unit far to the west, the Guard cavalry is the garrison Montmirail needs
    const alone = structuredClone(s);
    for (const [id, u] of Object.entries(alone.units)) {
      if (id.startsWith('fr-') && !id.startsWith('fr-gc') && u.status === 'map') u.hex = '1413';
    }
    const w2 = worldOf(viewFor(alone, 'fr'), 'fr');
    const needed = orderValue(w2, 'fr-gc', 'defend', ['2419']);
    expect(needed.why).not.toMatch(/garrisoned/);
    expect(needed.score).toBeGreaterThan(garrisoned.score + 0.2);
  });

  it('[NLC 12.2] units follow their formation\'s order: nearer the target of an Attack is worth more, a Defend only beyond 2 hexes', () => {
    const s = vauchampsStart();
    const w = worldOf(viewFor(s, 'fr'), 'fr');
    // the at-start orders of the scenario, read from the side's own secret part of the view
    expect(w.orderOf['fr-vi']).toMatchObject({ type: 'attack', target: ['3917'] });
    const none = { ...w, orderOf: {} };
    const units = ['fr-vi-ricard'];
    const cost = (world: typeof w, hex: string) => hexValue(w, hex, units).total - hexValue(world, hex, units).total;
    for (const h of ['3317', '3018', '3717']) expect(cost(none, h)).toBeCloseTo(-0.8 * w.ctx.map.distance(h, '3917'), 5);
    expect(hexValue(w, '3317', units).why).toContain('on its orders');
    // a Defend of 3917 asks only to stand within 2 hexes of it
    const defend = { ...w, orderOf: { 'fr-vi': { type: 'defend', target: ['3917'] } } };
    expect(hexValue(defend, '3717', units).total).toBeCloseTo(hexValue(none, '3717', units).total, 5);
    expect(hexValue(defend, '3317', units).total).toBeCloseTo(hexValue(none, '3317', units).total - 0.8 * (w.ctx.map.distance('3317', '3917') - 2), 5);
  });
});

