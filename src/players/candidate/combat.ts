// Assault, charge and bombardment choices (NLC 7.3, 7.7, 8.1) and N20 battles (N20 9.0), scored by the
// engine's own previews asked for this side on the probe state: the expected hits each way on the 2d6
// Fire Table (NLC 7.6), and for N20 the expected CRT result on the battle's column.
import { choiceLabel, n20BattlePreview, query, N20_CRT, N20_CRT_COLUMNS, type ChooseCommand, type Command, type GameState, type HexId, type N20CrtResult } from '../../engine';
import type { World } from './world';
import type { Candidate } from './types';

/** Chance of each 2d6 total 2..12. */
const P2D6 = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((x) => x / 36);

interface FireSide {
  hitsByRoll?: number[];
  strength?: number;
}

function expectedHits(f: FireSide | undefined, method: string | undefined): number {
  if (!f) return 0;
  if (method === 'sixes') return (f.strength ?? 0) / 6; // NLC 20.4: one die per point, each 6 a hit
  if (!f.hitsByRoll) return 0;
  return f.hitsByRoll.reduce((a, h, i) => a + h * P2D6[i], 0);
}

function objectiveVp(w: World, hex: HexId): number {
  return w.ctx.scenario.objectives.find((o) => o.hex === hex)?.vp ?? 0;
}

/** NLC: the fire exchange of an assault, charge or bombardment on `hex` by `units`, from the preview. */
export function nlcFireCandidate(w: World, c: ChooseCommand): Candidate {
  const units = c.units ?? [];
  const hex = c.hex!;
  let a;
  try {
    a = query(w.probe, w.side, { type: 'combat', pieces: units, to: hex });
  } catch {
    a = null; // a preview that needs more than the view holds: fall back on the strengths
  }
  if (!a || a.type !== 'combat') {
    const mine = units.reduce((t, u) => t + (w.strength[u] ?? 0), 0);
    const theirs = w.stacks[hex]?.strength ?? 1;
    return { cmd: c, score: mine / Math.max(1, theirs) - 1.2, why: `${choiceLabel(c.choice)} ${hex}: strength ${mine} against ${theirs} (no preview)` };
  }
  const p = a.preview as unknown as { kind?: string; attacker?: FireSide; defender?: FireSide; square?: { chanceIn6: number; attacker: FireSide; defender: FireSide } | null; method?: string } & FireSide;
  let dealt: number;
  let taken: number;
  if (p.kind === 'bombardment') {
    dealt = expectedHits(p, p.method);
    taken = 0;
  } else {
    dealt = expectedHits(p.attacker, p.method);
    taken = expectedHits(p.defender, p.method);
    if (p.square) {
      const q = p.square.chanceIn6 / 6;
      dealt = dealt * (1 - q) + expectedHits(p.square.attacker, p.method) * q;
      taken = taken * (1 - q) + expectedHits(p.square.defender, p.method) * q;
    }
  }
  const defenders = w.stacks[hex]?.strength ?? 1;
  // hits that could clear the hex open the objective to an advance (NLC 7.5)
  const clear = dealt >= Math.max(1, (w.stacks[hex]?.units.length ?? 1)) ? 0.5 + objectiveVp(w, hex) * 0.3 : 0;
  const score = dealt * 1.2 - taken + clear + (c.choice === 'bombard' ? 0.05 : 0) - (defenders > 0 ? 0 : 0);
  return { cmd: c, score, why: `${choiceLabel(c.choice)} ${hex}: about ${dealt.toFixed(2)} hits dealt, ${taken.toFixed(2)} taken (Fire Table, NLC 7.6)` };
}

const RESULT_VALUE: Record<N20CrtResult, number> = { AB: -3, AR: -2, AW: -0.7, N: 0, DW: 1, DR: 2, DB: 3 };

/** Expected CRT result for the attacker on a column (N20 9.0), before any Maneuver Matrix effect. */
export function columnValue(column: number): number {
  const ci = N20_CRT_COLUMNS.indexOf(Math.max(-2, Math.min(4, column)) as (typeof N20_CRT_COLUMNS)[number]);
  let sum = 0;
  for (let r = 0; r < 6; r++) sum += RESULT_VALUE[N20_CRT[r][ci]];
  return sum / 6;
}

/** The column of a battle these attackers would fight against these defenders, from the engine's preview. */
function n20Column(w: World, attackers: string[], defenders: string[]): number | null {
  if (!attackers.length || !defenders.length) return null;
  const n20 = w.probe.n20 as Record<string, unknown>;
  const s: GameState = { ...w.probe, n20: { ...n20, battle: null, declaring: { attackers, defenders } } as unknown as GameState['n20'] };
  const p = n20BattlePreview(s, w.side);
  return p ? p.now.column : null;
}

/** The units of `ids` next to at least one of `targets` (N20 9.0: attackers must be adjacent to a defender). */
function nextTo(w: World, ids: string[], targets: string[]): string[] {
  const hexes = targets.map((t) => w.view.units[t]?.hex).filter((h): h is string => !!h);
  return ids.filter((u) => {
    const h = w.view.units[u]?.hex;
    return !!h && hexes.some((t) => w.ctx.map.distance(h, t) === 1);
  });
}

/** N20 9.0 battle declaration: pick attackers and targets to make the best column, then resolve. */
export function n20CombatCandidates(w: World, legal: Command[]): Candidate[] {
  const decl = w.view.n20!.declaring;
  const attacks = legal.filter((c): c is ChooseCommand => c.type === 'choose' && c.choice === 'attack');
  const targets = legal.filter((c): c is ChooseCommand => c.type === 'choose' && c.choice === 'target');
  const now = n20Column(w, decl.attackers, decl.defenders);
  const nowV = now === null ? -9 : columnValue(now);
  // targets come first: until attackers are named, the battle is weighed with every unit that could join it
  const eligible = attacks.map((a) => a.units![0]);
  const withAll = decl.defenders.length ? n20Column(w, decl.attackers.length ? decl.attackers : nextTo(w, eligible, decl.defenders), decl.defenders) : null;
  const withAllV = withAll === null ? nowV : columnValue(withAll);
  const out: Candidate[] = [];
  for (const c of legal) {
    if (c.type !== 'choose') continue;
    // the side that must break the enemy's morale accepts worse odds as time runs out (N20 15.0)
    if (c.choice === 'battle') out.push({ cmd: c, score: now === null ? -5 : nowV + 0.3 + w.press * 0.8, why: `resolve at column ${now}: expected ${nowV.toFixed(2)} (N20 9.0 CRT)` });
    else if (c.choice === 'end') {
      const lull = w.holder && w.lullOpen;
      out.push({ cmd: c, score: decl.attackers.length ? -4 : lull ? 2 : w.holder ? 0.8 - w.press : 0, why: lull ? 'no battle: a lull turn gains a Morale Point (N20 13.0)' : w.holder ? 'end the Combat Phase: ties on morale are ours (N20 15.0)' : 'end the Combat Phase' });
    }
    else if (c.choice === 'attack') {
      const att = [...decl.attackers, c.units![0]];
      const defs = decl.defenders.length ? [decl.defenders] : targets.map((t) => [t.units![0]]);
      let best = -9;
      for (const d of defs) {
        const col = n20Column(w, att, d);
        if (col !== null) best = Math.max(best, columnValue(col));
      }
      if (best === -9) best = 0.2; // no target yet: the targets come next
      // N20 12.6: the first Guard unit in an attack costs a Morale Point, and another if the attack fails
      const flags = w.ctx.units[c.units![0]]?.flags ?? [];
      const guard = (flags.includes('guard') || flags.includes('oldGuard')) && !decl.attackers.some((u) => w.ctx.units[u]?.flags.some((f) => f === 'guard' || f === 'oldGuard'));
      const guardCost = guard ? 1 + Math.max(0, -best) * 0.5 : 0;
      // a new battle only at odds clearly in our favour: an attacker's retreat or rout costs morale (N20 10.0)
      out.push({
        cmd: c,
        score: best - (now === null ? 0.25 - w.press * 0.8 : nowV - 0.31) - 0.05 - guardCost,
        why: `add ${unitName(w, c.units![0])} to the attack: expected ${best.toFixed(2)}${guard ? ', commits the Guard (N20 12.6)' : ''}`,
      });
    } else if (c.choice === 'target') {
      // before attackers are named, only the eligible units next to the battle's defenders could join it
      const att = decl.attackers.length ? decl.attackers : nextTo(w, eligible, [...decl.defenders, c.units![0]]);
      const col = n20Column(w, att, [...decl.defenders, c.units![0]]);
      const v = col === null ? 0 : columnValue(col);
      // more defenders weaken the column; one target is added only when the battle needs it (N20 7.0)
      out.push({ cmd: c, score: decl.defenders.length ? v - withAllV - 0.1 : v + 0.4, why: `attack ${unitName(w, c.units![0])} at ${c.hex}: column ${col}, expected ${v.toFixed(2)}` });
    }
  }
  return out;
}

/** N20 9.0 reserves: commit when it moves the column our way enough to be worth the morale. */
export function n20ReserveCandidates(w: World, legal: Command[]): Candidate[] {
  const p = n20BattlePreview(w.probe, w.side);
  return legal.map((c) => {
    const ch = c.type === 'choose' ? c.choice : c.type;
    if (ch !== 'commitReserve' || !p?.reserve || !p.reserve.allowed) return { cmd: c, score: 0, why: 'keep the reserves' };
    const sign = p.reserve.role === 'attacker' ? 1 : -1;
    const gain = sign * (columnValue(p.reserve.after.column) - columnValue(p.now.column));
    const morale = (w.view.n20 as unknown as { morale: Record<string, number> }).morale;
    // the side that wins ties must not spend morale below the enemy's (N20 15.0)
    const affordable = w.holder ? p.reserve.moraleAfter > (morale[w.enemy] ?? 0) + 1 : p.reserve.moraleAfter > (morale[w.enemy] ?? 0) * 0.6;
    return { cmd: c, score: affordable ? gain - 0.6 : -1, why: `commit reserves: column ${p.now.column} to ${p.reserve.after.column}, morale ${p.reserve.moraleBefore} to ${p.reserve.moraleAfter}` };
  });
}

/** A unit in words for the note (issue 8: never its id). */
function unitName(w: World, id: string): string {
  return w.ctx.units[id]?.name ?? 'a unit';
}
