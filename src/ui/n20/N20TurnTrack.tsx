// The Napoleonic 20 turn track: the scenario's own turn labels (dates and hours, the night turn), the
// phasing side and the phase.
import { isNight } from '../../engine';
import { useScenario, useView } from '../Panels';

const PHASE: Record<string, string> = {
  setup: 'setup',
  events: 'Random Events Phase',
  movement: 'Movement Phase',
  reaction: 'Reaction Phase',
  combat: 'Combat Phase',
  night: 'Night Phase',
};

export function N20TurnTrack() {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  const labels = sc.n20?.turnLabels ?? [];
  const turn = view.clock.turn;
  const phasing = view.n20?.phasing ?? view.clock.activeSide;
  const side = sc.sides.find((s) => s.id === phasing);
  const label = (t: number) => labels[t - 1] ?? `Turn ${t}`;
  return (
    <section className="turn-track n20-turns" aria-label="Turn track">
      <ol className="turns">
        {Array.from({ length: sc.turns.count }, (_, i) => {
          const t = i + 1;
          const night = isNight(sc, t);
          const text = `Turn ${t}: ${label(t)}${night ? ', night' : ''}${t === turn ? ', current turn' : ''}`;
          return (
            <li
              key={t}
              className={`turn ${night ? 'night' : 'day'} ${t === turn ? 'current' : t < turn ? 'past' : ''}`}
              aria-label={text}
              title={text}
              aria-current={t === turn ? 'step' : undefined}
            >
              <span className="turn-n">{t}</span>
              <span className="turn-time">{label(t)}</span>
            </li>
          );
        })}
      </ol>
      <p className="phase" data-testid="phase">
        <strong>
          Turn {turn} of {sc.turns.count}
        </strong>{' '}
        · {label(turn)}
        {side ? (
          <>
            {' '}
            · <span className="side-chip" style={{ background: side.color }} aria-hidden="true" />
            {side.adjective} player turn
          </>
        ) : null}{' '}
        · {PHASE[view.n20?.phase ?? view.clock.phase] ?? view.n20?.phase ?? view.clock.phase}
      </p>
    </section>
  );
}
