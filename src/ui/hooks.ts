// The view and scenario every panel reads (the PlayerView from viewFor, never the game state).
import type { PlayerView, Scenario } from '../engine';
import { currentView } from '../store';
import { useAigle } from '../store/react';

export function useView(): PlayerView | null {
  return useAigle(currentView);
}

export function useScenario(): Scenario {
  return useAigle((s) => s.game!.scenario);
}

export function sideAdjective(sc: Scenario, side: string | null | undefined): string {
  return sc.sides.find((s) => s.id === side)?.adjective ?? side ?? '';
}
