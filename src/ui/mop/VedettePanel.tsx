// MOP 37.11 vedettes and 37.11.1 repulse, for the side at the screen (shown inside the hidden-forces panel):
// its vedettes out and where, the vedette commands the engine offers for the hex pointed at (send out,
// gather, ride there, attack vedettes there), the "advance into the hidden force" move for the selected
// stack when that hex holds an enemy hidden force, and the last repulse with its case. The engine answers
// and checks every command (a refusal shows with its case, as any other).
import { repulseMove, vedetteChoices, vedetteState } from '../../engine';
import { useAigle } from '../../store/react';
import { useScenario, useView } from '../hooks';

export function VedettePanel() {
  const view = useView();
  const sc = useScenario();
  const state = useAigle((s) => s.game?.state ?? null);
  const actions = useAigle((s) => s.actions);
  const selected = useAigle((s) => s.ui.selected);
  const hex = useAigle((s) => s.ui.inspectHex ?? s.ui.hover);
  if (!view || !state || !sc.mop || view.options.rules['MOP 37.11'] !== true) return null;
  const me = view.viewer;
  if (me === 'referee') return null;
  const v = vedetteState(state);
  const mine = Object.entries(v?.pieces ?? {}).filter(([, p]) => p.side === me);
  const unitName = (id: string) => sc.units.find((u) => u.id === id)?.name ?? id;
  const moving = view.pending?.type === 'formationMove' && view.pending.sides.includes(me);
  const enemyHidden = (view.hiddenMarkers ?? []).filter((m) => m.side !== me).map((m) => m.hex);
  const choices = moving ? vedetteChoices(state, me, hex ?? null, enemyHidden) : [];
  const probe = moving && hex && enemyHidden.includes(hex) && selected.length ? repulseMove(state, me, selected, hex) : null;
  const last = [...view.log].reverse().find((e) => e.rule === 'MOP 37.11.1');
  return (
    <div data-testid="vedette-panel">
      <p className="muted">Vedettes (MOP 37.11)</p>
      {mine.length ? (
        <p>
          Out: {mine.map(([id, p]) => `${id} (${unitName(p.parent)}) at ${p.hex}`).join(', ')}
        </p>
      ) : (
        <p className="muted">No vedettes out.</p>
      )}
      {choices.length || probe ? (
        <div className="row" role="group" aria-label="Vedette commands">
          {choices.map((c) => (
            <button key={c.command.choice + (c.command.units ?? []).join() + (c.command.hex ?? '')} type="button" title={c.rule} onClick={() => actions.issue(c.command)}>
              {c.label}
            </button>
          ))}
          {probe ? (
            <button type="button" title="MOP 37.11.1" onClick={() => actions.issue(probe)}>
              Advance into the hidden force at {hex} (repulse, MOP 37.11.1)
            </button>
          ) : null}
        </div>
      ) : null}
      {last ? (
        <p data-testid="repulse-result">
          <strong>Repulse</strong> [MOP 37.11.1]: {last.text}
        </p>
      ) : null}
    </div>
  );
}
