// Battle previews for the client (N20 9.0): the odds of a battle being declared, and at a reserve step
// the battle as it stands and what committing reserves would change (column, results, morale cost).
// Read-only and public: strengths, terrain, reserves and played cards are open information; the
// maneuver chits are not revealed before step F.1, so a preview never includes them.
import type { GameState, Side, Viewer } from '../../types';
import { contextOf } from '../../core/api';
import { MORALE } from './data/morale';
import { crtLookup, type CrtResult } from './data/crt';
import { enemyOf } from './board';
import { computeBattle, newBattle } from './battle';
import { canSpend, toHalves } from './morale';
import { n20, type BattleState } from './state';

export interface N20Odds {
  attack: number;
  defence: number;
  terrain: number;
  differential: number;
  shifts: { why: string; shift: number }[];
  column: number;
  /** The result for each die face 1..6 on that column (before any Maneuver Matrix effect). */
  results: CrtResult[];
}

export interface N20BattlePreview {
  /** The battle's number, or null while it is still being declared. */
  battle: number | null;
  attacker: Side;
  defender: Side;
  attackers: string[];
  defenders: string[];
  now: N20Odds;
  /** At a reserve step: the effect of committing reserves for the deciding side. */
  reserve: {
    side: Side;
    role: 'attacker' | 'defender';
    allowed: boolean;
    /** Morale in half points before and after paying for the reserves. */
    moraleBefore: number;
    moraleAfter: number;
    after: N20Odds;
  } | null;
  /** Is the Maneuver Matrix in use (its shifts and automatic results come on top, at step F.1)? */
  matrix: boolean;
}

function odds(s: GameState, b: BattleState): N20Odds {
  const x = JSON.parse(JSON.stringify(b)) as BattleState;
  const ctx = contextOf(s);
  computeBattle(s, ctx, x);
  const column = x.column!;
  return {
    attack: x.attack,
    defence: x.defence,
    terrain: x.terrain,
    differential: x.differential,
    shifts: x.shifts,
    column,
    results: [1, 2, 3, 4, 5, 6].map((r) => crtLookup(column, r)),
  };
}

/** The preview of the battle in progress or being declared, or null when there is none. */
export function n20BattlePreview(s: GameState, viewer: Viewer): N20BattlePreview | null {
  if (!s.n20) return null;
  const st = n20(s);
  const ctx = contextOf(s);
  const b = st.battle;
  if (!b) {
    const d = st.declaring;
    const phasing = st.phasing;
    if (!phasing || !d.attackers.length || !d.defenders.length) return null;
    const decl = newBattle(0, phasing, enemyOf(ctx, phasing), d.attackers, d.defenders, false);
    return { battle: null, attacker: phasing, defender: decl.defender, attackers: [...d.attackers], defenders: [...d.defenders], now: odds(s, decl), reserve: null, matrix: false };
  }
  const now = odds(s, b);
  let reserve: N20BattlePreview['reserve'] = null;
  const top = s.stack[s.stack.length - 1];
  if (top && top.k === 'decide' && top.type === 'n20:reserves' && (viewer === 'referee' || viewer === top.side)) {
    const side = top.side;
    const role = side === b.attacker ? 'attacker' : 'defender';
    const cost = toHalves(ctx, s, MORALE.reserveCost);
    const allowed = !st.turnFx.noReserves.includes(side) && b.reserves[role] < MORALE.reserveMaxPerBattle && canSpend(ctx, s, side, MORALE.reserveCost);
    const more: BattleState = { ...b, reserves: { ...b.reserves, [role]: b.reserves[role] + 1 } };
    reserve = { side, role, allowed, moraleBefore: st.morale[side], moraleAfter: st.morale[side] - cost, after: odds(s, more) };
  }
  return { battle: b.id, attacker: b.attacker, defender: b.defender, attackers: [...b.attackers], defenders: [...b.defenders], now, reserve, matrix: b.matrix };
}
