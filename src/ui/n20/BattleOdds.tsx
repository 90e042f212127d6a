// The odds of a battle as the engine previews them (N20 9.0): strengths, terrain, differential, column
// shifts, the column and the result of each die face; at a reserve step also what committing reserves
// would change and cost (N20 12.0). The client computes nothing: it shows n20BattlePreview.
import { n20BattlePreview, type N20Odds } from '../../engine';
import { viewerOf } from '../../store';
import { useAigle } from '../../store/react';
import { useScenario } from '../hooks';
import { fmtHalves } from './n20Data';
import { ChartTable } from '../ChartTable';

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

function Results({ o, label }: { o: N20Odds; label: string }) {
  return (
    <ChartTable
      className="odds-row"
      label={label}
      wrap={false}
      corner="Die"
      columns={o.results.map((_, i) => i + 1)}
      rows={[{ key: 'col', head: `col ${signed(o.column)}`, cells: o.results, cellClass: (i) => `res-${o.results[i][0]}` }]}
    />
  );
}

function Totals({ o }: { o: N20Odds }) {
  return (
    <p>
      Attack <strong>{o.attack}</strong> against defence <strong>{o.defence}</strong>
      {o.terrain ? ` + terrain ${o.terrain}` : ''} → differential {signed(o.differential)}
      {o.shifts.length ? `; shifts ${o.shifts.map((s) => `${s.why} ${signed(s.shift)}`).join(', ')}` : ''} → column{' '}
      <strong>{signed(o.column)}</strong>
    </p>
  );
}

/** `mode`: the battle being declared (before "Resolve the battle"), or the reserve step. */
export function BattleOdds({ mode }: { mode: 'declare' | 'reserve' }) {
  const state = useAigle((s) => s.game?.state ?? null);
  const viewer = useAigle(viewerOf);
  const sc = useScenario();
  if (!state || !viewer) return null;
  const p = n20BattlePreview(state, viewer);
  if (!p) return null;
  const adj = (side: string) => sc.sides.find((x) => x.id === side)?.adjective ?? side;
  if (mode === 'declare') {
    if (p.battle !== null) return null;
    return (
      <div className="n20-odds" data-testid="n20-attack-preview" role="status">
        <p>
          <strong>Odds of this attack</strong> <span className="muted">(before reserves, cards and any Maneuver Matrix)</span>
        </p>
        <Totals o={p.now} />
        <Results o={p.now} label="Result for each die face" />
        <p className="muted">Add or target more units, or confirm with “Resolve the battle”. Undo takes a pick back.</p>
      </div>
    );
  }
  const r = p.reserve;
  if (!r) return null;
  return (
    <div className="n20-odds" data-testid="n20-reserve-preview" role="status">
      <p>
        <strong>Battle {p.battle}</strong> as it stands{p.matrix ? ' (the Maneuver Matrix comes on top when the chits are revealed)' : ''}:
      </p>
      <Totals o={p.now} />
      <Results o={p.now} label="Result for each die face now" />
      {r.allowed ? (
        <>
          <p>
            <strong>If the {adj(r.side)} commit reserves</strong>: column {signed(p.now.column)} → <strong>{signed(r.after.column)}</strong>
            {r.after.column === p.now.column ? ' (already at the edge of the table: no change)' : ''}; {adj(r.side)} morale{' '}
            {fmtHalves(r.moraleBefore)} → <strong>{fmtHalves(r.moraleAfter)}</strong>
          </p>
          <Results o={r.after} label="Result for each die face after committing reserves" />
        </>
      ) : (
        <p className="muted">The {adj(r.side)} cannot commit reserves now (already committed, forbidden by an event, or too little morale).</p>
      )}
    </div>
  );
}
