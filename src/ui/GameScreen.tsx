// The game screen: header (turn track, who is looking, menu), map, side panels. While the screen is
// being passed (hot-seat curtain) every panel that could carry a secret is unmounted.
import { useRef } from 'react';
import { MapCanvas } from '../map/MapCanvas';
import { useAigle, useAigleStore } from '../store/react';
import { ChitCup, CombatPanel, GameLog, HoverLine, PromptLine, SecretPanel, StackInspector, TurnTrack } from './Panels';
import { Charts } from './Charts';
import { AssaultPreview } from './AssaultPreview';
import { ScorePanel } from './ScorePanel';
import { TutorialPane } from './TutorialPane';
import { N20Sidebar } from './n20/N20Sidebar';
import { N20TurnTrack } from './n20/N20TurnTrack';

export function download(fileName: string, text: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ImportButton({ label = 'Import save' }: { label?: string }) {
  const actions = useAigle((s) => s.actions);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-file"
        aria-label="Save file to import"
        onChange={async (e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          actions.importSave(await f.text(), f.name);
        }}
      />
    </>
  );
}

function ModeLabel() {
  const mode = useAigle((s) => s.game!.mode);
  const sc = useAigle((s) => s.game!.scenario);
  const screen = useAigle((s) => s.ui.screenSide);
  const side = sc.sides.find((s) => s.id === screen);
  const text =
    mode === 'solo'
      ? 'Solo: you see both sides'
      : mode === 'referee'
        ? 'Referee view (demo): both sides shown'
        : `Hot-seat: ${side?.adjective ?? '?'} player at the screen`;
  return (
    <span className={`mode-label mode-${mode}`} data-testid="mode-label" role="status">
      {mode === 'hotseat' && side ? <span className="side-chip" style={{ background: side.color }} aria-hidden="true" /> : null}
      {text}
    </span>
  );
}

export function GameScreen({ bench }: { bench?: boolean }) {
  const store = useAigleStore();
  const scenario = useAigle((s) => s.game!.scenario);
  const curtain = useAigle((s) => s.ui.curtain);
  const charts = useAigle((s) => s.ui.charts);
  const showIds = useAigle((s) => s.ui.showHexIds);
  const actions = useAigle((s) => s.actions);
  return (
    <div className="game">
      <header className="topbar">
        <h1 className="title">
          Aigle <span className="muted">· {scenario.name}</span>
        </h1>
        {!curtain && <ModeLabel />}
        <nav className="menu" aria-label="Game menu">
          <button type="button" onClick={() => actions.zoomBy(1)} aria-label="Zoom in" aria-keyshortcuts="+">
            +
          </button>
          <button type="button" onClick={() => actions.zoomBy(-1)} aria-label="Zoom out" aria-keyshortcuts="-">
            −
          </button>
          <button type="button" aria-pressed={showIds} onClick={() => actions.toggleHexIds()} aria-keyshortcuts="H">
            Hex ids <kbd>H</kbd>
          </button>
          <button type="button" onClick={() => actions.openCharts(null)} aria-keyshortcuts="?">
            Charts <kbd>?</kbd>
          </button>
          <button
            type="button"
            onClick={() => {
              const out = actions.exportSave();
              if (out) download(out.fileName, out.text);
            }}
          >
            Export save
          </button>
          <ImportButton />
          <button
            type="button"
            onClick={() => {
              if (window.confirm('Leave this game? The autosave is cleared; export it first to keep it.')) actions.quitToStart();
            }}
          >
            New game
          </button>
        </nav>
      </header>
      {!curtain && (scenario.system === 'n20' ? <N20TurnTrack /> : <TurnTrack />)}
      <main className="board">
        <div className="map-col">
          <MapCanvas store={store} scenario={scenario} hidden={!!curtain} bench={bench} />
          {!curtain && <HoverLine />}
        </div>
        {!curtain && (
          <aside className="sidebar" aria-label="Panels">
            <PromptLine />
            <TutorialPane />
            <AssaultPreview />
            <N20Sidebar />
            <StackInspector />
            <SecretPanel />
            <CombatPanel />
            {scenario.system !== 'n20' && <ScorePanel />}
            {scenario.system !== 'n20' && <ChitCup />}
            <GameLog />
          </aside>
        )}
      </main>
      {charts.open && !curtain && <Charts anchor={charts.anchor} onClose={() => actions.closeCharts()} />}
    </div>
  );
}
