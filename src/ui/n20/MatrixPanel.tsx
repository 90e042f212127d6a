// The Maneuver Matrix panel: the secret chit choice of step A.1 for the side at the screen (it is only
// ever mounted after the pass-the-screen curtain, and only the deciding side gets a chooser), the
// waiting state while the other side chooses (only the fact that a chit is chosen is public), and
// after the reveal the matrix with the crossing cell highlighted from the public `lastMatrix`.
import type { Command, Side } from '../../engine';
import { currentView } from '../../store';
import { useAigle, useAigleShallow } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { RuleLink } from '../text';
import { ManeuverMatrix } from './ManeuverMatrix';
import { CHIT_LABEL, actingSides, cellWords, legalOf, matrixModeOf, roleIn, MATRIX, type Chit } from './n20Data';

export function MatrixPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const acting = useAigleShallow((s) => actingSides(s, currentView(s)));
  const p = view?.pending;
  const chooserSide: Side | null = p?.type === 'n20:maneuver' ? (acting[0] ?? null) : null;
  const legal = useAigle((s) => (chooserSide ? legalOf(s, chooserSide) : null));
  const n = view?.n20;
  if (!view || !n) return null;
  const mode = matrixModeOf(view);
  if (!mode) return null;
  const adj = (side: Side) => sc.sides.find((x) => x.id === side)?.adjective ?? side;
  const b = n.battle;
  const openRule = (r: string) => actions.openCharts(r);
  // the engine keeps the revealed crossing until the next battle or the end of the player turn
  const last = n.lastMatrix && (!b || b.id === n.lastMatrix.battle) ? n.lastMatrix : null;
  const inUse = !!b?.matrix && !b.chits;
  // only chits the engine offers this side (the decision's button list holds both roles' chits)
  const mine: Chit[] = (legal ?? [])
    .filter((c): c is Extract<Command, { type: 'choose' }> => c.type === 'choose' && c.choice.startsWith('maneuver:'))
    .map((c) => c.choice.slice('maneuver:'.length) as Chit);
  const role = b && chooserSide ? roleIn(b, chooserSide) : null;
  const ownChit = (side: Side) => {
    const c = view.secret[side]?.chit;
    return typeof c === 'string' ? (c as Chit) : null;
  };
  return (
    <section className="panel n20-matrix" aria-label="Maneuver Matrix" data-testid="n20-matrix">
      <h2>
        Maneuver Matrix <span className="muted">({mode})</span> <RuleLink rule="N20X 9.0" onOpen={openRule} />
      </h2>
      {inUse && b ? (
        <>
          <p>
            Battle {b.id}: the {adj(b.attacker)} attack, the {adj(b.defender)} defend. Each side picks a maneuver chit in secret;
            both are revealed after the reserves are committed.
          </p>
          <ul className="mm-status">
            {[b.attacker, b.defender].map((side) => (
              <li key={side}>
                <span className="side-chip" style={{ background: sc.sides.find((x) => x.id === side)?.color }} aria-hidden="true" />
                {adj(side)} ({side === b.attacker ? 'attacker' : 'defender'}):{' '}
                {b.chitsChosen.includes(side) ? <strong>chit chosen</strong> : <span className="muted">choosing…</span>}
                {ownChit(side) ? <span className="mm-own"> · your chit: {CHIT_LABEL[ownChit(side)!]} (hidden from the other player)</span> : null}
              </li>
            ))}
          </ul>
          {chooserSide && role && mine.length ? (
            <ManeuverMatrix
              key={`${b.id}-${chooserSide}`}
              idPrefix={`mm-${chooserSide}`}
              caption={`Battle ${b.id}: your choice as the ${adj(chooserSide)} ${role}`}
              chooser={{
                role,
                sideLabel: adj(chooserSide),
                onConfirm: (chit) => {
                  if (mine.includes(chit)) actions.issue({ type: 'choose', side: chooserSide, n: view.seq, choice: `maneuver:${chit}` });
                },
              }}
            />
          ) : (
            <details className="mm-ref">
              <summary>Show the matrix</summary>
              <ManeuverMatrix caption="The Maneuver Matrix" idPrefix="mm-ref" />
            </details>
          )}
        </>
      ) : last ? (
        <>
          <p role="status" data-testid="matrix-reveal">
            Battle {last.battle} revealed: defender <strong>{CHIT_LABEL[last.defender]}</strong>, attacker{' '}
            <strong>{CHIT_LABEL[last.attacker]}</strong> → {cellWords(MATRIX[last.defender][last.attacker]).long}.
          </p>
          <ManeuverMatrix caption={`Battle ${last.battle}: the crossing of the two chits`} crossed={last} idPrefix="mm-rev" />
        </>
      ) : (
        <>
          <p className="muted">
            {mode === 'Fast'
              ? 'The attacker may call for the matrix in one battle of each Combat Phase.'
              : mode === 'Fun'
                ? 'Either side may call for the matrix in a battle at or next to its Direct Command marker.'
                : 'Either side may call for the matrix in any battle.'}{' '}
            Never against a Redoubt or a Fort.
          </p>
          <details className="mm-ref">
            <summary>Show the matrix</summary>
            <ManeuverMatrix caption="The Maneuver Matrix" idPrefix="mm-ref" />
          </details>
        </>
      )}
    </section>
  );
}
