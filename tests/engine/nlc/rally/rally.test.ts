// NLC 13 rally of eliminated units at night, and the shared rally attempt other modules call.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { legalCommands, newGame, pendingDecision, type GameState } from '../../engineApi';
import { miniScenario, act, refuse, ORDERS_ON as ON, type Cmd } from '../../fixtures';
import { withFrames } from '../../harness';
import { proc } from '../../../../src/engine/core/run';
import { contextOf } from '../../engineApi';
import { rallyAttempt, rallyVeto } from '../../../../src/engine/modules/nlc/rally/index';
import { rallyOf } from '../../../../src/engine/modules/nlc/rally/state';
import { nlcOf } from '../../../../src/engine/modules/nlc/state';
import { takeStep } from '../../../../src/engine/modules/nlc/losses';
import { RULINGS } from '../../../../src/engine/rulings';


/** Ney's I Corps (leader at 0303) in Reserve; an Allied corps at `allied`; turn 1 is a night turn. */
function world(opts: { allied?: string; order?: 'reserve' | 'defend'; oneStep?: boolean; demoralization?: number } = {}) {
  const oneStep = opts.oneStep ? { strength: [2, null] as [number, null] } : {};
  return miniScenario({
    id: 'rally-' + Math.random().toString(36).slice(2),
    columns: 12,
    rows: 12,
    night: [1, 2],
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney', ...(opts.demoralization ? { demoralization: opts.demoralization } : {}) },
      { id: 'a1', side: 'al', name: 'Allied Corps', leader: 'kl' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: '0303', ...oneStep },
      { id: 'b', side: 'fr', hex: '0304', ...oneStep },
      { id: 'c', side: 'fr', hex: '0305', ...oneStep },
      { id: 'z', side: 'al', hex: opts.allied ?? '1010' },
    ],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 1, role: 'overall', hex: '0102' },
      { id: 'ney', side: 'fr', name: 'Ney', rating: 1, role: 'corps', formation: 'f1', hex: '0303' },
      { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: '1111' },
      { id: 'kl', side: 'al', name: 'Klenau', rating: 2, role: 'corps', formation: 'a1', hex: opts.allied ?? '1010' },
    ],
    hqs: [
      { id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0102' },
      { id: 'ahq', side: 'al', name: 'Allied HQ', leader: 'sch', hex: '1111' },
    ],
    command: {
      wings: [],
      orders: [
        opts.order === 'defend' ? { formation: 'f1', type: 'defend', target: ['0303'] } : { formation: 'f1', type: 'reserve', target: [] },
        { formation: 'a1', type: 'defend', target: [opts.allied ?? '1010'] },
      ],
    },
  });
}

/** A new game (night turn 1), with these French units eliminated in an earlier turn, at the rally step. */
function atRally(scn: ReturnType<typeof world>, eliminated: string[], dice: number[] = [], demoralized = false): GameState {
  let s = newGame(scn, ON, 1);
  s = produce(s, (d) => {
    if (demoralized) (d.nlc as unknown as { demoralizedFormations: string[] }).demoralizedFormations = ['f1'];
    for (const u of eliminated) {
      d.units[u].status = 'eliminated';
      d.units[u].hex = null;
      d.units[u].steps = 0;
    }
    d.clock.turn = 2;
  });
  return withFrames(s, [proc('rallyPhase')], dice);
}

describe('NLC 13 rally of eliminated units at night', () => {
  it('[NLC 13] a formation in Reserve rallies an eliminated unit into its unseen leader\'s hex on its back step', () => {
    let s = atRally(world(), ['b']);
    expect(pendingDecision(s)!.type).toBe('rally');
    expect(legalCommands(s).some((c) => c.type === 'choose' && c.choice === 'rally' && c.units?.[0] === 'b')).toBe(true);
    s = act(s, { type: 'choose', side: 'fr', choice: 'rally', units: ['b'] } as Cmd);
    expect(s.units.b.status).toBe('map');
    expect(s.units.b.hex).toBe('0303');
    expect(s.units.b.steps).toBe(1);
    expect(rallyOf(s)!.rallied.b).toBe(2);
  });

  it('[NLC 13] only with Reserve orders: a formation under Defend offers no rally', () => {
    const s = atRally(world({ order: 'defend' }), ['b']);
    expect(pendingDecision(s)?.type).not.toBe('rally');
    expect(s.units.b.status).toBe('eliminated');
  });

  it('[NLC 13] not while an enemy unit sees the leader (adjacent at night)', () => {
    const s = atRally(world({ allied: '0403' }), ['b']);
    expect(pendingDecision(s)?.type).not.toBe('rally');
  });

  it('[NLC 13] at most a stack a leader a turn: the full hex is made room in once, then no more', () => {
    // a stands with Ney at 0303: rallying b moves a aside, then c rallies too; that is two, the limit
    let s = atRally(world(), ['b', 'c']);
    s = act(s, { type: 'choose', side: 'fr', choice: 'rally', units: ['b'] } as Cmd);
    expect(s.units.b.hex).toBe('0303');
    s = act(s, { type: 'choose', side: 'fr', choice: 'rally', units: ['c'] } as Cmd);
    expect(s.units.c.hex).toBe('0303');
    // 0303 holds two: b (the highest id there) was moved aside to a neighbour
    expect(['a', 'b', 'c'].filter((u) => s.units[u].hex === '0303')).toEqual(['a', 'c']);
    expect(contextOf(s).map.hexes['0303'].neighbours).toContain(s.units.b.hex);
    // the leader's two are used: the decision closed
    expect(pendingDecision(s)?.type).not.toBe('rally');
  });

  it('[NLC 13] a demoralized corps rallies on 1-4; on 5-6 the unit is destroyed for good', () => {
    // limit 4: a and b eliminated (8) demoralize I Corps
    const ok = act(atRally(world({ demoralization: 4 }), ['b', 'c'], [4], true), { type: 'choose', side: 'fr', choice: 'rally', units: ['b'] } as Cmd);
    expect(ok.units.b.status).toBe('map');
    const bad = act(atRally(world({ demoralization: 4 }), ['b', 'c'], [5], true), { type: 'choose', side: 'fr', choice: 'rally', units: ['b'] } as Cmd);
    expect(bad.units.b.status).toBe('eliminated');
    expect(rallyOf(bad)!.destroyed).toContain('b');
  });

  it('[NLC 13] rallying lifts corps demoralization when the losses fall below the limit (NLC 15)', () => {
    let s = produce(atRally(world({ demoralization: 8 }), ['b', 'c']), (d) => {
      (d.nlc as unknown as { demoralizedFormations: string[] }).demoralizedFormations = ['f1'];
    });
    s = act({ ...s, testDice: [2] }, { type: 'choose', side: 'fr', choice: 'rally', units: ['b'] } as Cmd);
    expect(nlcOf(s).demoralizedFormations).not.toContain('f1');
  });

  it('[NLC 13] one-step units rally only in pairs of identical ratings: one returns, the other is removed for good', () => {
    let s = atRally(world({ oneStep: true }), ['b', 'c']);
    expect(refuse(s, { type: 'choose', side: 'fr', choice: 'rally', units: ['b'] } as Cmd).rule).toBe('NLC 13');
    s = act(s, { type: 'choose', side: 'fr', choice: 'rally', units: ['b', 'c'] } as Cmd);
    expect(s.units.b.status).toBe('map');
    expect(s.units.b.steps).toBe(1);
    expect(s.units.c.status).toBe('eliminated');
    expect(rallyOf(s)!.destroyed).toEqual(['c']);
  });

  it('[NLC 13] a unit eliminated this turn waits for the next night turn', () => {
    let s = newGame(world(), ON, 1);
    s = produce(s, (d) => {
      d.clock.turn = 2;
      d.units.b.status = 'eliminated';
      d.units.b.hex = null;
      d.units.b.steps = 0;
      (d.nlc as unknown as { rally: unknown }).rally = { eliminated: { b: { turn: 2, hex: '0304', supplied: true } }, destroyed: [], rallied: {} };
    });
    s = withFrames(s, [proc('rallyPhase')]);
    expect(pendingDecision(s)?.type).not.toBe('rally');
  });

  it('[NLC 13] units cut off from supply when eliminated surrendered: they never rally', () => {
    // French supply only at 1212, behind the Allies; b is eliminated at 0304 (no road: more than 5 hexes off)
    const scn = world();
    scn.map.hexes.push({ id: '1212', supply: 'fr' } as (typeof scn.map.hexes)[number]);
    let s = newGame({ ...scn }, { rules: { 'NLC 12': true } }, 1);
    const ctx = contextOf(s);
    ctx.map.hexes['1212'].supply = 'fr';
    s = produce(s, (d) => {
      d.clock.turn = 2;
    });
    s = produce(s, (d) => {
      const out = { events: [], revealed: false, rolled: false };
      takeStep(d, ctx, out, 'b', 'NLC 7.2');
      takeStep(d, ctx, out, 'b', 'NLC 7.2');
    });
    expect(rallyOf(s)!.eliminated.b.supplied).toBe(false);
    expect(rallyOf(s)!.destroyed).toContain('b');
    s = produce(s, (d) => void (d.clock.turn = 3));
    expect(rallyVeto(s, ctx, 'b', '0303')!.message).toMatch(/destroyed for good/);
  });

  it('[NLC 13] the shared rally attempt: another module rallies a unit into its own hex under its own rule', () => {
    let s = newGame(world(), ON, 1);
    const ctx = contextOf(s);
    s = produce(s, (d) => {
      d.units.c.status = 'eliminated';
      d.units.c.hex = null;
      d.units.c.steps = 0;
      d.testDice = [6];
    });
    expect(rallyVeto(s, ctx, 'a', '0505')!.code).toBe('not-eliminated');
    let result: ReturnType<typeof rallyAttempt> | null = null;
    const out = { events: [], revealed: false, rolled: false };
    const after = produce(s, (d) => {
      result = rallyAttempt(d, ctx, out, 'c', '0505', { demoralized: true, rule: 'NLC 20.1' });
    });
    expect(result!.outcome).toBe('destroyed');
    expect(after.units.c.status).toBe('eliminated');
    const again = produce(s, (d) => {
      d.testDice = [1];
      result = rallyAttempt(d, ctx, out, 'c', '0505', { demoralized: true });
    });
    expect(again.units.c.hex).toBe('0505');
  });

  it('[NLC 13] rally rulings are listed', () => {
    expect(RULINGS.filter((r) => r.rule === 'NLC 13').length).toBeGreaterThanOrEqual(3);
  });
});
