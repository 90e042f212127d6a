// The stack inspector: the pieces in the hex under the pointer or chosen, and the hex's terrain.
import { maxSteps, unitStrength, type HexId, type PlayerView, type Scenario } from '../engine';
import { scenarioIndex, piecesAt } from '../store';
import { useAigle } from '../store/react';
import { useView, useScenario, sideAdjective } from './hooks';

export function StackInspector() {
  const view = useView();
  const sc = useScenario();
  const hex = useAigle((s) => s.ui.inspectHex ?? s.ui.hover);
  const selected = useAigle((s) => s.ui.selected);
  const actions = useAigle((s) => s.actions);
  const movable = view?.pending?.options.units ?? [];
  if (!view) return null;
  const ix = scenarioIndex(sc);
  const ids = hex ? piecesAt(view, hex) : [];
  return (
    <section className="panel inspector" aria-label="Stack inspector">
      <h2>Hex {hex ?? '—'}</h2>
      {hex ? <HexFacts sc={sc} hex={hex} view={view} /> : <p className="muted">Click or hover a hex to see what is in it.</p>}
      {ids.length > 0 && (
        <ul className="pieces">
          {ids.map((id) => {
            const u = view.units[id];
            const su = ix.units[id];
            const sl = ix.leaders[id];
            const side = ix.sides[ix.sideOf(id) ?? ''];
            const can = movable.includes(id);
            const on = selected.includes(id);
            return (
              <li key={id} className="piece">
                <span className="side-chip" style={{ background: side?.color }} aria-hidden="true" />
                <span className="piece-text">
                  <strong>{ix.nameOf(id)}</strong> <span className="muted">{side?.adjective}</span>
                  <br />
                  {su && u ? (
                    <>
                      {su.type}, strength {unitStrength(su, u.steps)} ({u.steps}/{maxSteps(su)} steps{u.steps < maxSteps(su) ? ', reduced' : ''}), movement {su.movement}
                      {u.movedIn === view.clock.activation && u.mpSpentHalves ? ` (${u.mpSpentHalves / 2} MP spent)` : ''}, morale {su.morale}
                      {u.disrupted ? ', disrupted' : ''}
                    </>
                  ) : sl ? (
                    <>
                      leader ({sl.role}
                      {sl.hq ? ', HQ' : ''}), rating {sl.rating}, movement {sl.movement}
                    </>
                  ) : ix.hqs[id] ? (
                    <>headquarters of {ix.nameOf(ix.hqs[id].leader)}</>
                  ) : null}
                </span>
                {can && (
                  <button type="button" aria-pressed={on} className={on ? 'selected' : ''} onClick={() => actions.toggleSelect(id)} aria-label={`${on ? 'Unselect' : 'Select'} ${ix.nameOf(id)}`}>
                    {on ? 'Selected' : 'Select'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function HexFacts({ sc, hex, view }: { sc: Scenario; hex: HexId; view: PlayerView }) {
  const h = sc.map.hexes.find((x) => x.id === hex);
  const sides = sc.map.hexsides.filter((s) => s.a === hex || s.b === hex);
  const roads = sc.map.roads.filter((r) => r.path.includes(hex));
  const obj = sc.objectives.find((o) => o.hex === hex);
  const owner = view.control[hex];
  return (
    <p className="hex-facts" data-testid="hex-facts">
      {h?.name ? <strong>{h.name}: </strong> : null}
      {h?.terrain ?? sc.map.defaultTerrain}
      {h?.elevation ? `, elevation ${h.elevation}` : ''}
      {roads.length ? `, ${[...new Set(roads.map((r) => r.kind))].join(' and ')}` : ''}
      {sides.map((s) => `; ${s.features.join(' + ')} towards ${s.a === hex ? s.b : s.a}${s.high ? (s.high === hex ? ' (this side high)' : ' (far side high)') : ''}`).join('')}
      {h?.entry ? `; entry hex (${sideAdjective(sc, h.entry)})` : ''}
      {h?.supply ? `; supply source (${sideAdjective(sc, h.supply)})` : ''}
      {obj ? `; objective ${obj.vp} VP${owner ? `, held by the ${sideAdjective(sc, owner)}` : ''}` : ''}
    </p>
  );
}
