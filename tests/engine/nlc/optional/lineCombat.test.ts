// NLC 20.2.3: cavalry and artillery stacked with a brigade in extended line stand in either of its hexes at
// their owner's choice in every combat: bombardments and reaction charges too, and the line's own guns' fire
// (assaults and charges: extendedLine.test.ts). Flat map, even columns down: 0407's neighbours are 0406 (N), 0507, 0508, 0408, 0308, 0307;
// 0606 is two hexes from both 0406 and 0407, 0505 two from 0406 and three from 0407.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, legalCommands, query, stateHash, viewFor, type Command, type GameState } from '../../engineApi';
import { candidatePlayer } from '../../../../src/players/candidate';
import { atAction } from '../../harness';
import { miniScenario, type UnitSpec } from '../../fixtures';
import { doctrineGame } from './doctrineGame';
import { act, assault, atAssault, combat, combatScenario, decisionType, logged, pending } from '../combatHarness';
import { atCharge, cav, inf } from '../cavalry/cavalryHarness';
import { linePlacements, unitPlacement } from '../../../../src/engine/modules/nlc/optional/lineStacking';
import { RULINGS } from '../../../../src/engine/rulings';
import { nlcOf } from '../../../../src/engine/modules/nlc/state';

const gun = (id: string, side: string, hex: string): UnitSpec => ({ id, side, hex, type: 'foot artillery', strength: [4, null] });
const horse = (id: string, side: string, hex: string): UnitSpec => ({ id, side, hex, type: 'cavalry', strength: [3, 1], movement: 6 });
const foot = (id: string, side: string, hex: string): UnitSpec => ({ id, side, hex, type: 'infantry', strength: [4, 2] });

/** The brigade `id` in extended line across 0407-0406 (set directly, as after a deployment). */
const inLine = (id: string) => (d: GameState) => void (d.units[id].line = ['0407', '0406']);
const game = (units: UnitSpec[], line: string, doctrine = true, rules: Record<string, boolean> = {}) => produce(doctrineGame(units, { doctrine, rules }), inLine(line));

/**
 * The French owner is asked which hex of `brigade`'s line `unit` acts from (`what` it does there), offered
 * both; a hex off the line is refused with the case and nothing changes.
 */
function askedWhere(t: GameState, unit: string, brigade: string, hexes: string[], what: string, off: string): void {
  expect(pending(t)).toMatchObject({ type: 'lineStack', side: 'fr' });
  expect(pending(t)!.options).toMatchObject({ units: [unit], hexes });
  expect(pending(t)!.prompt).toBe(`${unit} stands with ${brigade} in extended line: it ${what} from the hex you place it in, and stays there for the round`);
  expect(refused(t, { type: 'choose', side: 'fr', choice: 'lineStack', units: [unit], hex: off })).toMatchObject({ code: 'not-line-hex', rule: 'NLC 20.2' });
}

/** A refused command: the error, and the state's hash is what it was. */
function refused(s: GameState, cmd: Omit<Extract<Command, { type: 'choose' }>, 'n'>) {
  const before = stateHash(s);
  const r = applyCommand(s, { ...cmd, n: s.seq } as Command);
  expect(stateHash(s)).toBe(before);
  return r.ok ? null : r.error;
}

const move = (s: GameState, units: string[], path: string[], side = 'fr'): GameState => {
  const r = applyCommand(s, { type: 'move', side, n: s.seq, units, path } as Command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
};
const bombardTargets = (s: GameState) =>
  (legalCommands(s) as Extract<Command, { type: 'choose' }>[]).filter((c) => c.choice === 'bombard').map((c) => `${c.units!.join('+')}>${c.hex}`);

describe('NLC 20.2.3 extended lines: placement in bombardments and reaction charges', () => {
  it('[NLC 20.2] a bombarded line\'s owner places the cavalry standing with it; placed out, it takes no hit', () => {
    // the Allied gun at 0405 bombards 0406, the second hex of the French line; the French cavalry stands in 0407
    const units = [gun('g', 'al', '0405'), foot('fl', 'fr', '0407'), horse('fc', 'fr', '0407')];
    const s = atAction(game(units, 'fl'), 'al', ['a1'], [6, 6]);
    expect(decisionType(s)).toBe('bombardDeclare');
    const t = act(s, 'bombard', { units: ['g'], hex: '0406' });
    // asked before the fire, of the bombarded side: the unit and the line's two hexes
    expect(pending(t)).toMatchObject({ type: 'lineStack', side: 'fr' });
    expect(pending(t)!.options.units).toEqual(['fc']);
    expect(pending(t)!.options.hexes).toEqual(['0406', '0407']);
    expect(pending(t)!.prompt).toBe('fc stands with fl in extended line: in 0406 it is under the bombardment, in the other hex it stays out of it');
    expect(refused(t, { type: 'choose', side: 'fr', choice: 'lineStack', units: ['fc'], hex: '0408' })).toMatchObject({ code: 'not-line-hex', rule: 'NLC 20.2' });
    expect(refused(t, { type: 'choose', side: 'fr', choice: 'lineStack', units: ['fl'], hex: '0406' })).toMatchObject({ code: 'one-at-a-time', rule: 'NLC 20.2' });
    // rolled 12 at strength 4: 2 hits, the first disrupts the stack in 0406, the second is a step of the infantry
    const out = act(t, 'lineStack', { units: ['fc'], hex: '0407' });
    expect(logged(out, 'NLC 20.2')).toContain("fc stands in 0407 out of the bombardment (the line's hexes at the owner's choice)");
    expect(logged(out, 'NLC 8.1')).toContain('The first hit disrupts fl at 0406');
    expect(out.units.fc).toMatchObject({ hex: '0407', disrupted: false, steps: 2 });
    expect(out.units.fl).toMatchObject({ disrupted: true, steps: 1 });
    const inside = act(t, 'lineStack', { units: ['fc'], hex: '0406' });
    expect(logged(inside, 'NLC 8.1')).toContain('The first hit disrupts fl, fc at 0406');
    expect(inside.units.fc).toMatchObject({ hex: '0406', disrupted: true, steps: 2 });
    // the place holds for the round: a later attack on the line in this action does not ask again
    const ctx = contextOf(out);
    expect(unitPlacement(out, ctx, 'fc')).toBeNull();
    expect(linePlacements(out, ctx, 'fr', '0406')).toEqual([]);
    // the computer player answers it: out of a bombarded hex, since a bombardment is not fired back at
    for (const seed of [1, 2, 3]) {
      const chosen = candidatePlayer(seed).decide({ view: viewFor(t, 'fr'), legal: legalCommands(t, 'fr') });
      expect(chosen).toMatchObject({ type: 'choose', choice: 'lineStack', units: ['fc'], hex: '0407' });
    }
    // without the doctrine option nothing is asked
    const off = act(atAction(game(units, 'fl', false), 'al', ['a1'], [6, 6]), 'bombard', { units: ['g'], hex: '0406' });
    expect(decisionType(off)).not.toBe('lineStack');
    expect(off.units.fc.hex).toBe('0407');
  });

  it('[NLC 20.2] cavalry standing with its line reaction-charges from the hex of the line its owner chooses', () => {
    // the Allied line across 0407-0406 with cavalry in 0407; the French brigade moves from 0706 into 0606, two hexes from both
    const units = [foot('al1', 'al', '0407'), horse('ac', 'al', '0407'), foot('fi', 'fr', '0706')];
    const s = atAction(game(units, 'al1'), 'fr', ['f1'], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(decisionType(s)).toBe('formationMove');
    const r = move(s, ['fi'], ['0606']);
    expect(pending(r)).toMatchObject({ type: 'reactionDeclare', side: 'al' });
    const t = act(r, 'reactionCharge', { units: ['ac'], hex: '0606' });
    // both hexes reach 0606: the owner chooses, before the morale test
    expect(pending(t)).toMatchObject({ type: 'lineStack', side: 'al' });
    expect(pending(t)!.options).toMatchObject({ units: ['ac'], hexes: ['0406', '0407'] });
    expect(refused(t, { type: 'choose', side: 'al', choice: 'lineStack', units: ['ac'], hex: '0606' })).toMatchObject({ code: 'not-line-hex', rule: 'NLC 20.2' });
    // the hex chosen is where the charge starts, and the flank hex it comes through (NLC 7.10)
    const north = act(t, 'lineStack', { units: ['ac'], hex: '0406' });
    expect(logged(north, 'NLC 7.9')).toContain('ac tests to reaction-charge: morale 4, rolled 1: charges');
    expect(north.units.ac.hex).toBe('0406');
    expect(combat(north).charge).toMatchObject({ from: { ac: '0406' }, entry: { ac: '0506' }, trigger: 'move' });
    const south = act(t, 'lineStack', { units: ['ac'], hex: '0407' });
    expect(combat(south).charge).toMatchObject({ from: { ac: '0407' }, entry: { ac: '0507' } });
    // held there for the round: an assault on the line later in this action would not ask about it again
    expect(unitPlacement(north, contextOf(north), 'ac')).toBeNull();
    expect(linePlacements(north, contextOf(north), 'al', '0407')).toEqual([]);
  });

  it('[NLC 20.2] cavalry whose line reaches a moving enemy only from the other hex is placed there without asking; off, it cannot react', () => {
    // 0505 is two hexes from 0406 and three from 0407, where the Allied cavalry stands
    const units = [foot('al1', 'al', '0407'), horse('ac', 'al', '0407'), foot('fi', 'fr', '0504')];
    const r = move(atAction(game(units, 'al1'), 'fr', ['f1'], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), ['fi'], ['0505']);
    expect(pending(r)).toMatchObject({ type: 'reactionDeclare', side: 'al' });
    expect(pending(r)!.options).toMatchObject({ units: ['ac'], hexes: ['0505'] });
    const t = act(r, 'reactionCharge', { units: ['ac'], hex: '0505' });
    expect(decisionType(t)).not.toBe('lineStack');
    expect(t.units.ac.hex).toBe('0406');
    expect(logged(t, 'NLC 20.2')).toContain("ac charges 0505 from 0406, the hex of its line that reaches it (the line's hexes at the owner's choice)");
    expect(combat(t).charge).toMatchObject({ from: { ac: '0406' } });
    // without the doctrine option the cavalry stands in 0407, out of reach: no reaction is offered
    const off = move(atAction(game(units, 'al1', false), 'fr', ['f1'], [1, 1, 1, 1]), ['fi'], ['0505']);
    expect(decisionType(off)).not.toBe('reactionDeclare');
  });

  it('[NLC 20.2] in its own formation action the line\'s gun bombards from either hex of the line, then holds it', () => {
    // French gun in 0407 with its line across 0407-0406; Allied units at 0404 (two from 0406, three from 0407) and 0409
    const units = [foot('fl', 'fr', '0407'), gun('fg', 'fr', '0407'), foot('a4', 'al', '0404'), foot('a9', 'al', '0409')];
    const s = atAction(game(units, 'fl'), 'fr', ['f1'], [6, 6]);
    expect(decisionType(s)).toBe('bombardDeclare');
    // 0404 only from the line's other hex 0406, 0409 only from 0407 where it stands
    expect(bombardTargets(s)).toEqual(['fg>0404', 'fg>0409']);
    const fired = act(s, 'bombard', { units: ['fg'], hex: '0404' });
    expect(fired.units.fg.hex).toBe('0406');
    expect(logged(fired, 'NLC 20.2')).toContain("fg takes its place in the line's other hex, 0406 (the line's hexes at the owner's choice)");
    expect(logged(fired, 'NLC 8.1')).toContain('fg bombards 0404 (a4) from 0406');
    // rolled 12 at strength 4: 2 hits, the first disrupts a4, the second is a step
    expect(logged(fired, 'NLC 8.1')).toContain('The first hit disrupts a4 at 0404');
    expect(fired.units.a4).toMatchObject({ disrupted: true, steps: 1 });
    // a place, not a move: no movement points spent, and it holds for the round
    expect(fired.units.fg).toMatchObject({ mpSpentHalves: s.units.fg.mpSpentHalves, movedIn: s.units.fg.movedIn });
    expect(unitPlacement(fired, contextOf(fired), 'fg')).toBeNull();
    // firing at 0409 from where it stands takes no place in the other hex
    const near = act(s, 'bombard', { units: ['fg'], hex: '0409' });
    expect(near.units.fg.hex).toBe('0407');
    expect(logged(near, 'NLC 20.2')).toEqual([]);
    expect(decisionType(near)).not.toBe('lineStack');
  });

  it('[NLC 20.2] a gun already placed in one hex of its line this round does not switch to the other', () => {
    const units = [foot('fl', 'fr', '0407'), gun('fg', 'fr', '0407'), foot('a4', 'al', '0404'), foot('a9', 'al', '0409')];
    const s = atAction(game(units, 'fl'), 'fr', ['f1'], [6, 6]);
    // as placed in 0407 earlier in this formation action (the round's placement record)
    const placed = produce(s, (d) => {
      (d.nlc as { optional?: unknown }).optional = { ops: {}, confused: {}, lineHeld: { activation: d.clock.activation, units: ['fg'] } };
    });
    expect(bombardTargets(placed)).toEqual(['fg>0409']);
    expect(refused(placed, { type: 'choose', side: 'fr', choice: 'bombard', units: ['fg'], hex: '0404' })).toMatchObject({ code: 'range', rule: 'NLC 8.1' });
    // without the doctrine option the gun fires only from where it stands
    const off = atAction(game(units, 'fl', false), 'fr', ['f1'], [6, 6]);
    expect(bombardTargets(off)).toEqual(['fg>0409']);
    expect(refused(off, { type: 'choose', side: 'fr', choice: 'bombard', units: ['fg'], hex: '0404' })).toMatchObject({ code: 'range', rule: 'NLC 8.1' });
  });

  it('[NLC 20.2, 8.1] a line\'s gun reaching the target from both hexes fires from the one its owner names', () => {
    // French gun in 0407 with its line across 0407-0406; Allied a3 at 0306 is in range and sight from both hexes
    const units = [foot('fl', 'fr', '0407'), gun('fg', 'fr', '0407'), foot('a3', 'al', '0306'), foot('a9', 'al', '0409')];
    const s = atAction(game(units, 'fl'), 'fr', ['f1'], [6, 6]);
    const ctx = contextOf(s);
    expect(ctx.map.distance('0407', '0306')).toBe(2);
    expect(ctx.map.distance('0406', '0306')).toBe(1);
    // the listing offers 0306 once per hex of the line; 0409, reached only from 0407, once without a hex named
    const listed = (legalCommands(s) as Extract<Command, { type: 'choose' }>[]).filter((c) => c.choice === 'bombard');
    expect(listed.map((c) => `${c.units!.join('+')}>${c.hex}${c.from ? `@${c.from}` : ''}`)).toEqual(['fg>0306@0407', 'fg>0306@0406', 'fg>0409']);
    // the preview fires from the hex named
    const preview = (from?: string) => (query(s, 'fr', { type: 'combat', pieces: ['fg'], to: '0306', from }) as unknown as { preview: { from: string; range: number } }).preview;
    expect(preview('0406')).toMatchObject({ from: '0406', range: 1 });
    expect(preview('0407')).toMatchObject({ from: '0407', range: 2 });
    expect(preview()).toMatchObject({ from: '0407', range: 2 });
    // named 0406: it takes its place there and fires from it; rolled 12 at strength 4, 2 hits
    const fired = act(s, 'bombard', { units: ['fg'], hex: '0306', from: '0406' });
    expect(fired.units.fg.hex).toBe('0406');
    expect(logged(fired, 'NLC 20.2')).toContain("fg takes its place in the line's other hex, 0406 (the line's hexes at the owner's choice)");
    expect(logged(fired, 'NLC 8.1')).toContain('fg bombards 0306 (a3) from 0406');
    expect(nlcOf(fired).combat?.attacker.hexes).toEqual(['0406']);
    expect(fired.units.a3).toMatchObject({ disrupted: true, steps: 1 });
    expect(unitPlacement(fired, ctx, 'fg')).toBeNull();
    // named 0407, where it stands: it stays and fires from there, as with no hex named (saves made before)
    for (const t of [act(s, 'bombard', { units: ['fg'], hex: '0306', from: '0407' }), act(s, 'bombard', { units: ['fg'], hex: '0306' })]) {
      expect(t.units.fg.hex).toBe('0407');
      expect(logged(t, 'NLC 20.2')).toEqual([]);
      expect(logged(t, 'NLC 8.1')).toContain('fg bombards 0306 (a3) from 0407');
    }
  });

  it('[NLC 20.2, 8.1] a bombardment from a hex that does not reach, or off the line, is refused and changes nothing', () => {
    const units = [foot('fl', 'fr', '0407'), gun('fg', 'fr', '0407'), foot('a3', 'al', '0306'), foot('a9', 'al', '0409')];
    const s = atAction(game(units, 'fl'), 'fr', ['f1'], [6, 6]);
    // 0409 is three hexes from the line's other hex 0406
    expect(refused(s, { type: 'choose', side: 'fr', choice: 'bombard', units: ['fg'], hex: '0409', from: '0406' })).toMatchObject({
      code: 'not-origin',
      rule: 'NLC 20.2',
      message: 'fg cannot bombard 0409 from 0406: only from 0407',
    });
    // a hex off the line
    expect(refused(s, { type: 'choose', side: 'fr', choice: 'bombard', units: ['fg'], hex: '0306', from: '0408' })).toMatchObject({
      code: 'not-origin',
      rule: 'NLC 20.2',
      message: 'fg cannot bombard 0306 from 0408: they may fire from 0407 or 0406',
    });
    expect((query(s, 'fr', { type: 'combat', pieces: ['fg'], to: '0409', from: '0406' }) as { reason: string; rule: string })).toMatchObject({ type: 'none', rule: 'NLC 20.2' });
    // without the doctrine option the gun fires only from where it stands: 0406 is refused
    const off = atAction(game(units, 'fl', false), 'fr', ['f1'], [6, 6]);
    expect((legalCommands(off) as Extract<Command, { type: 'choose' }>[]).filter((c) => c.choice === 'bombard').every((c) => c.from === undefined)).toBe(true);
    expect(refused(off, { type: 'choose', side: 'fr', choice: 'bombard', units: ['fg'], hex: '0306', from: '0406' })).toMatchObject({ code: 'not-origin', rule: 'NLC 20.2' });
    expect(act(off, 'bombard', { units: ['fg'], hex: '0306', from: '0407' }).units.fg.hex).toBe('0407');
  });

  it('[NLC 20.2, 7.7] a line\'s cavalry reaching the target from both hexes charges from the one its owner names', () => {
    // French line 0404-0403 with cavalry in 0404; the Allied brigade at 0503 is next to both hexes; 0302 only to 0403
    const place = (d: GameState) => void (d.units.fl.line = ['0404', '0403']);
    const units = [inf('fl', 'fr', '0404'), cav('fc', 'fr', '0404'), inf('ab', 'al', '0503'), inf('aw', 'al', '0302')];
    const s = atCharge(combatScenario({ units }), [3, 4, 1, 3, 3, 3, 3], { rules: { 'NLC 20.2': true }, prepare: place });
    expect(decisionType(s)).toBe('chargeDeclare');
    const listed = (legalCommands(s) as Extract<Command, { type: 'choose' }>[]).filter((c) => c.choice === 'charge');
    expect(listed.map((c) => `${c.units!.join('+')}>${c.hex}${c.from ? `@${c.from}` : ''}`)).toEqual(['fc>0302', 'fc>0503@0404', 'fc>0503@0403']);
    // the preview charges from the hex named
    const preview = (from?: string) => (query(s, 'fr', { type: 'combat', pieces: ['fc'], to: '0503', from }) as unknown as { preview: { from: Record<string, string> } }).preview;
    expect(preview('0403').from).toEqual({ fc: '0403' });
    expect(preview('0404').from).toEqual({ fc: '0404' });
    expect(preview().from).toEqual({ fc: '0404' });
    // named 0403: it takes its place there and charges from it
    const t = act(s, 'charge', { units: ['fc'], hex: '0503', from: '0403' });
    expect(t.units.fc.hex).toBe('0403');
    expect(logged(t, 'NLC 20.2')).toContain("fc takes its place in the line's other hex, 0403 (the line's hexes at the owner's choice)");
    expect(combat(t).charge).toMatchObject({ from: { fc: '0403' } });
    // named 0404 where it stands, or no hex named (saves made before): it charges from 0404
    for (const u of [act(s, 'charge', { units: ['fc'], hex: '0503', from: '0404' }), act(s, 'charge', { units: ['fc'], hex: '0503' })]) {
      expect(u.units.fc.hex).toBe('0404');
      expect(logged(u, 'NLC 20.2')).toEqual([]);
      expect(combat(u).charge).toMatchObject({ from: { fc: '0404' } });
    }
    // a hex of the line that does not reach, and a hex off the line, are refused with the case; nothing changes
    expect(refused(s, { type: 'choose', side: 'fr', choice: 'charge', units: ['fc'], hex: '0302', from: '0404' })).toMatchObject({ code: 'not-origin', rule: 'NLC 20.2' });
    expect(refused(s, { type: 'choose', side: 'fr', choice: 'charge', units: ['fc'], hex: '0503', from: '0405' })).toMatchObject({ code: 'not-origin', rule: 'NLC 20.2' });
    // without the doctrine option no hex is named in the listing, and only the hex it stands in may be named
    const off = atCharge(combatScenario({ units }), [3, 4, 1, 3, 3, 3, 3], { prepare: place });
    expect((legalCommands(off) as Extract<Command, { type: 'choose' }>[]).filter((c) => c.choice === 'charge').map((c) => `${c.hex}${c.from ?? ''}`)).toEqual(['0503']);
    expect(refused(off, { type: 'choose', side: 'fr', choice: 'charge', units: ['fc'], hex: '0503', from: '0403' })).toMatchObject({
      code: 'not-origin',
      rule: 'NLC 20.2',
      message: 'none of fc charges 0503 from 0403',
    });
    expect(combat(act(off, 'charge', { units: ['fc'], hex: '0503', from: '0404' })).charge).toMatchObject({ from: { fc: '0404' } });
  });

  it('[NLC 20.2] the extended-line ruling covers bombardments and reaction charges (no "finds it where it stands")', () => {
    const text = RULINGS.filter((r) => r.rule === 'NLC 20.2' && /extended line/i.test(r.question))
      .map((r) => r.ruling)
      .join(' ');
    expect(text).not.toMatch(/finds it where it stands/);
    expect(text).toMatch(/assaulted, charged or bombarded/);
    expect(text).toMatch(/reaction-charges/);
    // and in the unit's own formation action (no longer only from the hex it stands in)
    expect(text).not.toMatch(/bombards, charges or assaults from the hex it stands in/);
    expect(text).toMatch(/bombards or charges from either hex/);
    // and names the hex when both reach (no longer the one it stands in, picked for it)
    expect(text).not.toMatch(/the one it stands in when that reaches the target, else the other/);
    expect(text).toMatch(/the command names the hex/);
    // assaults, opportunity fire and remote support too (no longer "assaults from the hex it stands in")
    expect(text).not.toMatch(/It assaults from the hex it stands in/);
    expect(text).toMatch(/assaults from either hex of the line next to the target/);
    expect(text).toMatch(/NLC 20\.13/);
    expect(text).toMatch(/NLC 19\.3/);
  });
});

describe('NLC 20.2.3 extended lines: the line\'s guns and cavalry in the enemy\'s action and in assaults', () => {
  const opp = { 'NLC 20.13': true };
  it('[NLC 20.2, 20.13] a line\'s gun fires at a passing enemy from the hex of the line that reaches it, placed there without asking', () => {
    // French line across 0407-0406 with its gun in 0407; the Allied brigade moves 0504 -> 0505, two hexes from 0406, three from 0407
    const units = [foot('fl', 'fr', '0407'), gun('fg', 'fr', '0407'), foot('a', 'al', '0504')];
    const s = atAction(game(units, 'fl', true, opp), 'al', ['a1'], [6, 6, 6, 6, 6, 6]);
    const r = move(s, ['a'], ['0505'], 'al');
    expect(pending(r)).toMatchObject({ type: 'opportunityFire', side: 'fr' });
    expect(legalCommands(r).filter((c) => c.type === 'choose' && c.choice === 'oppFire')).toMatchObject([{ units: ['fg'], hex: '0505' }]);
    const t = act(r, 'oppFire', { units: ['fg'], hex: '0505' });
    // one hex reaches: placed at once, logged, and the fire comes from there
    expect(decisionType(t)).not.toBe('lineStack');
    expect(t.units.fg.hex).toBe('0406');
    expect(logged(t, 'NLC 20.2')).toContain("fg fires at the units passing 0505 from 0406, the hex of its line that reaches it (the line's hexes at the owner's choice)");
    expect(logged(t, 'NLC 20.13')).toContain('fg fires at a as they pass 0505');
    // half strength 2, rolled 12: the hit disrupts the brigade
    expect(logged(t, 'NLC 20.13').some((l) => /^Opportunity fire fires with 2\b/.test(l))).toBe(true);
    expect(t.units.a.disrupted).toBe(true);
    expect(unitPlacement(t, contextOf(t), 'fg')).toBeNull();
    // without the doctrine option the gun stands in 0407, three hexes off: no fire is offered
    const off = move(atAction(game(units, 'fl', false, opp), 'al', ['a1'], [6, 6, 6, 6]), ['a'], ['0505'], 'al');
    expect(decisionType(off)).not.toBe('opportunityFire');
    expect(off.units.a.disrupted).toBe(false);
  });

  it('[NLC 20.2, 20.13] when both hexes of the line reach, the gun\'s owner chooses the hex it fires from', () => {
    // the Allied brigade moves 0706 -> 0606, two hexes from both 0406 and 0407
    const units = [foot('fl', 'fr', '0407'), gun('fg', 'fr', '0407'), foot('a', 'al', '0706')];
    const r = move(atAction(game(units, 'fl', true, opp), 'al', ['a1'], [6, 6, 6, 6, 6, 6]), ['a'], ['0606'], 'al');
    // listed once, whichever hex it would be fired from
    expect(legalCommands(r).filter((c) => c.type === 'choose' && c.choice === 'oppFire')).toMatchObject([{ units: ['fg'], hex: '0606' }]);
    const t = act(r, 'oppFire', { units: ['fg'], hex: '0606' });
    askedWhere(t, 'fg', 'fl', ['0406', '0407'], 'fires at the units passing 0606', '0506');
    const north = act(t, 'lineStack', { units: ['fg'], hex: '0406' });
    expect(north.units.fg.hex).toBe('0406');
    expect(logged(north, 'NLC 20.2')).toContain("fg fires at the units passing 0606 from 0406 (the line's hexes at the owner's choice)");
    expect(logged(north, 'NLC 20.13')).toContain('fg fires at a as they pass 0606');
    expect(north.units.a.disrupted).toBe(true);
    const south = act(t, 'lineStack', { units: ['fg'], hex: '0407' });
    expect(south.units.fg.hex).toBe('0407');
    expect(south.units.a.disrupted).toBe(true);
  });

  // the assault tests: a 9x9 map, same geometry; the French line across 0403-0402 with its gun in 0403
  const lineAt = (d: GameState) => void (d.units.ln.line = ['0403', '0402']);
  const fgun = (hex: string) => inf('fg', 'fr', hex, { type: 'foot artillery', strength: [4, null] });
  const remote = (doctrine: boolean) => ({ 'NLC 20.2': doctrine, 'NLC 19.3': true });
  const remoteLine = (s: GameState) => combat(s).defender.fire?.lines.find((l) => l.unit === 'fg');

  it('[NLC 20.2, 19.3] a line\'s gun gives remote support from the hex of the line in range, placed there without asking', () => {
    // the Allied att at 0601 assaults fd at 0701: 0601 is two hexes from 0402, three from 0403
    const sc = combatScenario({ units: [inf('att', 'al', '0601'), inf('fd', 'fr', '0701'), inf('ln', 'fr', '0403'), fgun('0403')] });
    const t = assault(atAssault(sc, { side: 'al', rules: remote(true), dice: [1, 1, 1, 1, 1, 1, 1, 1], prepare: lineAt }), ['att'], '0701');
    expect(decisionType(t)).not.toBe('lineStack');
    expect(t.units.fg.hex).toBe('0402');
    expect(logged(t, 'NLC 20.2')).toContain("fg fires in remote support of 0701 from 0402, the hex of its line that reaches it (the line's hexes at the owner's choice)");
    expect(logged(t, 'NLC 19.3').some((l) => /^fg fires in remote support at 0601 with \d/.test(l))).toBe(true);
    expect(remoteLine(t)).toMatchObject({ remote: true });
    expect(unitPlacement(t, contextOf(t), 'fg')).toBeNull();
    // without the doctrine option the gun stands in 0403, out of range: no remote support
    const off = assault(atAssault(sc, { side: 'al', rules: remote(false), dice: [1, 1, 1, 1, 1, 1, 1, 1], prepare: lineAt }), ['att'], '0701');
    expect(off.units.fg.hex).toBe('0403');
    expect(logged(off, 'NLC 19.3')).toEqual([]);
    expect(remoteLine(off)).toBeUndefined();
  });

  it('[NLC 20.2, 19.3] when both hexes of the line are in range and sight, the gun\'s owner chooses where it fires in remote support from', () => {
    // att at 0602 assaults fd at 0702: 0602 is two hexes from both 0402 and 0403
    const sc = combatScenario({ units: [inf('att', 'al', '0602'), inf('fd', 'fr', '0702'), inf('ln', 'fr', '0403'), fgun('0403')] });
    const s = assault(atAssault(sc, { side: 'al', rules: remote(true), dice: [1, 1, 1, 1, 1, 1, 1, 1], prepare: lineAt }), ['att'], '0702');
    askedWhere(s, 'fg', 'ln', ['0402', '0403'], 'fires in remote support of 0702', '0602');
    const north = act(s, 'lineStack', { units: ['fg'], hex: '0402' });
    expect(north.units.fg.hex).toBe('0402');
    expect(logged(north, 'NLC 20.2')).toContain("fg fires in remote support of 0702 from 0402 (the line's hexes at the owner's choice)");
    expect(remoteLine(north)).toMatchObject({ remote: true });
    const south = act(s, 'lineStack', { units: ['fg'], hex: '0403' });
    expect(south.units.fg.hex).toBe('0403');
    expect(remoteLine(south)).toMatchObject({ remote: true });
  });

  const fcav = (hex: string) => inf('fc', 'fr', hex, { type: 'cavalry', strength: [3, 1], movement: 6 });

  it('[NLC 20.2, 7.3] cavalry standing with its line assaults from the hex of the line next to the target, placed there without asking', () => {
    // the Allied ab at 0401 is next to 0402, the line's second hex, not to 0403 where the French cavalry stands
    const sc = combatScenario({ units: [inf('ab', 'al', '0401'), inf('ln', 'fr', '0403'), fcav('0403')] });
    const s = atAssault(sc, { rules: { 'NLC 20.2': true }, dice: [6, 6, 1, 1, 1, 1, 1, 1], prepare: lineAt });
    expect(decisionType(s)).toBe('assaultDeclare');
    expect(legalCommands(s).filter((c) => c.type === 'choose' && c.choice === 'assault')).toMatchObject([{ units: ['fc'], hex: '0401' }]);
    const t = assault(s, ['fc'], '0401');
    expect(decisionType(t)).not.toBe('lineStack');
    expect(t.units.fc.hex).toBe('0402');
    expect(logged(t, 'NLC 20.2')).toContain("fc assaults 0401 from 0402, the hex of its line that reaches it (the line's hexes at the owner's choice)");
    expect(logged(t, 'NLC 7.3')).toContain('fc assaults 0401 (ab)');
    expect(combat(t).attacker.hexes).toEqual(['0402']);
    // the cavalry's fire (3, rolled 12) hits ab
    expect(combat(t).defender.hitsRolled).toBeGreaterThan(0);
    expect(unitPlacement(t, contextOf(t), 'fc')).toBeNull();
    // without the doctrine option the cavalry in 0403 is not next to ab: no assault at all
    const off = atAssault(sc, { rules: { 'NLC 20.2': false }, dice: [6, 6, 1, 1], prepare: lineAt });
    expect(decisionType(off)).not.toBe('assaultDeclare');
  });

  it('[NLC 20.2, 7.3] when both hexes of the line are next to the target, the owner chooses the hex the cavalry assaults from', () => {
    // 0503 is next to both 0402 and 0403; ab2 at 0601 is next to neither
    const sc = combatScenario({ units: [inf('ab', 'al', '0503'), inf('ab2', 'al', '0601'), inf('ln', 'fr', '0403'), fcav('0403')] });
    const s = atAssault(sc, { rules: { 'NLC 20.2': true }, dice: [6, 6, 1, 1, 1, 1, 1, 1], prepare: lineAt });
    // a hex next to neither hex of the line is refused with the case, nothing changes
    expect(refused(s, { type: 'choose', side: 'fr', choice: 'assault', units: ['fc'], hex: '0601' })).toMatchObject({ code: 'not-adjacent', rule: 'NLC 7.3' });
    const t = assault(s, ['fc'], '0503');
    askedWhere(t, 'fc', 'ln', ['0402', '0403'], 'assaults 0503', '0404');
    const north = act(t, 'lineStack', { units: ['fc'], hex: '0402' });
    expect(north.units.fc.hex).toBe('0402');
    expect(logged(north, 'NLC 20.2')).toContain("fc assaults 0503 from 0402 (the line's hexes at the owner's choice)");
    expect(combat(north).attacker.hexes).toEqual(['0402']);
    const south = act(t, 'lineStack', { units: ['fc'], hex: '0403' });
    expect(south.units.fc.hex).toBe('0403');
    expect(combat(south).attacker.hexes).toEqual(['0403']);
    // the stack that assaulted is spent: the line's own hex 0403 may not assault again this segment
    expect(nlcOf(south).assaultFrom).toEqual(['0403']);
  });

  it('[NLC 20.2, 8.1] the map\'s sight lines and range rings start from every hex the line\'s gun may fire from', () => {
    // French gun in 0407 with its line across 0407-0406; Allied a4 at 0404 (two from 0406, three from 0407), a9 at 0409 (two from 0407)
    const units = [foot('fl', 'fr', '0407'), gun('fg', 'fr', '0407'), foot('a4', 'al', '0404'), foot('a9', 'al', '0409')];
    const s = atAction(game(units, 'fl'), 'fr', ['f1'], [6, 6]);
    const sight = (t: GameState) => (query(t, 'fr', { type: 'sight', pieces: ['fg'] }) as unknown as { sight: { from: string; origins: string[]; lines: { from: string; to: string; canBombard: boolean }[] } }).sight;
    const range = (t: GameState) => query(t, 'fr', { type: 'gunRange', pieces: ['fg'] }) as { origins: string[]; rings: Record<string, number>; targets: string[] };
    // each line from the hex the gun would fire from: 0404 from the line's other hex, 0409 from where it stands
    expect(sight(s)).toMatchObject({ from: '0407', origins: ['0407', '0406'] });
    expect(sight(s).lines.map((l) => `${l.from}>${l.to}:${l.canBombard}`).sort()).toEqual(['0406>0404:true', '0407>0409:true']);
    expect(range(s)).toMatchObject({ origins: ['0407', '0406'], targets: ['0404', '0409'] });
    expect(range(s).rings['0404']).toBe(2);
    // once it has fired from 0406 it holds that hex for the round: everything is drawn from there
    const fired = act(s, 'bombard', { units: ['fg'], hex: '0404' });
    expect(range(fired)).toMatchObject({ origins: ['0406'] });
    // without the doctrine option, only from where it stands: 0404 is out of range
    const off = atAction(game(units, 'fl', false), 'fr', ['f1'], [6, 6]);
    expect(sight(off)).toMatchObject({ from: '0407', origins: ['0407'] });
    expect(sight(off).lines.map((l) => `${l.from}>${l.to}`)).toEqual(['0407>0409']);
    expect(range(off)).toMatchObject({ origins: ['0407'], targets: ['0409'] });
    expect(range(off).rings['0404']).toBeUndefined();
  });
});


describe('NLC 20.2.3 extended lines: units of a line acting together fit in the hexes they take (NLC 5.3)', () => {
  // March on Paris stacking (MOP 37.2: two units, or more of one division, within 12 SP): the Allied line al1 across
  // 0407-0406 with light horse ac1 and ac2 in 0407 (6 SP, one division) and heavy horse ac3 in 0406 (9 SP with the
  // line). 0505 is two hexes from 0406, three from 0407: ac1 and ac2 reach it only from 0406, where one more fits, not both.
  const div = { division: 'D' };
  const lineUnits = (): UnitSpec[] => [
    { ...foot('al1', 'al', '0407'), strength: [2, 1], ...div },
    { ...horse('ac1', 'al', '0407'), strength: [2, 1], ...div },
    { ...horse('ac2', 'al', '0407'), strength: [2, 1], ...div },
    { ...horse('ac3', 'al', '0406'), strength: [7, 3], ...div },
    foot('fi', 'fr', '0504'),
  ];
  const mopLine = (doctrine = true) => produce(doctrineGame(lineUnits(), { doctrine, mop: true }), inLine('al1'));
  const declared = (s: GameState) =>
    (legalCommands(s) as Extract<Command, { type: 'choose' }>[]).filter((c) => c.choice === 'reactionCharge').map((c) => `${c.units!.join('+')}>${c.hex}`);

  it('[NLC 20.2, 5.3] a reaction charge by the line\'s cavalry that its hexes cannot hold is neither listed nor accepted; one that fits is', () => {
    const r = move(atAction(mopLine(), 'fr', ['f1'], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), ['fi'], ['0505']);
    expect(pending(r)).toMatchObject({ type: 'reactionDeclare', side: 'al' });
    // each of ac1 and ac2 alone, or with ac3 (which charges from where it stands), fits in 0406; the two together do not
    expect(declared(r)).toEqual(['ac1>0505', 'ac2>0505', 'ac3>0505', 'ac1+ac3>0505', 'ac2+ac3>0505']);
    expect(refused(r, { type: 'choose', side: 'al', choice: 'reactionCharge', units: ['ac1', 'ac2'], hex: '0505' })).toMatchObject({ code: 'stacking', rule: 'NLC 5.3' });
    const t = act(r, 'reactionCharge', { units: ['ac1', 'ac3'], hex: '0505' });
    expect(t.units.ac1.hex).toBe('0406');
    expect(logged(t, 'NLC 20.2')).toContain("ac1 charges 0505 from 0406, the hex of its line that reaches it (the line's hexes at the owner's choice)");
    expect(combat(t).charge).toMatchObject({ from: { ac1: '0406', ac3: '0406' } });
  });

  it('[NLC 20.2, 5.3] a standing instruction declaring by itself leaves out the last of the line\'s cavalry that would have to take its place in the full hex (ruling)', () => {
    // "react when the chance is at least 1 in 6": every candidate qualifies; ac1 and ac3 charge, ac2 stays back
    const chance = produce(mopLine(), (d) => void (d.secret.al = { ...d.secret.al, cavalryReaction: { mode: 'chance', atLeast: 1 } }));
    const t = move(atAction(chance, 'fr', ['f1'], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), ['fi'], ['0505']);
    expect(logged(t, 'NLC 7.9')).toContain('ac1, ac3 (Allied) declare a reaction charge against fi at 0505');
    expect(t.units.ac1.hex).toBe('0406');
    expect(t.units.ac2.hex).toBe('0407');
    expect(Object.keys(combat(t).charge!.from).sort()).toEqual(['ac1', 'ac3']);
    const text = RULINGS.filter((x) => x.rule === 'NLC 20.2' && /extended line/i.test(x.question)).map((x) => x.ruling).join(' ');
    expect(text).toMatch(/leaves out the units that would have to take their place in the other hex, the last first/);
  });

  it('[NLC 20.2, 5.3, 7.3] an assault by the line\'s cavalry that its hexes cannot hold is refused and changes nothing; one that fits is fought', () => {
    // the French fd at 0405 is next to 0406, not to 0407: ac1 and ac2 would both take their place in 0406
    const sc = miniScenario({ id: 'line-assault-stack', columns: 10, rows: 12, units: [...lineUnits().slice(0, 4), foot('fd', 'fr', '0405')], mop: {} });
    const s = atAssault(sc, { side: 'al', formations: ['a1'], rules: { 'NLC 20.2': true }, dice: [6, 6, 1, 1, 1, 1, 1, 1], prepare: inLine('al1') });
    expect(decisionType(s)).toBe('assaultDeclare');
    expect(refused(s, { type: 'choose', side: 'al', choice: 'assault', units: ['ac1', 'ac2'], hex: '0405' })).toMatchObject({ code: 'stacking', rule: 'NLC 5.3' });
    const t = assault(s, ['ac1', 'ac3'], '0405');
    expect(t.units.ac1.hex).toBe('0406');
    expect(combat(t).attacker.hexes).toEqual(['0406']);
  });

  it('[NLC 20.2, 5.3, 19.3] guns of a line firing in remote support that its other hex cannot all hold: the last stays where it stands and does not fire (ruling)', () => {
    // the French line ln across 0403-0402 (one division, March on Paris stacking): light guns fg1 and fg2 in 0403
    // (6 SP with ln), the heavy fg3 in 0402 (9 SP with ln). The Allied att at 0601 assaults fd at 0701: 0601 is in
    // range of 0402, not of 0403, so fg1 and fg2 fire only from 0402, which has room for one of them.
    const g = (id: string, hex: string, sp: number) => inf(id, 'fr', hex, { type: 'foot artillery', strength: [sp, null], division: 'D' });
    const units = [inf('att', 'al', '0601'), inf('fd', 'fr', '0701'), inf('ln', 'fr', '0403', { strength: [2, 1], division: 'D' }), g('fg1', '0403', 2), g('fg2', '0403', 2), g('fg3', '0402', 7)];
    const sc = miniScenario({ id: 'line-remote-stack', columns: 9, rows: 9, units, mop: {} });
    const t = assault(atAssault(sc, { side: 'al', rules: { 'NLC 20.2': true, 'NLC 19.3': true }, dice: [1, 1, 1, 1, 1, 1, 1, 1], prepare: (d) => void (d.units.ln.line = ['0403', '0402']) }), ['att'], '0701');
    expect(decisionType(t)).not.toBe('lineStack');
    expect(t.units.fg1.hex).toBe('0402');
    expect(t.units.fg2.hex).toBe('0403');
    expect(logged(t, 'NLC 5.3')).toContain("fg2 stays in 0403 and takes no part: the line's other hex has no room for it");
    const fired = combat(t).defender.fire!.lines.filter((l) => l.remote).map((l) => l.unit).sort();
    expect(fired).toEqual(['fg1', 'fg3']);
    // held there for the round, like any placement
    expect(unitPlacement(t, contextOf(t), 'fg2')).toBeNull();
  });

  it('[NLC 20.2, 5.3] without the doctrine option the cavalry in 0407 cannot reach 0505, and nothing of the line applies', () => {
    const r = move(atAction(mopLine(false), 'fr', ['f1'], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), ['fi'], ['0505']);
    expect(pending(r)).toMatchObject({ type: 'reactionDeclare', side: 'al' });
    expect(declared(r)).toEqual(['ac3>0505']);
  });
});
