// MOP 37.3.3 improved positions: two infantry units with Defend orders give up their activation in a hex
// and roll; a 1 builds one (never on Night, Frost, Snow or Snowstorm turns). Its effects: no charge into
// it, assaults on it at -50%, and no ZOC reaches into it.
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { FireFactor, FireQuery } from '../../../core/module';
import { log, reject, roll, type Out } from '../../../core/ops';
import { ruleOn } from '../../../core/ctx';
import { isNight } from '../../../rules/clock';
import { currentOrder } from '../../nlc/orders/types';
import { ordersActive } from '../../nlc/orders/enforce';
import { fieldDraft, fieldOf } from './state';
import { effectsNow } from './weatherRules';
import { movementVeto, unitActVeto } from './acting';

export const IP_RULE = 'MOP 37.3.3';

export function hasIp(s: GameState, hex: HexId): boolean {
  return !!fieldOf(s)?.ips.includes(hex);
}

export function ipChargeVeto(s: GameState, target: HexId): RuleError | null {
  return hasIp(s, target) ? { code: 'improved-position', message: `${target} holds an improved position: cavalry cannot charge it`, rule: IP_RULE } : null;
}

/** Assaults against an improved position: the attackers' fire -50%. */
export function ipFactors(s: GameState, q: FireQuery): FireFactor[] {
  if (q.kind !== 'assault' || q.role !== 'attacker' || !hasIp(s, q.target)) return [];
  return [{ factor: 0.5, why: 'improved position -50%', rule: IP_RULE }];
}

/** Why no improved position can be built now (night or weather), or null. */
export function ipTurnVeto(s: GameState, ctx: Ctx): RuleError | null {
  if (isNight(ctx.scenario, s.clock.turn)) return { code: 'night', message: 'no improved position is built on a night turn', rule: IP_RULE };
  const e = effectsNow(s);
  if (e.noImprovedPositions) return { code: 'weather', message: `${e.label}: no improved position is built`, rule: 'MOP 37.4' };
  return null;
}

/** `choose mop-ip` (units: the two infantry units in the hex). */
export function buildIp(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  const fail = (e: RuleError | null) => {
    if (e) reject(e.code, e.message, e.rule);
  };
  fail(movementVeto(s, cmd.side, IP_RULE));
  fail(ipTurnVeto(s, ctx));
  const units = cmd.units ?? [];
  if (units.length !== 2 || units[0] === units[1]) reject('two-units', 'two infantry units build an improved position together', IP_RULE);
  for (const u of units) {
    fail(unitActVeto(s, ctx, cmd.side, u, IP_RULE));
    if (ctx.units[u].type !== 'infantry') reject('infantry-only', `${ctx.units[u].name} is not infantry`, IP_RULE);
    if (s.units[u].movedIn === s.clock.activation && s.units[u].mpSpentHalves > 0) reject('moved', `${ctx.units[u].name} has moved: the builders spend their whole activation`, IP_RULE);
    // with written orders on (NLC 12), the formation must be under Defend orders
    if (ordersActive(s, ctx) && currentOrder(s, cmd.side, ctx.units[u].formation)?.spec.type !== 'defend') {
      reject('not-defend', `${ctx.units[u].name}'s formation is not under Defend orders`, IP_RULE);
    }
  }
  const hex = s.units[units[0]].hex!;
  if (s.units[units[1]].hex !== hex) reject('not-stacked', 'the two units must be in the same hex', IP_RULE);
  if (hasIp(s, hex)) reject('exists', `${hex} already has an improved position`, IP_RULE);
  for (const u of units) {
    d.units[u].movedIn = d.clock.activation;
    d.units[u].mpSpentHalves = ctx.units[u].movement * 2;
  }
  const f = fieldDraft(d);
  f.ipBuilders = [...units];
  f.ipActivation = d.clock.activation;
  const [die] = roll(d, out, 1, `improved position at ${hex}`, IP_RULE);
  if (die === 1) f.ips.push(hex);
  log(d, out, `${units.map((u) => ctx.units[u].name).join(' and ')} dig in at ${hex}: ${die}: ${die === 1 ? 'improved position built' : 'nothing yet (a 1 is needed)'}`, {
    rule: IP_RULE,
    dice: [die],
    hexes: [hex],
  });
}

/** The builders spent their activation: they do not assault in it. */
export function ipAssaultVeto(s: GameState, unit: string): RuleError | null {
  const f = fieldOf(s);
  if (f && f.ipActivation === s.clock.activation && f.ipBuilders?.includes(unit)) {
    return { code: 'building', message: 'this unit spent its activation building an improved position', rule: IP_RULE };
  }
  return null;
}
