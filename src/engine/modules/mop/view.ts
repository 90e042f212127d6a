// What a viewer may see of the March on Paris state (MOP 37.12): everything in GameState.mop is open;
// each side's deck, hand, discards and face-down cards stay in GameState.secret (only its own reach it).
// Once the game is over every face-down card is shown (37.12.1).
import type { GameState, Side, Viewer } from '../../types';
import { contextOf } from '../../core/api';
import { cardsPublic, sideCards, type PlayedCard } from './cards/state';
import { mopVictory, type MopSideVp } from './victory/points';
import { eventMode, type EventMode } from './cards/mode';

export interface MopView {
  state: { [k: string]: unknown };
  /** The event mode agreed (37.12). */
  mode: EventMode;
  /** Events both sides see (and, at the end, the face-down ones), oldest first. */
  played: PlayedCard[];
  faceDown: Record<Side, number>;
  generalRetreat: Side[];
  /** The VP tally as it stands (37.13): face-down cards count once shown. */
  vp: MopSideVp[];
}

export function mopView(s: GameState, viewer: Viewer): MopView {
  void viewer;
  const ctx = contextOf(s);
  const pub = cardsPublic(s);
  const over = s.result !== null;
  const played = over ? [...pub.played, ...ctx.sides.flatMap((x) => sideCards(s, x).hidden)].sort((a, b) => a.turn - b.turn) : pub.played;
  return {
    state: s.mop as { [k: string]: unknown },
    mode: eventMode(s, ctx),
    played,
    faceDown: pub.faceDown,
    generalRetreat: pub.generalRetreat,
    vp: mopVictory(s, ctx, over),
  };
}
