// The March on Paris field panel (MOP 37.3.3, 37.4, 37.7-37.9): the weather, the trains, damaged spans
// and improved positions, the supply overlay buttons, and in one's own Movement Segment the field
// commands the engine offers (damage or repair a span, dig in, move a train).
import { useSyncExternalStore } from 'react';
import { fieldActions, query, WEATHER_EFFECTS, type SupplyAnswer } from '../../engine';
import { useAigle } from '../../store/react';
import { viewerOf } from '../../store';
import { useView, useScenario } from '../hooks';
import { supplyOverlay } from './supplyOverlay';

function useOverlaySide(): string | null {
  return useSyncExternalStore(supplyOverlay.subscribe, () => supplyOverlay.getState().side);
}

export function FieldPanel() {
  const view = useView();
  const sc = useScenario();
  const state = useAigle((s) => s.game?.state ?? null);
  const viewer = useAigle((s) => viewerOf(s));
  const actions = useAigle((s) => s.actions);
  const overlay = useOverlaySide();
  const field = view?.mopField;
  if (!view || !field || !state || !viewer) return null;
  const sides = viewer === 'referee' ? sc.sides : sc.sides.filter((x) => x.id === viewer);
  const supply = overlay ? query(state, viewer, { type: 'supply', side: overlay }) : null;
  const sup = supply?.type === 'supply' ? (supply.supply as unknown as SupplyAnswer) : null;
  const acting = view.pending?.type === 'formationMove' && view.pending.side ? fieldActions(state, view.pending.side) : null;
  const trains = sc.mop?.trains ?? [];
  const e = WEATHER_EFFECTS[field.weather];
  return (
    <section className="panel field-panel" aria-label="Field (March on Paris)" data-testid="field-panel">
      <h2>Field</h2>
      <p>
        <strong>{e.label}</strong> <span className="muted">(MOP 37.4)</span>
      </p>
      <div className="row" role="group" aria-label="Supply overlay (MOP 37.7)">
        <span>Supply:</span>
        {sides.map((x) => (
          <button key={x.id} type="button" aria-pressed={overlay === x.id} onClick={() => supplyOverlay.getState().show(overlay === x.id ? null : x.id)}>
            {x.adjective}
          </button>
        ))}
        {overlay ? (
          <button type="button" onClick={() => supplyOverlay.getState().show(null)}>
            off
          </button>
        ) : null}
      </div>
      {sup ? (
        <p data-testid="supply-summary">
          {Object.values(sup.units).filter((u) => !u.inSupply).length} unit(s) out of supply ·{' '}
          {Object.entries(sup.trains)
            .map(([id, t]) => `${trains.find((x) => x.id === id)?.name ?? id}: ${t.kind === 'baggage' ? (t.inSupply ? 'traces to a source' : 'cut off') : 'pontoon'}`)
            .join(' · ')}{' '}
          <span className="muted">(MOP 37.7)</span>
        </p>
      ) : null}
      <ul className="field-list">
        {trains.map((t) => {
          const st = field.trains[t.id];
          const where = st.status === 'map' ? `at ${st.hex}` : st.status;
          const owner = sc.sides.find((x) => x.id === st.side)?.adjective ?? st.side;
          return (
            <li key={t.id}>
              {t.name} ({t.kind}{st.side !== t.side ? `, captured by the ${owner}` : ''}) {where} <span className="muted">(MOP 37.8)</span>
            </li>
          );
        })}
        {field.damaged.map((k) => (
          <li key={k}>
            Damaged span {k} <span className="muted">(MOP 37.9: +2 MP, no trains, no supply)</span>
          </li>
        ))}
        {field.ips.map((h) => (
          <li key={h}>
            Improved position {h} <span className="muted">(MOP 37.3.3)</span>
          </li>
        ))}
      </ul>
      {acting && (acting.spans.length || acting.ips.length || Object.keys(acting.trains).length) ? (
        <div className="field-actions" data-testid="field-actions">
          {[...acting.spans, ...acting.ips].map((a, i) => (
            <button key={i} type="button" title={a.rule} onClick={() => actions.issue(a.command)}>
              {a.label}
            </button>
          ))}
          {Object.entries(acting.trains).map(([id, t]) => (
            <label key={id}>
              {t.name}:{' '}
              <select
                value=""
                onChange={(ev) => {
                  const m = t.moves.find((x) => x.label === ev.target.value);
                  if (m) actions.issue(m.command);
                }}
              >
                <option value="">move to…</option>
                {t.moves.map((m) => (
                  <option key={m.label} value={m.label}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      ) : null}
    </section>
  );
}
