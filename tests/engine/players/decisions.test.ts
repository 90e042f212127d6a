// The candidate player answers every kind of decision a player makes with a sensible, reasoned choice
// (issue 14): NLC command phase (orders, Local Decisions, the Bad Move), opportunity fire, N20 Maneuver
// Matrix (use, chit, Direct Command marker), N20 Retain cards, March on Paris cards. Each test reaches the
// decision by seeded random play, then checks what the candidate player chose from its side's view.
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands, newGame, pendingDecision, viewFor, type Command, type GameState, type Options, type Side } from '../../../src/engine';
import { loadScenarioFile } from '../../../src/cli/files';
import { randomPicker } from '../../../src/players/random';
import { candidatePlayer } from '../../../src/players/candidate';
import { orderValue } from '../../../src/players/candidate/orders';
import { worldOf } from '../../../src/players/candidate/world';

/** Seeded play (random, or the candidate player for `driver` sides) until a decision of `type` is open. */
function reach(id: string, options: Options, seed: number, type: string, opts: { driver?: 'random' | 'candidate'; cap?: number } = {}): { s: GameState; side: Side } | null {
  const sc = loadScenarioFile(id);
  let s = newGame(sc, options, seed);
  const pick = randomPicker(seed);
  const cand = candidatePlayer(seed);
  for (let i = 0; i < (opts.cap ?? 4000) && !s.result; i++) {
    const p = pendingDecision(s)!;
    if (p.type === type) return { s, side: p.sides[0] };
    const side = p.sides[0];
    const legal = legalCommands(s, side);
    const cmd = opts.driver === 'candidate' ? cand.decide({ view: viewFor(s, side), legal }) as Command : pick.pick(legal);
    const r = applyCommand(s, cmd);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return null;
}

function firstReach(id: string, options: Options, type: string, seeds: number[], driver: 'random' | 'candidate' = 'random') {
  for (const seed of seeds) {
    const r = reach(id, options, seed, type, { driver });
    if (r) return r;
  }
  throw new Error(`no ${type} decision reached in ${id}`);
}

function think(s: GameState, side: Side) {
  return candidatePlayer(7).think({ view: viewFor(s, side), legal: legalCommands(s, side) });
}

const N20_FUN: Options = { rules: { 'N20X 9.0 Fun': true, 'N20X 5.0 Medium': true } };
const N20_FURIOUS: Options = { rules: { 'N20X 9.0 Furious': true, 'N20X 5.0 Spicy': true } };

describe('candidate player: every decision a player makes', () => {
  it('[NLC 12.4] command phase: orders are reasoned, and a formation with an order on its way gets no second one', () => {
    const { s, side } = firstReach('crossing', { rules: {} }, 'ordersSend', [1, 2, 3], 'candidate');
    const t = think(s, side);
    expect(['order', 'endOrders']).toContain((t.chosen.cmd as { choice: string }).choice);
    for (const c of t.top) expect(c.why).not.toBe('');
    // play the phase out with the candidate player: it ends, and never stacks two open orders on one formation
    let st = s;
    for (let i = 0; i < 200 && pendingDecision(st)?.type === 'ordersSend'; i++) {
      const who = pendingDecision(st)!.sides[0];
      const cmd = think(st, who).chosen.cmd;
      const r = applyCommand(st, cmd);
      expect(r.ok).toBe(true);
      if (r.ok) st = r.state;
    }
    expect(pendingDecision(st)?.type).not.toBe('ordersSend');
    for (const sd of ['fr', 'al']) {
      const orders = Object.values(((st.secret[sd] as { orders?: { orders: Record<string, { formation: string; status: string }> } }).orders?.orders) ?? {});
      const open = orders.filter((o) => ['transit', '1T', 'R4', 'R5'].includes(o.status)).map((o) => o.formation);
      expect(new Set(open).size).toBe(open.length);
    }
  });

  it('[NLC 12.11] Local Decisions are risked only when clearly better than the standing order', () => {
    const { s, side } = firstReach('crossing', { rules: {} }, 'ordersLocal', [1, 2], 'candidate');
    // at the start every formation has its scenario order (attack or defend): no Local Decision is worth a Bad Move
    const t = think(s, side);
    expect((t.chosen.cmd as { choice: string }).choice).toBe('endLocalDecisions');
  });

  it("[NLC 12.11] a Bad Move: the enemy formation gets the order that serves it worst", () => {
    const { s, side } = firstReach('tutorial', { rules: {} }, 'badMove', [6, 2]);
    const legal = legalCommands(s, side);
    const t = think(s, side);
    const w = worldOf(viewFor(s, side), side);
    const value = (c: Command) => {
      const o = (c as { order?: { formation: string; type: string; target?: string[] } }).order;
      return o ? orderValue(w, o.formation, o.type, o.target ?? []).score : 0;
    };
    const worst = Math.min(...legal.map(value));
    expect(value(t.chosen.cmd)).toBeCloseTo(worst, 5);
  });

  it('[NLC 20.13] opportunity fire: the guns fire at an enemy moving in sight', () => {
    const { s, side } = firstReach('tutorial', { rules: { 'NLC 20.13': true } }, 'opportunityFire', [6, 2], 'candidate');
    expect((think(s, side).chosen.cmd as { choice: string }).choice).toBe('oppFire');
  });

  it('[N20X 9.0] Maneuver Matrix: the chits are weighed, and the defender never offers a free win at low odds', () => {
    const { s, side } = firstReach('gzhatsk20', N20_FURIOUS, 'n20:maneuver', [1, 2, 3, 4]);
    const t = think(s, side);
    expect(t.chosen.cmd.type).toBe('choose');
    const scores = t.top.map((c) => c.score);
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThan(0.01);
    // whichever side this is, Fall Back hands the attacker DW against two of five chits: a defender avoids it
    const b = (viewFor(s, side).n20 as unknown as { battle: { attacker: string } }).battle;
    if (b.attacker !== side) expect((t.chosen.cmd as { choice: string }).choice).not.toBe('maneuver:FallBack');
  });

  it('[N20X 9.0] Fun: the Direct Command marker goes with a unit in contact or closest to it', () => {
    const r = firstReach('gzhatsk20', N20_FUN, 'n20:movement', [1]);
    const t = think(r.s, r.side);
    const dc = t.top.find((c) => (c.cmd as { choice?: string }).choice === 'dc');
    if (dc) expect(dc.why).toMatch(/Direct Command/);
    expect(['move', 'choose']).toContain(t.chosen.cmd.type);
  });

  it('[N20X 5.0] Medium: of the dealt Retain cards it keeps the one that bites hardest', () => {
    const { s, side } = firstReach('gzhatsk20', N20_FUN, 'n20:mediumPick', [1, 2]);
    const t = think(s, side);
    expect((t.chosen.cmd as { choice: string }).choice).toMatch(/^card:pick:/);
    expect(t.chosen.score).toBe(Math.max(...t.top.map((c) => c.score)));
    expect(t.chosen.why).toMatch(/keep/);
  });

  it('[MOP 37.12] full card play: plays a helpful card at the card step and never the General Retreat while strong', () => {
    const r = firstReach('brienne', { rules: { 'MOP 37.12 Full': true, 'MOP 37.12 Restricted': false } }, 'mopCards', [1, 2, 3]);
    const legal = legalCommands(r.s, r.side);
    const t = think(r.s, r.side);
    const chosen = (t.chosen.cmd as { choice: string }).choice;
    expect(legal.some((c) => (c as { choice: string }).choice === chosen)).toBe(true);
    expect(t.chosen.why).not.toBe('');
    const retreat = t.top.find((c) => /General Retreat/.test(c.why));
    if (retreat) expect(retreat.cmd).not.toEqual(t.chosen.cmd);
  });
});
