// The order composer's questions to the engine (issue 10 client): legal order types with the reason for
// the others, a drafted order's arrival turn, compliance column and odds, and the command range.
import { describe, it, expect } from 'vitest';
import { applyCommand, legalCommands, newGame, query, viewFor, type Command, type GameState } from '../../engineApi';
import { loadScenarioFile } from '../../../../src/cli/files';

const ON = { rules: { 'NLC 12': true } };
const sc = loadScenarioFile('crossing');

/** Crossing, both sides through the Local Decisions: the French are writing orders. */
function sending(): GameState {
  let s = newGame(sc, ON, 11);
  for (const side of ['fr', 'al']) {
    const r = applyCommand(s, { type: 'choose', side, n: s.seq, choice: 'endLocalDecisions' } as Command);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('order composer queries', () => {
  it('[NLC 12.4] the order types a formation may get: legal ones with a sample target, the others with the case', () => {
    const s = sending();
    const a = query(s, 'fr', { type: 'orderChoices', side: 'fr', formation: 'fr-vi' });
    if (a.type !== 'orderChoices') throw new Error(JSON.stringify(a));
    const byType = Object.fromEntries(a.choices.types.map((t) => [t.type, t]));
    expect(byType.defend.legal).toBe(true);
    expect(byType.march.legal).toBe(true);
    expect(byType.march.sample?.length).toBe(1);
    // NLC 12.2: no General Retreat before the army reaches 80% of its demoralization level
    expect(byType.generalRetreat.legal).toBe(false);
    expect(byType.generalRetreat.rule).toBe('NLC 12.2');
    expect(a.choices.senderName).toMatch(/Napol/);
    expect(a.choices.area.length).toBeGreaterThan(10);
    // every legal type with its sample is accepted by the engine's order command
    for (const t of a.choices.types.filter((x) => x.legal && x.type !== 'assign')) {
      const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'order', order: { formation: 'fr-vi', type: t.type, target: t.sample ?? [] } } as Command);
      expect(r.ok, `${t.type}: ${r.ok ? '' : r.error.message}`).toBe(true);
    }
  });

  it('[NLC 12.7] the preview gives the arrival turn, the compliance column and odds summing to 1, as the command records them', () => {
    const s = sending();
    const draft = { formation: 'fr-vi', type: 'march', target: ['0709'] };
    const a = query(s, 'fr', { type: 'orderPreview', side: 'fr', draft });
    if (a.type !== 'orderPreview' || !a.preview.ok) throw new Error(JSON.stringify(a));
    const p = a.preview;
    expect(p.arrives).toBe(s.clock.turn + p.delay);
    const total = p.odds.reduce((x, o) => x + o.chance, 0);
    expect(total).toBeCloseTo(1, 9);
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'order', order: draft } as Command);
    if (!r.ok) throw new Error(r.error.message);
    const orders = (viewFor(r.state, 'fr').secret.fr as any).orders.orders;
    const written = Object.values(orders).find((o: any) => o.kind === 'written') as any;
    expect(written.arrives).toBe(p.arrives);
    expect(written.compliance.column).toBe(p.compliance!.column);
  });

  it('[NLC 12.4] a refused draft is previewed with the same reason the command gets', () => {
    const s = sending();
    const draft = { formation: 'fr-vi', type: 'attack', target: ['1514'] };
    const a = query(s, 'fr', { type: 'orderPreview', side: 'fr', draft });
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'order', order: draft } as Command);
    expect(r.ok).toBe(false);
    if (a.type !== 'orderPreview' || a.preview.ok || r.ok) throw new Error('expected refusals');
    expect(a.preview.reason).toBe(r.error.message);
    expect(a.preview.rule).toBe('NLC 12.4');
  });

  it('[NLC 12.1] command range: the leader’s hexes; the other side may not ask', () => {
    const s = sending();
    const a = query(s, 'fr', { type: 'commandRange', formation: 'fr-ii' });
    if (a.type !== 'commandRange') throw new Error(JSON.stringify(a));
    expect(a.range.hexes).toContain(s.leaders['fr-victor'].hex);
    expect(query(s, 'al', { type: 'commandRange', formation: 'fr-ii' }).type).toBe('none');
    expect(query(s, 'al', { type: 'orderChoices', side: 'fr', formation: 'fr-ii' }).type).toBe('none');
    expect(legalCommands(s).length).toBeGreaterThan(0);
  });
});
