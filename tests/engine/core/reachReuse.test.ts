// The listing of moves reuses a group's movement search from the state listed before when the move made
// since cannot have changed it (reachReuse.ts). Over the states of random games, the listing made that
// way must be the very listing made with every search forgotten: the same commands in the same order.
import { describe, it, expect } from 'vitest';
import { applyCommand, legalCommands, newGame, pendingDecision, type GameState } from '../engineApi';
import { forgetSearches, groupDestinations } from '../../../src/engine/rules/movement/reachReuse';
import { randomPicker } from '../../../src/players/random';
import { walkRandomGame } from '../randomGame';
import { contextOf } from '../engineApi';
import { activePieces, nlcPolicy } from '../../../src/engine/modules/nlc/movement';
import { arrivalOf } from '../../../src/engine/rules/arrival';
import { produce } from 'immer';
import { miniScenario, start } from '../fixtures';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { fieldScenario } from '../mop/fieldHarness';

/** Plays a random game; at each movement decision compares the listing made after the one before with a fresh one. */
function compare(scenarioId: string, opts: string | undefined, seed: number, cap: number): { listings: number; reused: number } {
  let listings = 0;
  let reused = 0;
  forgetSearches();
  let before: Map<string, unknown> = new Map();
  walkRandomGame(scenarioId, opts, seed, cap, (s, legal, i) => {
    if (pendingDecision(s)?.type !== 'formationMove') return;
    const ctx = contextOf(s);
    // which groups' searches came from the state listed before (the same reach object)
    const now = new Map<string, unknown>();
    for (const id of activePieces(s, ctx)) {
      const r = groupDestinations(s, ctx, [id], nlcPolicy(s, ctx, [id]));
      if ('code' in r) continue;
      now.set(id, r.reach);
      if (before.get(id) === r.reach) reused++;
    }
    forgetSearches();
    const fresh = legalCommands(s);
    expect(JSON.stringify(legal), `${scenarioId} seed ${seed} command ${i}`).toBe(JSON.stringify(fresh));
    // the next state is listed after this one, whose searches are now the fresh ones
    for (const id of activePieces(s, ctx)) {
      const r = groupDestinations(s, ctx, [id], nlcPolicy(s, ctx, [id]));
      if (!('code' in r)) now.set(id, r.reach);
    }
    before = now;
    listings++;
  });
  return { listings, reused };
}

/**
 * States of random games at a movement decision, each changed at random in the ways a search may depend
 * on: a friendly or enemy unit put into or next to the groups' reach, onto a chateau, onto a reinforcement's
 * entry hex, or taken off the map. Each changed state is listed right after the state it came from
 * (reusing its searches) and afresh; the two listings must be the same.
 */
function perturb(scenarioId: string, opts: string | undefined, seed: number, cap: number, per: number): { pairs: number; differ: number } {
  const dice = randomPicker(seed + 100);
  let pairs = 0;
  let differ = 0;
  walkRandomGame(scenarioId, opts, seed, cap, (s, legal, i) => {
    if (pendingDecision(s)?.type === 'formationMove' && i % 4 === 0) {
      const ctx = contextOf(s);
      const side = pendingDecision(s)!.side!;
      const active = activePieces(s, ctx);
      const near = new Set<string>();
      for (const id of active) {
        const p = s.units[id] ?? s.leaders[id];
        const at = p.status === 'map' ? p.hex : (arrivalOf(s, ctx, id) ?? (ctx.units[id] ?? ctx.leaders[id]).arrives)?.hex;
        if (!at) continue;
        near.add(at);
        for (const h of ctx.map.inRange(at, p.status === 'map' ? 4 : 1)) near.add(h);
      }
      const places = [...near].sort();
      const chateaux = places.filter((h) => ctx.map.hexes[h].terrain === 'chateau');
      const onMap = ctx.unitIds.filter((u) => s.units[u].status === 'map');
      for (let k = 0; k < per && places.length && onMap.length; k++) {
        const unit = dice.pick(onMap);
        const to = chateaux.length && k % 3 === 0 ? dice.pick(chateaux) : dice.pick(places);
        const gone = k % 7 === 6;
        const s2 = produce(s, (d) => {
          if (gone) {
            d.units[unit].status = 'eliminated';
            d.units[unit].hex = null;
          } else d.units[unit].hex = to;
          delete d.units[unit].line;
        });
        // an enemy hex taken by a friendly unit (or the reverse) is no state of the game
        const mixed = ctx.unitIds.some((u) => s2.units[u].status === 'map' && s2.units[u].hex === to && ctx.units[u].side !== ctx.units[unit].side);
        if (!gone && mixed) continue;
        legalCommands(s);
        const kept = legalCommands(s2);
        forgetSearches();
        const fresh = legalCommands(s2);
        expect(JSON.stringify(kept), `${scenarioId} seed ${seed} command ${i}: ${unit} (${ctx.units[unit].side}, movers ${side}) ${gone ? 'removed' : 'to ' + to}`).toBe(
          JSON.stringify(fresh),
        );
        if (JSON.stringify(legal) !== JSON.stringify(fresh)) differ++;
        pairs++;
      }
    }
  });
  return { pairs, differ };
}

describe('movement searches reused from the state listed before', () => {
  it('[NLC 5] the listing with reused searches is the fresh listing, command for command (March on Paris battles)', { timeout: 600_000 }, () => {
    let listings = 0;
    let reused = 0;
    for (const [id, seed] of [['champaubert', 1], ['montmirail', 2], ['vauchamps', 3]] as const) {
      const r = compare(id, undefined, seed, 400);
      listings += r.listings;
      reused += r.reused;
    }
    expect(listings).toBeGreaterThan(200);
    // the comparison means something only if searches were reused
    expect(reused).toBeGreaterThan(listings);
  });

  it('[NLC 5.2] the same with every optional rule (extended lines, hidden movement, chateaux, night)', { timeout: 600_000 }, () => {
    let listings = 0;
    for (const [id, seed] of [['crossing', 4], ['montmirail', 6]] as const) listings += compare(id, 'all', seed, 400).listings;
    expect(listings).toBeGreaterThan(50);
  });

  it('[NLC 5.3, 5.4, 9, 10, 11.1] a unit put anywhere near the movers, or taken away: the reused listing is the fresh one', { timeout: 600_000 }, () => {
    let pairs = 0;
    let differ = 0;
    for (const [id, opts, seed] of [['tutorial', undefined, 7], ['la-rothiere', undefined, 8], ['crossing', 'all', 9]] as const) {
      const r = perturb(id, opts, seed, 300, 12);
      pairs += r.pairs;
      differ += r.differ;
    }
    expect(pairs).toBeGreaterThan(200);
    // the changes matter: many change the listing, which the reuse must then follow
    expect(differ).toBeGreaterThan(pairs / 4);
  });
});

describe('a friendly move that changes another group\'s search is seen', () => {
  type Move = Extract<ReturnType<typeof legalCommands>[number], { type: 'move' }>;
  const movesOf = (legal: ReturnType<typeof legalCommands>, unit: string) =>
    JSON.stringify(legal.filter((c): c is Move => c.type === 'move' && c.units.join() === unit).map((c) => c.path));

  /** Lists `s`, moves `mover` to `to` by a listed path, and lists the state after with and without the reused searches. */
  function after(s: GameState, mover: string, to: string, watched: string) {
    forgetSearches();
    const legal = legalCommands(s);
    const go = legal.find((c): c is Move => c.type === 'move' && c.units.join() === mover && c.path[c.path.length - 1] === to);
    if (!go) throw new Error(`${mover} cannot reach ${to}`);
    const r = applyCommand(s, go);
    if (!r.ok) throw new Error(r.error.message);
    const kept = legalCommands(r.state);
    forgetSearches();
    const fresh = legalCommands(r.state);
    return { before: movesOf(legal, watched), kept: movesOf(kept, watched), fresh: movesOf(fresh, watched) };
  }

  // [title, the state at the movement decision, the unit moved, where to, the unit whose moves change]
  const road = (row: string) => ({ kind: 'road' as const, path: ['01', '02', '03', '04', '05', '06', '07'].map((c) => c + row) });
  const cases: [string, () => GameState, string, string, string][] = [
    [
      // leaving the chateau now costs the ZOC's extra MP (NLC 5.4)
      '[NLC 10] a unit filling a chateau to two units puts it in the enemy ZOC for the unit next to it',
      () => atAction(start(miniScenario({ hexes: [{ id: '0403', terrain: 'chateau' }], units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'b', side: 'fr', hex: '0204' }, { id: 'z', side: 'al', hex: '0503' }] })), 'fr', ['f1']),
      'b', '0403', 'a',
    ],
    [
      '[NLC 5.2] a unit stepping onto the road takes the road rate from a lone unit entering that hex',
      () => atAction(start(miniScenario({ roads: [road('03')], units: [{ id: 'a', side: 'fr', hex: '0103' }, { id: 'b', side: 'fr', hex: '0502' }, { id: 'z', side: 'al', hex: '0808' }] })), 'fr', ['f1']),
      'b', '0403', 'a',
    ],
    [
      '[MOP 37.2] a unit joining a huge unit takes the road rate from its first step out of the shared hex',
      () => atAction(newGame(fieldScenario({ units: [ours('h', '0105', { strength: [9, 5] }), ours('s', '0104', { strength: [2, 1] }), foe('e', '0909')], roads: [road('05')] }), { rules: {} }, 1), 'fr', ['f1']),
      's', '0105', 'h',
    ],
  ];
  for (const [title, state, mover, to, watched] of cases) {
    it(title, () => {
      const r = after(state(), mover, to, watched);
      expect(r.fresh).not.toBe(r.before);
      expect(r.kept).toBe(r.fresh);
    });
  }
});
