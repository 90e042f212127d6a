// What event cards do (N20 5.0 and the Reveal cards of N20X 5.0). Two-tone cards affect the drawer,
// single-colour cards the side they name.
import type { Draft } from 'immer';
import type { DecideFrame, GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, roll, type Out } from '../../../core/ops';
import { push } from '../../../core/run';
import { pieceName, sideName } from '../../../rules/pieces';
import type { Effect, Who } from '../data/cards';
import { RALLY } from '../data/morale';
import { enemyOf, inEnemyZoc, locHexes, onMap, occupancyMap } from '../board';
import { addMorale } from '../morale';
import { eventsLevel } from '../options';
import { n20, n20d } from '../state';
import { drawSpecial, reshuffleDeck } from './deck';

export function whoSide(ctx: Ctx, drawer: Side, who: Who): Side {
  if (who === 'drawer') return drawer;
  if (who === 'opponent') return enemyOf(ctx, drawer);
  return ctx.sides.includes(who) ? who : drawer;
}

export function routedRallyable(s: GameState, ctx: Ctx, side: Side): string[] {
  return ctx.unitIds.filter((id) => ctx.units[id].side === side && onMap(s, id) && n20(s).units[id].routed && !inEnemyZoc(s, ctx, s.units[id].hex!, side));
}

export function brokenUnits(s: GameState, ctx: Ctx, side: Side): string[] {
  return ctx.unitIds.filter((id) => ctx.units[id].side === side && n20(s).units[id].broken && n20(s).units[id].gone === null);
}

/** A free friendly LOC hex where a rallied Broken unit re-enters (ruling N20 10.0), or null. */
export function freeLoc(s: GameState, ctx: Ctx, side: Side): HexId | null {
  const occ = occupancyMap(s, ctx);
  for (const h of locHexes(ctx, side)) if (!occ[h]) return h;
  return null;
}

export function returnBroken(d: Draft<GameState>, ctx: Ctx, out: Out, id: string, rule: string): boolean {
  const side = ctx.units[id].side;
  const hex = freeLoc(d as GameState, ctx, side);
  if (!hex) {
    log(d, out, `${pieceName(ctx, id)} could rally but every friendly LOC hex is occupied: it stays Broken`, { rule });
    return false;
  }
  const u = d.units[id];
  u.status = 'map';
  u.hex = hex;
  const st = n20d(d).units[id];
  st.broken = false;
  st.routed = false;
  st.disordered = false;
  log(d, out, `${pieceName(ctx, id)} rallies and returns at ${hex}`, { rule, hexes: [hex] });
  return true;
}

export function pickUnitFrame(side: Side, purpose: string, units: string[], rule: string): DecideFrame {
  return { k: 'decide', side, type: 'n20:pickUnit', rule, loc: { purpose, units } };
}

export function applyEffects(d: Draft<GameState>, ctx: Ctx, out: Out, drawer: Side, effects: Effect[]): void {
  const st = n20d(d);
  for (const e of effects) {
    switch (e.kind) {
      case 'none':
        break;
      case 'morale':
        addMorale(d, ctx, out, whoSide(ctx, drawer, e.who), e.points, 'event', 'N20 5.0');
        break;
      case 'reshuffle':
        reshuffleDeck(d, out, 'the event says so');
        if (eventsLevel(ctx, d as GameState) === 'Spicy') drawSpecial(d, ctx, out, st.phasing ?? drawer);
        break;
      case 'withdrawal': {
        const side = whoSide(ctx, drawer, e.who);
        if (!st.withdrawal.includes(side)) st.withdrawal.push(side);
        log(d, out, `${sideName(ctx, side)} units may leave the map at their own LOC hexes until the end of this game turn`, { rule: 'N20 5.0' });
        break;
      }
      case 'cavalryMove': {
        const side = whoSide(ctx, drawer, e.who);
        st.turnFx.cavalryMove[side] = (st.turnFx.cavalryMove[side] ?? 0) + e.mp;
        break;
      }
      case 'noReaction':
        st.turnFx.noReaction = true;
        break;
      case 'noReserves': {
        const side = whoSide(ctx, drawer, e.who);
        if (!st.turnFx.noReserves.includes(side)) st.turnFx.noReserves.push(side);
        break;
      }
      case 'rallyRouted': {
        const side = whoSide(ctx, drawer, e.who);
        const units = routedRallyable(d as GameState, ctx, side);
        if (units.length === 0) log(d, out, `${sideName(ctx, side)} has no Routed unit out of enemy ZOCs: no effect`, { rule: 'N20 5.0' });
        else push(d, pickUnitFrame(side, 'rallyRouted', units, 'N20 5.0'));
        break;
      }
      case 'rallyBroken': {
        const side = whoSide(ctx, drawer, e.who);
        const units = brokenUnits(d as GameState, ctx, side);
        if (units.length === 0) log(d, out, `${sideName(ctx, side)} has no Broken unit: no effect`, { rule: 'N20X 5.0' });
        else push(d, pickUnitFrame(side, 'rallyBroken', units, 'N20X 5.0'));
        break;
      }
      case 'smoke':
        st.hidden.special.push(...st.specialDiscard);
        st.specialDiscard = [];
        log(d, out, 'Battlefield Smoke: the Special Events discards are reshuffled into the Special Events draw pile', { rule: 'N20X 5.0' });
        break;
    }
  }
}

/** Resolve an event's unit pick (N20 5.0 rally effects). */
export function resolvePick(d: Draft<GameState>, ctx: Ctx, out: Out, purpose: string, id: string): void {
  if (purpose === 'rallyRouted') {
    n20d(d).units[id].routed = false;
    log(d, out, `${pieceName(ctx, id)} is rallied and no longer Routed`, { rule: 'N20 5.0' });
    return;
  }
  if (purpose === 'rallyBroken') {
    const [r] = roll(d, out, 1, `rally ${pieceName(ctx, id)}`, 'N20X 5.0');
    log(d, out, `${pieceName(ctx, id)} rolls ${r} to return (needs ${RALLY.brokenReturns})`, { rule: 'N20X 5.0', dice: [r] });
    if (r >= RALLY.brokenReturns) returnBroken(d, ctx, out, id, 'N20X 5.0');
  }
}
