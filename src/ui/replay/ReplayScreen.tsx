// The replay viewer (issue 14): any save file or saved game, stepped with VCR controls, played at a
// chosen speed, seen from either side or as the referee. The position lives in the address bar
// (?replay=<slot>&step=N&view=<side>), so a step can be shared. The map and panels render a separate
// read-only store (store/showcase.ts): the running game is never touched.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Viewer } from '../../engine';
import type { AigleStore, Catalogue } from '../../store';
import { clampStep, commandAt, hashAt, lastStep, linesAt, moveStep, viewerFrom, viewpoints, type ReplayMove, type Timeline } from '../../store/replay';
import { showcaseStore, showState } from '../../store/showcase';
import { StoreContext } from '../../store/react';
import { MapCanvas } from '../../map/MapCanvas';
import { ChitCup } from '../nlc/ChitCup';
import { CombatPanel } from '../CombatPanel';
import { GameLog } from '../GameLog';
import { StackInspector } from '../StackInspector';
import { TurnTrack } from '../TurnTrack';
import { ScorePanel } from '../ScorePanel';
import { Charts } from '../Charts';
import { useAigleStore, useAigle } from '../../store/react';
import { StepCaption, sideName } from '../club/Caption';
import { goTo } from '../club/route';
import { ThemeToggle } from '../club/ThemeToggle';
import { timelineOfSlot, type ReplayLock } from './source';

const N20Sidebar = lazy(() => import('../n20/N20Sidebar').then((m) => ({ default: m.N20Sidebar })));
const N20TurnTrack = lazy(() => import('../n20/N20TurnTrack').then((m) => ({ default: m.N20TurnTrack })));

/** Steps per second of the play button. */
export const SPEEDS = [0.5, 1, 2, 4, 8] as const;

const CONTROLS: { move: ReplayMove; label: string; icon: string; key: string }[] = [
  { move: 'first', label: 'First step', icon: '|◀', key: 'Home' },
  { move: 'prevHandover', label: 'Previous hand-over', icon: '◀◀', key: 'PageUp' },
  { move: 'back', label: 'Step back', icon: '◀', key: 'ArrowLeft' },
  { move: 'forward', label: 'Step forward', icon: '▶', key: 'ArrowRight' },
  { move: 'nextHandover', label: 'Next hand-over', icon: '▶▶', key: 'PageDown' },
  { move: 'last', label: 'Last step', icon: '▶|', key: 'End' },
];

export function ReplayScreen({ main, catalogue, slot, step, view }: { main: AigleStore; catalogue: Catalogue; slot: string; step: number; view: string | null }) {
  const [built, setBuilt] = useState<{ slot: string; t: Timeline; lock: ReplayLock } | { slot: string; error: string } | null>(null);
  useEffect(() => {
    let live = true;
    void timelineOfSlot(main, catalogue, slot).then(({ build: b, lock }) => {
      if (!live) return;
      if (!b.ok) setBuilt({ slot, error: b.message });
      else if (lock.kind === 'closed')
        setBuilt({ slot, error: 'this hot-seat game is still being played, and its replay would show each side the other’s secrets; replay it once it is over, or continue it and use Replay in the top bar, which shows your own side’s view' });
      else setBuilt({ slot, t: b.timeline, lock });
    });
    return () => {
      live = false;
    };
  }, [main, catalogue, slot]);
  const close = () => goTo(null);
  if (!built || built.slot !== slot) {
    return (
      <p className="loading" role="status">
        Replaying the game…
      </p>
    );
  }
  if ('error' in built) {
    return (
      <main className="replay-refused start">
        <h1>Replay</h1>
        <p className="error" role="alert" data-testid="replay-error">
          This replay cannot be shown: {built.error}.
        </p>
        <p className="muted">Nothing of the running game or the saved games was changed.</p>
        <button type="button" className="primary" onClick={close}>
          Back
        </button>
      </main>
    );
  }
  const lock = built.lock;
  // an unfinished hot-seat game: the side at the screen, and nobody else's view
  const viewer = lock.kind === 'side' ? lock.side : viewerFrom(built.t, view);
  const views = lock.kind === 'side' ? [lock.side] : viewpoints(built.t);
  return <ReplayViewer t={built.t} catalogue={catalogue} slot={slot} step={clampStep(built.t, step)} viewer={viewer} views={views} onClose={close} />;
}

function ReplayViewer({
  t,
  catalogue,
  slot,
  step,
  viewer,
  views,
  onClose,
}: {
  t: Timeline;
  catalogue: Catalogue;
  slot: string;
  step: number;
  viewer: Viewer;
  views: Viewer[];
  onClose: () => void;
}) {
  const show = useMemo(() => showcaseStore(catalogue), [catalogue, t]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const shown = useRef<{ step: number; viewer: Viewer } | null>(null);
  const last = lastStep(t);
  const go = (s: number, v: Viewer = viewer) => goTo({ kind: 'replay', slot, step: clampStep(t, s), view: v === 'referee' ? null : v }, true);

  // the map follows the position; a single step forward animates its moves
  useEffect(() => {
    const prev = shown.current;
    const forward = prev && prev.viewer === viewer && step === prev.step + 1;
    showState(show, t.scenario, t.states[step], viewer, forward ? t.events[step - 1] : []);
    shown.current = { step, viewer };
  }, [show, t, step, viewer]);

  // play: one step per 1/speed seconds, stopping at the end
  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => go(step + 1), 1000 / speed);
    return () => clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, step, speed, last]);

  // keys: arrows step, PageUp/PageDown hand-overs, Home/End, space plays
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el && ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) && e.key !== 'Escape') return;
      const c = CONTROLS.find((x) => x.key === e.key);
      if (c) {
        e.preventDefault();
        setPlaying(false);
        go(moveStep(t, step, c.move));
      } else if (e.key === ' ') {
        e.preventDefault();
        setPlaying((p) => !p);
      } else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const sc = t.scenario;
  const state = t.states[step];
  const actor = t.actors[step];
  const isHandover = t.handovers.includes(step) && step > 0 && step < last;
  return (
    <StoreContext.Provider value={show}>
      <div className="game replay" data-testid="replay" data-step={step} data-hash={hashAt(t, step)}>
        <header className="topbar">
          <h1 className="title">
            Replay <span className="muted">· {sc.name}</span>
          </h1>
          <span className="replay-pos" data-testid="replay-pos" role="status">
            Step {step} of {last} · turn {state.clock.turn}
            {actor ? ` · ${sideName(sc, actor)} to decide` : state.result ? ' · game over' : ''}
            {isHandover ? ' · hand-over' : ''}
          </span>
          <nav className="menu" aria-label="Replay menu">
            <ThemeToggle />
            <button type="button" onClick={onClose}>
              Close replay
            </button>
          </nav>
        </header>
        <div className="replay-bar" role="toolbar" aria-label="Replay controls">
          {CONTROLS.map((c) => (
            <button
              key={c.move}
              type="button"
              aria-label={c.label}
              title={`${c.label} (${c.key})`}
              aria-keyshortcuts={c.key}
              disabled={moveStep(t, step, c.move) === step}
              onClick={() => {
                setPlaying(false);
                go(moveStep(t, step, c.move));
              }}
            >
              {c.icon}
            </button>
          ))}
          <button type="button" className="primary" aria-pressed={playing} onClick={() => setPlaying((p) => !p)} aria-keyshortcuts="Space" disabled={step >= last && !playing}>
            {playing ? '❚❚ Pause' : '▶ Play'}
          </button>
          <label>
            Speed{' '}
            <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} aria-label="Replay speed">
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s} step{s === 1 ? '' : 's'}/s
                </option>
              ))}
            </select>
          </label>
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            aria-label="Position in the game"
            onChange={(e) => {
              setPlaying(false);
              go(Number(e.target.value));
            }}
          />
          <fieldset className="replay-views">
            <legend className="sr-only">Viewpoint</legend>
            {views.length === 1 && views[0] !== 'referee' ? <span className="muted">Hot-seat game in progress: your side’s view only · </span> : null}
            {views.map((v) => (
              <label key={v}>
                <input type="radio" name="replay-view" checked={viewer === v} onChange={() => go(step, v)} /> {v === 'referee' ? 'Referee (all)' : sideName(sc, v)}
              </label>
            ))}
          </fieldset>
        </div>
        <ReplayBoard t={t} step={step} viewer={viewer} />
      </div>
    </StoreContext.Provider>
  );
}

function ReplayBoard({ t, step, viewer }: { t: Timeline; step: number; viewer: Viewer }) {
  const store = useAigleStore();
  const hasGame = useAigle((s) => s.game !== null);
  const charts = useAigle((s) => s.ui.charts);
  const actions = useAigle((s) => s.actions);
  if (!hasGame) return null;
  const sc = t.scenario;
  const n20 = sc.system === 'n20';
  return (
    <>
      {n20 ? (
        <Suspense fallback={null}>
          <N20TurnTrack />
        </Suspense>
      ) : (
        <TurnTrack />
      )}
      <main className="board">
        <div className="map-col">
          <MapCanvas store={store} scenario={sc} hidden={false} />
        </div>
        <aside className="sidebar" aria-label="Replay panels">
          <section className="panel replay-caption" aria-label="This step">
            <h2>{viewer === 'referee' ? 'This step' : `This step, as the ${sideName(sc, viewer)} player saw it`}</h2>
            <StepCaption sc={sc} cmd={commandAt(t, step)} lines={linesAt(t, step, viewer)} />
          </section>
          <StackInspector />
          {n20 && (
            <Suspense fallback={null}>
              <N20Sidebar />
            </Suspense>
          )}
          <CombatPanel />
          {!n20 && <ScorePanel />}
          {!n20 && <ChitCup />}
          <GameLog />
        </aside>
      </main>
      {charts.open && <Charts anchor={charts.anchor} onClose={() => actions.closeCharts()} />}
    </>
  );
}
