// The computer's strength (issue 14), chosen on the start screen with the side and remembered on this
// device like the projector theme: Easy is the candidate-action player, Normal and Strong search.
import { STRENGTHS, type Strength } from '../../players/search/strengths';

export const STRENGTH_KEY = 'aigle.computerStrength';
export const STRENGTH_LABEL: Record<Strength, string> = { easy: 'Easy (quick, rule of thumb)', normal: 'Normal (looks ahead, under a second)', strong: 'Strong (looks further, about two seconds)' };

export function loadStrength(): Strength {
  try {
    const v = globalThis.localStorage?.getItem(STRENGTH_KEY);
    if (v && (STRENGTHS as readonly string[]).includes(v)) return v as Strength;
  } catch {
    // storage blocked: the default
  }
  // Easy by default: instant answers; Normal and Strong are a choice (their search pauses each step)
  return 'easy';
}

export function saveStrength(s: Strength): void {
  try {
    globalThis.localStorage?.setItem(STRENGTH_KEY, s);
  } catch {
    // storage blocked: the choice lasts this page only
  }
}
