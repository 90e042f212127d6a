// The orders client's questions to the engine (NLC 12), memoised per game state: the composer, the map
// layers and the panels ask the same things many times a second. Answers only for the viewer's side.
import { query, type CommandRangeAnswer, type GameState, type OrderChoices, type OrderDraft, type OrderPreview, type Side, type Viewer } from '../engine';
import type { ComposerKind } from './orderDraft';

const cache = new WeakMap<GameState, Map<string, unknown>>();

function memo<T>(state: GameState, key: string, f: () => T): T {
  let per = cache.get(state);
  if (!per) cache.set(state, (per = new Map()));
  if (per.has(key)) return per.get(key) as T;
  const v = f();
  if (per.size > 200) per.clear();
  per.set(key, v);
  return v;
}

export function orderChoicesFor(state: GameState, viewer: Viewer, side: Side, formation: string, kind: ComposerKind): OrderChoices | { reason: string; rule: string } {
  return memo(state, `c|${viewer}|${side}|${formation}|${kind}`, () => {
    const a = query(state, viewer, { type: 'orderChoices', side, formation, kind });
    return a.type === 'orderChoices' ? a.choices : a.type === 'none' ? { reason: a.reason, rule: a.rule } : { reason: 'no answer', rule: 'NLC 12' };
  });
}

export function orderPreviewFor(state: GameState, viewer: Viewer, side: Side, draft: OrderDraft, kind: ComposerKind): OrderPreview {
  return memo(state, `p|${viewer}|${side}|${kind}|${JSON.stringify(draft)}`, () => {
    const a = query(state, viewer, { type: 'orderPreview', side, draft, kind });
    return a.type === 'orderPreview' ? a.preview : { ok: false, reason: a.type === 'none' ? a.reason : 'no answer', rule: a.type === 'none' ? a.rule : 'NLC 12' };
  });
}

export function commandRangeFor(state: GameState, viewer: Viewer, formation: string): CommandRangeAnswer | null {
  return memo(state, `r|${viewer}|${formation}`, () => {
    const a = query(state, viewer, { type: 'commandRange', formation });
    return a.type === 'commandRange' ? a.range : null;
  });
}
