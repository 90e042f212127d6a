// The army morale track (N20 12.0; N20X 12.1 in half points): one box per half point (or per point
// without the half-point module), each side's marker in its box, the limits, and the same facts as
// text for screen readers.
import { useAigle } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { RuleLink } from '../text';
import { N20_RULES, fmtHalves, fmtHalvesWords, ruleOnIn } from './n20Data';

export function MoraleTrack() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const n = view?.n20;
  if (!view || !n) return null;
  const half = ruleOnIn(view, N20_RULES.half);
  const step = half ? 1 : 2;
  const values = Object.values(n.morale);
  // top of the track: 10 1/2 with half points, 10 without (the engine clamps gains there)
  const top = Math.max(half ? 21 : 20, ...values);
  const boxes: number[] = [];
  for (let h = 0; h <= top; h += step) boxes.push(h);
  const openRule = (r: string) => actions.openCharts(r);
  const sides = sc.sides;
  const summary = sides.map((s) => `${s.adjective} ${fmtHalvesWords(n.morale[s.id] ?? 0)}`).join(', ');
  return (
    <section className="panel n20-morale" aria-label="Army morale track" data-testid="n20-morale">
      <h2>
        Army Morale <RuleLink rule={half ? N20_RULES.half : 'N20 12.0'} onOpen={openRule} />
      </h2>
      <ol className={`morale-track${half ? ' halves' : ''}`} role="img" aria-label={`Morale track: ${summary} Morale Points`}>
        {boxes.map((h) => {
          const here = sides.filter((s) => (n.morale[s.id] ?? 0) === h);
          return (
            <li key={h} className={`mt-box${h % 2 ? ' half' : ''}${h === 0 ? ' zero' : ''}`} title={`${fmtHalves(h)} Morale Points`}>
              <span className="mt-n">{h % 2 ? '' : h / 2}</span>
              <span className="mt-marks">
                {here.map((s) => (
                  <span key={s.id} className="mt-mark" style={{ background: s.color }}>
                    {s.adjective.slice(0, 2).toUpperCase()}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      <ul className="mt-text">
        {sides.map((s) => (
          <li key={s.id} data-testid={`morale-${s.id}`}>
            <span className="side-chip" style={{ background: s.color }} aria-hidden="true" />
            {s.adjective}: <strong>{fmtHalves(n.morale[s.id] ?? 0)}</strong> Morale Point{n.morale[s.id] === 2 ? '' : 's'}
          </li>
        ))}
      </ul>
      <p className="muted mt-limits">
        {half
          ? 'Half points: the track runs from ½ to 10½; spending never takes a side below ½.'
          : 'Whole points: the track runs up to 10; spending never takes a side below 1.'}{' '}
        An army at 0 has lost{ruleOnIn(view, N20_RULES.victory) ? ' (Decisive Victory for the other side)' : ''}.
      </p>
    </section>
  );
}
