// Held Retain cards (N20X 5.0): shown only to their owner, read from view.secret[side].hand, which
// the engine fills for the viewer's own side only (both sides for the solo/referee viewer, who plays
// both). The other side's hand is only ever a count. Cards the engine lets you play now get a button.
import type { Command, Side } from '../../engine';
import { currentView, scenarioIndex } from '../../store';
import { useAigle, useAigleShallow } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { RuleLink } from '../text';
import { actingSides, cardInfo, eventsLevelOf, handHeading, legalOf } from './n20Data';

type Choose = Extract<Command, { type: 'choose' }>;

function CardPlays({ side, card }: { side: Side; card: string }) {
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const legal = useAigle((s) => legalOf(s, side));
  const plays = legal.filter((c): c is Choose => c.type === 'choose' && c.choice === `card:${card}`);
  if (!plays.length) return null;
  const ix = scenarioIndex(sc);
  return (
    <span className="hand-plays">
      {plays.map((c, i) => (
        <button key={i} type="button" onClick={() => actions.issue(c)} aria-label={`Play this card${c.units?.length ? ' on ' + c.units.map(ix.nameOf).join(', ') : ''}`}>
          Play{c.units?.length ? ` on ${c.units.map(ix.nameOf).join(', ')}` : ''}
        </button>
      ))}
    </span>
  );
}

export function HandPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const acting = useAigleShallow((s) => actingSides(s, currentView(s)));
  const mode = useAigle((s) => s.game?.mode ?? 'hotseat');
  const n = view?.n20;
  if (!view || !n || !eventsLevelOf(view)) return null;
  const adj = (side: string) => sc.sides.find((x) => x.id === side)?.adjective ?? side;
  const own = Object.keys(view.secret).filter((side) => sc.sides.some((x) => x.id === side));
  const others = sc.sides.map((s) => s.id).filter((side) => !own.includes(side));
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel n20-hand" aria-label="Retain cards" data-testid="n20-hand">
      <h2>
        Retain cards <RuleLink rule="N20X 5.0" onOpen={openRule} />
      </h2>
      {own.map((side) => {
        const hand = (view.secret[side]?.hand as string[] | undefined) ?? [];
        const dealt = (view.secret[side]?.dealt as string[] | undefined) ?? [];
        return (
          <div key={side} className="hand" data-testid={`hand-${side}`}>
            <h3>
              {handHeading(mode, adj(side)).title} <span className="muted">({handHeading(mode, adj(side)).note})</span>
            </h3>
            {hand.length ? (
              <ul className="cards">
                {hand.map((id) => {
                  const c = cardInfo(view, id);
                  return (
                    <li key={id} className="card">
                      <strong>{c.name}</strong>
                      {c.text ? <span className="card-text"> {c.text}</span> : null}
                      {acting.includes(side) ? <CardPlays side={side} card={id} /> : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="muted">No Retain card held.</p>
            )}
            {dealt.length ? (
              <>
                <p>Dealt to you (one goes into the event deck, the rest are set aside):</p>
                <ul className="cards">
                  {dealt.map((id) => {
                    const c = cardInfo(view, id);
                    return (
                      <li key={id} className="card">
                        <strong>{c.name}</strong>
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
          </div>
        );
      })}
      {others.map((side) => (
        <p key={side} data-testid={`hand-count-${side}`}>
          {adj(side)} hold {n.handCount[side] ?? 0} hidden Retain card{n.handCount[side] === 1 ? '' : 's'}.
        </p>
      ))}
    </section>
  );
}
