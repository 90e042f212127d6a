// The last event card drawn or Retain card played, as a card face both players see (N20 5.0, N20X 5.0),
// from the public `lastEvent`. Each viewer dismisses it for himself: in hot-seat the other player still
// sees it after the screen is passed. A Retain card drawn into a hand is never named here (the engine
// does not even put its name in the public state).
import { useAigle } from '../../store/react';
import { viewerOf } from '../../store';
import { useScenario, useView } from '../hooks';
import { RuleLink } from '../text';
import { DismissableBanner } from '../banner/DismissableBanner';

export function EventBanner() {
  const view = useView();
  const sc = useScenario();
  const viewer = useAigle(viewerOf);
  const seed = useAigle((s) => s.game?.state.seed ?? 0);
  const actions = useAigle((s) => s.actions);
  const e = view?.n20?.lastEvent;
  if (!view || !e || !viewer) return null;
  const key = `${sc.id}:${seed}:${viewer}:${e.id}`;
  const side = sc.sides.find((x) => x.id === e.side);
  const who = side?.name ?? e.side;
  const rule = e.rule;
  return (
    <DismissableBanner
      dismissKey={key}
      className={`n20-event-banner kind-${e.kind}`}
      ariaLabel="Event card"
      testId="n20-event-banner"
      dismissLabel="Dismiss the event card"
      dismissTestId="n20-event-dismiss"
    >
      <div className="eb-card" style={{ borderColor: side?.color }}>
        <p className="eb-head">
          <span className="side-chip" style={{ background: side?.color }} aria-hidden="true" />
          {e.kind === 'event' ? `${who} drew an event` : e.kind === 'retainPlayed' ? `${who} play a Retain card` : `${who} drew a Retain card`}{' '}
          <span className="muted">(turn {e.turn})</span> <RuleLink rule={rule} onOpen={(r) => actions.openCharts(r)} />
        </p>
        {e.name ? (
          <>
            <h3 className="eb-name" data-testid="n20-event-name">
              {e.name}
            </h3>
            {e.text ? <p className="eb-text">{e.text}</p> : null}
          </>
        ) : (
          <p className="eb-text">
            The card is kept hidden{viewer === e.side || viewer === 'referee' ? ': it is in the hand below.' : ' until it is played.'}
          </p>
        )}
      </div>
    </DismissableBanner>
  );
}
