// Hooks.moveStepFor settles a module's moveStep once for a whole movement search (core/module.ts): on replayed
// states of a March on Paris battle, with mud, a damaged span, a deployed pontoon and a burning town laid over
// them, it must give exactly what moveStep gives, step by step, for every group the movement listing searches.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { loadScenarioFile } from '../../../src/cli/files';
import { randomPicker } from '../../../src/players/random';
import { applyCommand, contextOf, legalCommands, newGame, type GameState } from '../engineApi';
import { stepCost } from '../../../src/engine/rules/movement/stepCost';
import { terrainTable } from '../../../src/engine/rules/terrainTable';
import { activePieces } from '../../../src/engine/modules/nlc/movement';
import { spanKey } from '../../../src/engine/modules/mop/field/state';

type Field = { weather: string; damaged: string[]; trains: Record<string, { status: string; hex: string | null; deployed?: string }> };
type Cards = { effects?: { card: number; side: string; turn: number; until: number; target?: string }[] };

/** The states of the movement segments of a random playout (the listing's real inputs). */
function movementStates(name: string, seed: number, commands: number): GameState[] {
  const sc = loadScenarioFile(name);
  let s = newGame(sc, { rules: {} }, seed);
  const pick = randomPicker(seed);
  const out: GameState[] = [];
  for (let i = 0; i < commands && !s.result; i++) {
    const top = s.stack[s.stack.length - 1];
    if (top?.k === 'decide' && top.type === 'formationMove' && i % 20 === 0) out.push(s);
    const r = applyCommand(s, pick.pick(legalCommands(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

/** The first river or stream hexside of the map with no span (a pontoon bridge can lie there). */
function waterSide(s: GameState): [string, string] {
  const ctx = contextOf(s);
  for (const h of ctx.map.ids) {
    for (const n of ctx.map.hexes[h].neighbours) {
      const f = ctx.map.side(h, n)?.features ?? [];
      if ((f.includes('river') || f.includes('stream')) && !f.includes('bridge') && !f.includes('trestle')) return [h, n];
    }
  }
  throw new Error('no river or stream on the map');
}

type Rough = 'mud' | 'span' | 'pontoon' | 'fire';

/** The same state with field rules' step changes in play near `at` (each alone, or all together). */
function roughened(s: GameState, at: string, what: readonly Rough[]): GameState {
  const ctx = contextOf(s);
  const [a, b] = [at, ctx.map.hexes[at].neighbours[0]];
  return produce(s, (d) => {
    const f = (d.mop as unknown as { field: Field }).field;
    if (what.includes('mud')) f.weather = 'mud';
    if (what.includes('span')) f.damaged = [...f.damaged, spanKey(a, b)].sort();
    // a pontoon bridge over the first river or stream hexside of the map (pontoonStep prices only those)
    if (what.includes('pontoon')) {
      const [h, n] = waterSide(s);
      f.trains['test-pontoon'] = { status: 'map', hex: h, deployed: n };
    }
    if (what.includes('fire')) {
      const cards = ((d.mop as unknown as { cards?: Cards }).cards ??= {});
      (cards.effects ??= []).push({ card: 16, side: ctx.sides[0], turn: d.clock.turn, until: d.clock.turn, target: b });
    }
  });
}

describe('[MOP 37.2] moveStepFor equals moveStep', () => {
  it('[MOP 37.4] the settled step changes of mud, spans, pontoons, road columns and burning towns are moveStep\'s, step by step', () => {
    let compared = 0;
    let settledNull = 0;
    const mismatches: string[] = [];
    for (const base of movementStates('montmirail', 7, 100)) {
      const ctx = contextOf(base);
      const pieces = activePieces(base, ctx).filter((p) => base.units[p]?.status === 'map' || base.leaders[p]?.status === 'map');
      if (!pieces.length) continue;
      const hexOf = (p: string) => (base.units[p] ?? base.leaders[p]).hex!;
      const variants: Rough[][] = [['mud'], ['span'], ['pontoon'], ['fire'], ['mud', 'span', 'pontoon', 'fire']];
      for (const s of [base, ...variants.map((v) => roughened(base, hexOf(pieces[0]), v))]) {
        const byHex = new Map<string, string[]>();
        for (const p of pieces) byHex.set(hexOf(p), [...(byHex.get(hexOf(p)) ?? []), p]);
        const groups = [...pieces.map((p) => [p]), ...[...byHex.values()].filter((g) => g.length > 1)];
        for (const g of groups.slice(0, 6)) {
          const from = hexOf(g[0]);
          const steps: [string, string][] = [];
          for (const h of ctx.map.inRange(from, 1)) for (const n of ctx.map.hexes[h].neighbours) steps.push([h, n]);
          const [wa, wb] = waterSide(s);
          steps.push([wa, wb], [wb, wa]);
          for (const m of ctx.modules) {
            const hooks = m.hooks;
            if (!hooks?.moveStep || !hooks.moveStepFor) continue;
            const settled = hooks.moveStepFor(s, ctx, g);
            if (!settled) settledNull++;
            for (const [a, b] of steps) {
              for (const cls of ['infantry', 'artillery'] as const) {
                for (const road of [true, false]) {
                  // the step's own cost, and any other cost a module before this one may have made of it
                  for (const c of [stepCost(ctx.map, a, b, cls, road, terrainTable(ctx)), { halves: 1, road }]) {
                    const got = JSON.stringify(settled ? settled(a, b, c) : c);
                    const want = JSON.stringify(hooks.moveStep(s, ctx, g, a, b, c));
                    if (got !== want && mismatches.length < 5) mismatches.push(`${m.id} ${g.join('+')} ${a}-${b} ${cls}${road ? ' road' : ''}: ${got} instead of ${want}`);
                    compared++;
                  }
                }
              }
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(2000);
    expect(settledNull).toBeGreaterThan(0);
  }, 120_000);
});
