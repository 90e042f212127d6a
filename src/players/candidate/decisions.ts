// The decisions beyond moving and fighting, each with a sensible score and a reason: the N20 Maneuver
// Matrix (N20X 9.0: whether to use it, which chit, where the Direct Command marker goes), N20 Retain cards
// (N20X 5.0), March on Paris cards (MOP 37.12), NLC opportunity fire (20.13) and hit allocation. The
// orders of the command phase (NLC 12) are in orders.ts. All of it read from the side's view only: the
// enemy's chit is unknown, so a chit is weighed against each enemy chit alike.
import { ATTACKER_MANEUVERS, DEFENDER_MANEUVERS, maneuverOutcome, n20BattlePreview, type ChooseCommand, type Command } from '../../engine';
import { CARD_BY_N } from '../../engine/modules/mop/cards/deck';
import { BASE_BY_ID, SPECIAL_BY_ID } from '../../engine/modules/n20/data/cards';
import { columnValue } from './combat';
import { adjacentEnemy, strengthNear, type World } from './world';
import type { Candidate } from './types';

type Role = 'attacker' | 'defender';

interface BattleView {
  attacker: string;
  attackers: string[];
  defenders: string[];
}

function battleOf(w: World): BattleView | null {
  return ((w.view.n20 as unknown as { battle?: BattleView | null } | undefined)?.battle ?? null) as BattleView | null;
}

function roleOf(w: World): Role | null {
  const b = battleOf(w);
  if (!b) return null;
  return b.attacker === w.side ? 'attacker' : 'defender';
}

/** The attacker's gain (in CRT result value) of one matrix crossing, against the battle's present column. */
function crossingValue(w: World, d: (typeof DEFENDER_MANEUVERS)[number], a: (typeof ATTACKER_MANEUVERS)[number], column: number, attackerHasCavalry: boolean): number {
  const o = maneuverOutcome(d, a);
  const base = columnValue(column);
  let v = 0;
  if (o.auto === 'DW') v = 1 - base;
  else if (o.auto === 'N') v = -base;
  else if (o.shift) v = columnValue(column + o.shift) - base;
  if (o.cavalryDoubled && attackerHasCavalry) v += 0.5;
  if (o.disorder === 'attacker') v -= 0.3;
  if (o.disorder === 'defender') v += 0.3;
  return v;
}

function hasCavalry(w: World, units: string[]): boolean {
  return units.some((u) => w.ctx.units[u]?.type === 'cavalry');
}

/** Each own chit scored by its average gain over the enemy's chits, taken as equally likely (N20X 9.0). */
export function matrixChitCandidates(w: World, legal: Command[]): Candidate[] {
  const role = roleOf(w);
  const b = battleOf(w);
  const column = n20BattlePreview(w.probe, w.side)?.now.column ?? 0;
  const cav = b ? hasCavalry(w, b.attackers) : false;
  return legal.map((c) => {
    if (c.type !== 'choose' || !c.choice.startsWith('maneuver:') || !role) return { cmd: c, score: 0, why: '' };
    const m = c.choice.slice('maneuver:'.length);
    let sum = 0;
    let worst = 9;
    const others = role === 'attacker' ? DEFENDER_MANEUVERS : ATTACKER_MANEUVERS;
    for (const o of others) {
      const v = role === 'attacker' ? crossingValue(w, o as never, m as never, column, cav) : -crossingValue(w, m as never, o as never, column, cav);
      sum += v;
      worst = Math.min(worst, v);
    }
    const avg = sum / others.length;
    // mostly the average, a little of the worst case: the enemy may guess our chit
    return { cmd: c, score: avg * 0.8 + worst * 0.2, why: `${m}: on average ${avg >= 0 ? '+' : ''}${avg.toFixed(2)} for us against any enemy chit (N20X 9.0 matrix)` };
  });
}

/** Use the matrix when, on average over both chits, it favours our side of the battle. */
export function useMatrixCandidates(w: World, legal: Command[]): Candidate[] {
  const role = roleOf(w);
  const b = battleOf(w);
  const column = n20BattlePreview(w.probe, w.side)?.now.column ?? 0;
  const cav = b ? hasCavalry(w, b.attackers) : false;
  let sum = 0;
  for (const d of DEFENDER_MANEUVERS) for (const a of ATTACKER_MANEUVERS) sum += crossingValue(w, d, a, column, cav);
  const avg = (sum / 25) * (role === 'defender' ? -1 : 1);
  return legal.map((c) => {
    const ch = c.type === 'choose' ? c.choice : '';
    if (ch === 'matrix:use') return { cmd: c, score: avg, why: `the matrix is worth ${avg.toFixed(2)} to us on average (N20X 9.0)` };
    return { cmd: c, score: 0, why: 'a regular battle' };
  });
}

/** N20X 9.0 Fun: the Direct Command marker goes where battles are coming: units in contact, with friends. */
function dcScore(w: World, unit: string): number {
  const hex = w.view.units[unit]?.hex;
  if (!hex) return -1;
  return 0.2 + adjacentEnemy(w, hex) * 0.05 + strengthNear(w, w.side, hex, 2) * 0.01;
}

/** N20X 5.0 Retain cards: worth playing when their effect bites now. */
const RETAIN_PICK: Record<string, number> = {
  'rumours-of-defeat': 1,
  'patriotic-fervour': 0.9,
  'fresh-reserves': 0.8,
  'grand-battery': 0.6,
  'cuirassier-shock': 0.5,
  'rally-colours': 0.4,
  'second-wind': 0.3,
  'forced-march': 0.2,
};

function n20CardCandidate(w: World, c: ChooseCommand): Candidate {
  const id = c.choice.startsWith('card:pick:') ? c.choice.slice(10) : c.choice.slice(5);
  if (c.choice.startsWith('card:pick:')) return { cmd: c, score: RETAIN_PICK[id] ?? 0.1, why: `keep "${n20CardName(id)}" (N20X 5.0)` };
  const st = w.view.n20 as unknown as { morale: Record<string, number>; units: Record<string, { disordered?: boolean; routed?: boolean }> };
  switch (id) {
    case 'patriotic-fervour':
      return { cmd: c, score: (st.morale[w.side] ?? 0) < 20 ? 2 : -1, why: 'gain a Morale Point (N20X 5.0)' };
    case 'rumours-of-defeat':
      return { cmd: c, score: (st.morale[w.enemy] ?? 0) > 2 ? 2 : -1, why: 'the enemy loses a Morale Point (N20X 5.0)' };
    case 'second-wind': {
      const dis = Object.entries(st.units ?? {}).filter(([u, x]) => x.disordered && w.ctx.units[u]?.side === w.side).length;
      return { cmd: c, score: dis ? 0.5 + dis * 0.3 : -1, why: `${dis} disordered unit(s) recover (N20X 5.0)` };
    }
    case 'rally-colours':
      return { cmd: c, score: 1.2, why: 'a routed unit recovers (N20X 5.0)' };
    case 'forced-march':
      return { cmd: c, score: -0.2, why: 'keep the forced march for later' };
    default:
      // battle cards, played at our reserve step: a free column shift our way
      return { cmd: c, score: 0.9, why: `play "${n20CardName(id)}" in this battle: a shift our way (N20X 5.0)` };
  }
}

/** MOP 37.12: cards are played at the card step; the General Retreat only when beaten, harmful modes never. */
function mopCardCandidate(w: World, c: ChooseCommand, atCardStep: boolean): Candidate {
  const card = CARD_BY_N[Number(c.choice.split(':')[1])];
  if (!card) return { cmd: c, score: -1, why: 'unknown card' };
  const title = card.title.french;
  if (card.mechanic === 'generalRetreat') {
    const beaten = w.ownTotal < w.enemyTotal * 0.4;
    return { cmd: c, score: beaten ? 0.5 : -2, why: beaten ? 'beaten: open the General Retreat (37.13.1)' : 'no General Retreat while we can fight' };
  }
  if (card.n === 2 || card.n === 6) return { cmd: c, score: -2, why: `"${title}" would hurt us` };
  if (!atCardStep) return { cmd: c, score: -0.3, why: `keep "${title}" for the card step` };
  // MOP 37.13: a card that costs VP costs them for certain, its effect only perhaps (Champaubert French seed 9
  // lost -1 to 2 by the Napoleon card alone)
  if (card.vp < 0) return { cmd: c, score: -0.5, why: `"${title}" costs ${-card.vp} VP` };
  return { cmd: c, score: 0.5 + card.vp * 0.3, why: `play "${title}" (MOP 37.12)` };
}

/** Scores for the decisions handled here, or null when the decision is another module's. */
export function decisionCandidates(w: World, type: string, legal: Command[]): Candidate[] | null {
  if (type === 'n20:maneuver') return matrixChitCandidates(w, legal);
  if (type === 'n20:useMatrix') return useMatrixCandidates(w, legal);
  if (type === 'n20:dc') return legal.map((c) => ({ cmd: c, score: c.type === 'choose' && c.units ? dcScore(w, c.units[0]) : 0, why: 'Direct Command marker where the battles are (N20X 9.0)' }));
  if (type === 'n20:mediumPick') return legal.map((c) => (c.type === 'choose' ? n20CardCandidate(w, c) : { cmd: c, score: 0, why: '' }));
  return null;
}

/** One command of a decision handled by the general scorer, when it is a card, a DC marker or a fire choice. */
export function extraCandidate(w: World, type: string, c: Command): Candidate | null {
  if (c.type !== 'choose') return null;
  const ch = c.choice;
  if (w.ctx.scenario.system === 'n20') {
    if (ch.startsWith('card:')) return n20CardCandidate(w, c);
    if (ch === 'dc' && c.units) return { cmd: c, score: dcScore(w, c.units[0]), why: 'Direct Command marker where the battles are (N20X 9.0)' };
    return null;
  }
  if (ch.startsWith('card:')) return mopCardCandidate(w, c, type === 'mopCards');
  if (ch === 'done' && type === 'mopCards') return { cmd: c, score: 0, why: 'no more cards' };
  if (ch === 'oppFire') return { cmd: c, score: 0.4, why: 'fire at the enemy moving in sight (NLC 20.13)' };
  if (ch === 'oppPass') return { cmd: c, score: 0, why: 'hold fire' };
  if (ch === 'allocate' && c.units?.length) {
    // the hit goes where it costs least: the unit with the most steps left
    const u = c.units[0];
    const steps = w.view.units[u]?.steps ?? 0;
    return { cmd: c, score: steps * 0.1, why: `the hit on ${u} (${steps} steps)` };
  }
  return null;
}

/** An N20 event card by its name (issue 8: never its id). */
function n20CardName(id: string): string {
  return BASE_BY_ID[id]?.name ?? SPECIAL_BY_ID[id]?.name ?? 'a card';
}
