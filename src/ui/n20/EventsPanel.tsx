// The Random Events piles (N20 5.0, N20X 5.0): the event deck and the Special Events draw pile as counts
// (their contents are unknown to both players), the public discard piles by name, and each side's count
// of hidden Retain cards.
import { useAigle } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { RuleLink } from '../text';
import { cardInfo, eventsLevelOf } from './n20Data';

export function EventsPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const n = view?.n20;
  if (!view || !n) return null;
  const level = eventsLevelOf(view);
  const names = (ids: string[]) => (ids.length ? ids.map((id) => cardInfo(view, id).name).join(', ') : 'empty');
  return (
    <section className="panel n20-events" aria-label="Event cards" data-testid="n20-events">
      <h2>
        Events <span className="muted">{level ? `(special cards: ${level})` : '(base deck only)'}</span>{' '}
        <RuleLink rule={level ? 'N20X 5.0' : 'N20 5.0'} onOpen={(r) => actions.openCharts(r)} />
      </h2>
      <dl className="n20-facts">
        <div>
          <dt>Event deck</dt>
          <dd>{n.deckCount} cards, face down</dd>
        </div>
        <div>
          <dt>Discards</dt>
          <dd>{names(n.discard)}</dd>
        </div>
        {level === 'Spicy' ? (
          <>
            <div>
              <dt>Special pile</dt>
              <dd>{n.specialCount} cards, face down</dd>
            </div>
            <div>
              <dt>Special discards</dt>
              <dd>{names(n.specialDiscard)}</dd>
            </div>
          </>
        ) : null}
        {level ? (
          <div>
            <dt>Held</dt>
            <dd>{sc.sides.map((s) => `${s.adjective} ${n.handCount[s.id] ?? 0}`).join(', ')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
