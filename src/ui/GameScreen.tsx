// The game screen: header (turn track, who is looking, menu), map, side panels. While the screen is
// being passed (hot-seat curtain) every panel that could carry a secret is unmounted.
import { lazy, Suspense, useEffect } from 'react';
import { useAigle, useAigleStore } from '../store/react';
import { ChitCup } from './nlc/ChitCup';
import { CombatPanel } from './CombatPanel';
import { GameLog } from './GameLog';
import { HoverLine } from './HoverLine';
import { PromptLine } from './PromptLine';
import { SecretPanel } from './SecretPanel';
import { StackInspector } from './StackInspector';
import { TurnTrack } from './TurnTrack';
import { AssaultPreview } from './AssaultPreview';
import { ScorePanel } from './ScorePanel';
import { StandingOrders } from './nlc/StandingOrders';
import { OrdersPanel } from './nlc/OrdersPanel';
import { OrderComposer } from './nlc/OrderComposer';
import { TutorialPane } from './TutorialPane';
import { LosToolButton, LosToolPanel } from './LosTool';
import { AfterMap } from './AfterMap';
import { HiddenPanel } from './HiddenPanel';
// the March on Paris panels are a chunk of their own, fetched with a March on Paris game's sidebar
import { FieldPanel, MopBoxes, MopEventBanner, MopSidebar } from './mop/lazyPanels';
// each rules system's own panels are a chunk of their own, fetched with a game of that system
const N20Sidebar = lazy(() => import('./n20/N20Sidebar').then((m) => ({ default: m.N20Sidebar })));
// the charts (the largest panel) are fetched when first opened, not on the way to the first frame
const chartsModule = () => import('./Charts');
const Charts = lazy(() => chartsModule().then((m) => ({ default: m.Charts })));
const N20TurnTrack = lazy(() => import('./n20/N20TurnTrack').then((m) => ({ default: m.N20TurnTrack })));
import { download, ImportButton } from './files';
import { ThemeToggle } from './club/ThemeToggle';
import { ReplayRunningButton } from './club/ClubRow';
import { ComputerTurn } from './computer/ComputerTurn';
import { MapPoster } from './MapPoster';
import { loadedModule, useLoadedModule } from './loadedModule';
import { onMapPainted, posterSettled } from '../map/mapRegistry';
import type { AigleStore } from '../store';
import type { Scenario } from '../engine';
// the live map (PixiJS) is a chunk of its own, fetched once the poster is painted (MapPoster.tsx)
const mapCanvasModule = loadedModule(() => import('../map/MapCanvas'));

function LiveMap(props: { store: AigleStore; scenario: Scenario; hidden: boolean; bench?: boolean }) {
  const m = useLoadedModule(mapCanvasModule, posterSettled);
  return m ? <m.MapCanvas {...props} /> : <div className="map-host" />;
}

function ModeLabel() {
  const mode = useAigle((s) => s.game!.mode);
  const sc = useAigle((s) => s.game!.scenario);
  const screen = useAigle((s) => s.ui.screenSide);
  const computer = useAigle((s) => s.game!.computer);
  const side = sc.sides.find((s) => s.id === screen);
  const text =
    mode === 'solo'
      ? 'Solo: you see both sides'
      : mode === 'referee'
        ? 'Referee view (demo): both sides shown'
        : computer
          ? // issue 14: nobody to hand the screen to; the human plays the other side throughout
            `You play ${side?.adjective ?? '?'} against the computer`
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
  const gameId = useAigle((s) => s.game!.id);
  const commandCount = useAigle((s) => s.game!.commands.length);
  // fetched once the live map is up, so a first "?" opens them at once
  useEffect(() => onMapPainted(() => void chartsModule().catch(() => null)), []);
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
          <LosToolButton />
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
          <ReplayRunningButton id={gameId} step={commandCount} disabled={!!curtain} />
          <ThemeToggle />
          <button
            type="button"
            title="Back to the start screen; this game stays under Saved games"
            onClick={() => void actions.quitToStart()}
          >
            New game
          </button>
        </nav>
      </header>
      {!curtain && (scenario.system === 'n20' ? <Suspense fallback={null}><N20TurnTrack /></Suspense> : <TurnTrack />)}
      <main className="board">
        <div className="map-col">
          <LiveMap store={store} scenario={scenario} hidden={!!curtain} bench={bench} />
          <MapPoster scenario={scenario} hidden={!!curtain} />
          {!curtain && <HoverLine />}
        </div>
        {!curtain && (
          <aside className="sidebar" aria-label="Panels">
            <AfterMap>
            <PromptLine />
            {/* the panels scroll in a region of their own under the prompt, never beneath it (issue 8) */}
            <div className="sidebar-panels" data-testid="sidebar-panels">
            {scenario.mop && <MopEventBanner />}
            {scenario.system !== 'n20' && <OrderComposer />}
            <ComputerTurn />
            <TutorialPane />
            <LosToolPanel />
            <AssaultPreview />
            {scenario.system === 'n20' && (
              <Suspense fallback={null}>
                <N20Sidebar />
              </Suspense>
            )}
            <StackInspector />
            {scenario.mop && <FieldPanel />}
            <HiddenPanel />
            <SecretPanel />
            {scenario.system !== 'n20' && <OrdersPanel />}
            <StandingOrders />
            <CombatPanel />
            {scenario.system !== 'n20' && <ScorePanel />}
            {scenario.mop && <MopSidebar />}
            {scenario.system !== 'n20' && <ChitCup />}
            {scenario.mop && <MopBoxes />}
            <GameLog />
            </div>
            </AfterMap>
          </aside>
        )}
      </main>
      {charts.open && !curtain && (
        <Suspense fallback={<p className="loading" role="status">Opening the charts…</p>}>
          <Charts anchor={charts.anchor} onClose={() => actions.closeCharts()} />
        </Suspense>
      )}
    </div>
  );
}
