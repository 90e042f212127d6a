// Start screen: scenario, sides, rule modules and optional rules, seed, and who is looking.
import { useMemo, useState } from 'react';
import { contextFor } from '../engine';
import type { Catalogue, Mode } from '../store';
import { useAigle } from '../store/react';
import { ImportButton } from './GameScreen';

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

const MODES: { id: Mode; label: string; help: string }[] = [
  { id: 'hotseat', label: 'Hot-seat', help: 'Two players share this screen; each sees only their own secrets, with a pass-the-screen step between them.' },
  { id: 'solo', label: 'Solo', help: 'One person plays both sides and sees everything.' },
  { id: 'referee', label: 'Referee view (demo)', help: 'Shows both sides, for demonstrations and rules checks.' },
];

export function StartScreen({ catalogue }: { catalogue: Catalogue }) {
  const actions = useAigle((s) => s.actions);
  const error = useAigle((s) => s.ui.error);
  const notice = useAigle((s) => s.ui.notice);
  const [id, setId] = useState(catalogue.entries[0]?.id ?? '');
  const [seed, setSeed] = useState(() => randomSeed());
  const [mode, setMode] = useState<Mode>('hotseat');
  const [rules, setRules] = useState<Record<string, boolean>>({});
  const entry = catalogue.entries.find((e) => e.id === id);
  const loaded = useMemo(() => (id ? catalogue.get(id) : null), [catalogue, id]);
  const toggles = useMemo(() => {
    if (!loaded?.ok) return [];
    try {
      return contextFor(loaded.scenario).toggles;
    } catch {
      return [];
    }
  }, [loaded]);
  const system = loaded?.ok ? (() => {
    try {
      return contextFor(loaded.scenario).system;
    } catch {
      return null;
    }
  })() : null;
  return (
    <main className="start" aria-labelledby="start-title">
      <header>
        <h1 id="start-title">Aigle</h1>
        <p className="muted">Napoleonic hex-and-counter battles, rules enforced, on one screen.</p>
      </header>
      <form
        className="start-form"
        onSubmit={(e) => {
          e.preventDefault();
          actions.startGame(id, { rules }, seed, mode);
        }}
      >
        <fieldset>
          <legend>Scenario</legend>
          <ul className="scenarios">
            {catalogue.entries.map((s) => (
              <li key={s.id}>
                <label className={s.id === id ? 'chosen' : ''}>
                  <input type="radio" name="scenario" value={s.id} checked={s.id === id} onChange={() => setId(s.id)} />
                  <span>
                    <strong>{s.name}</strong>
                    {s.test ? <span className="muted"> (test scenario)</span> : null}
                    <br />
                    <span className="desc">{s.description}</span>
                    <br />
                    <span className="sides">
                      {s.sides.map((side) => (
                        <span key={side.id} className="side">
                          <span className="side-chip" style={{ background: side.color }} aria-hidden="true" />
                          {side.name}
                        </span>
                      ))}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {loaded && !loaded.ok && (
            <p className="error" role="alert">
              This scenario cannot be played: {loaded.message}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>Rules</legend>
          <p>
            System: <strong>{system?.name ?? entry?.system ?? '?'}</strong>
            {system ? <span className="muted"> · modules: {system.modules.map((m) => m.id).join(', ')}</span> : null}
          </p>
          {toggles.length ? (
            <ul className="toggles">
              {toggles.map((t) => (
                <li key={t.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={rules[t.id] ?? t.default}
                      onChange={(e) => setRules({ ...rules, [t.id]: e.target.checked })}
                    />{' '}
                    {t.label} <span className="muted">[{t.id}] {t.kind}</span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">This rules system has no optional rules or modules to switch yet.</p>
          )}
        </fieldset>
        <fieldset>
          <legend>Players</legend>
          {MODES.map((m) => (
            <label key={m.id} className="mode">
              <input type="radio" name="mode" value={m.id} checked={mode === m.id} onChange={() => setMode(m.id)} /> <strong>{m.label}</strong>{' '}
              <span className="muted">{m.help}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Dice</legend>
          <label>
            Seed{' '}
            <input type="number" value={seed} onChange={(e) => setSeed(Number(e.target.value) || 0)} aria-label="Seed for the dice" />
          </label>{' '}
          <button type="button" onClick={() => setSeed(randomSeed())}>
            New seed
          </button>
          <p className="muted">The same scenario, options, seed and moves always give the same game.</p>
        </fieldset>
        <div className="start-actions">
          <button type="submit" className="primary big" disabled={!loaded?.ok}>
            Start game
          </button>{' '}
          <ImportButton label="Load a save file" />
        </div>
        {error && (
          <p className="error" role="alert" data-testid="error">
            {error.message}
          </p>
        )}
        {notice && <p className="notice">{notice}</p>}
      </form>
    </main>
  );
}
