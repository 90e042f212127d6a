import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { applyCommand, legalCommands, pendingDecision, type GameState } from '../../engineApi';
import { assertInvariants } from '../../../../src/engine/invariants';
import { atAssault, combatScenario, type U } from '../combatHarness';
import { fireHits } from '../../../../src/engine/tables/fireTable';
import { halveHits } from '../../../../src/engine/modules/nlc/combat/resolve';
import { stackLimit } from '../../../../src/engine/rules/stacking';
import { contextOf } from '../../../../src/engine/core/api';

/** Rule outcomes every assault must show, whatever the choices (NLC 7.1, 7.3, 7.4, 5.3). */
function expectAssaultOutcomes(s: GameState): void {
  const n = s.nlc as any;
  // NLC 7.3: each defending stack is assaulted at most once a segment
  expect(new Set(n.assaultedHexes).size).toBe(n.assaultedHexes.length);
  const c = n.combat;
  if (!c || !c.attacker.fire) return;
  for (const [firing, target] of [['attacker', 'defender'], ['defender', 'attacker']] as const) {
    const f = c[firing].fire;
    // NLC 7.1 (Fire Table, the same roll for each 24 and the remainder) or NLC 20.4 (each six hits, with
    // +1 to every die per artillery modifier under its conversion paragraph)
    // a side with nothing to fire (a reaction charge on a retreat can meet it, NLC 7.9) rolls no dice and hits nothing
    const expected = !f.dice?.length
      ? 0
      : f.method === 'sixes'
        ? f.dice.filter((x: number) => x + (f.dieMod ?? 0) >= 6).length
        : fireHits(f.strength, f.dice[0] + f.dice[1]);
    expect(f.hits).toBe(expected);
    // NLC 20.3: the enemy's artillery support may have halved them
    const supported = c.support?.halved.includes(target);
    expect(c[target].hitsRolled).toBe(supported ? Math.floor(f.hits / 2 + 0.5) : f.hits);
    if (['applied', 'involuntary', 'retreating', 'advance', 'done'].includes(c.phase)) {
      // NLC 7.4: a voluntary retreat halves both sides' hits, a single hit becoming none
      expect(c[target].hitsTaken).toBe(c.halved ? halveHits(c[target].hitsRolled) : c[target].hitsRolled);
    }
  }
  if (c.phase === 'done') {
    // NLC 5.3 / 7.4: once the assault is over no hex holds more units than the limit
    const ctx = contextOf(s);
    const count: Record<string, number> = {};
    for (const id of ctx.unitIds) if (s.units[id].status === 'map') count[s.units[id].hex!] = (count[s.units[id].hex!] ?? 0) + 1;
    for (const [hex, k] of Object.entries(count)) expect(k, `units at ${hex}`).toBeLessThanOrEqual(stackLimit(ctx.map, hex));
  }
}

const TYPES = ['infantry', 'infantry', 'cavalry', 'foot artillery', 'horse artillery'] as const;
const TERRAIN = ['clear', 'clear', 'clear', 'town', 'woods', 'chateau'] as const;

const stackArb = fc.record({
  col: fc.integer({ min: 3, max: 6 }),
  row: fc.integer({ min: 3, max: 6 }),
  side: fc.constantFrom('fr', 'al'),
  terrain: fc.constantFrom(...TERRAIN),
  units: fc.array(
    fc.record({
      type: fc.constantFrom(...TYPES),
      front: fc.integer({ min: 1, max: 10 }),
      back: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      morale: fc.integer({ min: 2, max: 5 }),
      disrupted: fc.boolean(),
      oldGuard: fc.boolean(),
    }),
    { minLength: 1, maxLength: 2 },
  ),
});

const hexId = (c: number, r: number) => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;

describe('NLC assault property', () => {
  it('[NLC 7.3] random legal choices through assault segments keep the invariants and the rule outcomes (hits, halving, one assault per stack, stacking)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(stackArb, { minLength: 4, maxLength: 12, selector: (s) => `${s.col},${s.row}` }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.record({ 'NLC 19.1': fc.boolean(), 'NLC 19.5': fc.boolean(), 'NLC 20.4': fc.boolean(), 'NLC 20.10': fc.boolean(), 'NLC 19.3': fc.boolean(), 'NLC 19.4': fc.boolean(), 'NLC 20.3': fc.boolean() }),
        fc.boolean(),
        (stacks, picks, seed, rules, river) => {
          const units: U[] = [];
          const hexes: { id: string; terrain: (typeof TERRAIN)[number] }[] = [];
          let n = 0;
          for (const st of stacks) {
            const id = hexId(st.col, st.row);
            hexes.push({ id, terrain: st.terrain });
            const list = st.terrain === 'woods' ? st.units.slice(0, 1) : st.units;
            for (const u of list) {
              units.push({
                id: `u${n++}`,
                side: st.side,
                hex: id,
                type: u.type,
                strength: [u.front, u.back === null ? null : Math.min(u.back, u.front)],
                morale: u.morale,
                flags: u.oldGuard && st.side === 'fr' && u.type === 'infantry' ? ['oldGuard'] : [],
                division: n % 2 ? 'A' : 'B',
              });
            }
          }
          if (!units.some((u) => u.side === 'fr')) units.push({ id: 'frx', side: 'fr', hex: '0909' });
          if (!units.some((u) => u.side === 'al')) units.push({ id: 'alx', side: 'al', hex: '0101' });
          const sc = combatScenario({
            hexes,
            hexsides: river ? [{ a: '0403', b: '0404', features: ['river'] }, { a: '0504', b: '0505', features: ['river', 'bridge'] }] : [],
            units,
            leaders: [{ id: 'L', side: 'al', name: 'L', rating: 2, role: 'corps', hex: units.find((u) => u.side === 'al')!.hex }],
            hqs: [{ id: 'hq', side: 'al', name: 'HQ', leader: 'L', hex: '0505' }],
            demoralization: { fr: 12, al: 12 },
          });
          let s: GameState = atAssault(sc, {
            seed,
            rules,
            prepare: (d) => {
              for (const u of units) if (stacks.find((x) => hexId(x.col, x.row) === u.hex)?.units[0].disrupted) d.units[u.id].disrupted = true;
            },
          });
          for (let i = 0; i < 200; i++) {
            const p = pendingDecision(s);
            if (!p) break;
            expect(p.options.units.length + p.options.hexes.length + p.options.buttons.length).toBeGreaterThan(0);
            const legal = legalCommands(s);
            expect(legal.length).toBeGreaterThan(0);
            // mostly keep assaulting: the end button only one time in five
            const pick = picks[i % picks.length];
            const busy = legal.filter((c) => !(c.type === 'choose' && c.choice === 'endAssaults'));
            const pool = busy.length && pick % 5 !== 0 ? busy : legal;
            const r = applyCommand(s, pool[pick % pool.length]);
            if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
            s = r.state;
            const bad = assertInvariants(s).filter((b) => b !== 'no frame and no result');
            expect(bad).toEqual([]);
            expect(JSON.parse(JSON.stringify(s.nlc))).toEqual(s.nlc);
            expectAssaultOutcomes(s);
          }
          expect(pendingDecision(s)).toBeNull();
          (globalThis as any).__combats = ((globalThis as any).__combats ?? 0) + ((s.nlc as any).combatSeq ?? 0);
          (globalThis as any).__decisions = ((globalThis as any).__decisions ?? 0) + s.seq;
        },
      ),
      { numRuns: 120, seed: 4242 },
    );
    // the runs must actually fight
    expect((globalThis as any).__combats).toBeGreaterThan(100);
    // 120 runs cost about 6 s of CPU (bombardment targets no longer snapshot the units of a draft); at a
    // load average of 30 on two cores they took 29 s: three minutes is room enough
  }, 180_000);
});
