// MOP 37.16 special leaders beyond the +25% (specialLeaders.ts): Blücher's drive (+1 morale to his side's
// reaction charges, -1 to the square checks of infantry his cavalry charges, +1 leader value to Attack
// confidence checks, each within his command range) and the price of Napoleon's and Ney's +25%: Napoleon
// gives no orders the next turn, Ney's formation checks no compliance the next turn; and Blücher's duty to
// stay within range of his attacking subordinates (blucherMoveVeto).
import type { Draft } from 'immer';
import type { GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { RulesModule } from '../../../core/module';
import { log } from '../../../core/ops';
import { leadersAt, pieceName } from '../../../rules/pieces';
import { formationLeader } from '../../nlc/orders/commandRange';
import { currentOrder } from '../../nlc/orders/types';
import { isMopScenario } from '../on';
import { mopDraft, mopState } from '../state';
import { specialOf, type SpecialLeader } from './specialLeaders';

const RULE = 'MOP 37.16';
/** Our ruling: Blücher's command range is 3 hexes from him (NLC 12.1 counts 3 MP from a formation leader). */
export const BLUCHER_RANGE = 3;

function special(s: GameState, ctx: Ctx, kind: SpecialLeader, side?: Side): string[] {
  return ctx.leaderIds.filter((l) => s.leaders[l].status === 'map' && s.leaders[l].hex && (side === undefined || ctx.leaders[l].side === side) && specialOf(ctx, l) === kind);
}

/** Is `hex` within Blücher's command range (a Blücher of `side` on the map)? */
export function nearBlucher(s: GameState, ctx: Ctx, side: Side, hex: HexId | null): boolean {
  if (!hex) return false;
  return special(s, ctx, 'blucher', side).some((l) => ctx.map.distance(s.leaders[l].hex!, hex) <= BLUCHER_RANGE);
}

/** Turns on which Napoleon or Ney added their 25%, by leader (kept in GameState.mop.specialUsed). */
export function specialUsed(s: GameState): Record<string, number> {
  return (mopState(s) as unknown as { specialUsed?: Record<string, number> }).specialUsed ?? {};
}

/** Did the leader add his 25% on the turn before this one? */
export function usedLastTurn(s: GameState, leader: string): boolean {
  return specialUsed(s)[leader] === s.clock.turn - 1;
}

function markUsed(d: Draft<GameState>, leader: string): void {
  const m = mopDraft(d) as unknown as { specialUsed?: Record<string, number> };
  (m.specialUsed ??= {})[leader] = d.clock.turn;
}

/** The formation leaders of `side` (Blücher aside) whose formation follows an Attack order now. */
function attackingLeaders(s: GameState, ctx: Ctx, side: Side, except: string): string[] {
  const out: string[] = [];
  for (const f of ctx.scenario.formations) {
    if (f.side !== side) continue;
    const o = currentOrder(s, side, f.id);
    if (!o || o.status !== 'complied' || o.spec.type !== 'attack') continue;
    const l = formationLeader(s, ctx, f.id);
    if (l && l !== except && s.leaders[l]?.status === 'map' && s.leaders[l].hex) out.push(l);
  }
  return out;
}

/**
 * MOP 37.16: once Blücher is within his range of an attacking subordinate leader, he must stay within range
 * of one while that Attack order lasts: a move of his that ends out of range of them all is refused (leaders
 * moving with him are counted where the move ends).
 */
export function blucherMoveVeto(s: GameState, ctx: Ctx, pieces: string[], from: HexId | null, path: HexId[]): RuleError | null {
  const bl = blucherIds(ctx);
  if (!bl.size) return null;
  const b = pieces.find((p) => bl.has(p));
  if (!b || !from || !path.length) return null;
  const leaders = attackingLeaders(s, ctx, ctx.leaders[b].side, b);
  if (!leaders.length) return null;
  const dest = path[path.length - 1];
  const at = (l: string, moved: boolean) => (moved && pieces.includes(l) ? dest : s.leaders[l].hex!);
  const inRange = (hex: HexId, moved: boolean) => leaders.some((l) => ctx.map.distance(at(l, moved), hex) <= BLUCHER_RANGE);
  if (!inRange(from, false) || inRange(dest, true)) return null;
  const names = leaders.map((l) => pieceName(ctx, l)).join(', ');
  return { code: 'blucher-range', message: `${pieceName(ctx, b)} must stay within ${BLUCHER_RANGE} hexes of an attacking leader (${names}) while the Attack order lasts`, rule: RULE };
}

/** The leaders who are Blücher (specialOf depends on the scenario alone; asked for every listed move). */
function blucherIds(ctx: Ctx): ReadonlySet<string> {
  let hit = blucherCache.get(ctx);
  if (!hit) blucherCache.set(ctx, (hit = new Set(ctx.leaderIds.filter((l) => specialOf(ctx, l) === 'blucher'))));
  return hit;
}

const blucherCache = new WeakMap<Ctx, ReadonlySet<string>>();

export const mopSpecialEffectsModule: RulesModule = {
  id: 'mop-special-effects',
  appliesTo: isMopScenario,
  hooks: {
    checkMove: (s, ctx, pieces, from, path) => blucherMoveVeto(s, ctx, pieces, from, path),
    // the +25% is added in the assault's strength (specialLeaders.ts); the roll is where we note it was used
    fireRoll(d, ctx, out, q) {
      if (q.kind !== 'assault') return undefined;
      const s = d as GameState;
      const hexes = [...new Set(q.units.map((u) => s.units[u].hex).filter((h): h is HexId => !!h))];
      for (const hex of hexes) {
        for (const l of leadersAt(s, ctx, hex)) {
          if (ctx.leaders[l].side !== q.side) continue;
          const kind = specialOf(ctx, l);
          const here = q.units.filter((u) => s.units[u].hex === hex);
          const adds = (kind === 'napoleon' && here.some((u) => ctx.units[u].type === 'infantry')) || (kind === 'ney' && q.role === 'attacker');
          if (!adds || specialUsed(s)[l] === d.clock.turn) continue;
          markUsed(d, l);
          log(d, out, `${pieceName(ctx, l)} adds 25%: ${kind === 'napoleon' ? 'he gives no orders next turn' : 'he checks no order compliance next turn'}`, { rule: RULE, hexes: [hex] });
        }
      }
      return undefined;
    },
    orderCapacity(s, ctx, oc) {
      if (specialOf(ctx, oc) !== 'napoleon' || !usedLastTurn(s, oc)) return [];
      return [{ add: -99, why: `${pieceName(ctx, oc)} added 25% to an assault last turn`, rule: RULE }];
    },
    complianceVeto(s, ctx, formation) {
      const l = formationLeader(s, ctx, formation);
      if (!l || specialOf(ctx, l) !== 'ney' || !usedLastTurn(s, l)) return null;
      return { code: 'ney-spent', message: `${pieceName(ctx, l)} added 25% to an assault last turn`, rule: RULE };
    },
    checkMorale(s, ctx, unit, check, enemies) {
      const side = ctx.units[unit].side;
      if (check === 'reactionCharge') {
        return nearBlucher(s, ctx, side, s.units[unit].hex) ? [{ mod: 1, why: 'Blücher in range', rule: RULE }] : [];
      }
      // form square: the chargers are Blücher's
      const chargers = enemies.filter((u) => ctx.units[u] && ctx.units[u].side !== side);
      return chargers.some((u) => nearBlucher(s, ctx, ctx.units[u].side, s.units[u].hex)) ? [{ mod: -1, why: 'Blücher drives the charge', rule: RULE }] : [];
    },
    confidenceRating(s, ctx, side, formation, orderType) {
      if (orderType !== 'attack') return 0;
      const l = formationLeader(s, ctx, formation);
      return l && nearBlucher(s, ctx, side, s.leaders[l].hex) ? 1 : 0;
    },
  },
};
