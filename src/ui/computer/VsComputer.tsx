// Start screen: "Play against the computer" (issue 14). The human picks the side they play; the computer
// plays the other from a Web Worker (ComputerTurn.tsx). A hot-seat game with no curtain for the computer.
import { useState } from 'react';
import type { Scenario, Side } from '../../engine';
import { STRENGTHS, type Strength } from '../../players/search/strengths';
import { loadStrength, saveStrength, STRENGTH_LABEL } from './strength';

export function VsComputer({ scenario, onStart }: { scenario: Scenario | null; onStart: (computer: Side) => void }) {
  const [human, setHuman] = useState<Side | null>(null);
  const [strength, setStrength] = useState<Strength>(loadStrength);
  if (!scenario) return null;
  const mine = human && scenario.sides.some((s) => s.id === human) ? human : scenario.sides[0].id;
  const computer = scenario.sides.find((s) => s.id !== mine)?.id ?? scenario.sides[1]?.id;
  return (
    <fieldset className="vs-computer" data-testid="vs-computer">
      <legend>Play against the computer</legend>
      <label>
        You play{' '}
        <select aria-label="Your side against the computer" value={mine} onChange={(e) => setHuman(e.target.value)}>
          {scenario.sides.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Strength{' '}
        <select
          aria-label="Strength of the computer"
          value={strength}
          onChange={(e) => {
            const v = e.target.value as Strength;
            setStrength(v);
            saveStrength(v);
          }}
        >
          {STRENGTHS.map((s) => (
            <option key={s} value={s}>
              {STRENGTH_LABEL[s]}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" className="primary" disabled={!computer} onClick={() => computer && onStart(computer)}>
        Play against the computer
      </button>
      <p className="muted">The computer sees only what its side may see, and plays its decisions at a readable pace.</p>
    </fieldset>
  );
}
