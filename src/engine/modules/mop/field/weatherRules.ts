// MOP 37.4: the weather roll and the weather's effects as answers to the core hooks.
import type { Draft } from 'immer';
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { FireFactor, FireQuery } from '../../../core/module';
import { log, roll, sum, type Out } from '../../../core/ops';
import { moveClass } from '../../../rules/pieces';
import type { StepCost } from '../../../rules/movement/stepCost';
import { fieldDraft, fieldOf } from './state';
import { WEATHER_EFFECTS, WEATHER_RULE, weatherRollDue, type Weather, type WeatherEffects } from './weather';

const R = WEATHER_RULE;

export function weatherNow(s: GameState): Weather {
  return fieldOf(s)?.weather ?? 'fair';
}

export function effectsNow(s: GameState): WeatherEffects {
  return WEATHER_EFFECTS[weatherNow(s)];
}

/** The weather a roll gives on the scenario's table. */
export function weatherFor(ctx: Ctx, total: number): Weather | null {
  const t = ctx.scenario.mop?.weather;
  return t?.table.find((r) => r.from <= total && total <= r.to)?.weather ?? null;
}

/** MOP 37.4: roll on the turns the weather changes; returns whether it rolled. */
export function rollWeather(d: Draft<GameState>, ctx: Ctx, out: Out): boolean {
  const table = ctx.scenario.mop?.weather;
  if (!table || !weatherRollDue(ctx.scenario, d.clock.turn)) return false;
  const dice = roll(d, out, table.dice, 'weather', R);
  const total = sum(dice);
  const w = weatherFor(ctx, total) ?? 'fair';
  const f = fieldDraft(d);
  f.weather = w;
  f.rolls.push({ turn: d.clock.turn, roll: total, weather: w });
  const e = WEATHER_EFFECTS[w];
  log(d, out, `Weather (${total}): ${e.label}: ${e.lines.join('; ')}`, { rule: R, dice });
  return true;
}

const cls = (ctx: Ctx, u: string) => moveClass(ctx.units[u].type);
const isInfantry = (ctx: Ctx, u: string) => ctx.units[u].type === 'infantry';

export function weatherVisibility(s: GameState): number | null {
  return effectsNow(s).adjacentSight ? 1 : null;
}

/** Trains and artillery pay double (mud, snowstorm): a stack with guns moves at their pace. */
/** Does weatherStep change any step of these pieces now (mud with artillery among them)? */
export function weatherSlows(s: GameState, ctx: Ctx, pieces: string[]): boolean {
  return !!effectsNow(s).doubleCostTrainsArtillery && pieces.some((p) => ctx.units[p] && cls(ctx, p) === 'artillery');
}

export function weatherStep(s: GameState, ctx: Ctx, pieces: string[], cost: StepCost): StepCost {
  if ('prohibited' in cost || !weatherSlows(s, ctx, pieces)) return cost;
  return { ...cost, halves: cost.halves * 2 };
}

export function weatherBombardVeto(s: GameState, ctx: Ctx, from: HexId, target: HexId | null): RuleError | null {
  const e = effectsNow(s);
  if (e.bombard === 'none') return { code: 'weather', message: `${e.label}: artillery cannot bombard`, rule: R };
  if (e.bombard === 'adjacent-25' && target && ctx.map.distance(from, target) > 1) {
    return { code: 'weather', message: `${e.label}: bombardment reaches the adjacent hexes only`, rule: R };
  }
  return null;
}

export function weatherChargeVeto(s: GameState): RuleError | null {
  const e = effectsNow(s);
  return e.noCharge ? { code: 'weather', message: `${e.label}: cavalry cannot charge`, rule: R } : null;
}

/** MOP 37.4 strength changes; "fighting infantry" read as: every enemy unit in the fight is infantry (ruling). */
export function weatherFactors(s: GameState, ctx: Ctx, q: FireQuery): FireFactor[] {
  const e = effectsNow(s);
  const out: FireFactor[] = [];
  const c = cls(ctx, q.unit);
  const allInfantry = q.enemies.length > 0 && q.enemies.every((u) => isInfantry(ctx, u));
  const w = e.label.toLowerCase();
  if (q.kind === 'bombard') {
    if (e.bombard === 'adjacent-25') out.push({ factor: 0.75, why: `${w} -25%`, rule: R });
    return out;
  }
  if (q.kind === 'assault' && e.artilleryAssaultHalf && c === 'artillery') out.push({ factor: 0.5, why: `${w}: artillery -50%`, rule: R });
  if (e.rainCombat) {
    if (isInfantry(ctx, q.unit) && !allInfantry) out.push({ factor: 0.5, why: `${w}: infantry -50%`, rule: R });
    if (c === 'cavalry' && allInfantry) out.push({ factor: 2, why: `${w}: cavalry +100% against infantry`, rule: R });
  }
  if (q.kind === 'charge' && e.chargeMinus25 && q.role === 'attacker' && c === 'cavalry') out.push({ factor: 0.75, why: `${w}: charge -25%`, rule: R });
  if (e.infantryMinus25 && isInfantry(ctx, q.unit)) out.push({ factor: 0.75, why: `${w}: infantry -25%`, rule: R });
  return out;
}
