// The March on Paris core answer (chit cups per side, UAR and PEU boxes), asked of the engine for the shown game.
import { query, type QueryAnswer } from '../../engine';
import { viewerOf } from '../../store';
import { useAigle } from '../../store/react';

export type MopAnswerView = Extract<QueryAnswer, { type: 'mop' }>;

export function useMopAnswer(): MopAnswerView | null {
  const state = useAigle((s) => s.game?.state ?? null);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  if (!state || !viewer || !state.mop) return null;
  const a = query(state, viewer, { type: 'mop' });
  return a.type === 'mop' ? a : null;
}
