// Turn labels and night turns (NLC 16) from the scenario's turn track.
import type { Scenario } from '../scenario/schema';

export function clockLabel(s: Scenario, turn: number): string {
  // a scenario may print its own turn track (N20 turns span several hours and a whole night)
  const printed = s.n20?.turnLabels?.[turn - 1];
  if (printed) return printed;
  const [h, m] = s.turns.start.split(':').map(Number);
  const total = h * 60 + m + (turn - 1) * s.turns.minutesPerTurn;
  const day = Math.floor(total / 1440) + 1;
  const mins = total % 1440;
  const hh = String(Math.floor(mins / 60)).padStart(2, '0');
  const mm = String(mins % 60).padStart(2, '0');
  return day > 1 ? `day ${day} ${hh}:${mm}` : `${hh}:${mm}`;
}

export function isNight(s: Scenario, turn: number): boolean {
  return s.turns.night.includes(turn);
}
