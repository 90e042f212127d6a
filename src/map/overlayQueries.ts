// What the map's line-of-sight tool and gun-range overlays show (NLC 8.1, 8.3, 19.4), asked of the
// engine for the current store state. No PixiJS here: the panels and the store tests use it too.
import { query, type HexId, type SightAnswer } from '../engine';
import { currentView, viewerOf, type AigleState } from '../store';

export interface LosToolLine {
  from: HexId;
  to: HexId;
  clear: boolean;
  range: number;
  blockedAt?: HexId[];
  blockedBy?: string;
  reason: string;
  rule: string;
}

/** The line the tool shows for the current state, or null (also used by the tool's panel). */
export function losToolLine(s: AigleState): LosToolLine | null {
  const tool = s.ui.losTool;
  const g = s.game;
  const viewer = g ? viewerOf(s) : null;
  const to = tool.to ?? s.ui.hover;
  if (!tool.on || !tool.from || !to || to === tool.from || !g || !viewer) return null;
  const q = query(g.state, viewer, { type: 'los', from: tool.from, to });
  return q.type === 'los' ? (q as unknown as LosToolLine) : null;
}

export interface RangeAnswer {
  from: HexId;
  /** The hexes the gun may fire from (NLC 20.2.3: both hexes of its line), `from` first. */
  origins: HexId[];
  range: number;
  rings: Record<HexId, number>;
  targets: HexId[];
}

/** The gun range to show for the current state, or null. */
export function rangeFor(s: AigleState): RangeAnswer | null {
  const g = s.game;
  const viewer = g ? viewerOf(s) : null;
  const view = currentView(s);
  if (!g || !viewer || !view || !s.ui.selected.length) return null;
  if (!s.ui.losTool.on && view.pending?.type !== 'bombardDeclare') return null;
  const q = query(g.state, viewer, { type: 'gunRange', pieces: s.ui.selected });
  return q.type === 'gunRange' ? q : null;
}

export type { SightAnswer };

/** The sight lines to draw for the current state, or null (also used by the bombardment panel). */
export function sightFor(s: AigleState): SightAnswer | null {
  const view = currentView(s);
  const g = s.game;
  const viewer = g ? viewerOf(s) : null;
  if (!g || !view || !viewer || view.pending?.type !== 'bombardDeclare' || !s.ui.selected.length) return null;
  const q = query(g.state, viewer, { type: 'sight', pieces: s.ui.selected });
  return q.type === 'sight' ? (q.sight as unknown as SightAnswer) : null;
}

