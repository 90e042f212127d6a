// The candidate player's movement beyond the hex values (issue 14): a formation's leader keeps his units
// in command range, a reinforcement comes on the map, and in the last two turns a garrison out of supply
// keeps next to its objective rather than on it, in constructed Vauchamps positions.
import { describe, expect, it, vi } from 'vitest';
import { applyCommand, contextOf, defaultOptions, legalCommands, newGame, pendingDecision, viewFor, type GameState, type MoveCommand } from '../../../src/engine';
import { loadScenarioFile } from '../../../src/cli/files';
import { randomPicker } from '../../../src/players/random';
import { candidatePlayer } from '../../../src/players/candidate';
import { suppliedHexes, worldOf, type World } from '../../../src/players/candidate/world';

// a world whose supply overlay a test sets (the player's own reading, suppliedHexes, is traced from the view)
const suppliedFor = new WeakMap<World, Set<string>>();
vi.mock('../../../src/players/candidate/world', async (original) => {
  const m = await original<typeof import('../../../src/players/candidate/world')>();
  return { ...m, suppliedHexes: (w: World) => suppliedFor.get(w) ?? m.suppliedHexes(w) };
});
import { hexValue } from '../../../src/players/candidate/position';
import { playTo } from './playTo';

/** Vauchamps played at random until the French move with `formation` activated. */
function frenchMoving(formation: string): GameState {
  let s = newGame(loadScenarioFile('vauchamps'), defaultOptions(), 1);
  const pick = randomPicker(1);
  for (let i = 0; i < 5000 && !s.result; i++) {
    const p = pendingDecision(s)!;
    if (p.sides[0] === 'fr' && p.type === 'formationMove' && ((s.nlc as { active?: string[] } | undefined)?.active ?? []).includes(formation)) return s;
    const r = applyCommand(s, pick.pick(legalCommands(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error(`no French movement of ${formation}`);
}

describe('candidate player: leaders and reinforcements', () => {
  it('[NLC 12.1] a formation\'s leader left by other troops goes back to his own units, beyond whose command range they may not move on', () => {
    const s0 = playTo('vauchamps', 1, 'fr', 'formationMove');
    expect((s0.nlc as { active?: string[] } | undefined)?.active).toEqual(['fr-iicav']);
    // Saint-Germain (II Cavalry Corps) stands with the Old Guard at 2116, six hexes from his divisions
    const s: GameState = { ...s0, leaders: { ...s0.leaders, 'fr-stgermain': { ...s0.leaders['fr-stgermain'], hex: '2116' } } };
    const own = ['fr-iicav-1', 'fr-iicav-a'].map((u) => s.units[u].hex!);
    const map = contextOf(s).map;
    const t = candidatePlayer(1).think({ view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') });
    const his = t.all!.filter((c) => c.cmd.type === 'move' && c.cmd.units.length === 1 && c.cmd.units[0] === 'fr-stgermain');
    expect(his.length).toBeGreaterThan(1);
    const best = his[0].cmd as MoveCommand;
    const to = best.path[best.path.length - 1];
    // his best move is worth making, and ends within two hexes of each of his divisions
    expect(his[0].score).toBeGreaterThan(0.15);
    for (const h of own) expect(map.distance(to, h)).toBeLessThanOrEqual(2);
  });

  it('[NLC 9] a reinforcement due on the map comes on rather than staying off it', () => {
    const s = frenchMoving('fr-vii');
    expect(s.units['fr-vii-leval'].status).toBe('pending');
    const cmd = candidatePlayer(1).think({ view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') }).chosen.cmd;
    expect(cmd.type).toBe('move');
    expect((cmd as MoveCommand).units).toContain('fr-vii-leval');
    const r = applyCommand(s, cmd);
    expect(r.ok && r.state.units['fr-vii-leval'].status).toBe('map');
  });

  it('[MOP 37.13] in the last two turns a unit stands on an objective of ours only where it is in supply: out of supply it would cost the objective, so it keeps next to it', () => {
    const s0 = playTo('vauchamps', 1, 'fr', 'formationMove');
    expect(s0.control['2419']).toBe('fr');
    const last = contextOf(s0).scenario.turns.count;
    // early on the overlay is not read: a garrison leaving early lets the enemy walk in before the end
    expect(suppliedHexes(worldOf(viewFor(s0, 'fr'), 'fr'))).toBeNull();
    const s: GameState = { ...s0, clock: { ...s0.clock, turn: last } };
    const w = worldOf(viewFor(s, 'fr'), 'fr');
    // the engine's supply overlay for the side, read by the player: Montmirail (2419) is in French supply
    expect(suppliedHexes(w)?.has('2419')).toBe(true);
    const map = contextOf(s).map;
    const around = map.inRange('2419', 1).filter((h) => h !== '2419');
    const best = (world: typeof w) => ['2419', ...around].map((h) => ({ h, v: hexValue(world, h, ['fr-gc-guyot']).total })).sort((a, b) => b.v - a.v)[0].h;
    expect(best(w)).toBe('2419');
    // the same board with 2419 cut off from supply: the best hex is next to it
    const cut = { ...w };
    suppliedFor.set(cut, new Set(map.ids.filter((h) => h !== '2419')));
    expect(around).toContain(best(cut));
  });
});
