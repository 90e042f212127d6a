// The line under the map: the hex under the pointer and its cost to reach.
import { moveTargets, viewerOf, type AigleState } from '../store';
import { useAigle } from '../store/react';
import { useView, useScenario } from './hooks';
import { HexFacts } from './StackInspector';

export function HoverLine() {
  const sc = useScenario();
  const hover = useAigle((s: AigleState) => s.ui.hover);
  const view = useView();
  const viewer = useAigle(viewerOf);
  const game = useAigle((s) => s.game!);
  const selected = useAigle((s) => s.ui.selected);
  if (!view || !hover) return <div className="hover-line muted">Drag to pan · wheel or pinch to zoom · click a piece, then a violet hex</div>;
  const t = viewer && selected.length ? moveTargets(game.state, viewer, selected) : null;
  const mp = t?.hexes[hover];
  return (
    <div className="hover-line" data-testid="hover-line">
      <HexFacts sc={sc} hex={hover} view={view} />
      <span>
        <strong>{hover}</strong>
        {mp !== undefined ? ` · ${mp} MP to reach` : ''}
      </span>
    </div>
  );
}
