// Start screen: the saved games (continue, export, delete), then a new game: scenario, rule modules
// and optional rules, who is looking, the dice seed. The scenario's file is fetched when it is chosen.
import { useEffect, useMemo, useState } from 'react';
import { contextFor, type RuleToggle } from '../engine';
import type { Catalogue, Mode, SavedGameSummary, ScenarioGet } from '../store';
import { useAigle } from '../store/react';
import { download, ImportButton } from './files';
import { ClubRow, ReplaySavedButton } from './club/ClubRow';
import { VsComputer } from './computer/VsComputer';

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

const MODES: { id: Mode; label: string; help: string }[] = [
  { id: 'hotseat', label: 'Hot-seat', help: 'Two players share this screen; each sees only their own secrets, with a pass-the-screen step between them.' },
  { id: 'solo', label: 'Solo', help: 'One person plays both sides and sees everything.' },
  { id: 'referee', label: 'Referee view (demo)', help: 'Shows both sides, for demonstrations and rules checks.' },
];

const KIND_HEADING: Record<RuleToggle['kind'], string> = {
  module: 'Modules',
  advanced: 'Advanced rules',
  optional: 'Optional rules',
};

/** Toggles as the player chooses them: a group of levels is one choice, the others one box each. */
type RuleItem = { kind: RuleToggle['kind']; toggle: RuleToggle } | { kind: RuleToggle['kind']; group: NonNullable<RuleToggle['group']>; levels: RuleToggle[] };

function ruleItems(toggles: RuleToggle[]): RuleItem[] {
  const out: RuleItem[] = [];
  for (const t of toggles) {
    if (!t.group) {
      out.push({ kind: t.kind, toggle: t });
      continue;
    }
    const g = out.find((x) => 'group' in x && x.group.id === t.group!.id);
    if (g && 'levels' in g) g.levels.push(t);
    else out.push({ kind: t.kind, group: t.group, levels: [t] });
  }
  return out;
}

/** "Random Events: Mild (two cards...)" under the heading "Random Events" reads "Mild (two cards...)". */
function levelLabel(t: RuleToggle): string {
  const prefix = `${t.group?.label}: `;
  return t.label.startsWith(prefix) ? t.label.slice(prefix.length) : t.label;
}

function modeLabel(m: Mode): string {
  return MODES.find((x) => x.id === m)?.label ?? m;
}

function SavedGames({ saved }: { saved: SavedGameSummary[] }) {
  const actions = useAigle((s) => s.actions);
  if (!saved.length) return null;
  return (
    <fieldset className="saved" data-testid="saved-games">
      <legend>Saved games</legend>
      <table>
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">Turn</th>
            <th scope="col">Players</th>
            <th scope="col">Last played</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {saved.map((g) => (
            <tr key={g.id} data-testid="saved-game">
              <td>{g.scenarioName}</td>
              <td>{g.turn}</td>
              <td>{modeLabel(g.mode)}</td>
              <td>{new Date(g.lastPlayed).toLocaleString()}</td>
              <td className="saved-actions">
                <button type="button" className="primary" onClick={() => void actions.continueSaved(g.id)} aria-label={`Continue ${g.scenarioName}, turn ${g.turn}`}>
                  Continue
                </button>{' '}
                <button
                  type="button"
                  onClick={async () => {
                    const out = await actions.exportSaved(g.id);
                    if (out) download(out.fileName, out.text);
                  }}
                  aria-label={`Export ${g.scenarioName}, turn ${g.turn}`}
                >
                  Export
                </button>{' '}
                <ReplaySavedButton id={g.id} label={`${g.scenarioName}, turn ${g.turn}`} />{' '}
                <button
                  type="button"
                  onClick={() => {
                    if (window.confirm(`Delete the saved game of ${g.scenarioName} (turn ${g.turn})? Export it first to keep a copy.`)) void actions.deleteSaved(g.id);
                  }}
                  aria-label={`Delete ${g.scenarioName}, turn ${g.turn}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}

function useScenario(catalogue: Catalogue, id: string): ScenarioGet | null {
  const [loaded, setLoaded] = useState<{ id: string; got: ScenarioGet } | null>(() => {
    const got = id ? catalogue.get(id) : null;
    return got?.ok ? { id, got } : null;
  });
  useEffect(() => {
    let live = true;
    if (id) void catalogue.load(id).then((got) => live && setLoaded({ id, got }));
    return () => {
      live = false;
    };
  }, [catalogue, id]);
  return loaded?.id === id ? loaded.got : null;
}

export function StartScreen({ catalogue }: { catalogue: Catalogue }) {
  const actions = useAigle((s) => s.actions);
  const error = useAigle((s) => s.ui.error);
  const notice = useAigle((s) => s.ui.notice);
  const saved = useAigle((s) => s.ui.saved);
  const [id, setId] = useState(catalogue.entries[0]?.id ?? '');
  const [seed, setSeed] = useState(() => randomSeed());
  const [mode, setMode] = useState<Mode>('hotseat');
  const [rules, setRules] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (saved === null) void actions.refreshSaved();
  }, [saved, actions]);
  const entry = catalogue.entries.find((e) => e.id === id);
  const loaded = useScenario(catalogue, id);
  const ctx = useMemo(() => {
    if (!loaded?.ok) return null;
    try {
      return contextFor(loaded.scenario);
    } catch {
      return null;
    }
  }, [loaded]);
  const items = useMemo(() => ruleItems(ctx?.toggles ?? []), [ctx]);
  const isOn = (t: RuleToggle) => rules[t.id] ?? t.default;
  const kinds = (['module', 'advanced', 'optional'] as const).filter((k) => items.some((i) => i.kind === k));
  return (
    <main className="start" aria-labelledby="start-title">
      <header>
        <h1 id="start-title">Aigle</h1>
        <p className="muted">Napoleonic hex-and-counter battles, rules enforced, on one screen.</p>
      </header>
      {saved && <SavedGames saved={saved} />}
      <form
        className="start-form"
        onSubmit={(e) => {
          e.preventDefault();
          // every toggle explicitly, so a later change of a default never changes a saved game's rules
          actions.startGame(id, { rules: { ...Object.fromEntries((ctx?.toggles ?? []).map((t) => [t.id, isOn(t)])), ...rules } }, seed, mode);
        }}
      >
        <div className="start-cols">
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
          <div>
            <fieldset>
              <legend>Rules</legend>
              <p>
                System: <strong>{ctx?.system.name ?? entry?.system ?? '?'}</strong>
                {!loaded ? <span className="muted"> (loading the scenario…)</span> : null}
              </p>
              {kinds.map((k) => (
                <div key={k} className="toggles">
                  <h3>{KIND_HEADING[k]}</h3>
                  <ul>
                    {items
                      .filter((i) => i.kind === k)
                      .map((i) =>
                        'toggle' in i ? (
                          <li key={i.toggle.id}>
                            <label>
                              <input type="checkbox" checked={isOn(i.toggle)} onChange={(e) => setRules({ ...rules, [i.toggle.id]: e.target.checked })} />{' '}
                              {i.toggle.label} <span className="muted">[{i.toggle.id}]</span>
                            </label>
                          </li>
                        ) : (
                          <li key={i.group.id}>
                            <fieldset className="level-group" role="radiogroup" aria-label={i.group.label}>
                              <legend>
                                {i.group.label} <span className="muted">[{i.group.id}]</span>
                              </legend>
                              <label>
                                <input
                                  type="radio"
                                  name={`level-${i.group.id}`}
                                  checked={!i.levels.some(isOn)}
                                  onChange={() => setRules({ ...rules, ...Object.fromEntries(i.levels.map((t) => [t.id, false])) })}
                                />{' '}
                                {i.group.none ?? 'None'}
                              </label>
                              {i.levels.map((t) => (
                                <label key={t.id}>
                                  <input
                                    type="radio"
                                    name={`level-${i.group.id}`}
                                    value={t.id}
                                    checked={isOn(t) && !i.levels.slice(i.levels.indexOf(t) + 1).some(isOn)}
                                    onChange={() => setRules({ ...rules, ...Object.fromEntries(i.levels.map((x) => [x.id, x.id === t.id])) })}
                                  />{' '}
                                  {levelLabel(t)} <span className="muted">[{t.id}]</span>
                                </label>
                              ))}
                            </fieldset>
                          </li>
                        ),
                      )}
                  </ul>
                </div>
              ))}
              {ctx && !items.length ? <p className="muted">This rules system has no optional rules or modules to switch yet.</p> : null}
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
          </div>
        </div>
        <div className="start-actions">
          <button type="submit" className="primary big" disabled={!loaded?.ok}>
            Start game
          </button>{' '}
          <ImportButton label="Load a save file" />
          <ClubRow catalogue={catalogue} scenarioId={id} />
          <VsComputer scenario={loaded?.ok ? loaded.scenario : null} onStart={(computer) => actions.startGame(id, { rules }, seed, 'hotseat', computer)} />
          {error && (
            <p className="error" role="alert" data-testid="error">
              {error.message}
            </p>
          )}
          {notice && <p className="notice">{notice}</p>}
        </div>
      </form>
    </main>
  );
}
