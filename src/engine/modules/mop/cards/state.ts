// Card state (MOP 37.12). The public part lives in GameState.mop.cards: the events both sides see. Each
// side's deck, hand, discards, face-down cards and reinforcement changes live in GameState.secret[side]
// under `mopCards`, so the other side's view holds nothing of them (view/viewFor.ts).
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { EventTable } from './tables';

export type CardSource = 'hand' | 'draw' | 'table' | 'bonus' | 'mode';

/** A card played (or a random event rolled) and its effect, as the players read it. */
export interface PlayedCard {
  card: number;
  /** The side whose forces it applies to (for card 27 passed on, the side that suffers it). */
  side: Side;
  turn: number;
  source: CardSource;
  title: string;
  effect: string;
  /** What the engine did (the group moved, the VP scored). */
  note: string;
  vp: number;
  ours: boolean;
  /** The Random Events Table roll that gave it (A.III j). */
  roll?: { table: EventTable; d66: number };
  /** The turn its effect shows on the map (face-down arrival cards); null: at the end of the game. */
  revealTurn: number | null;
  /** The effect lasts this turn only (listed among the effects in force until the Turn End Phase). */
  thisTurn: boolean;
}

/** A reinforcement group's changed arrival (A.II rolls and arrival cards); `never`: it does not come. */
export interface ArrivalChange {
  turn: number;
  hex: HexId;
  never?: boolean;
  /** A.II: the group's schedule roll was made. */
  rolled?: boolean;
}

export interface SideCards {
  /** Cards left in the deck (card numbers, sorted: the draw is random, A.III b). */
  deck: number[];
  /** Full card play (37.12.1): the cards held. */
  hand: number[];
  discard: number[];
  /** Played face down (37.12.1), shown when the effect shows or at the end. */
  hidden: PlayedCard[];
  /** Changes to the side's reinforcement groups, keyed by the scenario's `turn@hex`. */
  arrivals: Record<string, ArrivalChange>;
  /** A.II: groups advanced and delayed so far (the balance modifies later rolls). */
  advanced: number;
  delayed: number;
  /** Card 22 played face down: the General Retreat may be ordered (37.13.1). */
  generalRetreat: boolean;
  /** A.I: effects of face-down cards in force, not shown yet (cards/effects.ts). */
  effects?: import('./effects').CardEffect[];
}

export interface CardsPublic {
  /** Events both sides see, oldest first. */
  played: PlayedCard[];
  /** Full card play: cards each side has on its face-down stack (37.12.1). */
  faceDown: Record<Side, number>;
  /** Sides whose General Retreat card has been played face up (37.13.1). */
  generalRetreat: Side[];
  /** Supply sources (37.13): the side that last held each, by hex. */
  sources: Record<HexId, Side>;
  /** Mode and bonus cards have been dealt (A.III b, c). */
  dealt: boolean;
  /** A.I: effects of face-up cards in force (cards/effects.ts). */
  effects?: import('./effects').CardEffect[];
}

export function emptySideCards(): SideCards {
  return { deck: [], hand: [], discard: [], hidden: [], arrivals: {}, advanced: 0, delayed: 0, generalRetreat: false };
}

export function emptyCardsPublic(): CardsPublic {
  return { played: [], faceDown: {}, generalRetreat: [], sources: {}, dealt: false };
}

export function sideCards(s: GameState, side: Side): SideCards {
  return (s.secret[side]?.mopCards as unknown as SideCards | undefined) ?? emptySideCards();
}

export function sideCardsDraft(d: Draft<GameState>, side: Side): Draft<SideCards> {
  const sec = (d.secret[side] ??= {});
  if (!sec.mopCards) sec.mopCards = emptySideCards() as unknown as (typeof sec)['mopCards'];
  return sec.mopCards as unknown as Draft<SideCards>;
}

export function cardsPublic(s: GameState): CardsPublic {
  return ((s.mop as unknown as { cards?: CardsPublic } | undefined)?.cards) ?? emptyCardsPublic();
}

export function cardsPublicDraft(d: Draft<GameState>): Draft<CardsPublic> {
  const m = d.mop as unknown as { cards?: CardsPublic };
  if (!m) throw new Error('the March on Paris state is missing');
  if (!m.cards) m.cards = emptyCardsPublic();
  return m.cards as Draft<CardsPublic>;
}
