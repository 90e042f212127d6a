// The built-in chart reference: tables come from the engine's exported data; the sequence of play is
// a summary in our own words with the case numbers to look up. The charts follow the game's rules
// system: NLC tables and rulings for NLC games, the Napoleonic 20 ones (n20/N20Charts) for N20 games.
import { useEffect, useRef } from 'react';
import { FIRE_TABLE, PERCENT_REDUCTION_TABLE, RULINGS, TERRAIN_EFFECTS } from '../engine';
import { chartFor, n20ChartFor, rulingBelongs, sameCase, type ChartId } from './charts';
import { useAigle } from '../store/react';
import { N20Charts, N20_TITLES } from './n20/N20Charts';
import { ChartTable } from './ChartTable';
import { MopHelp } from './mop/MopHelp';

const SEQUENCE: { step: string; text: string; rule: string }[] = [
  { step: 'Reinforcements', text: 'Pieces due this turn come on at their entry hexes; a blocked entry waits a turn.', rule: 'NLC 9' },
  { step: 'Command and rally', text: 'With the orders rules on, orders are written, sent and checked for compliance; disrupted units may try to recover.', rule: 'NLC 12' },
  { step: 'Chit preparation', text: 'Each side may earn a Coordinated Action chit, and one side may win the Initial Action; the chits of the formations on the map go into the cup.', rule: 'NLC 4.1' },
  { step: 'Activations', text: 'Until the cup is empty, a chit is drawn and its formation acts: artillery fire, cavalry charges, movement, then combat.', rule: 'NLC 4' },
  { step: 'Movement', text: 'A piece pays movement points for each hex entered and each hexside crossed; roads and trails are cheaper, rivers need a crossing. A piece may move several times while it has points left.', rule: 'NLC 5' },
  { step: 'Combat', text: 'Fire strength, reduced by the terrain percentages, gives a row on the Fire Table; two dice give the hits.', rule: 'NLC 7.1' },
  { step: 'Turn end', text: 'Reserve formations act, disrupted markers may come off and the turn marker moves on. After the last turn the side with more victory points wins.', rule: 'NLC 18' },
];

const TITLES: Record<ChartId, string> = {
  sequence: 'Sequence of play',
  fire: 'Fire Table',
  percent: 'Percentage Reduction',
  terrain: 'Terrain Effects',
  rulings: 'Rulings',
};

function red(r: number | string): string {
  return r === 'NE' ? '—' : r === 'NA' ? 'not allowed' : `−${r}%`;
}
function mv(c: number | string, hexside: boolean): string {
  return c === 'prohibited' ? 'no' : hexside ? (c === 0 ? '—' : `+${c}`) : String(c);
}

export function Charts({ anchor, onClose }: { anchor: string | null; onClose: () => void }) {
  const system = useAigle((s) => s.game?.scenario.system ?? 'nlc');
  const n20 = system === 'n20';
  const chart: string = n20 ? (anchor ? n20ChartFor(anchor) : 'n20-sequence') : anchor ? chartFor(anchor) : 'sequence';
  const titles: Record<string, string> = n20 ? N20_TITLES : TITLES;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current?.querySelector(`#chart-${chart}`);
    // open at the cited case itself (the first matching entry), not at the top of its chart
    const hit = el?.querySelector('.hit');
    ref.current?.querySelectorAll('.hit.cited').forEach((x) => x.classList.remove('cited'));
    if (hit) {
      hit.classList.add('cited');
      hit.scrollIntoView({ block: 'center' });
    } else el?.scrollIntoView({ block: 'start' });
    (ref.current?.querySelector('.charts-close') as HTMLElement | null)?.focus();
  }, [chart, anchor]);
  return (
    <div className="charts-backdrop" onClick={onClose}>
      <div className="charts" role="dialog" aria-modal="true" aria-label="Chart reference" ref={ref} onClick={(e) => e.stopPropagation()}>
        <header className="charts-head">
          <h2>Chart reference{anchor ? <span className="muted"> — {anchor}</span> : null}</h2>
          <nav aria-label="Charts">
            {Object.keys(titles).map((id) => (
              <a key={id} href={`#chart-${id}`} className={id === chart ? 'current' : ''}>
                {titles[id]}
              </a>
            ))}
          </nav>
          <button type="button" className="charts-close" onClick={onClose} aria-label="Close the chart reference">
            ✕
          </button>
        </header>
        <div className="charts-body">
          {n20 ? <N20Charts anchor={anchor} /> : <NlcCharts anchor={anchor} />}
        </div>
      </div>
    </div>
  );
}

function NlcCharts({ anchor }: { anchor: string | null }) {
  const isMop = useAigle((s) => !!s.game?.scenario.mop);
  return (
    <>
      <section id="chart-sequence" aria-label={TITLES.sequence}>
        <h3>{TITLES.sequence}</h3>
        <ol className="sequence">
          {SEQUENCE.map((s) => (
            <li key={s.step} className={anchor && sameCase(anchor, s.rule) ? 'hit' : ''}>
              <strong>{s.step}</strong> <span className="muted">[{s.rule}]</span>: {s.text}
            </li>
          ))}
        </ol>
      </section>
      <section id="chart-fire" aria-label={TITLES.fire}>
        <h3>
          {TITLES.fire} <span className="muted">[NLC 7.1] hits for fire strength (rows) and two dice (columns)</span>
        </h3>
        <ChartTable
          corner="SP"
          columns={Array.from({ length: 11 }, (_, i) => i + 2)}
          rows={FIRE_TABLE.map((row, i) => ({ key: i, head: i + 1, cells: row, cellClass: (j) => (row[j] ? undefined : 'zero') }))}
        />
        <p className="muted">Above 24 strength points: read 24, then the rest, with the same dice, and add the hits.</p>
      </section>
      <section id="chart-percent" aria-label={TITLES.percent}>
        <h3>
          {TITLES.percent} <span className="muted">[NLC 7.6] strength left after a reduction</span>
        </h3>
        <ChartTable
          corner="SP"
          columns={PERCENT_REDUCTION_TABLE[25].map((_, i) => i + 1)}
          rows={([25, 50, 75] as const).map((p) => ({ key: p, head: `−${p}%`, cells: PERCENT_REDUCTION_TABLE[p] }))}
        />
      </section>
      <section id="chart-terrain" aria-label={TITLES.terrain}>
        <h3>
          {TITLES.terrain} <span className="muted">[NLC 5.2, 7.6] movement points and reductions of an attack into the terrain</span>
        </h3>
        <ChartTable
          className="chart-table tec"
          corner="Terrain"
          columns={['Inf MP', 'Cav MP', 'Art MP', 'Assault', 'Bombard', 'Charge', 'Source']}
          rows={Object.values(TERRAIN_EFFECTS).map((t) => {
            const hs = t.kind === 'hexside';
            return {
              key: t.id,
              head: `${t.id}${hs ? ' (hexside)' : ''}${t.uphillOnly ? ', uphill' : ''}`,
              cells: [mv(t.move.infantry, hs), mv(t.move.cavalry, hs), mv(t.move.artillery, hs), red(t.assault), red(t.bombardment), red(t.charge), t.source === 'ruling' ? 'Aigle ruling' : t.source],
              cellClass: (i) => (i === 6 ? 'muted' : undefined),
            };
          })}
        />
        <p className="muted">Roads cost ½ MP and trails 1 MP a hex for a lone piece entering along them [NLC 5.2]; a bridge replaces the river it crosses.</p>
      </section>
      <section id="chart-rulings" aria-label={TITLES.rulings}>
        <h3>{TITLES.rulings}</h3>
        <ul className="rulings">
          {RULINGS.filter((r) => rulingBelongs(r.rule, 'nlc')).map((r, i) => (
            <li key={i} className={anchor && sameCase(anchor, r.rule) ? 'hit' : ''}>
              <strong>[{r.rule}]</strong> {r.question} <em>{r.ruling}</em>
            </li>
          ))}
        </ul>
      </section>
      {isMop && <MopHelp anchor={anchor} />}
    </>
  );
}
