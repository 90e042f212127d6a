// The running NLC score (issue 8): both sides' victory points as they stand, and how near each army and
// formation is to demoralization. All numbers come from the engine's nlcScore; the cases are linked.
import { useMemo } from 'react';
import { nlcScore } from '../engine';
import { useAigle } from '../store/react';
import { RuleLink } from './text';

export function ScorePanel() {
  const game = useAigle((s) => s.game);
  const curtain = useAigle((s) => s.ui.curtain);
  const openRule = useAigle((s) => s.actions.openCharts);
  const score = useMemo(() => (game ? nlcScore(game.state) : null), [game]);
  if (!game || !score || curtain) return null;
  const sc = game.scenario;
  const adj = (side: string) => sc.sides.find((x) => x.id === side)?.adjective ?? side;
  const color = (side: string) => sc.sides.find((x) => x.id === side)?.color;
  return (
    <section className="panel score" aria-label="Score" data-testid="score">
      <h2>
        Score <RuleLink rule="NLC 18" onOpen={openRule} />
      </h2>
      <table className="score-table">
        <thead>
          <tr>
            <th scope="col">Side</th>
            <th scope="col">VP</th>
            <th scope="col">
              Losses / demoralized at <RuleLink rule="NLC 14" onOpen={openRule} />
            </th>
          </tr>
        </thead>
        <tbody>
          {score.map((x) => (
            <tr key={x.side} className={x.demoralized ? 'demoralized' : ''}>
              <th scope="row">
                <span className="side-chip" style={{ background: color(x.side) }} aria-hidden="true" />
                {adj(x.side)}
              </th>
              <td data-testid={`vp-${x.side}`}>
                <strong>{x.vp}</strong>
              </td>
              <td>
                {x.destroyed}
                {x.level !== null ? ` / ${x.level}` : ''}
                {x.demoralized ? ' · army demoralized' : ''}
                {x.formations.length ? (
                  <span className="muted">
                    {' '}
                    · {x.formations.map((f) => `${f.name} ${f.lost}/${f.limit}${f.demoralized ? ' (demoralized)' : ''}`).join(', ')}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The same score in one line for the turn track, always in sight. */
export function ScoreLine() {
  const game = useAigle((s) => s.game);
  const score = useMemo(() => (game ? nlcScore(game.state) : null), [game]);
  if (!game || !score) return null;
  const adj = (side: string) => game.scenario.sides.find((x) => x.id === side)?.adjective ?? side;
  return (
    <span className="score-line" data-testid="score-line">
      {' · VP '}
      {score.map((x, i) => (
        <span key={x.side} className={x.demoralized ? 'demoralized' : ''}>
          {i ? ', ' : ''}
          {adj(x.side)} <strong>{x.vp}</strong>
          {x.demoralized ? ' (demoralized)' : ''}
        </span>
      ))}
    </span>
  );
}
