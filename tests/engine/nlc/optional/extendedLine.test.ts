// NLC 20.2.3 extended lines (optional doctrine): a brigade deployed on a hexside fills both hexes.
// Flat map, odd columns up: 0403's neighbours are 0402 (N), 0503 (NE), 0504 (SE), 0404 (S), 0304 (SW), 0303 (NW).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, legalCommands, pendingDecision, stateHash, type Command, type GameState } from '../../engineApi';
import { atAction } from '../../harness';
import { type UnitSpec } from '../../fixtures';
import { doctrineGame } from './doctrineGame';
import { atCharge, cav, inf as unit } from '../cavalry/cavalryHarness';
import { occupancy } from '../../../../src/engine/rules/pieces';
import { zocOf } from '../../../../src/engine/rules/zoc';
import { enBataille } from '../../../../src/engine/modules/nlc/optional/doctrine';
import { inCommand } from '../../../../src/engine/modules/nlc/orders/commandRange';
import { act, assault, atAssault, combat, combatScenario, decisionType, logged, pending, refusal } from '../combatHarness';
import { RULINGS } from '../../../../src/engine/rulings';

const inf = (id: string, hex: string, extra: Partial<UnitSpec> = {}): UnitSpec => ({ id, side: 'fr', hex, type: 'infantry', division: '1st', ...extra });

const game = (units: UnitSpec[], doctrine = true, extra: { hexes?: { id: string; terrain: string }[] } = {}): GameState => doctrineGame(units, { doctrine, ...extra });

const lineCmds = (s: GameState) => legalCommands(s).filter((c): c is Extract<Command, { type: 'choose' }> => c.type === 'choose' && c.choice.startsWith('line'));
const choose = (s: GameState, choice: string, units: string[], hex: string) => applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice, units, hex });
const ok = (r: ReturnType<typeof applyCommand>): GameState => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
};
/** The brigade `id` standing at `hex` in extended line with `second` (set directly, as after a deployment). */
const inLine = (id: string, hex: string, second: string) => (d: GameState) => void (d.units[id].line = [hex, second]);

describe('NLC 20.2.3 extended lines', () => {
  it('[NLC 20.2] the movement segment lists the deployments; deploying pays the dearer hex and the brigade fills both hexes', () => {
    const s = atAction(game([inf('a', '0403'), inf('weak', '0406', { strength: [1, null] })], true, { hexes: [{ id: '0402', terrain: 'woods' }] }), 'fr', ['f1']);
    const cmds = lineCmds(s);
    // the brigade may deploy onto each of its six hexsides; the brigade of strength 1 may not
    expect(cmds.filter((c) => c.units![0] === 'a').map((c) => c.hex).sort()).toEqual(['0303', '0304', '0402', '0404', '0503', '0504']);
    expect(cmds.some((c) => c.units![0] === 'weak')).toBe(false);
    // the movement decision offers those hexes, so the client shows a button for each
    expect(pendingDecision(s)!.options.hexes).toEqual(['0303', '0304', '0402', '0404', '0503', '0504']);
    const weak = choose(s, 'line', ['weak'], '0407');
    expect(!weak.ok && weak.error).toMatchObject({ code: 'too-weak', rule: 'NLC 20.2' });
    // towards the woods at 0402: the dearer hex is the woods (2 MP)
    const t = ok(choose(s, 'line', ['a'], '0402'));
    expect(t.units.a.line).toEqual(['0403', '0402']);
    expect(t.units.a.mpSpentHalves).toBe(4);
    const occ = occupancy(t, contextOf(t));
    expect(occ['0402'].units).toEqual(['a']);
    expect(occ['0403'].units).toEqual(['a']);
    // now it may revert into either hex, and not deploy again
    expect(lineCmds(t).filter((c) => c.units![0] === 'a' && c.choice !== 'line:move').map((c) => `${c.choice}>${c.hex}`)).toEqual(['line:revert>0403', 'line:revert>0402']);
  });

  it('[NLC 20.2] without the doctrine option nothing of it is listed and a deployment is refused', () => {
    const s = atAction(game([inf('a', '0403')], false), 'fr', ['f1']);
    expect(lineCmds(s)).toEqual([]);
    const r = choose(s, 'line', ['a'], '0402');
    expect(r.ok).toBe(false);
  });

  it('[NLC 20.2] the line exerts its ZOC from both hexes; no enemy enters the second hex and only cavalry or artillery stack there', () => {
    const s = produce(game([inf('a', '0403'), inf('b', '0502', { division: '2nd' }), { id: 'cav', side: 'fr', hex: '0502', type: 'cavalry', movement: 6 }]), inLine('a', '0403', '0402'));
    const ctx = contextOf(s);
    // 0401 touches only the second hex (0402)
    expect(zocOf(s, ctx, 'fr').has('0401')).toBe(true);
    const plain = game([inf('a', '0403')]);
    expect(zocOf(plain, contextOf(plain), 'fr').has('0401')).toBe(false);
    const m = atAction(s, 'fr', ['f1']);
    const moveTo = (units: string[], path: string[]) => applyCommand(m, { type: 'move', side: 'fr', n: m.seq, units, path });
    const r = moveTo(['b'], ['0402']);
    expect(!r.ok && r.error).toMatchObject({ code: 'line-stack', rule: 'NLC 20.2' });
    expect(moveTo(['cav'], ['0402']).ok).toBe(true);
    expect(moveTo(['b'], ['0503']).ok).toBe(true);
    // an Allied unit next to the second hex may not enter it
    const al = atAction(produce(game([inf('a', '0403'), { id: 'y', side: 'al', hex: '0302' }]), inLine('a', '0403', '0402')), 'al', ['a1']);
    expect(applyCommand(al, { type: 'move', side: 'al', n: al.seq, units: ['y'], path: ['0402'] }).ok).toBe(false);
    const free = atAction(game([inf('a', '0403'), { id: 'y', side: 'al', hex: '0302' }]), 'al', ['a1']);
    expect(applyCommand(free, { type: 'move', side: 'al', n: free.seq, units: ['y'], path: ['0402'] }).ok).toBe(true);
  });

  it('[NLC 20.2] each hex is attacked as a separate unit, the brigade at half strength', () => {
    // Allied a1 at 0401 assaults the French brigade's second hex 0402 (its own hex is 0403)
    const sc = combatScenario({ units: [{ id: 'att', side: 'al', hex: '0401', strength: [4, 2] }, { id: 'ln', side: 'fr', hex: '0403', strength: [4, 2] }] });
    const start = (on: boolean, dice: number[]) =>
      atAssault(sc, { side: 'al', rules: { 'NLC 20.2': on }, dice, prepare: on ? inLine('ln', '0403', '0402') : undefined });
    const s = start(true, [6, 6, 1, 1, 6]);
    // the second hex is a target: the brigade defends there
    const r = assault(s, ['att'], '0402');
    const c = combat(r);
    expect(c.defender.units).toEqual(['ln']);
    const line = c.defender.fire!.lines.find((l) => l.unit === 'ln')!;
    expect(line.halvings).toContain('extended line');
    expect(line.value).toBe(2);
    expect(c.attacker.fire!.lines[0].value).toBe(4);
    // without the line 0402 is empty: nothing to assault
    expect(() => assault(start(false, []), ['att'], '0402')).toThrow();
  });

  it('[NLC 20.2] reverting into either hex ends the line; a move from it leaves the line behind', () => {
    const s = atAction(produce(game([inf('a', '0403')]), inLine('a', '0403', '0402')), 'fr', ['f1']);
    const back = ok(choose(s, 'line:revert', ['a'], '0402'));
    expect(back.units.a.hex).toBe('0402');
    expect(back.units.a.line).toBeUndefined();
    expect(occupancy(back, contextOf(back))['0403']).toBeUndefined();
    // forming in the second hex joins what stands there within the stacking limit (NLC 5.3)
    const full = atAction(
      produce(game([inf('a', '0403'), { id: 'cav', side: 'fr', hex: '0402', type: 'cavalry' }, { id: 'gun', side: 'fr', hex: '0402', type: 'foot artillery' }]), inLine('a', '0403', '0402')),
      'fr',
      ['f1'],
    );
    const over = choose(full, 'line:revert', ['a'], '0402');
    expect(!over.ok && over.error).toMatchObject({ code: 'overstack', rule: 'NLC 5.3' });
    expect(lineCmds(full).filter((c) => c.units![0] === 'a' && c.choice === 'line:revert').map((c) => c.hex)).toEqual(['0403']);
    const refused = choose(s, 'line:revert', ['a'], '0404');
    expect(!refused.ok && refused.error.code).toBe('not-line-hex');
    const moved = ok(applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0404'] }));
    expect(moved.units.a.line).toBeUndefined();
    expect(occupancy(moved, contextOf(moved))['0402']).toBeUndefined();
  });

  it('[NLC 20.2] a brigade put elsewhere by a retreat leaves its line: the second hex is free and the record goes', () => {
    const s = produce(game([inf('a', '0403')]), inLine('a', '0403', '0402'));
    const ctx = contextOf(s);
    // as a retreat moves it (combat/resolve.ts sets the hex), then the modules hear of the entry
    const out = { events: [], revealed: false, rolled: false };
    const retreated = produce(s, (d) => {
      d.units.a.hex = '0404';
      for (const m of ctx.modules) m.hooks?.onCombatEntry?.(d as never, ctx, out as never, 'fr', '0404');
    });
    expect(occupancy(retreated, ctx)['0402']).toBeUndefined();
    expect(retreated.units.a.line).toBeUndefined();
    expect(zocOf(retreated, ctx, 'fr').has('0401')).toBe(false);
  });

  it('[NLC 20.2] a division in extended line is en bataille when its hexes touch and no brigade touches both hexes of another; command passes from both hexes', () => {
    // 1st division: a at 0303... (Ney's hex) no: a at 0304, b at 0306 — two hexes apart, not en bataille
    const apart = game([inf('a', '0304'), inf('b', '0306')]);
    const ctx = contextOf(apart);
    expect(enBataille(apart, ctx, 'a')).toBe(false);
    // a in line 0304-0305: its hexes touch b's
    const joined = produce(apart, inLine('a', '0304', '0305'));
    expect(enBataille(joined, ctx, 'a')).toBe(true);
    // c (2nd division) at 0406 touches only the second hex 0305... in command through the line
    const chain = game([inf('a', '0304'), inf('c', '0306', { division: '2nd' })]);
    expect(inCommand(chain, contextOf(chain), 'c')).toBe(true); // across a gap (0305), en bataille
    const far = game([inf('a', '0304'), inf('c', '0307', { division: '2nd' })]);
    expect(inCommand(far, contextOf(far), 'c')).toBe(false);
    const viaLine = produce(far, inLine('a', '0304', '0305'));
    expect(inCommand(viaLine, contextOf(viaLine), 'c')).toBe(true);
    // two brigades where one touches both hexes of the other's line: not en bataille
    const hugging = produce(game([inf('a', '0403'), inf('b', '0503')]), inLine('a', '0403', '0402'));
    expect(enBataille(hugging, contextOf(hugging), 'a')).toBe(false);
  });

  it('[NLC 20.2] a line moves as a line from hexside to hexside, paying the dearer of the two hexes it goes to', () => {
    // woods at 0502: the line 0403-0402 steps east onto 0503-0502 (each half one hex NE)
    const s = atAction(produce(game([inf('a', '0403')], true, { hexes: [{ id: '0502', terrain: 'woods' }] }), inLine('a', '0403', '0402')), 'fr', ['f1']);
    const moves = lineCmds(s).filter((c) => c.choice === 'line:move');
    // each neighbouring placement once, each half at most one hex from where it stands
    const placements = moves.map((c) => [c.hex, c.second].sort().join('-'));
    expect(new Set(placements).size).toBe(placements.length);
    expect(placements).toContain('0502-0503');
    expect(placements).toContain('0403-0404'); // a step straight back: the first half into the hex the other leaves
    expect(placements).not.toContain('0402-0403');
    // the movement decision offers the hexes, so the client lists a button for each placement
    const east = moves.find((c) => c.hex === '0503' && c.second === '0502')!;
    expect(pendingDecision(s)!.options.hexes).toContain('0503');
    const t = ok(applyCommand(s, east));
    expect(t.units.a.hex).toBe('0503');
    expect(t.units.a.line).toEqual(['0503', '0502']);
    expect(t.units.a.mpSpentHalves).toBe(4); // the woods: 2 MP (the clear hex would cost 1)
    const occ = occupancy(t, contextOf(t));
    expect(occ['0503'].units).toEqual(['a']);
    expect(occ['0502'].units).toEqual(['a']);
    expect(occ['0403']).toBeUndefined();
    expect(occ['0402']).toBeUndefined();
    // with 2 MP left it steps on through clear ground (1 MP), still in line and at half strength
    const on = lineCmds(t).find((c) => c.choice === 'line:move' && c.hex === '0603' && c.second === '0602');
    expect(on).toBeDefined();
    const u = ok(applyCommand(t, on!));
    expect(u.units.a.line).toEqual(['0603', '0602']);
    expect(u.units.a.mpSpentHalves).toBe(6);
  });

  it('[NLC 20.2] a line move that is not one step, or out of contact, or beyond the allowance is refused: nothing changes', () => {
    const s = atAction(produce(game([inf('a', '0403'), { id: 'y', side: 'al', hex: '0207' }]), inLine('a', '0403', '0402')), 'fr', ['f1']);
    const hash = stateHash(s);
    const move = (first: string, second: string) => applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'line:move', units: ['a'], hex: first, second });
    const far = move('0505', '0504');
    expect(!far.ok && far.error).toMatchObject({ code: 'too-far', rule: 'NLC 20.2' });
    expect(!far.ok && far.error.message).toMatch(/at most one hex/);
    const apart = move('0503', '0404');
    expect(!apart.ok && apart.error).toMatchObject({ code: 'not-hexside', rule: 'NLC 20.2' });
    const same = move('0402', '0403');
    expect(!same.ok && same.error.code).toBe('same-hexside');
    expect(stateHash(s)).toBe(hash);
    expect(lineCmds(s).some((c) => c.choice === 'line:move' && c.hex === '0505')).toBe(false);
    // the allowance: 4 MP, 3.5 spent; the woods ahead cost 2
    const tired = atAction(
      produce(game([inf('a', '0403')], true, { hexes: [{ id: '0502', terrain: 'woods' }] }), (d) => {
        inLine('a', '0403', '0402')(d);
      }),
      'fr',
      ['f1'],
    );
    const spent = produce(tired, (d) => {
      d.units.a.movedIn = d.clock.activation;
      d.units.a.mpSpentHalves = 7;
    });
    const mp = applyCommand(spent, { type: 'choose', side: 'fr', n: spent.seq, choice: 'line:move', units: ['a'], hex: '0503', second: '0502' });
    expect(!mp.ok && mp.error).toMatchObject({ code: 'mp', rule: 'NLC 20.2' });
    // NLC 5.3: the hexes it moves into take it only within the stacking limit (cavalry and artillery fill 0503)
    const full = atAction(
      produce(game([inf('a', '0403'), { id: 'cav', side: 'fr', hex: '0503', type: 'cavalry' }, { id: 'gun', side: 'fr', hex: '0503', type: 'foot artillery' }]), inLine('a', '0403', '0402')),
      'fr',
      ['f1'],
    );
    const over = applyCommand(full, { type: 'choose', side: 'fr', n: full.seq, choice: 'line:move', units: ['a'], hex: '0503', second: '0502' });
    expect(!over.ok && over.error).toMatchObject({ code: 'overstack', rule: 'NLC 5.3' });
    expect(lineCmds(full).some((c) => c.choice === 'line:move' && (c.hex === '0503' || c.second === '0503'))).toBe(false);
    // NLC 5.4: a line in an enemy ZOC stands (it may still revert)
    const contact = atAction(produce(game([inf('a', '0403'), { id: 'y', side: 'al', hex: '0401' }]), inLine('a', '0403', '0402')), 'fr', ['f1']);
    const zoc = applyCommand(contact, { type: 'choose', side: 'fr', n: contact.seq, choice: 'line:move', units: ['a'], hex: '0404', second: '0403' });
    expect(!zoc.ok && zoc.error).toMatchObject({ code: 'zoc', rule: 'NLC 5.4' });
    expect(lineCmds(contact).map((c) => c.choice)).toEqual(['line:revert', 'line:revert']);
  });

  it('[NLC 20.2] in a retreat the line reverts and retreats from either hex, or keeps the line: both halves one hex back', () => {
    // Allied att at 0401 assaults the line's second hex 0402; the French retreat voluntarily
    const sc = combatScenario({ units: [unit('att', 'al', '0401'), unit('ln', 'fr', '0403')] });
    const s0 = atAssault(sc, { side: 'al', rules: { 'NLC 20.2': true }, dice: [6, 6, 1, 1, 6], prepare: inLine('ln', '0403', '0402') });
    const s = act(assault(s0, ['att'], '0402'), 'retreat');
    expect(decisionType(s)).toBe('retreatHex');
    expect(pending(s)!.side).toBe('fr');
    const legal = legalCommands(s) as Extract<Command, { type: 'choose' }>[];
    // reverting: any hex next to either of its hexes (not the line's own, not the attacker's)
    expect(legal.filter((c) => c.choice === 'retreatTo').map((c) => c.hex)).toEqual(['0302', '0303', '0304', '0404', '0502', '0503', '0504']);
    const kept = legal.filter((c) => c.choice === 'retreatLine').map((c) => `${c.hex}-${c.second}`);
    // keeping the line: each half one hex back, next to each other, never staying in the assaulted hex 0402
    expect(kept).toContain('0404-0403');
    expect(kept).toContain('0303-0302');
    expect(kept.some((k) => k.split('-').includes('0402'))).toBe(false);
    const back = act(s, 'retreatLine', { hex: '0404', second: '0403' } as never);
    expect(back.units.ln.hex).toBe('0404');
    expect(back.units.ln.line).toEqual(['0404', '0403']);
    const occ = occupancy(back, contextOf(back));
    expect(occ['0402']).toBeUndefined();
    expect(occ['0403'].units).toEqual(['ln']);
    expect(logged(back, 'NLC 20.2').some((t) => /retreats in extended line from 0403-0402 to 0404-0403/.test(t))).toBe(true);
    // reverting instead: the counter stands in one hex, the line is gone
    const one = act(s, 'retreatTo', { hex: '0504' });
    expect(one.units.ln.hex).toBe('0504');
    expect(one.units.ln.line).toBeUndefined();
    // a placement that stays in the assaulted hex is refused with the case
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'retreatLine', hex: '0402', second: '0302' });
    expect(!r.ok && r.error).toMatchObject({ code: 'bad-retreat', rule: 'NLC 20.2' });
  });

  it('[NLC 20.2] cavalry standing with an assaulted line is placed in either hex by its owner, and stays there for the round', () => {
    // the French cavalry stands in the line's own hex 0403; Allied att assaults the second hex 0402, att2 (at 0504) may assault 0403
    const sc = combatScenario({ units: [unit('att', 'al', '0401'), unit('att2', 'al', '0504'), unit('ln', 'fr', '0403'), unit('cav', 'fr', '0403', { type: 'cavalry', strength: [3, 1] })] });
    const start = () => atAssault(sc, { side: 'al', rules: { 'NLC 20.2': true }, dice: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], prepare: inLine('ln', '0403', '0402') });
    const s = assault(start(), ['att'], '0402');
    // the owner decides before the combat: a decision of the defending side, the unit and the line's two hexes
    expect(decisionType(s)).toBe('lineStack');
    expect(pending(s)!.side).toBe('fr');
    expect(pending(s)!.options.units).toEqual(['cav']);
    expect(pending(s)!.options.hexes).toEqual(['0402', '0403']);
    const bad = refusal(s, 'lineStack', { units: ['cav'], hex: '0404' });
    expect(bad).toMatchObject({ code: 'not-line-hex', rule: 'NLC 20.2' });
    // in the assaulted hex it defends with the line
    const inside = act(s, 'lineStack', { units: ['cav'], hex: '0402' });
    expect(inside.units.cav.hex).toBe('0402');
    expect([...combat(inside).defender.units].sort()).toEqual(['cav', 'ln']);
    // in the other hex it stays out of this combat; a second assault, on 0403, finds it there without asking again
    const out = act(s, 'lineStack', { units: ['cav'], hex: '0403' });
    expect(out.units.cav.hex).toBe('0403');
    expect(combat(out).defender.units).toEqual(['ln']);
    let t = out;
    for (let i = 0; i < 20 && decisionType(t) !== 'assaultDeclare'; i++) {
      const legal = legalCommands(t) as Extract<Command, { type: 'choose' }>[];
      const c = legal.find((x) => ['stand', 'noAdvance'].includes(x.choice)) ?? legal[0];
      t = act(t, c.choice, { units: c.units, hex: c.hex });
    }
    expect(decisionType(t)).toBe('assaultDeclare');
    expect(t.units.ln.line).toEqual(['0403', '0402']);
    const second = assault(t, ['att2'], '0403');
    expect(decisionType(second)).not.toBe('lineStack');
    expect([...combat(second).defender.units].sort()).toEqual(['cav', 'ln']);
    // without the doctrine option nothing is asked
    const off = assault(atAssault(sc, { side: 'al', rules: { 'NLC 20.2': false }, dice: [1, 1, 1, 1, 1, 1], prepare: inLine('ln', '0403', '0402') }), ['att2'], '0403');
    expect(decisionType(off)).not.toBe('lineStack');
  });

  it('[NLC 20.2] a charge on a line\'s hex asks the same: the owner places the cavalry standing with it before the fire', () => {
    // French cavalry at 0401 charges 0402, the second hex of the Allied line 0403-0402; Allied cavalry stands in 0403
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), unit('ln', 'al', '0403'), cav('acv', 'al', '0403', { strength: [2, 1] })] });
    const s = atCharge(sc, [3, 4, 1, 3, 3, 3, 3], { rules: { 'NLC 20.2': true }, prepare: inLine('ln', '0403', '0402') });
    // the Allied cavalry lets the charge come (no reaction charge, NLC 7.9), then is placed
    const t = act(act(s, 'charge', { units: ['c'], hex: '0402' }), 'noReaction');
    expect(pending(t)).toMatchObject({ type: 'lineStack', side: 'al' });
    expect(pending(t)!.options.hexes).toEqual(['0402', '0403']);
    const met = act(t, 'lineStack', { units: ['acv'], hex: '0402' });
    expect(met.units.acv.hex).toBe('0402');
    expect([...combat(met).defender.units].sort()).toEqual(['acv', 'ln']);
    // the fire that follows counts it: the charged side fires with both (the line declines the square)
    const fired = act(met, 'noSquare');
    expect(combat(fired).defender.fire?.lines.map((l) => l.unit).sort()).toEqual(['acv', 'ln']);
  });

  it('[NLC 20.2] in its own formation action the line\'s cavalry charges from either hex of the line, taking its place there', () => {
    // French line 0404-0403 with cavalry in 0404; the Allied brigade at 0401 is two hexes from 0403 (through empty 0402), three from 0404
    const units = [unit('fl', 'fr', '0404'), cav('fc', 'fr', '0404'), unit('ab', 'al', '0401')];
    const s = atCharge(combatScenario({ units }), [3, 4, 1, 3, 3, 3, 3], { rules: { 'NLC 20.2': true }, prepare: inLine('fl', '0404', '0403') });
    expect(decisionType(s)).toBe('chargeDeclare');
    expect(legalCommands(s).filter((c) => c.type === 'choose' && c.choice === 'charge')).toMatchObject([{ units: ['fc'], hex: '0401' }]);
    const t = act(s, 'charge', { units: ['fc'], hex: '0401' });
    expect(logged(t, 'NLC 20.2')).toContain("fc takes its place in the line's other hex, 0403 (the line's hexes at the owner's choice)");
    expect(combat(t).charge).toMatchObject({ from: { fc: '0403' } });
    expect(t.units.fc.mpSpentHalves).toBe(s.units.fc.mpSpentHalves);
    // without the doctrine option it stands in 0404, out of reach: no charge segment
    const off = atCharge(combatScenario({ units }), [3, 4, 1, 3, 3, 3, 3], { prepare: inLine('fl', '0404', '0403') });
    expect(decisionType(off)).not.toBe('chargeDeclare');
  });

  it('[NLC 20.2] the rulings for extended lines are recorded (no "not yet")', () => {
    const lines = RULINGS.filter((r) => r.rule === 'NLC 20.2' && /extended line/i.test(r.question));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.every((r) => !/^Not yet/.test(r.ruling))).toBe(true);
    // the rule as written, not the simplifications of before: lines move as lines, may stay in line in a retreat
    expect(lines.some((r) => /not moved as a line|always reverts/.test(r.ruling))).toBe(false);
    expect(lines.some((r) => /line:move/.test(r.ruling) && /keep the line/.test(lines.map((x) => x.ruling).join(' ')))).toBe(true);
  });
});
