import type { Command } from '../../engine';

/** One option the player weighed: the command, its score and why (for the "what it was thinking" note). */
export interface Candidate {
  cmd: Command;
  score: number;
  why: string;
}
