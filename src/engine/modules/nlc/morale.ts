// NLC 2.2-2.4: unit morale with its modifiers (clamped 1..5) and group morale checks.
// The table logic lives in tables/morale.ts; this file only gathers the facts from the game state.
import type { Draft } from 'immer';
import type { GameState } from '../../types';
import type { Ctx } from '../../core/ctx';
import { log, roll, type Out } from '../../core/ops';
import { firstAnswer } from '../../core/hookAnswer';
import { effectiveMorale, groupMorale, moraleCheckPasses, type MoraleMods } from '../../tables/morale';
import { maxSteps, pieceHex, leadersAt } from '../../rules/pieces';
import { nlcOf } from './state';
import { isFormationDemoralized } from './losses';
import { leaderLost } from './leaders';
import { unitDemoralizedBy } from '../../core/module';

/** Combat circumstances that modify morale (the chart's modifiers marked "only during combat"). */
export interface CombatMoraleContext {
  /** Flank attack on the defender (NLC 7.6). */
  flank?: boolean;
  /** The unit is in woods (NLC 2.3); flank and woods never both count. */
  woods?: boolean;
  /** Fired at by artillery in the assault (NLC 2.3). */
  artilleryFire?: boolean;
  /** Fighting Old Guard infantry: -1 for the retreat roll (NLC 7.4 La Garde). */
  oldGuard?: boolean;
  /** Defending in an assault (NLC 2.2: British infantry on the defense has morale 5). */
  defending?: boolean;
}

/** Does a friendly leader that may lead this unit share its hex (NLC 2.3: "its leader, WC or OC")? */
export function ledByLeader(s: GameState, ctx: Ctx, unitId: string): boolean {
  const hex = pieceHex(s, unitId);
  if (!hex) return false;
  const su = ctx.units[unitId];
  const formation = ctx.scenario.formations.find((f) => f.id === su.formation);
  for (const lid of leadersAt(s, ctx, hex)) {
    const l = ctx.leaders[lid];
    if (l.side !== su.side || leaderLost(s, lid)) continue;
    if (l.role === 'overall' || l.role === 'wing') return true;
    if (!l.formation || l.formation === su.formation || formation?.leader === lid) return true;
  }
  return false;
}

/** The morale modifiers that apply to one unit now, as chart ids (for the combat panel). */
export function moraleMods(s: GameState, ctx: Ctx, unitId: string, combat?: CombatMoraleContext): MoraleMods {
  const su = ctx.units[unitId];
  const u = s.units[unitId];
  return {
    stepLoss: u.steps < maxSteps(su),
    stepLossExempt: su.flags.includes('british') || su.flags.includes('kgl') || su.flags.includes('russianInfantry'),
    demoralized: isFormationDemoralized(s, su.formation) || unitDemoralizedBy(ctx, s, unitId),
    stackedWithLeader: ledByLeader(s, ctx, unitId),
    flankOrWoods: !!(combat?.flank || combat?.woods),
    oldGuardAttack: !!combat?.oldGuard,
    artilleryFire: !!combat?.artilleryFire,
  };
}

/** A unit's morale before the chart's modifiers: printed, British defending, La Garde broken (NLC 2.2, 7.4). */
export function baseMorale(s: GameState, ctx: Ctx, unitId: string, combat?: CombatMoraleContext): number {
  const su = ctx.units[unitId];
  // MOP 37.5: a module may set the unit's own morale (initiative + 1, Russian infantry defending)
  let base = firstAnswer(ctx, 'baseMorale', s, ctx, unitId, !!combat?.defending) ?? su.morale;
  if (combat?.defending && su.type === 'infantry' && su.flags.includes('british')) base = Math.max(base, 5);
  // NLC 7.4 La Garde: once assaulting Guard infantry retreated involuntarily, all that side's morale is -1
  if (s.nlc && nlcOf(s).guardBroken.includes(su.side)) base -= 1;
  return base;
}

/** A unit's morale with every modifier that applies, clamped to 1..5 (NLC 2.2, 2.3). */
export function unitMorale(s: GameState, ctx: Ctx, unitId: string, combat?: CombatMoraleContext): number {
  return effectiveMorale(baseMorale(s, ctx, unitId, combat), moraleMods(s, ctx, unitId, combat));
}

/** Short labels of the modifiers applied to a unit (for logs and the combat panel). */
export function moraleModLabels(s: GameState, ctx: Ctx, unitId: string, combat?: CombatMoraleContext): string[] {
  const m = moraleMods(s, ctx, unitId, combat);
  const out: string[] = [];
  if (s.nlc && nlcOf(s).guardBroken.includes(ctx.units[unitId].side)) out.push('guard broken -1');
  if (m.stepLoss && !m.stepLossExempt) out.push('step lost -1');
  if (m.demoralized) out.push('demoralized -1');
  if (m.stackedWithLeader) out.push('leader +1');
  if (combat?.flank) out.push('flanked -2');
  else if (combat?.woods) out.push('in woods -2');
  if (m.oldGuardAttack) out.push('Old Guard -1');
  if (m.artilleryFire) out.push('artillery fire -1');
  return out;
}

/** Group morale (NLC 2.4): the highest morale of the infantry, else the cavalry, else the artillery. */
export function groupMoraleOf(
  s: GameState,
  ctx: Ctx,
  units: string[],
  combatOf: (unitId: string) => CombatMoraleContext | undefined = () => undefined,
): number {
  return groupMorale(units.map((id) => ({ type: ctx.units[id].type, morale: unitMorale(s, ctx, id, combatOf(id)) })));
}

export interface MoraleCheckResult {
  morale: number;
  die: number;
  passed: boolean;
  /** How far the die exceeded the morale (0 when passed); NLC 20.10 routs at 3 or more. */
  margin: number;
}

/** Roll one die against a group's morale (NLC 2.4) and log it. */
export function moraleCheck(
  d: Draft<GameState>,
  ctx: Ctx,
  out: Out,
  units: string[],
  rule: string,
  what: string,
  combatOf?: (unitId: string) => CombatMoraleContext | undefined,
  /** The modules' morale modifiers for this check (Hooks.checkMorale). */
  mod = 0,
): MoraleCheckResult {
  const s = d as GameState;
  const morale = groupMoraleOf(s, ctx, units, combatOf) + mod;
  const [die] = roll(d, out, 1, what, rule);
  const passed = moraleCheckPasses(morale, die);
  const hexes = [...new Set(units.map((u) => s.units[u].hex).filter((h): h is string => !!h))];
  log(d, out, `${what}: morale ${morale}, rolled ${die}: ${passed ? 'passed' : 'failed'}`, { rule, dice: [die], hexes });
  return { morale, die, passed, margin: passed ? 0 : die - morale };
}
