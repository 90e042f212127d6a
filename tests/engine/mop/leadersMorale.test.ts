// MOP 37.5 morale, 37.6 UAR and PEU boxes, 37.14 leader ratings, 37.15.1 off-map commanders, 37.16 special leaders.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, newGame, type GameState, type Scenario } from '../engineApi';
import { miniScenario } from '../fixtures';

// these cases are played without events (historical study), so the fixed dice are not spent on cards (MOP 37.12)
const start = (sc: Scenario): GameState => newGame(sc, { rules: { 'MOP 37.12 Restricted': false } }, 1);
import { withFrames } from '../harness';
import { proc } from '../../../src/engine/core/run';
import { baseMorale, unitMorale } from '../../../src/engine/modules/nlc/morale';
import { takeStep } from '../../../src/engine/modules/nlc/losses';
import { boxesOf } from '../../../src/engine/modules/mop/core/boxes';
import { attackerFireLines, defenderFireLines } from '../../../src/engine/modules/nlc/combat/fire';
import type { RulesModule } from '../../../src/engine/core/module';
import { logEntries } from '../../../src/engine/core/logBook';

const texts = (s: GameState) => logEntries(s).map((e) => e.text);

describe('MOP 37.5 morale', () => {
  const sc = () =>
    miniScenario({
      id: 'mop-morale',
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'b', side: 'fr', hex: '0103', morale: 2 },
        { id: 'r', side: 'al', hex: '0505', flags: ['russianInfantry'] },
        { id: 'r4', side: 'al', hex: '0507', flags: ['russianInfantry'] },
      ],
      mop: { initiative: { f1: 2, a1: 2, r4: 4 } },
    });
  it('[MOP 37.5] morale is the initiative value plus one (a unit\'s own value before its formation\'s)', () => {
    const s = start(sc());
    const ctx = contextOf(s);
    expect(unitMorale(s, ctx, 'a')).toBe(3);
    expect(unitMorale(s, ctx, 'b')).toBe(3);
    expect(unitMorale(s, ctx, 'r4')).toBe(5);
  });
  it('[MOP 37.5] Russian infantry adds one when defending, to at most 5, and keeps its morale when flipped', () => {
    const s = start(sc());
    const ctx = contextOf(s);
    expect(baseMorale(s, ctx, 'r', { defending: true })).toBe(4);
    expect(baseMorale(s, ctx, 'r', { defending: false })).toBe(3);
    expect(baseMorale(s, ctx, 'r4', { defending: true })).toBe(5);
    const flipped = produce(s, (d) => {
      d.units.r.steps = 1;
    });
    expect(unitMorale(flipped, ctx, 'r')).toBe(3);
  });
});

describe('MOP 37.6 UAR and PEU boxes', () => {
  const sc = (night: number[] = []) =>
    miniScenario({
      id: night.length ? 'mop-boxes-night' : 'mop-boxes',
      night,
      formations: [
        { id: 'f1', side: 'fr', name: 'I Corps', leader: 'l1' },
        { id: 'a1', side: 'al', name: 'Allied Corps' },
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0101', strength: [4, 2] },
        { id: 'b', side: 'fr', hex: '0102', strength: [4, 2] },
        { id: 'e', side: 'al', hex: '0808' },
      ],
      leaders: [{ id: 'l1', side: 'fr', name: 'Davout', rating: 3, role: 'corps', formation: 'f1', hex: '0104' }],
      mop: {},
    });
  const eliminate = (s: GameState, unit: string) =>
    produce(s, (d) => {
      const ctx = contextOf(s);
      const out = { events: [], revealed: false, rolled: false };
      takeStep(d, ctx, out, unit, 'NLC 7.2');
      takeStep(d, ctx, out, unit, 'NLC 7.2');
    });

  it('[MOP 37.6] a unit that loses its last step goes to the UAR box', () => {
    const s = eliminate(start(sc()), 'a');
    expect(s.units.a.status).toBe('eliminated');
    expect(boxesOf(s)).toEqual({ uar: ['a'], peu: [] });
  });

  it('[MOP 37.6] a unit out of supply when eliminated goes to the PEU box', () => {
    const s0 = start(sc());
    const ctx = contextOf(s0);
    const noSupply: RulesModule = { id: 'test-supply', hooks: { unitInSupply: (_s, _c, unit) => (unit === 'a' ? false : undefined) } };
    ctx.modules.unshift(noSupply);
    try {
      const s = eliminate(eliminate(s0, 'a'), 'b');
      expect(boxesOf(s)).toEqual({ uar: ['b'], peu: ['a'] });
    } finally {
      ctx.modules.splice(ctx.modules.indexOf(noSupply), 1);
    }
  });

  it('[MOP 37.6] at night a unit rallies from the UAR box on 1-4 to its leader\'s hex, reduced; 5-6 sends it to the PEU box', () => {
    const s0 = eliminate(eliminate(start(sc([1])), 'a'), 'b');
    const ok = withFrames(s0, [proc('mopRally')], [4, 5]);
    expect(ok.units.a).toMatchObject({ status: 'map', hex: '0104', steps: 1 });
    expect(ok.units.b.status).toBe('eliminated');
    expect(boxesOf(ok)).toEqual({ uar: [], peu: ['b'] });
    expect(texts(ok)).toContain('a fails to rally (rolled 5): permanently eliminated (PEU box)'.replace('a fails', 'b fails'));
  });

  it('[MOP 37.6] the night turn start queues the rally; a leader in sight of the enemy rallies nobody', () => {
    const s0 = eliminate(start(sc([1])), 'a');
    const s = withFrames(s0, [proc('turnStart')], [2]);
    expect(s.units.a.status).toBe('map');
    // night sight is one hex: an adjacent enemy sees him
    const seen = produce(s0, (d) => {
      d.units.e.hex = '0105';
    });
    const t = withFrames(seen, [proc('mopRally')], [2]);
    expect(t.units.a.status).toBe('eliminated');
    expect(boxesOf(t).uar).toEqual(['a']);
  });
});

describe('MOP 37.14-37.16 leaders', () => {
  it('[MOP 37.14] a named leader rated otherwise than the March on Paris table is refused at load', () => {
    const mk = (rating: number, id: string) =>
      miniScenario({ id, units: [{ id: 'a', side: 'fr', hex: '0101' }], leaders: [{ id: 'nap', side: 'fr', name: 'Napoléon', rating, role: 'overall', hex: '0101' }], mop: {} });
    expect(() => mk(5, 'mop-r5')).toThrow(/\$\.leaders\[0\]\.rating.*Napoléon is rated 3 in March on Paris \(MOP 37.14\)/);
    expect(() => mk(3, 'mop-r3')).not.toThrow();
    // the same leader in a plain NLC scenario keeps any rating
    expect(() => miniScenario({ id: 'nlc-r5', units: [{ id: 'a', side: 'fr', hex: '0101' }], leaders: [{ id: 'nap', side: 'fr', name: 'Napoléon', rating: 5, role: 'overall', hex: '0101' }] })).not.toThrow();
  });

  it('[MOP 37.15] an army whose commander is not yet on the map rolls with rating 0 and gets no Coordinated Action', () => {
    const sc = miniScenario({
      id: 'mop-offmap',
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'e', side: 'al', hex: '0808' },
      ],
      leaders: [
        { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: null, arrives: { turn: 2, hex: '0101' } },
        { id: 'blu', side: 'al', name: 'Blücher', rating: 3, role: 'overall', hex: '0808' },
      ],
      mop: {},
    });
    // Allied Coordinated roll 6 (fails), Initial Action: French 4 + 0, Allied 1 + 3
    const s = withFrames(start(sc), [proc('turnStart')], [6, 4, 1, 5]);
    expect(texts(s)).toContain('French Initial Action roll 4 + rating 0 = 4');
    expect(texts(s).some((t) => t.startsWith('French Coordinated Action roll'))).toBe(false);
    expect(texts(s)).toContain('Allied Initial Action roll 1 + rating 3 = 4');
  });

  it('[MOP 37.16] Napoleon adds 25% to infantry he is stacked with, attacking and defending; Ney to attackers only', () => {
    const sc = miniScenario({
      id: 'mop-special',
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'n', side: 'fr', hex: '0303' },
        { id: 'e', side: 'al', hex: '0102' },
      ],
      leaders: [
        { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0101' },
        { id: 'ney', side: 'fr', name: 'Ney', rating: 4, role: 'corps', formation: 'f1', hex: '0303' },
      ],
      mop: {},
    });
    const s = start(sc);
    const ctx = contextOf(s);
    const nap = attackerFireLines(s, ctx, ['a'], '0102', []);
    expect(nap.strength).toBe(5);
    expect(nap.lines[0].mods).toEqual(['+25% Napoleon stacked (MOP 37.16)']);
    expect(defenderFireLines(s, ctx, ['a'], '0101', ['0102'], []).strength).toBe(5);
    expect(attackerFireLines(s, ctx, ['n'], '0304', []).strength).toBe(5);
    expect(defenderFireLines(s, ctx, ['n'], '0303', ['0304'], []).strength).toBe(4);
  });
});
