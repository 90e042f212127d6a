// The attract mode on screen (issue 14): the map full screen, the scenario and turn above, a large
// caption of what just happened and why below. Any key, click or touch stops it.
import { useEffect, useMemo, useState } from 'react';
import type { Scenario } from '../../engine';
import type { Catalogue } from '../../store';
import { showcaseStore } from '../../store/showcase';
import { StoreContext } from '../../store/react';
import { MapCanvas } from '../../map/MapCanvas';
import { StepCaption, sideName } from './Caption';
import { goTo } from './route';
import { runAttract, type AttractStep } from './attract';

export function AttractScreen({ catalogue, scenarioId, pace }: { catalogue: Catalogue; scenarioId: string; pace: number | null }) {
  const [got, setGot] = useState<{ id: string; scenario: Scenario } | { id: string; error: string } | null>(null);
  useEffect(() => {
    let live = true;
    void catalogue.load(scenarioId).then((r) => live && setGot(r.ok ? { id: scenarioId, scenario: r.scenario } : { id: scenarioId, error: r.message }));
    return () => {
      live = false;
    };
  }, [catalogue, scenarioId]);
  // any key, click or touch ends the demonstration (captured before anything else sees it)
  useEffect(() => {
    const stop = (e: Event) => {
      e.preventDefault();
      e.stopPropagation();
      goTo(null);
    };
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return () => {
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
  }, []);
  if (!got || got.id !== scenarioId) return <p className="loading" role="status">Setting up the demonstration…</p>;
  if ('error' in got) {
    return (
      <main className="start">
        <p className="error" role="alert">
          The demonstration cannot start: {got.error}. Press any key to go back.
        </p>
      </main>
    );
  }
  return <AttractRunning catalogue={catalogue} scenario={got.scenario} pace={pace} />;
}

function AttractRunning({ catalogue, scenario, pace }: { catalogue: Catalogue; scenario: Scenario; pace: number | null }) {
  const store = useMemo(() => showcaseStore(catalogue), [catalogue]);
  const [step, setStep] = useState<AttractStep | null>(null);
  const [count, setCount] = useState(0);
  useEffect(() => {
    const run = runAttract({
      store,
      scenario,
      seed: Math.floor(Date.now() / 1000) % 100000,
      pace: pace ?? undefined,
      onStep: (s) => {
        setStep(s);
        setCount((c) => c + 1);
      },
    });
    return () => run.stop();
  }, [store, scenario, pace]);
  const st = step?.state;
  const result = st?.result;
  return (
    <StoreContext.Provider value={store}>
      <div className="attract" data-testid="attract" data-steps={count} role="presentation">
        <header className="attract-title">
          <span>
            <strong>Aigle</strong> · the computer plays both sides of <em>{scenario.name}</em>
          </span>
          <span>{st ? `Game ${step!.game + 1} · turn ${st.clock.turn}` : ''}</span>
          <span className="attract-hint">Press any key or click to stop</span>
        </header>
        <div className="map-col">{st && <MapCanvas store={store} scenario={scenario} hidden={false} />}</div>
        {step && (
          <div className="attract-caption">
            {result ? (
              <div className="step-caption" data-testid="step-caption">
                <p className="step-what">
                  Game over: {result.winner ? `${sideName(scenario, result.winner)} ${result.level}` : result.level}.
                </p>
                <ul className="step-lines">
                  <li>
                    {result.reason} <span className="step-rule">[{result.rule}]</span>
                  </li>
                </ul>
              </div>
            ) : (
              <StepCaption sc={scenario} cmd={step.cmd} lines={step.lines} />
            )}
          </div>
        )}
      </div>
    </StoreContext.Provider>
  );
}
