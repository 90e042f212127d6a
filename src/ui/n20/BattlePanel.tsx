// The battle panel (N20 9.0): the battle being declared, then the battle in progress step by step —
// who attacks whom, the Guard, reserves, cards played, totals and terrain, the column shifts and the
// final column, the revealed chits and the die, and the result. Public information only.
import { unitStrength } from '../../engine';
import { scenarioIndex } from '../../store';
import { useAigle } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { Dice, RuleLink } from '../text';
import { CHIT_LABEL, cardInfo, cellWords } from './n20Data';
import { BattleOdds } from './BattleOdds';

/** The engine's `step` is the next step to run; a pending battle decision says better where we are. */
const STEP_NEXT: Record<string, string> = {
  A: 'A: attackers committed',
  matrix: 'A: attackers committed',
  'A.1': 'A.1: maneuver chits',
  B: 'B: attacker reserves',
  C: 'C: defender reserves',
  E: 'E: totals and column',
  'F.1': 'F.1: chits revealed',
  F: 'F: die roll',
  G: 'G: results',
  G2: 'G: results and morale',
  H: 'H: advance after combat',
  end: 'over',
};

function stepText(step: string, pending: string | undefined): string {
  switch (pending) {
    case 'n20:useMatrix':
      return 'A: calling for the Maneuver Matrix';
    case 'n20:maneuver':
      return 'A.1: maneuver chits, chosen in secret';
    case 'n20:reserves':
      return step === 'C' ? 'B: attacker reserves' : 'C: defender reserves';
    case 'n20:retreat':
      return 'G: retreats';
    case 'n20:advance':
      return 'H: advance after combat';
    default:
      return STEP_NEXT[step] ?? step;
  }
}

const RESULT: Record<string, string> = {
  AW: 'attacker withdraws',
  AR: 'attacker routed',
  AB: 'attacker broken',
  N: 'no effect',
  DW: 'defender withdraws',
  DR: 'defender routed',
  DB: 'defender broken',
};

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

export function BattlePanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const n = view?.n20;
  if (!view || !n) return null;
  const ix = scenarioIndex(sc);
  const adj = (side: string) => ix.sides[side]?.adjective ?? side;
  const openRule = (r: string) => actions.openCharts(r);
  const unitList = (ids: string[]) =>
    ids.map((id, i) => {
      const hex = view.units[id]?.hex;
      const su = ix.units[id];
      const mk = n.units[id];
      return (
        <span key={id}>
          {i ? ', ' : ''}
          {ix.nameOf(id)}
          {su && view.units[id] ? <span className="muted"> ({unitStrength(su, view.units[id].steps)})</span> : null}
          {hex ? (
            <>
              {' '}
              <button type="button" className="linklike hexlink" onClick={() => actions.focusHex(hex)} aria-label={`hex ${hex}: centre the map on it`}>
                {hex}
              </button>
            </>
          ) : null}
          {mk?.disordered ? <span className="n20-tag dis"> Disordered</span> : null}
          {mk?.routed ? <span className="n20-tag rout"> Routed</span> : null}
          {mk?.broken ? <span className="n20-tag brk"> Broken</span> : null}
        </span>
      );
    });
  const b = n.battle;
  const d = n.declaring;
  return (
    <section className="panel n20-battle" aria-label="Battle" data-testid="n20-battle">
      <h2>
        Battle <RuleLink rule="N20 9.0" onOpen={openRule} />
      </h2>
      {b ? (
        <div>
          <p>
            <strong>
              Battle {b.id}
              {b.reaction ? ' (Countercharge)' : ''}
            </strong>{' '}
            · step {stepText(b.step, view.pending?.type)}
          </p>
          <p>
            <span className="side-chip" style={{ background: ix.sides[b.attacker]?.color }} aria-hidden="true" />
            Attacker ({adj(b.attacker)}): {unitList(b.attackers)}
            {b.guard.length ? <span className="n20-tag guard"> Guard committed</span> : null}
          </p>
          <p>
            <span className="side-chip" style={{ background: ix.sides[b.defender]?.color }} aria-hidden="true" />
            Defender ({adj(b.defender)}): {unitList(b.defenders)}
          </p>
          {b.matrix ? (
            <p>
              Maneuver Matrix in use
              {b.chits ? (
                <>
                  : defender {CHIT_LABEL[b.chits.defender]}, attacker {CHIT_LABEL[b.chits.attacker]}
                  {b.outcome ? ` → ${cellWords(b.outcome).long}` : ''}
                </>
              ) : (
                `: chits chosen by ${b.chitsChosen.length ? b.chitsChosen.map(adj).join(' and ') : 'nobody yet'}`
              )}
            </p>
          ) : null}
          <dl className="n20-facts">
            <div>
              <dt>Reserves</dt>
              <dd>
                attacker {b.reserves.attacker}, defender {b.reserves.defender}
              </dd>
            </div>
            {b.cards.length ? (
              <div>
                <dt>Cards played</dt>
                <dd>{b.cards.map((c) => `${cardInfo(view, c.card).name} (${adj(c.side)})`).join(', ')}</dd>
              </div>
            ) : null}
            {b.column !== null ? (
              <>
                <div>
                  <dt>Strengths</dt>
                  <dd>
                    attack {b.attack} against defence {b.defence}
                    {b.terrain ? ` + terrain ${b.terrain}` : ''} → differential {signed(b.differential)}
                  </dd>
                </div>
                <div>
                  <dt>Shifts</dt>
                  <dd>{b.shifts.length ? b.shifts.map((s) => `${s.why} ${signed(s.shift)}`).join('; ') : 'none'}</dd>
                </div>
                <div>
                  <dt>Column</dt>
                  <dd data-testid="battle-column">
                    <strong>{signed(b.column)}</strong>
                  </dd>
                </div>
              </>
            ) : (
              <div>
                <dt>Strengths</dt>
                <dd className="muted">totalled at step E, after the reserves</dd>
              </div>
            )}
            {b.roll !== null ? (
              <div>
                <dt>Die</dt>
                <dd>
                  <Dice dice={[b.roll]} />
                </dd>
              </div>
            ) : null}
            {b.result ? (
              <div>
                <dt>Result</dt>
                <dd data-testid="battle-result">
                  <strong>{b.result}</strong>: {RESULT[b.result] ?? ''}
                </dd>
              </div>
            ) : null}
            {b.routed.length ? (
              <div>
                <dt>Routed</dt>
                <dd>{b.routed.map(ix.nameOf).join(', ')}</dd>
              </div>
            ) : null}
            {b.broken.length ? (
              <div>
                <dt>Broken</dt>
                <dd>{b.broken.map(ix.nameOf).join(', ')}</dd>
              </div>
            ) : null}
            {b.advanced.length ? (
              <div>
                <dt>Advanced</dt>
                <dd>{b.advanced.map(ix.nameOf).join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : d.attackers.length || d.defenders.length ? (
        <div>
          <p>
            <strong>Declaring a battle</strong>
          </p>
          <p>Attackers: {d.attackers.length ? unitList(d.attackers) : <span className="muted">none yet</span>}</p>
          <p>Defenders: {d.defenders.length ? unitList(d.defenders) : <span className="muted">none yet</span>}</p>
          <BattleOdds mode="declare" />
        </div>
      ) : (
        <p className="muted">No battle in progress{n.battleCount ? ` (${n.battleCount} fought so far)` : ''}.</p>
      )}
    </section>
  );
}
