// NLC 7.1, 7.3, 7.6, 6.3, 10 and optional 20.4: the fire strength of each side of an assault and its hits.
import type { Draft } from 'immer';
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, roll, sum, type Out } from '../../../core/ops';
import { linePartner, moveClass, unitStrength } from '../../../rules/pieces';
import { fireHits, FIRE_TABLE_MAX_STRENGTH } from '../../../tables/fireTable';
import { roundNormal } from '../../../tables/percentReduction';
import { assaultReduction, defenderReduction, type Reduction } from './terrain';
import type { FireLine, FireRecord } from './types';
import { fireFactorsOf, type FireQuery, type FireRollAnswer, type FireRollQuery } from '../../../core/module';
import { hooksOf } from '../../../core/hookAnswer';

/**
 * Each unit's strength with its halvings (disrupted at the start of the segment, cavalry) and the terrain
 * percentage of its line of fire. Units with the same percentage are added and rounded as a group, then
 * the groups are added (NLC 7.6; NLC 7.1 "add reduced strengths, then round").
 */
export function fireLines(
  s: GameState,
  ctx: Ctx,
  units: string[],
  reductionOf: (unitId: string) => Reduction,
  disruptedAtStart: string[],
  /** Artillery rules (NLC 8.5, 19.4; artillery/): extra halvings and +50% bonuses of a unit. */
  adjust?: (unitId: string) => { halvings?: string[]; bonuses?: string[]; bonusesAsDice?: boolean } | null,
  /**
   * Which fire this is, for the modules' strength factors (MOP 37.4, 37.3.3; core/module.ts fireFactors); in an
   * assault with its attackers, the modules' percent changes apply too (hook assaultStrengthPercent, MOP 37.1, 37.3.1, 37.16).
   */
  ask?: Omit<FireQuery, 'unit'> & { attackers?: string[] },
): { lines: FireLine[]; exact: number; strength: number } {
  const lines: FireLine[] = [];
  const groups = new Map<number, number>();
  for (const id of units) {
    const u = s.units[id];
    const su = ctx.units[id];
    const base = unitStrength(su, u.steps);
    const halvings: string[] = [];
    let value = base;
    if (disruptedAtStart.includes(id) && u.disrupted) {
      halvings.push('disrupted');
      value /= 2;
    }
    if (moveClass(su.type) === 'cavalry') {
      halvings.push('cavalry');
      value /= 2;
    }
    // NLC 20.2.3: a brigade in extended line has its strength halved for all purposes
    if (u.line && linePartner(u)) {
      halvings.push('extended line');
      value /= 2;
    }
    const extra = adjust?.(id);
    for (const h of extra?.halvings ?? []) {
      halvings.push(h);
      value /= 2;
    }
    const bonuses = extra?.bonuses ?? [];
    // NLC 20.4 conversion: under roll-six-to-hit a bonus is +1 to the dice, not +50% strength
    if (!extra?.bonusesAsDice) value *= 1 + bonuses.length / 2;
    const mods: string[] = [];
    if (ask?.kind === 'assault' && ask.attackers) {
      for (const m of ctx.modules) {
        for (const p of m.hooks?.assaultStrengthPercent?.(s, ctx, id, ask.role, ask.target, ask.attackers) ?? []) {
          value = (value * (100 + p.percent)) / 100;
          mods.push(`${p.percent > 0 ? '+' : ''}${p.percent}% ${p.why} (${p.rule})`);
        }
      }
    }
    for (const f of ask ? fireFactorsOf(ctx, s, { ...ask, unit: id }) : []) {
      value *= f.factor;
      mods.push(`${f.why} (${f.rule})`);
    }
    const r = reductionOf(id);
    value = (value * (100 - r.pct)) / 100;
    lines.push({
      unit: id,
      hex: u.hex!,
      base,
      halvings,
      pct: r.pct,
      pctSource: r.source,
      value,
      ...(bonuses.length ? { bonuses: [...bonuses] } : {}),
      ...(mods.length ? { mods } : {}),
    });
    groups.set(r.pct, (groups.get(r.pct) ?? 0) + value);
  }
  const exact = sum(lines.map((l) => l.value));
  // float noise from the halvings is absorbed by roundNormal's epsilon
  const strength = sum([...groups.values()].map(roundNormal));
  return { lines, exact: Math.round(exact * 1e6) / 1e6, strength };
}

export function attackerFireLines(s: GameState, ctx: Ctx, units: string[], target: HexId, disruptedAtStart: string[]) {
  return fireLines(s, ctx, units, (id) => assaultReduction(s, ctx, s.units[id].hex!, target), disruptedAtStart, undefined, { kind: 'assault', role: 'attacker', target, enemies: [], attackers: units });
}

export function defenderFireLines(s: GameState, ctx: Ctx, units: string[], target: HexId, attackHexes: HexId[], disruptedAtStart: string[]) {
  const r = defenderReduction(ctx, target, attackHexes);
  return fireLines(s, ctx, units, () => r, disruptedAtStart, undefined, { kind: 'assault', role: 'defender', target, enemies: [], attackers: [] });
}

/** The Fire Table rows a strength is looked up on (NLC 7.1: over 24, 24 and the remainder). */
export function fireRows(strength: number): number[] {
  const rows: number[] = [];
  for (let left = strength; left > 0; left -= FIRE_TABLE_MAX_STRENGTH) rows.push(Math.min(left, FIRE_TABLE_MAX_STRENGTH));
  return rows;
}

/** Roll for one side's fire: 2d6 on the Fire Table, or one die per strength point under NLC 20.4. */
export function rollFire(
  d: Draft<GameState>,
  out: Out,
  fl: { lines: FireLine[]; exact: number; strength: number },
  sixes: boolean,
  who: string,
  /** NLC 20.4 conversion: each combat modifier is +1 to every die (artillery/conversion.ts). */
  dieMod = 0,
  /** Modules' say on the roll (Hooks.fireRoll: MOP A.I card rerolls and modifiers), see fireRollAdjuster. */
  adjust?: (dice: number[]) => FireRollAnswer | undefined,
): FireRecord {
  if (sixes) {
    let dice = fl.strength > 0 ? roll(d, out, fl.strength, `${who} fire (roll six to hit)`, 'NLC 20.4') : [];
    const a = dice.length ? adjust?.(dice) : undefined;
    if (a?.reroll) dice = roll(d, out, fl.strength, `${who} fire rolled again (${a.reroll.why})`, a.reroll.rule);
    // NLC 20.4 conversion: a roll modifier is added to every die
    const mod = dieMod + sum((a?.mods ?? []).map((m) => m.mod));
    return { ...fl, rows: [], dice, hits: dice.filter((x) => x + mod >= 6).length, method: 'sixes', ...(mod ? { dieMod: mod } : {}) };
  }
  let dice = roll(d, out, 2, `${who} fire`, 'NLC 7.1');
  const a = adjust?.(dice);
  if (a?.reroll) dice = roll(d, out, 2, `${who} fire rolled again (${a.reroll.why})`, a.reroll.rule);
  const mod = sum((a?.mods ?? []).map((m) => m.mod));
  const total = Math.max(2, Math.min(12, sum(dice) + mod));
  return { ...fl, rows: fireRows(fl.strength), dice, hits: fireHits(fl.strength, total), method: 'table', ...(mod ? { rollMod: mod } : {}) };
}

/** The modules' say on one side's Fire Table roll (Hooks.fireRoll), for rollFire: rerolls and summed modifiers, each logged. */
export function fireRollAdjuster(d: Draft<GameState>, ctx: Ctx, out: Out, q: FireRollQuery): (dice: number[]) => FireRollAnswer | undefined {
  return (dice) => {
    const mods: NonNullable<FireRollAnswer['mods']> = [];
    let reroll: FireRollAnswer['reroll'];
    for (const hk of hooksOf(ctx, 'fireRoll')) {
      const a = hk(d, ctx, out, q, dice);
      if (!a) continue;
      reroll ??= a.reroll;
      mods.push(...(a.mods ?? []));
    }
    for (const m of mods) log(d, out, `${m.why}: ${m.mod > 0 ? '+' : ''}${m.mod} on the ${q.kind} roll`, { rule: m.rule, hexes: [q.target] });
    return reroll || mods.length ? { reroll, mods } : undefined;
  };
}
