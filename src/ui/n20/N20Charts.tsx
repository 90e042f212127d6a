// The Napoleonic 20 chart reference (the `?` dialog of an N20 game): sequence of play, the Combat
// Results Table with every result explained, terrain and field works, the Maneuver Matrix, morale
// costs and gains, the event cards, and the N20 rulings. Tables come from the engine's data; the
// sequence is a summary in our own words with the case numbers to look up.
import {
  BASE_EVENTS,
  N20_CRT,
  N20_CRT_COLUMNS,
  N20_CRT_MEANING,
  N20_FIELD_WORKS_TABLE,
  N20_HAZARD,
  N20_HEX_TERRAIN,
  N20_HEXSIDE,
  N20_MORALE,
  N20_RALLY,
  N20_ROAD_COST,
  N20_ROUT,
  N20_WORKS,
  RULINGS,
  SPECIAL_CARDS,
  type N20CrtResult,
} from '../../engine';
import { rulingBelongs, sameCase, type N20ChartId } from '../charts';
import { ManeuverMatrix } from './ManeuverMatrix';
import './n20.css';
import { ChartTable } from '../ChartTable';

export const N20_TITLES: Record<N20ChartId, string> = {
  'n20-sequence': 'Sequence of play',
  'n20-crt': 'Combat Results Table',
  'n20-terrain': 'Terrain',
  'n20-matrix': 'Maneuver Matrix',
  'n20-morale': 'Army morale',
  'n20-cards': 'Event cards',
  rulings: 'Rulings',
};

const SEQUENCE: { step: string; text: string; rule: string }[] = [
  { step: 'Before play', text: 'Field works are rolled for and placed (Gzhatsk), the event deck is made up, Direct Command markers go on the map (Fun method).', rule: 'N20X GZ' },
  { step: 'Random Events', text: 'The player whose turn it is draws one event card; it acts at once, or a Retain card goes into his hidden hand.', rule: 'N20 5.0' },
  { step: 'Movement', text: 'Reinforcements arrive, then each unit may move once, one unit to a hex; entering an enemy zone of control stops it.', rule: 'N20 6.0' },
  { step: 'Reaction', text: 'The other player may pull units next to the enemy back one hex, or countercharge with cavalry.', rule: 'N20 8.0' },
  { step: 'Combat', text: 'Battles are declared and fought one at a time: every unit next to an enemy with a zone of control must attack.', rule: 'N20 9.0' },
  { step: 'Second player turn', text: 'The other player does the same: events, movement, reaction of the first player, combat.', rule: 'N20 4.0' },
  { step: 'Night', text: 'Movement only, then morale for LOC and objective hexes, recovery, rallying of Routed and Broken units and a fresh event deck.', rule: 'N20 14.0' },
  { step: 'End', text: 'When a side runs out of morale, or after the last turn, the morale difference gives the victory level.', rule: 'N20 15.0' },
];

/** What each step of a battle does, in order (our lettering of the battle sequence). */
const BATTLE_STEPS: { step: string; text: string }[] = [
  { step: 'A', text: 'name the attackers and the defenders; committing the Guard costs morale' },
  { step: 'A.1', text: 'with the Maneuver Matrix, each side picks a chit in secret' },
  { step: 'B, C', text: 'attacker, then defender, may commit reserves (one column each) or play a battle card' },
  { step: 'E', text: 'attack total minus defence total minus the best terrain benefit gives the column' },
  { step: 'F.1, F', text: 'chits revealed; one die on the column' },
  { step: 'G, H', text: 'results, morale for routed and broken units, then the winner may advance into a vacated hex' },
];

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}
function mv(m: number | string): string {
  return m === 'prohibited' ? 'no entry' : m === 'stop' ? 'stop on entering' : `${m} MP`;
}
function pts(p: number): string {
  const a = Math.abs(p);
  const t = a === 0.5 ? '½' : Number.isInteger(a) ? String(a) : `${Math.floor(a)}½`;
  return `${p < 0 ? '−' : p > 0 ? '+' : ''}${t}`;
}

const CODES: N20CrtResult[] = ['AB', 'AR', 'AW', 'N', 'DW', 'DR', 'DB'];

export function N20Charts({ anchor }: { anchor: string | null }) {
  const hit = (rule: string) => (anchor && sameCase(anchor, rule) ? 'hit' : '');
  const M = N20_MORALE;
  const morale: { what: string; pts: string; rule: string }[] = [
    { what: 'Commit reserves in a battle (one column, once per battle)', pts: pts(-M.reserveCost), rule: 'N20 9.0' },
    { what: 'Commit the Guard', pts: pts(-M.guardCommitCost), rule: 'N20 12.0' },
    { what: 'The Guard attacked and the defender did not give way', pts: pts(-M.guardFailCost), rule: 'N20 12.0' },
    { what: 'One of your units Routed / Broken', pts: `${pts(M.routOwn)} / ${pts(M.breakOwn)}`, rule: 'N20 12.0' },
    { what: 'An enemy unit Routed / Broken', pts: `${pts(M.routEnemy)} / ${pts(M.breakEnemy)}`, rule: 'N20 12.0' },
    { what: 'Small formation (printed strength 0 or 1) Routed or Broken, with half points', pts: 'half of the above', rule: 'N20X 12.7' },
    { what: 'A player turn without a move or a battle (a lull)', pts: pts(M.lullGain), rule: 'N20 13.0' },
    { what: 'Night: recovery, each side', pts: pts(M.nightRecovery), rule: 'N20 14.0' },
    { what: 'Night: each own objective hex held by the enemy', pts: pts(M.objectiveLost), rule: 'N20 14.0' },
    { what: 'Night: each pair of own LOC hexes held by the enemy (with half points: each hex)', pts: `${pts(M.locPairLoss)} (${pts(M.locHexLossHalf)})`, rule: 'N20 14.0' },
    { what: 'Night: each enemy unit sent off in Pursuit', pts: pts(M.pursuitLoss), rule: 'N20X 16.8' },
    { what: 'A unit withdrawn off the map by an event', pts: pts(M.withdrawalLoss), rule: 'N20X 12.7' },
    { what: 'Rally: +1 to every rally roll / to one unit (half points)', pts: `${pts(-M.rallyAllCost)} / ${pts(-M.rallyOneCost)}`, rule: 'N20 10.0' },
  ];
  return (
    <>
      <section id="chart-n20-sequence" aria-label={N20_TITLES['n20-sequence']}>
        <h3>{N20_TITLES['n20-sequence']}</h3>
        <ol className="sequence">
          {SEQUENCE.map((s) => (
            <li key={s.step} className={hit(s.rule)}>
              <strong>{s.step}</strong> <span className="muted">[{s.rule}]</span>: {s.text}
            </li>
          ))}
        </ol>
        <p>
          <strong>A battle, step by step</strong> <span className="muted">[N20 9.0]</span>:
        </p>
        <ul className="sequence">
          {BATTLE_STEPS.map((b) => (
            <li key={b.step}>
              <strong>{b.step}</strong>: {b.text}
            </li>
          ))}
        </ul>
      </section>
      <section id="chart-n20-crt" aria-label={N20_TITLES['n20-crt']} data-testid="chart-n20-crt">
        <h3>
          {N20_TITLES['n20-crt']} <span className="muted">[N20 9.0] one die (rows) on the column of the differential (columns)</span>
        </h3>
        <ChartTable
          corner="Die"
          columns={N20_CRT_COLUMNS.map((c) =>
            c === N20_CRT_COLUMNS[0] ? `${c} or less` : c === N20_CRT_COLUMNS[N20_CRT_COLUMNS.length - 1] ? `${signed(c)} or more` : signed(c),
          )}
          rows={N20_CRT.map((row, i) => ({ key: i, head: i + 1, cells: row, cellClass: (j) => `res-${row[j][0]}` }))}
        />
        <p className="muted">
          Differential: attack total minus defence total minus the best terrain benefit of the defenders. Reserves, cards and the Maneuver Matrix then shift
          the column one step each; the table ends at its outer columns.
        </p>
        <dl className="crt-codes" data-testid="crt-codes">
          {CODES.map((c) => (
            <div key={c}>
              <dt>{c}</dt>
              <dd>{N20_CRT_MEANING[c]}</dd>
            </div>
          ))}
        </dl>
        <p className="muted">
          A Routed unit moves 1d6 hexes towards its own LOC ({signed(N20_ROUT.eliteModifier)} for elite units, at least {N20_ROUT.minimum}); a retreat into an
          enemy zone of control is hazardous: on {N20_HAZARD.breakOnOrBelow} or less the unit is Broken [N20 9.0].
        </p>
      </section>
      <section id="chart-n20-terrain" aria-label={N20_TITLES['n20-terrain']}>
        <h3>
          {N20_TITLES['n20-terrain']} <span className="muted">[N20 6.0, N20 9.0] movement cost and the defender's benefit (only the best one counts)</span>
        </h3>
        <ChartTable
          className="chart-table tec"
          testId="chart-n20-terrain"
          corner="Terrain"
          columns={['Movement', 'Defence']}
          rows={[
            ...Object.entries(N20_HEX_TERRAIN).map(([id, t]) => ({ key: id, head: t.label, cells: [mv(t.move), t.defence ? signed(t.defence) : '—'] })),
            ...Object.entries(N20_HEXSIDE).map(([id, t]) => ({
              key: 'side-' + id,
              head: `${t.label} (hexside)`,
              cells: [
                t.move === 0 ? 'no extra cost' : mv(t.move),
                t.defence ? `${signed(t.defence)} if every attacker crosses it` : t.attackAcross ? '—' : 'no attack across',
              ],
            })),
            ...Object.entries(N20_WORKS).map(([id, w]) => ({
              key: 'works-' + id,
              head: `${w.label} (field works)`,
              cells: ['as the hex', `${signed(w.defence)}; no Maneuver Matrix against it`],
            })),
          ]}
        />
        <p className="muted">A road hexside costs {N20_ROAD_COST} MP whatever the hex entered [N20 6.0].</p>
        <p>
          <strong>Field works construction</strong> <span className="muted">[N20X GZ]</span>: one die before play;{' '}
          {Object.entries(N20_FIELD_WORKS_TABLE)
            .map(([r, t]) => `${r}: ${t.redoubts} redoubt${t.redoubts === 1 ? '' : 's'}${t.forts ? `, ${t.forts} fort${t.forts === 1 ? '' : 's'}` : ''}`)
            .join(' · ')}
          .
        </p>
      </section>
      <section id="chart-n20-matrix" aria-label={N20_TITLES['n20-matrix']}>
        <h3>
          {N20_TITLES['n20-matrix']} <span className="muted">[N20X 9.0] the defender's chit (rows) crossed with the attacker's (columns)</span>
        </h3>
        <ManeuverMatrix caption="The Maneuver Matrix" idPrefix="chart-mm" />
        <p className="muted">
          Cautious chits (Bombard, Fall Back) forbid advancing after a win; aggressive ones (Charge, Counterattack) force one unit to advance [N20X 9.9.3]. Disordered
          units lose strength and movement until they recover out of enemy zones of control [N20X 9.6.9].
        </p>
      </section>
      <section id="chart-n20-morale" aria-label={N20_TITLES['n20-morale']}>
        <h3>
          {N20_TITLES['n20-morale']} <span className="muted">[N20 12.0] what costs and what earns Morale Points</span>
        </h3>
        <ChartTable
          className="chart-table tec"
          testId="chart-n20-morale"
          corner="When"
          columns={['Points', 'Case']}
          rows={morale.map((m) => ({ key: m.what, head: m.what, cells: [m.pts, m.rule], className: hit(m.rule), cellClass: (i) => (i === 1 ? 'muted' : undefined) }))}
        />
        <p className="muted">
          The track tops out at {M.maxBase} ({M.maxHalf} with half points); spending never takes a side below 1 (½ with half points). Rally at night: a Routed unit
          recovers on {N20_RALLY.routedRecovers}+, a Broken unit returns on {N20_RALLY.brokenReturns}+ and is lost on {N20_RALLY.brokenLost}; elite +{N20_RALLY.eliteBonus}.
        </p>
      </section>
      <section id="chart-n20-cards" aria-label={N20_TITLES['n20-cards']}>
        <h3>
          {N20_TITLES['n20-cards']} <span className="muted">[N20 5.0, N20X 5.0]</span>
        </h3>
        <p>
          <strong>Base event deck</strong>
        </p>
        <ul className="rulings">
          {BASE_EVENTS.map((c) => (
            <li key={c.id}>
              <strong>{c.name}</strong>: {c.text}
            </li>
          ))}
        </ul>
        <p>
          <strong>Special cards</strong> (Random Events module): Reveal cards act when drawn; Retain cards are kept hidden and played later.
        </p>
        <ul className="rulings">
          {SPECIAL_CARDS.map((c) => (
            <li key={c.id}>
              <strong>{c.name}</strong> <span className="muted">({c.type === 'reveal' ? 'Reveal' : 'Retain'})</span>: {c.text}
            </li>
          ))}
        </ul>
      </section>
      <section id="chart-rulings" aria-label={N20_TITLES.rulings}>
        <h3>{N20_TITLES.rulings}</h3>
        <ul className="rulings" data-testid="chart-rulings">
          {RULINGS.filter((r) => rulingBelongs(r.rule, 'n20')).map((r, i) => (
            <li key={i} className={hit(r.rule)}>
              <strong>[{r.rule}]</strong> {r.question} <em>{r.ruling}</em>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
