// MOP 37.11 vedettes (deploy, gather, move, driven off, free cavalry attack, vedette fights), 37.11.1 repulse,
// and 37.11.2 vedettes reporting hidden forces (modules/mop/field/vedetteCounters.ts, repulse.ts, vedettes.ts).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, commandLabel, contextOf, legalCommands, loadScenario, newGame, pendingDecision, vedetteChoices, viewFor, type Command, type GameState } from '../engineApi';
import { loadScenarioFile } from '../../../src/cli/files';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { fieldScenario, withCommand } from './fieldHarness';
import { hiddenDraft, hiddenOf } from '../../../src/engine/rules/hidden';
import { moveVeto as vedetteMoveVeto, vedetteReach, vedettesOf, vedetteState } from '../../../src/engine/modules/mop/field/vedetteCounters';
import { revealSpotted } from '../../../src/engine/modules/mop/field/hiddenForces';
import { expectReportedThenRevealed } from '../hidden/vedetteReport';
import type { U } from '../nlc/combatHarness';
import { logEntries } from '../../../src/engine/core/logBook';

const V = { 'MOP 37.10': true, 'MOP 37.11': true };
const out = () => ({ events: [], revealed: false, rolled: false });
const lc = (id: string, side: 'fr' | 'al', hex: string, extra: Partial<U> = {}): U => ({ id, side, hex, type: 'light cavalry', movement: 6, strength: [4, 2], ...extra });

function game(units: U[], rules: Record<string, boolean> = V, mop: Parameters<typeof fieldScenario>[0]['mop'] = {}) {
  return newGame(fieldScenario({ units, mop }), { rules }, 1);
}
function cmd(s: GameState, side: string, choice: string, extra: { units?: string[]; hex?: string } = {}) {
  return applyCommand(s, { type: 'choose', side, n: s.seq, choice, ...extra });
}
function ok(s: GameState, side: string, choice: string, extra: { units?: string[]; hex?: string } = {}): GameState {
  const r = cmd(s, side, choice, extra);
  if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
  return r.state;
}
function move(s: GameState, side: string, units: string[], path: string[]): GameState {
  const r = applyCommand(s, { type: 'move', side, n: s.seq, units, path });
  if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
  return r.state;
}
const ved = (s: GameState) => vedetteState(s)!;
const dice = (s: GameState, d: number[]) => produce(s, (x) => void (x.testDice = [...d]));
/** Put vedettes of `side` at `hex` from `parent` directly (as deployed earlier). */
const place = (s: GameState, side: string, parent: string, hexes: string[]) =>
  produce(s, (d) => {
    const m = d.mop as { vedettes?: { pieces: Record<string, unknown>; next: number; replaced: string[] } };
    m.vedettes ??= { pieces: {}, next: 1, replaced: [] };
    for (const h of hexes) {
      m.vedettes.pieces[`v${m.vedettes.next}`] = { side, hex: h, parent, movedIn: 0, mpSpentHalves: 0 };
      m.vedettes.next += 1;
    }
  });

describe('MOP 37.11 vedettes', () => {
  it('[MOP 37.11] light cavalry sends out its vedettes in its Movement Segment: the unit is replaced by them (2 when the scenario lists none)', () => {
    let s = atAction(game([lc('h', 'fr', '0105'), foe('z', '0909')]), 'fr', ['f1']);
    s = ok(s, 'fr', 'mop-vedette:deploy', { units: ['h'] });
    expect(Object.values(ved(s).pieces).map((p) => [p.side, p.hex, p.parent])).toEqual([
      ['fr', '0105', 'h'],
      ['fr', '0105', 'h'],
    ]);
    expect(s.units.h.status).toBe('pending');
    expect(s.units.h.hex).toBeNull();
    // both sides see them (vedettes are never hidden, a ruling)
    expect(Object.keys((viewFor(s, 'al').mop!.state as { vedettes: { pieces: object } }).vedettes.pieces)).toEqual(['v1', 'v2']);
  });

  it('[MOP 37.11] the scenario\'s count is used; a brigade with its own vedettes stays on the map', () => {
    let s = atAction(game([lc('h', 'fr', '0105'), ours('b', '0103'), foe('z', '0909')], V, { vedettes: [{ unit: 'h', count: 3 }, { unit: 'b', count: 1, own: true }] }), 'fr', ['f1']);
    s = ok(s, 'fr', 'mop-vedette:deploy', { units: ['h'] });
    s = ok(s, 'fr', 'mop-vedette:deploy', { units: ['b'] });
    expect(Object.keys(ved(s).pieces)).toHaveLength(4);
    expect(s.units.b).toMatchObject({ status: 'map', hex: '0103' });
  });

  it('[MOP 37.11] off by default, and only light cavalry or listed brigades have vedettes: refused, nothing changes', () => {
    const off = atAction(game([lc('h', 'fr', '0105'), foe('z', '0909')], {}), 'fr', ['f1']);
    const r1 = cmd(off, 'fr', 'mop-vedette:deploy', { units: ['h'] });
    expect(r1.ok).toBe(false);
    const s = atAction(game([ours('a', '0105'), foe('z', '0909')]), 'fr', ['f1']);
    const r2 = cmd(s, 'fr', 'mop-vedette:deploy', { units: ['a'] });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.rule).toBe('MOP 37.11');
  });

  it('[MOP 37.11] a vedette rides at its unit\'s movement on cavalry costs, ignoring ZOCs, but never into an enemy hex', () => {
    let s = atAction(game([lc('h', 'fr', '0501'), foe('z', '0505')]), 'fr', ['f1']);
    s = ok(s, 'fr', 'mop-vedette:deploy', { units: ['h'] });
    // 0501 -> 0506 goes round z through its ZOC (0504, then a hex beside 0505) in 6 clear hexes: allowed
    const r = cmd(s, 'fr', 'mop-vedette:move', { units: ['v1'], hex: '0506' });
    if (!r.ok) throw new Error(r.error.message);
    if (r.ok) expect(ved(r.state).pieces.v1.hex).toBe('0506');
    // into z's hex: refused
    const r2 = cmd(s, 'fr', 'mop-vedette:move', { units: ['v2'], hex: '0505' });
    expect(r2.ok).toBe(false);
    // seven hexes is beyond its 6 MP
    const r3 = cmd(s, 'fr', 'mop-vedette:move', { units: ['v2'], hex: '0508' });
    expect(r3.ok).toBe(false);
  });

  it('[MOP 37.11] vedettes stacked together become their unit again', () => {
    let s = atAction(game([lc('h', 'fr', '0101'), foe('z', '0909')]), 'fr', ['f1']);
    s = ok(s, 'fr', 'mop-vedette:deploy', { units: ['h'] });
    s = ok(s, 'fr', 'mop-vedette:move', { units: ['v1'], hex: '0103' });
    expect(cmd(s, 'fr', 'mop-vedette:gather', { units: ['h'], hex: '0103' }).ok).toBe(false);
    s = ok(s, 'fr', 'mop-vedette:move', { units: ['v2'], hex: '0103' });
    s = ok(s, 'fr', 'mop-vedette:gather', { units: ['h'], hex: '0103' });
    expect(s.units.h).toMatchObject({ status: 'map', hex: '0103' });
    expect(ved(s).pieces).toEqual({});
  });

  it('[MOP 37.11] enemy infantry entering vedettes\' hex drives them two hexes back and moves on', () => {
    let s = game([lc('h', 'fr', '0101'), foe('z', '0508')]);
    s = place(s, 'fr', 'h', ['0506', '0506']);
    s = atAction(s, 'al', ['a1']);
    s = move(s, 'al', ['z'], ['0507', '0506', '0505']);
    expect(s.units.z.hex).toBe('0505');
    const hexes = Object.values(ved(s).pieces).map((p) => p.hex);
    expect(hexes).toHaveLength(2);
    const ctx = contextOf(s);
    for (const h of hexes) expect(ctx.map.distance('0506', h)).toBe(2);
    expect(logEntries(s).some((e) => e.text.includes('fall back from 0506'))).toBe(true);
  });

  it('[MOP 37.11] enemy cavalry riding into vedettes gets a free attack at half strength: 4 -> 2 on 12 is 2 hits, both lost and the unit with them', () => {
    let s = game([lc('h', 'fr', '0101'), foe('z', '0508', { type: 'cavalry', movement: 6 })]);
    s = atAction(s, 'fr', ['f1']);
    s = ok(s, 'fr', 'mop-vedette:deploy', { units: ['h'] });
    s = ok(s, 'fr', 'mop-vedette:move', { units: ['v1'], hex: '0106' });
    s = ok(s, 'fr', 'mop-vedette:move', { units: ['v2'], hex: '0106' });
    s = atAction(s, 'al', ['a1']);
    s = dice(s, [6, 6]);
    s = move(s, 'al', ['z'], ['0407', '0307', '0206', '0106']);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.11' && e.text.includes('free attack at half strength 2, rolled 12: 2 hits'))).toBe(true);
    expect(ved(s).pieces).toEqual({});
    expect(s.units.h.status).toBe('eliminated');
  });

  it('[MOP 37.11] vedettes fight vedettes at 2 each: both sides fire on the Fire Table', () => {
    let s = game([lc('h', 'fr', '0101'), lc('k', 'al', '0909')]);
    s = place(s, 'fr', 'h', ['0504', '0504']);
    s = place(s, 'al', 'k', ['0505']);
    s = atAction(s, 'fr', ['f1']);
    // French 4 on 12: 2 hits; Allied 2 on 4: none
    s = dice(s, [6, 6, 2, 2]);
    s = ok(s, 'fr', 'mop-vedette:attack', { units: ['v1', 'v2'], hex: '0505' });
    expect(ved(s).pieces.v3).toBeUndefined();
    expect(ved(s).pieces.v1).toBeDefined();
    expect(ved(s).pieces.v2).toBeDefined();
    // a vedette cannot attack units
    const r = cmd(s, 'fr', 'mop-vedette:attack', { units: ['v1'], hex: '0909' });
    expect(r.ok).toBe(false);
  });

  it('[MOP 37.11] a scenario naming a unit that does not exist for vedettes is refused at load with the JSON path', () => {
    const sc = fieldScenario({ units: [lc('h', 'fr', '0101'), foe('z', '0909')] });
    const raw = { ...JSON.parse(JSON.stringify(sc)), mop: { ...sc.mop, vedettes: [{ unit: 'nobody', count: 2 }] } };
    const r = loadScenario(raw, 'x.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('$.mop.vedettes[0].unit');
  });
});

describe('MOP 37.11 repulse (37.11.1)', () => {
  const hide = (s: GameState, side: string, pieces: string[]) => produce(s, (d) => void hiddenDraft(d, side).pieces.push(...pieces));

  it('[MOP 37.11] repulse (37.11.1): a unit moving into a hidden force stops in the hex it entered from, the force is revealed, it checks morale: 6 against 4 fails, disrupted', () => {
    // 4 hexes apart: nobody spots anybody as the action begins (MOP 37.10)
    let s = game([ours('a', '0501'), foe('z', '0505')]);
    s = hide(s, 'al', ['z']);
    s = atAction(s, 'fr', ['f1']);
    expect(hiddenOf(s, 'al')!.pieces).toEqual(['z']);
    s = dice(s, [6]);
    s = move(s, 'fr', ['a'], ['0502', '0503', '0504', '0505']);
    expect(s.units.a.hex).toBe('0504');
    expect(s.units.z.hex).toBe('0505');
    expect(hiddenOf(s, 'al')!.pieces).toEqual([]);
    expect(s.units.a.disrupted).toBe(true);
    const rep = logEntries(s).find((e) => e.text.startsWith('Repulse'))!;
    expect(rep.rule).toBe('MOP 37.11.1');
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.11.1' && e.text.includes('morale 4, rolled 6: failed'))).toBe(true);
  });

  it('[MOP 37.11] repulse (37.11.1): passing the morale check: not disrupted, but its movement is over', () => {
    let s = game([ours('a', '0501'), foe('z', '0505')]);
    s = hide(s, 'al', ['z']);
    s = atAction(s, 'fr', ['f1']);
    s = dice(s, [2]);
    s = move(s, 'fr', ['a'], ['0502', '0503', '0504', '0505']);
    expect(s.units.a).toMatchObject({ hex: '0504', disrupted: false });
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0404'] });
    expect(r.ok).toBe(false);
  });

  it('[MOP 37.11] repulse (37.11.1): a unit whose March orders forbid entering an enemy ZOC goes one hex further back and is disrupted, no die rolled', () => {
    const sc = withCommand(fieldScenario({ units: [ours('a', '0501'), foe('z', '0505')] }));
    const cmdSc = loadScenario({ ...JSON.parse(JSON.stringify(sc)), id: 'ved-march', command: { wings: [], orders: [{ formation: 'f1', type: 'march', target: ['0509'] }] } }, 'x.json');
    if (!cmdSc.ok) throw new Error(cmdSc.message);
    let s = newGame(cmdSc.scenario, { rules: { ...V, 'NLC 12': true } }, 1);
    s = hide(s, 'al', ['z']);
    s = atAction(s, 'fr', ['f1']);
    const rng = s.rng;
    s = move(s, 'fr', ['a'], ['0502', '0503', '0504', '0505']);
    // 0504 is in z's ZOC: back to 0503
    expect(s.units.a).toMatchObject({ hex: '0503', disrupted: true });
    expect(hiddenOf(s, 'al')!.pieces).toEqual([]);
    expect(s.rng).toBe(rng);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.11.1' && e.text.includes('back one hex more to 0503, disrupted'))).toBe(true);
  });

  it('[MOP 37.11] repulse (37.11.1): a vedette riding into a hidden force stops short and the force is revealed; into a dummy it rides on and the dummy goes', () => {
    let s = game([lc('h', 'fr', '0101'), foe('z', '0505'), foe('y', '0909')]);
    s = hide(s, 'al', ['z']);
    s = produce(s, (d) => {
      const h = hiddenDraft(d, 'al');
      h.dummies.d1 = '0105';
      h.nextDummy = 2;
    });
    s = place(s, 'fr', 'h', ['0501', '0102']);
    s = atAction(s, 'fr', ['f1']);
    s = ok(s, 'fr', 'mop-vedette:move', { units: ['v1'], hex: '0505' });
    expect(ved(s).pieces.v1.hex).toBe('0504');
    expect(hiddenOf(s, 'al')!.pieces).toEqual([]);
    s = ok(s, 'fr', 'mop-vedette:move', { units: ['v2'], hex: '0105' });
    expect(ved(s).pieces.v2.hex).toBe('0105');
    expect(hiddenOf(s, 'al')!.dummies).toEqual({});
  });

  it('[MOP 37.11] repulse (37.11.1): a dummy stack in the way is removed and the move goes on', () => {
    let s = game([ours('a', '0502'), foe('z', '0909')]);
    s = produce(s, (d) => {
      const h = hiddenDraft(d, 'al');
      h.dummies.d1 = '0504';
      h.nextDummy = 2;
    });
    s = atAction(s, 'fr', ['f1']);
    s = move(s, 'fr', ['a'], ['0503', '0504', '0505']);
    expect(s.units.a.hex).toBe('0505');
    expect(hiddenOf(s, 'al')!.dummies).toEqual({});
    expect(logEntries(s).some((e) => e.text.includes('was a dummy'))).toBe(true);
  });

  it('[MOP 37.11] repulse (37.11.1): without the vedette rule, a move into a hidden force is refused as into any enemy hex', () => {
    let s = game([ours('a', '0501'), foe('z', '0505')], { 'MOP 37.10': true });
    s = hide(s, 'al', ['z']);
    s = atAction(s, 'fr', ['f1']);
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0502', '0503', '0504', '0505'] });
    expect(r.ok).toBe(false);
  });
});

describe('MOP 37.11 vedettes and hidden forces (37.11.2)', () => {
  it('[MOP 37.11] a vedette seeing a hidden force beyond 3 hexes marks it with the turns to ride to its commander; the countdown reveals it', () => {
    let s = game([ours('b', '0909'), foe('z', '0101'), lc('k', 'al', '0102')]);
    s = hide(s, 'fr', ['b']);
    s = place(s, 'al', 'k', ['0905']);
    // no commander on the map: 99 turns
    expectReportedThenRevealed(s);
  });

  it('[MOP 37.11] light cavalry that is not out as vedettes reports nothing beyond 3 hexes', () => {
    let s = game([ours('b', '0909'), lc('k', 'al', '0905')]);
    s = hide(s, 'fr', ['b']);
    const ctx = contextOf(s);
    s = produce(s, (d) => void revealSpotted(d, ctx, out(), 'test'));
    expect(hiddenOf(s, 'fr')!.reported).toEqual({});
  });

  it('[MOP 37.11] a vedette riding into sight of a hidden force reports it at once', () => {
    let s = game([ours('b', '0909'), lc('k', 'al', '0901'), foe('z', '0101')]);
    s = hide(s, 'fr', ['b']);
    s = atAction(s, 'al', ['a1']);
    s = ok(s, 'al', 'mop-vedette:deploy', { units: ['k'] });
    s = ok(s, 'al', 'mop-vedette:move', { units: ['v1'], hex: '0905' });
    expect(hiddenOf(s, 'fr')!.reported['0909']).toBe(99);
  });
});

function hide(s: GameState, side: string, pieces: string[]) {
  return produce(s, (d) => void hiddenDraft(d, side).pieces.push(...pieces));
}

describe('MOP 37.11 vedettes in play', () => {
  it('[MOP 37.11] a game of the sampler with vedettes sent out, riding and fighting: every vedette command the engine offers is accepted, and the replay is the same', () => {
    const sc = loadScenarioFile('mop-sampler');
    const opts = { rules: { 'MOP 37.10': true, 'MOP 37.11': true, 'NLC 12': false } };
    let s = newGame(sc, opts, 7);
    const played: Command[] = [];
    let vedetteCmds = 0;
    let pick = 12345;
    for (let k = 0; k < 150 && !s.result; k++) {
      const p = pendingDecision(s);
      if (!p) break;
      const side = p.sides[0];
      pick = (pick * 1103515245 + 12345) >>> 0;
      let c: Command | null = null;
      if (p.type === 'formationMove' && pick % 2 === 0) {
        // ride a vedette of an acting formation to a hex its reach offers, else take the panel's offers
        const ctx = contextOf(s);
        const ready = vedettesOf(s, side).filter((id) => !vedetteMoveVeto(s, ctx, side, id));
        const id = ready[pick % Math.max(1, ready.length)];
        const to = id ? Object.keys(vedetteReach(s, ctx, id)) : [];
        if (id && to.length && pick % 4 === 0) c = { type: 'choose', side, n: s.seq, choice: 'mop-vedette:move', units: [id], hex: to[(pick >>> 3) % to.length] };
        else {
          const offers = vedetteChoices(s, side, null);
          if (offers.length) c = offers[(pick >>> 3) % offers.length].command;
        }
      }
      const legal = c ? [c] : legalCommands(s);
      if (!legal.length) break;
      const cmd = legal[pick % legal.length];
      const r = applyCommand(s, cmd);
      if (!r.ok) throw new Error(`${commandLabel(cmd, sc)} refused: ${r.error.message} [${r.error.rule}]`);
      if (c) vedetteCmds += 1;
      played.push(cmd);
      s = r.state;
    }
    expect(vedetteCmds).toBeGreaterThan(3);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.11' && / rides /.test(e.text))).toBe(true);
    // a save is scenario + options + seed + commands: the replay gives the same state
    let again = newGame(sc, opts, 7);
    for (const cmd of played) {
      const r = applyCommand(again, cmd);
      if (!r.ok) throw new Error(r.error.message);
      again = r.state;
    }
    expect(JSON.stringify(again)).toBe(JSON.stringify(s));
  }, 120000);
});
