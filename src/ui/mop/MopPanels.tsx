// The March on Paris panels (MOP 37.12, 37.13): the events played (a banner for this turn's, both sides
// see a face-up event with its effect), the side's own hand and face-down cards (only its own secret
// reaches its screen, behind the hot-seat curtain), and the victory point tally with its reasons.
// Everything comes from the engine's view (view.mop, view.secret); nothing here decides a rule.
import type { Command, MopPlayedCard, MopSideCards, Side } from '../../engine';
import { MOP_CARD_BY_N, MOP_CARDS_APPLIED, mopCampOf, contextOf } from '../../engine';
import { viewerOf } from '../../store';
import { legalFor } from '../../store/derive';
import { useAigle } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { RuleLink } from '../text';
import { DismissableBanner } from '../banner/DismissableBanner';
import './mop.css';

type Choose = Extract<Command, { type: 'choose' }>;

const SOURCE: Record<MopPlayedCard['source'], string> = {
  hand: 'played from the hand',
  draw: 'drawn and played',
  table: 'Random Events Table',
  bonus: 'bonus card',
  mode: 'Mode card',
};

function CardFace({ p, color }: { p: MopPlayedCard; color?: string }) {
  const sc = useScenario();
  const who = sc.sides.find((x) => x.id === p.side)?.adjective ?? p.side;
  return (
    <li className="mop-card" style={{ borderColor: color }} data-testid={`mop-event-${p.card}`}>
      <span className="mc-name">{p.title}</span>{' '}
      <span className="muted">
        (card {p.card}, {who}, turn {p.turn}, {SOURCE[p.source]}
        {p.roll ? ` ${p.roll.table} ${p.roll.d66}` : ''}
        {p.vp ? `, ${p.vp > 0 ? '+' : ''}${p.vp} VP` : ''})
      </span>
      <p className="mc-text">{p.effect}</p>
      {p.note ? <p className="mc-note">{p.note}</p> : null}
      {p.ours ? <p className="mc-ours">Our own effect: the seed says only "as described" (see the rulings).</p> : null}
    </li>
  );
}

/** This turn's face-up events, as a banner both players see until each dismisses it (the shared DismissableBanner). */
export function MopEventBanner() {
  const view = useView();
  const sc = useScenario();
  const viewer = useAigle(viewerOf);
  const seed = useAigle((s) => s.game?.state.seed ?? 0);
  const actions = useAigle((s) => s.actions);
  const m = view?.mop;
  if (!view || !m || !viewer) return null;
  const now = m.played.filter((p) => p.turn === view.clock.turn);
  if (!now.length) return null;
  const key = `${sc.id}:${seed}:${viewer}:${view.clock.turn}:${now.length}`;
  const color = (side: Side) => sc.sides.find((x) => x.id === side)?.color;
  return (
    <DismissableBanner dismissKey={key} className="mop-banner" ariaLabel="Events this turn" testId="mop-event-banner" dismissLabel="Dismiss the events" dismissTestId="mop-event-dismiss">
      <ul>
        <li>
          <strong>Events this turn</strong> <RuleLink rule="MOP 37.12" onOpen={(r) => actions.openCharts(r)} />
        </li>
        {now.map((p, i) => (
          <CardFace key={i} p={p} color={color(p.side)} />
        ))}
      </ul>
    </DismissableBanner>
  );
}

/** The side's own cards: hand (full play), face-down cards, deck and discards (counts). */
export function MopHandPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const state = useAigle((s) => s.game?.state);
  if (!view?.mop || !state || view.mop.mode === 'study' || view.mop.mode === 'tables') return null;
  const ctx = contextOf(state);
  const own = Object.keys(view.secret).filter((side) => sc.sides.some((x) => x.id === side) && view.secret[side]?.mopCards);
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel mop-hand" aria-label="Your cards" data-testid="mop-hand">
      <h2>
        Your cards <RuleLink rule={view.mop.mode === 'full' ? 'MOP 37.12' : 'MOP A.III'} onOpen={openRule} />
      </h2>
      {own.map((side) => {
        const c = view.secret[side].mopCards as unknown as MopSideCards;
        const camp = mopCampOf(ctx, side);
        const adj = sc.sides.find((x) => x.id === side)?.adjective ?? side;
        const plays = legalFor(state, side).filter((x): x is Choose => x.type === 'choose' && x.choice.startsWith('card:'));
        return (
          <div key={side} data-testid={`mop-hand-${side}`}>
            <h3>
              {adj} <span className="muted">(deck {c.deck.length}, discards {c.discard.length}; hidden from the other player)</span>
            </h3>
            {view.mop!.mode === 'full' ? (
              c.hand.length ? (
                <ul>
                  {c.hand.map((n, i) => {
                    const card = MOP_CARD_BY_N[n];
                    // one button per target for a card played on something (a town, a stack, a formation: MOP A.I)
                    const own = plays.filter((x) => x.choice === `card:${n}` || x.choice.startsWith(`card:${n}:`));
                    return (
                      <li key={i} className="mop-card" data-testid={`mop-hand-card-${n}`}>
                        <span className="mc-name">{card.title[camp]}</span> <span className="muted">(card {n}, {card.kind}{card.hidden ? ', played face down' : ''})</span>{' '}
                        {own.map((play) => (
                          <button key={play.choice} type="button" onClick={() => actions.issue(play)} data-testid={`mop-play-${play.choice}`}>
                            {play.choice.split(':')[2] ? `Play on ${play.choice.split(':')[2]}` : 'Play'}
                          </button>
                        ))}
                        <p className="mc-text">{card.effect[camp]}</p>
                        <p className="mc-applied">
                          {MOP_CARDS_APPLIED.has(n) ? 'Aigle applies this effect for its duration (MOP A.I).' : 'Announced only: the players apply this effect (MOP A.I).'}
                        </p>
                        {card.ours ? <p className="mc-ours">Our own effect (the seed says "as described").</p> : null}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="muted">No cards in hand.</p>
              )
            ) : (
              <p className="muted">Restricted play: no hand; each day turn a card is drawn and a die decides whether it is played.</p>
            )}
            {c.hidden.length ? (
              <>
                <h3>Played face down</h3>
                <ul>
                  {c.hidden.map((p, i) => (
                    <CardFace key={i} p={p} />
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/** Every face-up event so far, newest first, and what stays in force this turn. */
export function MopEventsPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const m = view?.mop;
  if (!view || !m) return null;
  const color = (side: Side) => sc.sides.find((x) => x.id === side)?.color;
  const modeText = {
    full: 'Full card play (MOP 37.12.1)',
    restricted: 'Restricted card play (MOP 37.12.3)',
    tables: 'Random Events Tables (MOP A.III)',
    study: 'Historical study: no cards, variable reinforcements (MOP 37.12.2, A.II)',
  }[m.mode];
  const faceDown = Object.entries(m.faceDown).filter(([, n]) => n > 0);
  const retreat = m.generalRetreat.map((x) => sc.sides.find((y) => y.id === x)?.adjective ?? x);
  return (
    <section className="panel mop-events" aria-label="Events played" data-testid="mop-events">
      <h2>
        Events <RuleLink rule="MOP 37.12" onOpen={(r) => actions.openCharts(r)} />
      </h2>
      <p className="muted">{modeText}</p>
      {faceDown.length ? <p>Face-down cards: {faceDown.map(([s, n]) => `${sc.sides.find((x) => x.id === s)?.adjective ?? s} ${n}`).join(', ')}</p> : null}
      {retreat.length ? <p>General Retreat may be ordered by: {retreat.join(', ')} (MOP 37.13.1)</p> : null}
      {m.played.length ? (
        <ul>
          {[...m.played].reverse().map((p, i) => (
            <CardFace key={i} p={p} color={color(p.side)} />
          ))}
        </ul>
      ) : (
        <p className="muted">No event played face up yet.</p>
      )}
    </section>
  );
}

/** The victory point tally (MOP 37.13) with each side's reasons. */
export function MopVpPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const m = view?.mop;
  if (!view || !m) return null;
  return (
    <section className="panel mop-vp" aria-label="Victory points" data-testid="mop-vp">
      <h2>
        Victory points <RuleLink rule="MOP 37.13" onOpen={(r) => actions.openCharts(r)} />
      </h2>
      <table>
        <tbody>
          {m.vp.map((x) => (
            <tr key={x.side} data-testid={`mop-vp-${x.side}`}>
              <th scope="row">{sc.sides.find((y) => y.id === x.side)?.adjective ?? x.side}</th>
              <td>{x.lines.length ? x.lines.map((l) => `${l.what}: ${l.vp > 0 ? '+' : ''}${l.vp}`).join('; ') : <span className="muted">nothing yet</span>}</td>
              <td className="vp">{x.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Face-down cards count once shown; a difference of 10% or less is a draw.</p>
    </section>
  );
}

export function MopSidebar() {
  return (
    <>
      <MopHandPanel />
      <MopVpPanel />
      <MopEventsPanel />
    </>
  );
}
