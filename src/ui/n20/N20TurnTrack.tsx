// The Napoleonic 20 turn track: the shared track (the scenario prints its own turn labels) with the
// phasing side and the N20 phase.
import { TurnTrack } from '../TurnTrack';
import { useScenario, useView } from '../hooks';

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
  const phasing = view.n20?.phasing ?? view.clock.activeSide;
  const side = sc.sides.find((s) => s.id === phasing);
  const phase = view.n20?.phase ?? view.clock.phase;
  return (
    <TurnTrack
      className="n20-turns"
      status={
        <>
          {side ? (
            <>
              · <span className="side-chip" style={{ background: side.color }} aria-hidden="true" />
              {side.adjective} player turn{' '}
            </>
          ) : null}
          · {PHASE[phase] ?? phase}
        </>
      }
    />
  );
}
