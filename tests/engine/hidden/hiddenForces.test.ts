// MOP 37.10 hidden forces and dummy stacks, MOP 37.11.2 vedettes (scouts) and hidden forces, and what the
// enemy's view holds of them (rules/hidden.ts, view/viewFor.ts).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, newGame, viewFor, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { fieldScenario } from '../mop/fieldHarness';
import { hiddenOf } from '../../../src/engine/rules/hidden';
import { revealSpotted } from '../../../src/engine/modules/mop/field/hiddenForces';
import { expectReportedThenRevealed } from './vedetteReport';
import { logEntries } from '../../../src/engine/core/logBook';

const HF = { 'MOP 37.10': true };
const out = () => ({ events: [], revealed: false, rolled: false });

function cmd(s: GameState, side: string, choice: string, hex: string) {
  return applyCommand(s, { type: 'choose', side, n: s.seq, choice, hex });
}
function ok(s: GameState, side: string, choice: string, hex: string): GameState {
  const r = cmd(s, side, choice, hex);
  if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
  return r.state;
}

/** French 'a' (Grenadiers) at 0101 and 'b' at 0909; the Allied 'z' at 0505; a 9x9 clear map. */
function game(rules: Record<string, boolean> = HF, extra: Parameters<typeof fieldScenario>[0]['units'] = []) {
  const sc = fieldScenario({ units: [ours('a', '0101', { name: 'Grenadiers' }), ours('b', '0909'), foe('z', '0505'), ...extra] });
  return newGame(sc, { rules }, 1);
}
/** The state at the French formation action, so side commands have a French decision to go with. */
const atFrench = (s: GameState) => atAction(s, 'fr', ['f1']);

describe('MOP 37.10 hidden forces', () => {
  it('[MOP 37.10] a stack no enemy spots can be hidden: the Allied view has no trace of it but one marker; the French still see it', () => {
    const s = ok(atFrench(game()), 'fr', 'mop-hide:hide', '0101');
    expect(hiddenOf(s, 'fr')!.pieces).toEqual(['a']);
    const al = viewFor(s, 'al');
    expect(al.units.a).toBeUndefined();
    const text = JSON.stringify(al);
    expect(text).not.toContain('Grenadiers');
    expect(text).not.toContain('"a"');
    expect(al.hiddenMarkers).toEqual([{ side: 'fr', hex: '0101' }]);
    const fr = viewFor(s, 'fr');
    expect(fr.units.a.hex).toBe('0101');
    expect(fr.hiddenMarkers).toEqual([{ side: 'fr', hex: '0101', own: true }]);
  });

  it('[MOP 37.10] a hidden unit the open states name (out of supply, strung out on a road, ZOC-locked) is not in the enemy\'s view; its owner still sees it', () => {
    const r = cmd(atFrench(game()), 'fr', 'mop-hide:hide', '0101');
    if (!r.ok) throw new Error(r.error.message);
    const s = produce(r.state, (d) => {
      const mop = d.mop as unknown as { field: { outOfSupply: string[] }; roadTails?: Record<string, unknown> };
      mop.field.outOfSupply.push('a', 'b');
      mop.roadTails = { a: { hex: '0102', at: '0101', turn: 1 } };
      (d.nlc as unknown as { zocLocked: string[] }).zocLocked.push('a');
    });
    const al = viewFor(s, 'al');
    expect(JSON.stringify(al)).not.toContain('"a"');
    expect(al.mopField!.outOfSupply).toEqual(['b']);
    expect((al.mop!.state as { field: { outOfSupply: string[] } }).field.outOfSupply).toEqual(['b']);
    const fr = viewFor(s, 'fr');
    expect(fr.mopField!.outOfSupply).toEqual(['a', 'b']);
    expect((fr.mop!.state as { roadTails: Record<string, unknown> }).roadTails.a).toBeDefined();
    expect(fr.nlc!.zocLocked).toContain('a');
  });

  it('[MOP 37.10] a stack within 3 hexes of an enemy stack cannot hide; nothing changes', () => {
    const s = atFrench(game(HF, [ours('c', '0504')]));
    const r = cmd(s, 'fr', 'mop-hide:hide', '0504');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('MOP 37.10');
  });

  it('[MOP 37.10] a dummy stack and a real hidden stack look the same in the enemy view', () => {
    const base = atFrench(game());
    const real = ok(base, 'fr', 'mop-hide:hide', '0101');
    const fake = ok(produce(base, (d) => void (d.units.a.hex = '0102')), 'fr', 'mop-hide:dummy', '0101');
    const vr = viewFor(real, 'al');
    const vf = viewFor(fake, 'al');
    expect(vf.hiddenMarkers).toEqual(vr.hiddenMarkers);
    expect(vr.log.slice(-1)[0].text).toBe(vf.log.slice(-1)[0].text);
    expect(JSON.stringify(vf)).not.toContain('dummy');
    expect(JSON.stringify(vr)).not.toContain('dummy');
    // the owner knows which is which
    expect(viewFor(fake, 'fr').hiddenMarkers).toEqual([{ side: 'fr', hex: '0101', own: true, dummy: true }]);
  });

  it('[MOP 37.10] dummy stacks: at most one per corps', () => {
    let s = atFrench(game());
    s = ok(s, 'fr', 'mop-hide:dummy', '0103');
    s = ok(s, 'fr', 'mop-hide:dummy', '0105');
    const r = cmd(s, 'fr', 'mop-hide:dummy', '0107');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('at most 2');
  });

  it('[MOP 37.10] an enemy stack coming within 3 hexes in sight reveals a hidden force at the next segment start; a dummy leaves the map', () => {
    let s = atFrench(game());
    s = ok(s, 'fr', 'mop-hide:hide', '0101');
    s = ok(s, 'fr', 'mop-hide:dummy', '0909');
    const ctx = contextOf(s);
    // the Allies close in on both
    s = produce(s, (d) => void (d.units.z.hex = '0303'));
    s = produce(s, (d) => void revealSpotted(d, ctx, out(), 'test'));
    expect(hiddenOf(s, 'fr')!.pieces).toEqual([]);
    expect(viewFor(s, 'al').units.a.hex).toBe('0101');
    // the dummy at 0909 is 6 hexes off: still there
    expect(hiddenOf(s, 'fr')!.dummies).toEqual({ d1: '0909' });
    s = produce(s, (d) => void (d.units.z.hex = '0707'));
    s = produce(s, (d) => void revealSpotted(d, ctx, out(), 'test'));
    expect(hiddenOf(s, 'fr')!.dummies).toEqual({});
    expect(logEntries(s).some((e) => e.text.includes('was a dummy'))).toBe(true);
  });

  it('[MOP 37.10] a hidden force\'s move is logged to the enemy without names', () => {
    let s = atFrench(game());
    s = ok(s, 'fr', 'mop-hide:hide', '0101');
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0102'] });
    if (!r.ok) throw new Error(r.error.message);
    const al = viewFor(r.state, 'al');
    expect(al.log.slice(-1)[0].text).toBe('A hidden force moves 0101 to 0102');
    expect(JSON.stringify(al)).not.toContain('Grenadiers');
    expect(al.hiddenMarkers).toEqual([{ side: 'fr', hex: '0102' }]);
    expect(viewFor(r.state, 'fr').log.some((e) => e.text.includes('Grenadiers moves hidden'))).toBe(true);
  });

  it('[MOP 37.10] any public log line naming a hidden piece (a supply check, say) reads "a hidden force" for the enemy', () => {
    let s = ok(atFrench(game()), 'fr', 'mop-hide:hide', '0101');
    s = produce(s, (d) => void (d.log = [...d.log, [{ seq: d.seq, text: 'Supply check: Grenadiers out of supply', visibleTo: 'all' }]]));
    expect(viewFor(s, 'al').log.slice(-1)[0].text).toBe('Supply check: a hidden force out of supply');
    expect(viewFor(s, 'fr').log.slice(-1)[0].text).toBe('Supply check: Grenadiers out of supply');
  });

  it('[MOP 37.10] off by default: hiding is refused', () => {
    const r = cmd(atFrench(game({})), 'fr', 'mop-hide:hide', '0101');
    expect(r.ok).toBe(false);
  });
});

describe('MOP 37.11 vedettes and hidden forces', () => {
  const V = { 'MOP 37.10': true, 'MOP 37.11': true };
  it('[MOP 37.11] a scout seeing a hidden force marks it with the turns it needs to ride to its commander; at zero it is revealed', () => {
    let s = atFrench(game(V, [foe('v', '0105', { type: 'light cavalry', movement: 6 })]));
    s = ok(s, 'fr', 'mop-hide:dummy', '0909');
    s = ok(s, 'fr', 'mop-hide:hide', '0101');
    const ctx = contextOf(s);
    // no leader for the scout's corps on the map: a long ride; put Klenau 12 MP away from the scout
    s = produce(s, (d) => {
      d.units.v.hex = '0103';
      d.units.z.hex = '0909';
    });
    s = produce(s, (d) => void revealSpotted(d, ctx, out(), 'test'));
    // 0909 is next to nothing but z stands on it... the dummy there is revealed by adjacency; 0101 is 2 hexes from the scout: spotted (37.10)
    expect(hiddenOf(s, 'fr')!.pieces).toEqual([]);
  });

  it('[MOP 37.11] beyond the 3-hex spotting range a vedette reports the hidden force; the countdown reveals it', () => {
    let s = atFrench(game(V, [foe('v', '0105', { type: 'light cavalry', movement: 6 })]));
    s = ok(s, 'fr', 'mop-hide:hide', '0909');
    // v's vedette at 0905 (MOP 37.11 counters): 4 hexes from 0909, in sight, beyond 3; no commander on the map: 99 turns
    s = produce(s, (d) => void ((d.mop as Record<string, unknown>).vedettes = { pieces: { v1: { side: 'al', hex: '0905', parent: 'v', movedIn: 0, mpSpentHalves: 0 } }, next: 2, replaced: [] }));
    expectReportedThenRevealed(s);
  });

  it('[MOP 37.11] off: a scout beyond 3 hexes reports nothing', () => {
    let s = atFrench(game(HF, [foe('v', '0105', { type: 'light cavalry', movement: 6 })]));
    s = ok(s, 'fr', 'mop-hide:hide', '0909');
    const ctx = contextOf(s);
    s = produce(s, (d) => void (d.units.v.hex = '0905'));
    s = produce(s, (d) => void revealSpotted(d, ctx, out(), 'test'));
    expect(hiddenOf(s, 'fr')!.reported).toEqual({});
  });
});
