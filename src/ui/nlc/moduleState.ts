// The NLC rules module's public state in a view (chit cup, combat record), read defensively.
import type { PlayerView } from '../../engine';

export interface ChitView {
  cup?: number | string[];
  drawn?: string[];
  active?: string[];
}

/** Public rules-module state the view may carry (NLC chit cup, combat record); read defensively. */
export function moduleState(view: PlayerView): { chits?: ChitView; combat?: unknown } {
  const v = view as PlayerView & { nlc?: ChitView & { combat?: unknown }; chits?: ChitView; combat?: unknown };
  const chits = v.nlc && ('cup' in v.nlc || 'drawn' in v.nlc) ? v.nlc : v.chits;
  return { chits, combat: v.nlc?.combat ?? v.combat };
}
