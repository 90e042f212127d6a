// NLC 12.7 order compliance: sender's plus recipient's rating plus shifts gives the column of the Order
// Compliance Table (tables/compliance.ts); a sequence uses its leftmost column; a demoralized formation
// reads every result one step worse (NLC 15).
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { complianceColumn, complianceResult, type ComplianceResult } from '../../../tables/compliance';
import { moveClass } from '../../../rules/pieces';
import { nlcOf } from '../state';
import { leaderRating } from '../leaders';
import type { CompliancePreview, OrderSpec, OrderStatus } from './types';
import { currentOrder } from './types';
import { formationLeader } from './commandRange';
import { divisionsAssignedTo, extraRecipientSide, recipientUnits } from './recipients';

/** A cavalry corps (NLC T.OCS): every unit of the formation is cavalry or horse artillery. */
export function isCavalryFormation(ctx: Ctx, formation: string): boolean {
  const units = recipientUnits(ctx, formation);
  return units.length > 0 && units.every((u) => moveClass(ctx.units[u].type) === 'cavalry' || ctx.units[u].type === 'horse artillery');
}

/** A leader's rating, or 1 for a formation without a leader (NLC 12.13). */
export function ratingOf(s: GameState, ctx: Ctx, leader: string | null): number {
  if (!leader || !ctx.leaders[leader]) return 1;
  // NLC 12.13: every division after the first assigned to a corps lowers its leader's rating by 1
  const corps = ctx.leaders[leader].role === 'corps' ? ctx.leaders[leader].formation : undefined;
  const extra = corps ? Math.max(0, divisionsAssignedTo(s, ctx, corps).length - 1) : 0;
  return Math.max(0, leaderRating(s, ctx, leader) - extra);
}

/** The compliance column for an order (or sequence) from `sender` to `formation` (NLC 12.7, T.OCS). */
export function compliancePreview(
  s: GameState,
  ctx: Ctx,
  sender: string | null,
  formation: string,
  specs: OrderSpec[],
  faceToFace: boolean,
): CompliancePreview {
  const side = ctx.scenario.formations.find((f) => f.id === formation)?.side ?? extraRecipientSide(ctx, formation)!;
  const senderRating = ratingOf(s, ctx, sender);
  const recipient = ratingOf(s, ctx, formationLeader(s, ctx, formation));
  const shifts: string[] = [];
  let shift = 0;
  const cur = currentOrder(s, side, formation);
  if (cur?.spec.type === 'reserve') {
    shift += 1;
    shifts.push('1R: the formation is in Reserve');
  }
  if (faceToFace) {
    shift += 1;
    shifts.push('1R: given face to face');
  }
  if (isCavalryFormation(ctx, formation)) {
    shift += 1;
    shifts.push('1R: cavalry corps');
  }
  // NLC 12.7: a sequence is checked on the leftmost column of its orders; only the order type changes it
  if (specs.some((o) => o.type === 'attack' || o.type === 'probe')) {
    shift -= 2;
    shifts.push('2L: Attack or Probe order');
  } else if (specs.some((o) => o.type === 'generalRetreat')) {
    shift += 1;
    shifts.push('1R: General Retreat');
  }
  // the modules' shifts (Hooks.complianceShifts: MOP A.I cards 21, 28)
  for (const m of ctx.modules) {
    for (const x of m.hooks?.complianceShifts?.(s, ctx, side, formation, specs) ?? []) {
      shift += x.shift;
      shifts.push(`${Math.abs(x.shift)}${x.shift > 0 ? 'R' : 'L'}: ${x.why} (${x.rule})`);
    }
  }
  return { sender: senderRating, recipient, shift, shifts, column: complianceColumn(senderRating, recipient, shift) };
}

/** NLC 15: a demoralized formation reads C as 1T, 1T as R4, R4 as R5. */
export function demoralizedResult(r: ComplianceResult): ComplianceResult | 'R5' {
  if (r === 'C') return '1T';
  if (r === '1T') return 'R4';
  if (r === 'R4') return 'R5';
  return r;
}

export function formationDemoralized(s: GameState, formation: string): boolean {
  return nlcOf(s).demoralizedFormations.includes(formation);
}

/** The compliance result of a 2d6 roll on a column, for this formation. */
export function complianceOutcome(s: GameState, formation: string, column: number, roll2d6: number): 'C' | '1T' | 'R4' | 'R5' | 'I' {
  const r = complianceResult(column, roll2d6);
  return formationDemoralized(s, formation) ? demoralizedResult(r) : r;
}

/** Chance of each result on a column (for the composer: "before sending it shows the chance of each result"). */
export function complianceOdds(column: number, demoralized: boolean): Record<string, number> {
  const out: Record<string, number> = {};
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      let r: string = complianceResult(column, a + b);
      if (demoralized) r = demoralizedResult(r as ComplianceResult);
      out[r] = (out[r] ?? 0) + 1 / 36;
    }
  }
  return out;
}

/** NLC 12.7: R4 complies on 4-6, R5 on 5-6. */
export function delayedComplies(status: OrderStatus, die: number): boolean {
  return status === 'R4' ? die >= 4 : status === 'R5' ? die >= 5 : false;
}
