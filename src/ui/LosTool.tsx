// The line-of-sight tool's button (toolbar, key L) and panel (NLC 8.3): which hex the player looks from,
// and for the line pointed at, clear or where and why it is blocked, with the case. With a gun selected
// the map also shades its range (src/map/RangeLayer.ts). The engine answers every question.
import { useMemo } from 'react';
import { useAigle, useAigleStore } from '../store/react';
import { losToolLine, rangeFor } from '../map/overlayQueries';
import { scenarioIndex } from '../store';
import { RuleLink } from './text';

export function LosToolButton() {
  const on = useAigle((s) => s.ui.losTool.on);
  const actions = useAigle((s) => s.actions);
  return (
    <button type="button" aria-pressed={on} onClick={() => actions.toggleLosTool()} aria-keyshortcuts="L" data-testid="los-tool-button" title="Line of sight: click a hex to look from, then point at another">
      Line of sight <kbd>L</kbd>
    </button>
  );
}

export function LosToolPanel() {
  const store = useAigleStore();
  const tool = useAigle((s) => s.ui.losTool);
  const hover = useAigle((s) => s.ui.hover);
  const screen = useAigle((s) => s.ui.screenSide);
  const game = useAigle((s) => s.game);
  const selected = useAigle((s) => s.ui.selected);
  const actions = useAigle((s) => s.actions);
  // selectors must return stable references: the engine's answers are computed once per change
  const line = useMemo(() => losToolLine(store.getState()), [store, tool, hover, game, screen]);
  const range = useMemo(() => rangeFor(store.getState()), [store, tool, selected, game, screen]);
  if (!tool.on || !game) return null;
  const ix = scenarioIndex(game.scenario);
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel los-tool" aria-label="Line of sight" data-testid="los-tool">
      <h3>
        Line of sight <RuleLink rule="NLC 8.3" onOpen={openRule} />
      </h3>
      {!tool.from ? (
        <p className="muted">Click a hex to look from, then point at another. Esc or L closes the tool.</p>
      ) : (
        <p>
          From {tool.from}
          {tool.to ? ` to ${tool.to} (click another hex to look again)` : ': point at a hex, click to pin it'}
        </p>
      )}
      {line ? (
        <p className={line.clear ? 'los-clear' : 'los-blocked'} data-testid="los-tool-result">
          <span className="los-swatch" style={{ background: line.clear ? '#2e7d32' : '#d32f2f' }} /> {line.from} → {line.to}, {line.range} hex
          {line.range === 1 ? '' : 'es'}: {line.clear ? 'clear' : 'blocked'} — {line.reason} <RuleLink rule={line.rule} onOpen={openRule} />
        </p>
      ) : null}
      {range ? (
        <p data-testid="los-tool-range">
          {selected.map((u) => ix.nameOf(u)).join(', ')}: range {range.range} (shaded{range.range > 2 ? '; 3 hexes at half' : ''}),{' '}
          {range.targets.length ? `sees the enemy at ${range.targets.join(', ')}` : 'sees no enemy in range'}{' '}
          <RuleLink rule={range.range > 2 ? 'NLC 19.4' : 'NLC 8.1'} onOpen={openRule} />
        </p>
      ) : null}
    </section>
  );
}
