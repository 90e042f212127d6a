// NLC 17 the 09:00 supply check: in the Turn End phase of the turn that holds 09:00 each day, every unit
// that cannot trace supply is eliminated for good (NLC 13: never rallied).
import type { Draft } from 'immer';
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { ProcFn } from '../../../core/module';
import { log, type Out } from '../../../core/ops';
import { pop } from '../../../core/run';
import { pieceName, sideName } from '../../../rules/pieces';
import { checkDemoralization } from '../losses';
import { rallyDraft, supplyActive } from '../rally/state';
import { SUPPLY_RULE, unitsOutOfSupply } from './trace';

/** Does this turn hold 09:00 of a day (a ruling for turns longer than an hour: the one whose span includes it)? */
export function isSupplyTurn(ctx: Ctx, turn: number): boolean {
  const [h, m] = ctx.scenario.turns.start.split(':').map(Number);
  const len = ctx.scenario.turns.minutesPerTurn;
  const begin = (h * 60 + m + (turn - 1) * len) % 1440;
  const nine = 9 * 60;
  return begin <= nine ? nine < begin + len : nine + 1440 < begin + len;
}

/** The check itself: eliminate for good every unit that cannot trace supply; returns them. */
export function supplyCheck(d: Draft<GameState>, ctx: Ctx, out: Out): string[] {
  const gone: string[] = [];
  for (const side of ctx.sides) {
    const cut = unitsOutOfSupply(d as GameState, ctx, side);
    if (!cut.length) continue;
    const r = rallyDraft(d);
    for (const u of cut) {
      const hex = d.units[u].hex;
      d.units[u].status = 'eliminated';
      d.units[u].hex = null;
      d.units[u].steps = 0;
      d.units[u].disrupted = false;
      r.eliminated[u] = { turn: d.clock.turn, hex, supplied: false };
      if (!r.destroyed.includes(u)) r.destroyed.push(u);
      gone.push(u);
      log(d, out, `${pieceName(ctx, u)} cannot trace supply at the morning check and surrenders (destroyed for good)`, { rule: SUPPLY_RULE, hexes: hex ? [hex] : [] });
    }
    log(d, out, `${sideName(ctx, side)}: ${cut.length} unit${cut.length > 1 ? 's' : ''} out of supply eliminated`, { rule: SUPPLY_RULE });
  }
  if (gone.length) checkDemoralization(d, ctx, out);
  return gone;
}

const supplyPhase: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  if (!supplyActive(d as GameState, ctx) || !isSupplyTurn(ctx, d.clock.turn)) return;
  log(d, out, 'Supply check (09:00)', { rule: SUPPLY_RULE });
  supplyCheck(d, ctx, out);
};

export const supplyProcs: Record<string, ProcFn> = { supplyPhase };
