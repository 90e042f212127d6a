// N20X 5.0 Retain cards: held secretly by their owner, played in the owner's Movement Phase or at his
// reserve step of a battle (our two timing windows), then discarded (Spicy) or set aside.
import type { Draft } from 'immer';
import type { Command, GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, reject, type Out } from '../../../core/ops';
import { pieceName, sideName } from '../../../rules/pieces';
import { SPECIAL_BY_ID, type SpecialCard } from '../data/cards';
import { enemyOf, isArtillery, isCavalry, onMap } from '../board';
import { addMorale, minKeepHalves } from '../morale';
import { n20, n20d, type BattleState } from '../state';
import { announceCard, discardPlayed, hand, removeFromHand } from './deck';

function card(id: string): SpecialCard {
  const c = SPECIAL_BY_ID[id];
  if (!c || c.type !== 'retain') throw new Error(`no Retain card ${id}`);
  return c;
}

/** Friendly units a movement card may target now. */
export function movementTargets(s: GameState, ctx: Ctx, side: Side, id: string): string[] | null {
  const c = card(id);
  const st = n20(s);
  const mine = ctx.unitIds.filter((u) => ctx.units[u].side === side && onMap(s, u));
  switch (c.retain!.kind) {
    case 'forcedMarch':
      return mine.filter((u) => !st.units[u].acted && !(st.turnFx.forcedMarch[u] > 0));
    case 'rallyColours':
      return mine.filter((u) => st.units[u].routed);
    default:
      return null;
  }
}

export function movementCardCommands(s: GameState, ctx: Ctx, side: Side): Command[] {
  const out: Command[] = [];
  for (const id of hand(s, side)) {
    const c = SPECIAL_BY_ID[id];
    if (c?.window !== 'movement') continue;
    const t = movementTargets(s, ctx, side, id);
    if (t === null) out.push({ type: 'choose', side, n: s.seq, choice: `card:${id}` });
    else for (const u of t) out.push({ type: 'choose', side, n: s.seq, choice: `card:${id}`, units: [u] });
  }
  return out;
}

function checkHeld(s: GameState, side: Side, id: string): void {
  if (!hand(s, side).includes(id)) reject('no-card', 'you do not hold that card', 'N20X 5.0');
}

function announce(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, id: string): void {
  removeFromHand(d, side, id);
  discardPlayed(d, ctx, id);
  out.revealed = true;
  announceCard(d, side, 'retainPlayed', id);
  const c = card(id);
  log(d, out, `${sideName(ctx, side)} plays "${c.name}": ${c.text}`, { rule: 'N20X 5.0' });
}

export function playMovementCard(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, id: string, units: string[] | undefined): void {
  const s = d as GameState;
  checkHeld(s, side, id);
  const c = card(id);
  if (c.window !== 'movement') reject('wrong-time', `"${c.name}" is played in a battle, not now`, 'N20X 5.0');
  const targets = movementTargets(s, ctx, side, id);
  if (targets !== null && (!units || units.length !== 1 || !targets.includes(units[0]))) {
    reject('bad-target', `"${c.name}" needs one eligible friendly unit`, 'N20X 5.0');
  }
  announce(d, ctx, out, side, id);
  const st = n20d(d);
  const r = c.retain!;
  switch (r.kind) {
    case 'forcedMarch':
      st.turnFx.forcedMarch[units![0]] = r.mp;
      log(d, out, `${pieceName(ctx, units![0])} has +${r.mp} Movement Allowance this phase`, { rule: 'N20X 5.0' });
      break;
    case 'rallyColours':
      st.units[units![0]].routed = false;
      log(d, out, `${pieceName(ctx, units![0])} is no longer Routed`, { rule: 'N20X 5.0' });
      break;
    case 'secondWind':
      for (const u of ctx.unitIds) if (ctx.units[u].side === side && st.units[u].disordered) st.units[u].disordered = false;
      log(d, out, `Every ${sideName(ctx, side)} Disordered unit recovers`, { rule: 'N20X 5.0' });
      break;
    case 'morale':
      if (r.who === 'self') addMorale(d, ctx, out, side, r.points, c.name, 'N20X 5.0');
      else addMorale(d, ctx, out, enemyOf(ctx, side), r.points, c.name, 'N20X 5.0', { floorHalves: minKeepHalves(ctx, s) });
      break;
    default:
      throw new Error(`card ${id} is not a movement card`);
  }
}

/** Battle cards the side could play now (its role in the battle and the card's requirement). */
export function battleCardsPlayable(s: GameState, ctx: Ctx, side: Side, b: BattleState): string[] {
  const role = side === b.attacker ? 'attacker' : 'defender';
  const attCav = b.attackers.some((u) => isCavalry(ctx, u));
  const attArt = b.attackers.some((u) => isArtillery(ctx, u));
  return hand(s, side).filter((id) => {
    const c = SPECIAL_BY_ID[id];
    if (c?.window !== 'battle') return false;
    if (c.role !== 'either' && c.role !== role) return false;
    switch (c.retain!.kind) {
      case 'grandBattery':
      case 'counterBattery':
        return attArt;
      case 'cuirassierShock':
      case 'formSquare':
        return attCav;
      default:
        return true;
    }
  });
}

export function playBattleCard(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, id: string): void {
  const s = d as GameState;
  const b = n20(s).battle;
  if (!b) reject('no-battle', 'no battle is being fought', 'N20X 5.0');
  checkHeld(s, side, id);
  if (!battleCardsPlayable(s, ctx, side, b).includes(id)) reject('wrong-time', `"${card(id).name}" cannot be played in this battle`, 'N20X 5.0');
  announce(d, ctx, out, side, id);
  n20d(d).battle!.cards.push({ card: id, side });
}

/** The battle cards in play, by effect kind and the side that played them. */
export function battleCardEffects(b: BattleState): { kind: string; side: Side }[] {
  return b.cards.map((c) => ({ kind: card(c.card).retain!.kind, side: c.side }));
}
