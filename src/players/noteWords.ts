// The computer's "what it was thinking" note in a player's words (issue 8): its heading names the decision
// with the engine's labels (never "assaultDeclare"), and each weighed candidate is the command's own label
// (never "endAssaults" or "chit:fr-2"). Pure, so the label test checks it against every decision it meets.
import { commandLabel, decisionLabel, type Command, type Scenario } from '../engine';

export interface NoteFacts {
  /** The decision's kind (the pending decision's `type`). */
  decision: string;
  weighed: number;
  rollouts: number;
  /** The search's rollouts stopped at the end of its own activation, the enemy's reply being too long to play out. */
  short?: boolean;
  strength: string;
  ms: number;
}

/** "What it was thinking (declaring assaults, 4 options weighed, easy, 12 ms)". */
export function noteHeading(n: NoteFacts): string {
  return `What it was thinking (${decisionLabel(n.decision)}, ${n.weighed} options weighed${n.rollouts ? `, ${n.rollouts} rollout${n.rollouts === 1 ? '' : 's'}${n.short ? ' to the end of this activation' : ''}` : ''}, ${n.strength}, ${n.ms} ms)`;
}

/** A weighed candidate in words. */
export function candidateLabel(cmd: Command, sc: Scenario | null): string {
  return commandLabel(cmd, sc);
}
