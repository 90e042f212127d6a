// Napoleonic 20 markers in words (the map draws the same markers as badges): Disordered and Routed
// units, the Broken box, units gone for good, field works, and the Direct Command markers.
import { scenarioIndex } from '../../store';
import { useAigle } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { RuleLink } from '../text';
import { matrixModeOf } from './n20Data';

export function UnitStatusPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const n = view?.n20;
  if (!view || !n) return null;
  const ix = scenarioIndex(sc);
  const ids = Object.keys(n.units);
  const by = (f: (id: string) => boolean) => ids.filter(f);
  const disordered = by((id) => n.units[id].disordered && view.units[id]?.status === 'map');
  const routed = by((id) => n.units[id].routed && view.units[id]?.status === 'map');
  const broken = by((id) => n.units[id].broken && !n.units[id].gone);
  const gone = by((id) => !!n.units[id].gone);
  const works = Object.entries(n.works).sort();
  const fun = matrixModeOf(view) === 'Fun';
  const hexBtn = (hex: string) => (
    <button type="button" className="linklike hexlink" onClick={() => actions.focusHex(hex)} aria-label={`hex ${hex}: centre the map on it`}>
      {hex}
    </button>
  );
  const list = (xs: string[]) =>
    xs.map((id, i) => (
      <span key={id}>
        {i ? ', ' : ''}
        {ix.nameOf(id)}
        {view.units[id]?.hex ? <> {hexBtn(view.units[id].hex!)}</> : null}
      </span>
    ));
  const goneWhy = { withdrawn: 'withdrawn', pursuit: 'in pursuit', lost: 'lost' } as const;
  return (
    <section className="panel n20-status" aria-label="Markers" data-testid="n20-status">
      <h2>Markers</h2>
      <dl className="n20-facts">
        <div>
          <dt>
            <span className="n20-tag dis">Do</span> Disordered <RuleLink rule="N20X 9.6.9" onOpen={(r) => actions.openCharts(r)} />
          </dt>
          <dd>{disordered.length ? list(disordered) : 'none'}</dd>
        </div>
        <div>
          <dt>
            <span className="n20-tag rout">Rt</span> Routed
          </dt>
          <dd>{routed.length ? list(routed) : 'none'}</dd>
        </div>
        <div>
          <dt>
            <span className="n20-tag brk">Br</span> Broken box
          </dt>
          <dd>{broken.length ? list(broken) : 'empty'}</dd>
        </div>
        {gone.length ? (
          <div>
            <dt>Off the map</dt>
            <dd>{gone.map((id) => `${ix.nameOf(id)} (${goneWhy[n.units[id].gone!]})`).join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>Field works</dt>
          <dd>
            {works.length
              ? works.map(([hex, kind], i) => (
                  <span key={hex}>
                    {i ? ', ' : ''}
                    {kind === 'fort' ? 'Fort' : 'Redoubt'} {hexBtn(hex)}
                  </span>
                ))
              : 'none'}
            {n.fieldWorksRoll !== null ? <span className="muted"> (construction roll {n.fieldWorksRoll})</span> : null}
          </dd>
        </div>
        {fun ? (
          <div>
            <dt>
              <span className="n20-tag dc">DC</span> Direct Command
            </dt>
            <dd>
              {sc.sides.map((s, i) => {
                const u = n.dc[s.id];
                return (
                  <span key={s.id}>
                    {i ? '; ' : ''}
                    {s.adjective}: {u ? list([u]) : 'not placed'}
                  </span>
                );
              })}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
