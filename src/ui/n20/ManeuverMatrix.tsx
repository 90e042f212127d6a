// The Maneuver Matrix grid (N20X 9.0): defender chits as rows, attacker chits as columns, every cell
// worded from the engine's maneuverOutcome. Two uses: a secret chooser for one side (its own axis is a
// group of radio buttons: Tab to reach it, arrow keys to move, Enter to confirm), and the revealed
// matrix with the crossing cell highlighted. It never receives the other side's chit before the reveal.
import { useState } from 'react';
import type { AttackerManeuver, DefenderManeuver } from '../../engine';
import { ATTACKER_CHITS, CHIT_LABEL, DEFENDER_CHITS, MATRIX, cellWords, chitAdvanceNote, type Chit } from './n20Data';

export interface MatrixChooser {
  role: 'attacker' | 'defender';
  sideLabel: string;
  onConfirm(chit: Chit): void;
}

export function ManeuverMatrix({
  chooser,
  crossed,
  caption,
  idPrefix = 'mm',
}: {
  chooser?: MatrixChooser;
  crossed?: { defender: DefenderManeuver; attacker: AttackerManeuver } | null;
  caption: string;
  idPrefix?: string;
}) {
  const [picked, setPicked] = useState<Chit | null>(null);
  const role = chooser?.role;
  const group = `${idPrefix}-chit`;
  const radio = (c: Chit) => (
    <label className={`mm-pick${picked === c ? ' on' : ''}`}>
      <input
        type="radio"
        name={group}
        value={c}
        checked={picked === c}
        onChange={() => setPicked(c)}
        aria-describedby={`${idPrefix}-note-${c}`}
        data-testid={`chit-${c}`}
      />{' '}
      {CHIT_LABEL[c]}
    </label>
  );
  // the advance notes sit under the grid, so the column headings stay narrow enough for the sidebar
  const own: Chit[] = role === 'attacker' ? ATTACKER_CHITS : role === 'defender' ? DEFENDER_CHITS : [];
  const notes = own.length ? (
    <ul className="mm-notes">
      {own.map((c) => (
        <li key={c} id={`${idPrefix}-note-${c}`} className={picked === c ? 'on' : ''}>
          <strong>{CHIT_LABEL[c]}</strong>: {chitAdvanceNote(c)}
        </li>
      ))}
    </ul>
  ) : null;
  const colOn = (a: AttackerManeuver) => (role === 'attacker' && picked === a) || crossed?.attacker === a;
  const rowOn = (d: DefenderManeuver) => (role === 'defender' && picked === d) || crossed?.defender === d;
  const table = (
    <table className={`mm-grid${role ? ' choosing-' + role : ''}`} aria-describedby={`${idPrefix}-legend`} lang="en">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="mm-corner">
            <span className="mm-axis">Defender ↓ / Attacker →</span>
          </th>
          {ATTACKER_CHITS.map((a) => (
            <th key={a} scope="col" className={colOn(a) ? 'mm-on' : ''} data-axis="attacker">
              {role === 'attacker' ? radio(a) : CHIT_LABEL[a]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DEFENDER_CHITS.map((d) => (
          <tr key={d}>
            <th scope="row" className={rowOn(d) ? 'mm-on' : ''} data-axis="defender">
              {role === 'defender' ? radio(d) : CHIT_LABEL[d]}
            </th>
            {ATTACKER_CHITS.map((a) => {
              const w = cellWords(MATRIX[d][a]);
              const hit = crossed?.defender === d && crossed?.attacker === a;
              const lit = colOn(a) || rowOn(d);
              return (
                <td
                  key={a}
                  className={`mm-cell${hit ? ' mm-crossed' : lit ? ' mm-lit' : ''}`}
                  title={`${CHIT_LABEL[d]} against ${CHIT_LABEL[a]}: ${w.long}`}
                  aria-label={`${CHIT_LABEL[d]} against ${CHIT_LABEL[a]}: ${w.long}${hit ? ' (the revealed crossing)' : ''}`}
                  data-testid={hit ? 'matrix-crossed' : undefined}
                  aria-current={hit ? 'true' : undefined}
                >
                  {w.short}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const legend = (
    <p className="mm-legend muted" id={`${idPrefix}-legend`}>
      DW / N: result without a die roll · →1 / ←1: one column shift for the attacker / the defender · Cav×2: attacking cavalry
      doubled · Dis: who is Disordered after the result.
    </p>
  );
  if (!chooser) {
    return (
      <div className="mm">
        <div className="mm-wrap">{table}</div>
        {legend}
      </div>
    );
  }
  return (
    <form
      className="mm mm-choose"
      aria-label={`Secret maneuver choice for the ${chooser.sideLabel} ${chooser.role}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (picked) chooser.onConfirm(picked);
      }}
    >
      <fieldset>
        <legend>
          Pick your {chooser.role === 'attacker' ? 'column (attacker chit)' : 'row (defender chit)'}, then confirm. The
          other player sees only that you have chosen.
        </legend>
        <div className="mm-wrap">{table}</div>
        {notes}
      </fieldset>
      {legend}
      <button type="submit" className="primary" disabled={!picked} data-testid="confirm-chit">
        {picked ? `Confirm maneuver: ${CHIT_LABEL[picked]}` : 'Pick a maneuver first'}
      </button>
    </form>
  );
}
