// MOP 37.13.1: units leaving the map (in a General Retreat, to a friendly supply source on the edge) check
// supply as they leave; those out of supply count as lost for their corps' demoralization (NLC 15), not for
// victory points. The check is made on the state as they stood in the edge hex.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { checkDemoralization } from '../../nlc/losses';
import { fieldDraft, fieldOf } from './state';
import { hasSupplyNet, unitInSupply } from './supply';

export const EXIT_RULE = 'MOP 37.13.1';

export function exitSupplyCheck(d: Draft<GameState>, ctx: Ctx, out: Out, before: GameState, side: Side, pieces: string[], hex: HexId): void {
  const units = pieces.filter((p) => ctx.units[p]);
  if (!units.length || !fieldOf(before) || !hasSupplyNet(ctx, side)) return;
  const cut = units.filter((u) => !unitInSupply(before, ctx, u));
  const names = (us: string[]) => us.map((u) => ctx.units[u].name).join(', ');
  if (!cut.length) {
    log(d, out, `Supply at the exit ${hex}: ${names(units)} in supply`, { rule: EXIT_RULE, hexes: [hex] });
    return;
  }
  const f = fieldDraft(d);
  (f.exitedOutOfSupply ??= []).push(...cut);
  log(d, out, `Supply at the exit ${hex}: ${names(cut)} out of supply: lost for corps demoralization`, { rule: EXIT_RULE, hexes: [hex] });
  checkDemoralization(d, ctx, out);
}

export function lostOnExit(s: GameState, unit: string): boolean {
  return !!fieldOf(s)?.exitedOutOfSupply?.includes(unit);
}
