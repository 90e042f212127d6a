// NLC 20.2.4 light cavalry retreat (optional, with NLC 20.2 doctrine). In NLC every side that took a hit
// may already retreat voluntarily (NLC 7.4), so "can always retreat" changes nothing; what the doctrine adds
// is the morale check when the attackers include cavalry that started next to the light cavalry (by
// ruling: attacking cavalry that has not moved in this activation). Failing it, the light cavalry stands.
// Attacking light cavalry may reaction charge in NLC already (NLC 7.9 bars only disrupted or charged cavalry).
import type { Draft } from 'immer';
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { log, roll, type Out } from '../../../core/ops';
import { moraleCheckPasses } from '../../../tables/morale';
import type { CombatRecord, CombatRole } from '../combat/types';
import { DOCTRINE } from './doctrine';

const isCavalry = (ctx: Ctx, u: string) => ctx.units[u]?.type === 'cavalry' || ctx.units[u]?.type === 'light cavalry';

/** Does this side's voluntary retreat need the NLC 20.2.4 morale check (defending light cavalry against cavalry that started adjacent)? */
export function lightCavalryRetreatTest(s: GameState, ctx: Ctx, c: CombatRecord, role: CombatRole): boolean {
  if (role !== 'defender' || !ruleIn(s, ctx, DOCTRINE)) return false;
  const us = c.defender.units.filter((u) => s.units[u]?.status === 'map');
  if (!us.length || !us.every((u) => ctx.units[u].type === 'light cavalry')) return false;
  return c.attacker.units.some((u) => isCavalry(ctx, u) && s.units[u]?.status === 'map' && s.units[u].movedIn !== s.clock.activation);
}

/** NLC 20.2.4: roll the light cavalry's morale check to retreat voluntarily; false when it must stand. */
export function lightCavalryMayRetreat(d: Draft<GameState>, ctx: Ctx, out: Out, c: CombatRecord, role: CombatRole): boolean {
  if (!lightCavalryRetreatTest(d as GameState, ctx, c, role)) return true;
  const morale = c[role].morale;
  const [die] = roll(d, out, 1, 'light cavalry retreat: morale check', 'NLC 20.2');
  const ok = moraleCheckPasses(morale, die);
  log(d, out, `Light cavalry attacked by cavalry that started next to it: morale ${morale}, rolled ${die}: ${ok ? 'it may retreat' : 'it must stand'}`, { rule: 'NLC 20.2' });
  return ok;
}
