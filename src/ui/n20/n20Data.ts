// Helpers shared by the Napoleonic 20 panels (no components here): types of the public N20 view,
// the Maneuver Matrix axes and cell wording (the cells themselves come from the engine's
// maneuverOutcome), morale in half points, card names, and which side the person at the screen may
// order for. Everything reads the PlayerView or asks the engine through the store; no rule is invented.
import {
  maneuverOutcome,
  DEFENDER_MANEUVERS,
  ATTACKER_MANEUVERS,
  MANEUVER_LABEL,
  N20_TOGGLES,
  type AttackerManeuver,
  type Command,
  type DefenderManeuver,
  type LogEntry,
  type ManeuverOutcome,
  type PlayerView,
  type Side,
} from '../../engine';
import { legalFor, mayAct, viewerOf, type AigleState, type Mode } from '../../store';

export type N20View = NonNullable<PlayerView['n20']>;
export type N20Battle = NonNullable<N20View['battle']>;
export type Chit = AttackerManeuver | DefenderManeuver;

// the matrix axes and their labels are the engine's (N20X 9.0)
export const DEFENDER_CHITS: DefenderManeuver[] = DEFENDER_MANEUVERS;
export const ATTACKER_CHITS: AttackerManeuver[] = ATTACKER_MANEUVERS;
export const CHIT_LABEL: Record<Chit, string> = MANEUVER_LABEL;

/** What a chit does to advancing after the battle, in our words (the engine decides it). */
export function chitAdvanceNote(c: Chit): string {
  if (c === 'Bombard' || c === 'FallBack') return 'cautious: if you win, nobody advances';
  if (c === 'Charge' || c === 'Counterattack') return 'aggressive: if you win, one unit must advance';
  return 'advance after a win is free';
}

export const N20_RULES = N20_TOGGLES;

export function ruleOnIn(view: PlayerView, id: string): boolean {
  return view.options.rules[id] === true;
}

/** The Maneuver Matrix method in force (the most intense one switched on), or null. */
export function matrixModeOf(view: PlayerView): 'Fast' | 'Fun' | 'Furious' | null {
  if (ruleOnIn(view, N20_RULES.furious)) return 'Furious';
  if (ruleOnIn(view, N20_RULES.fun)) return 'Fun';
  if (ruleOnIn(view, N20_RULES.fast)) return 'Fast';
  return null;
}

export function eventsLevelOf(view: PlayerView): 'Mild' | 'Medium' | 'Spicy' | null {
  if (ruleOnIn(view, N20_RULES.spicy)) return 'Spicy';
  if (ruleOnIn(view, N20_RULES.medium)) return 'Medium';
  if (ruleOnIn(view, N20_RULES.mild)) return 'Mild';
  return null;
}

// ------------------------------------------------------------------ matrix cells

export interface CellWords {
  /** Compact text for the grid. */
  short: string;
  /** Full sentence for screen readers and tooltips. */
  long: string;
}

export function cellWords(o: ManeuverOutcome): CellWords {
  const s: string[] = [];
  const l: string[] = [];
  if (o.auto) {
    s.push(o.auto);
    l.push(o.auto === 'DW' ? 'defender withdraws, no die roll' : 'no result, no die roll');
  }
  if (o.shift > 0) {
    s.push('→1');
    l.push('one column right (for the attacker)');
  }
  if (o.shift < 0) {
    s.push('←1');
    l.push('one column left (for the defender)');
  }
  if (o.cavalryDoubled) {
    s.push('Cav×2');
    l.push('attacking cavalry doubled');
  }
  if (o.disorder) {
    s.push(o.disorder === 'both' ? 'Dis: both' : o.disorder === 'attacker' ? 'Dis: att' : 'Dis: def');
    l.push(o.disorder === 'both' ? 'both sides disordered' : `${o.disorder} disordered`);
  }
  if (!s.length) return { short: '—', long: 'no effect' };
  return { short: s.join(' '), long: l.join('; ') };
}

/** The whole matrix, asked of the engine cell by cell. */
export const MATRIX: Record<DefenderManeuver, Record<AttackerManeuver, ManeuverOutcome>> = Object.fromEntries(
  DEFENDER_CHITS.map((d) => [d, Object.fromEntries(ATTACKER_CHITS.map((a) => [a, maneuverOutcome(d, a)]))]),
) as Record<DefenderManeuver, Record<AttackerManeuver, ManeuverOutcome>>;

// ------------------------------------------------------------------ morale

/** Half points as text: 13 -> "6½". */
export function fmtHalves(h: number): string {
  const neg = h < 0;
  const a = Math.abs(h);
  const whole = Math.floor(a / 2);
  const t = a % 2 ? (whole ? `${whole}½` : '½') : `${whole}`;
  return neg ? `−${t}` : t;
}

export function fmtHalvesWords(h: number): string {
  const a = Math.abs(h);
  const whole = Math.floor(a / 2);
  const t = a % 2 ? (whole ? `${whole} and a half` : 'a half') : `${whole}`;
  return h < 0 ? `minus ${t}` : t;
}

// ------------------------------------------------------------------ cards

function words(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

function titleCase(id: string): string {
  return words(id)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * A card's printed name and text. The engine does not export its card list through src/engine/index.ts,
 * so the name is taken from what the viewer may already read: the labels of the pending decision's
 * buttons ("card:pick:<id>", "card:<id>"), then the log lines ("You hold "Name" (text)", "draws "Name": text",
 * "plays "Name": text"), matched to the card id by its words; failing that, the id in title case.
 */
export function cardInfo(view: Pick<PlayerView, 'log' | 'pending'>, id: string): { name: string; text: string | null } {
  const idWords = words(id);
  const matches = (name: string) => {
    const w = words(name);
    return idWords.every((x) => w.includes(x));
  };
  let fromButton: string | null = null;
  for (const b of view.pending?.options.buttons ?? []) {
    if (b.id === `card:pick:${id}` || b.id === `card:${id}`) fromButton = b.label.replace(/^Play /, '');
  }
  const log = view.log;
  for (let i = log.length - 1; i >= 0; i--) {
    const re = /"([^"]+)"(?: \(([^)]*)\)|: (.*))?/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(log[i].text))) {
      if (matches(m[1])) return { name: m[1], text: m[2] ?? m[3] ?? null };
    }
  }
  return { name: fromButton ?? titleCase(id), text: null };
}

// ------------------------------------------------------------------ who may act

/** The sides the person at the screen may give orders for now (one in hot-seat, any pending in solo). */
export function actingSides(s: Pick<AigleState, 'game' | 'ui'>, view: PlayerView | null): Side[] {
  const p = view?.pending;
  if (!p || !viewerOf(s)) return [];
  return p.sides.filter((side) => mayAct(s, side));
}

/** The engine's legal commands for a side (memoised per state by the store). */
export function legalOf(s: Pick<AigleState, 'game'>, side: Side): Command[] {
  return s.game ? legalFor(s.game.state, side) : [];
}

export function roleIn(b: N20Battle, side: Side): 'attacker' | 'defender' | null {
  return side === b.attacker ? 'attacker' : side === b.defender ? 'defender' : null;
}

/**
 * The heading of a held-cards list. In hot-seat a hand is shown only to its owner; the solo and referee
 * views show every hand at once, so "only you see these" would be wrong there.
 */
export function handHeading(mode: Mode, sideAdjective: string): { title: string; note: string } {
  if (mode === 'hotseat') return { title: 'Your hand', note: 'only you see these' };
  if (mode === 'referee') return { title: `${sideAdjective} hand`, note: 'referee view: every hand is shown' };
  return { title: `${sideAdjective} hand`, note: 'solo: you play both sides, so you see both hands' };
}
