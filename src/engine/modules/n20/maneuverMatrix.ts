// N20X 9.0 the Maneuver Matrix as data and as a pure function. Each cell is written in the card's own
// short notation: '<' / '>' column shift left / right, DW / N automatic result (no die), Cav (attacking
// cavalry doubled), Ad / Dd / Bd (attacker / defender / both disordered after the result), '-' nothing.
export type DefenderManeuver = 'FallBack' | 'Cordon' | 'Envelop' | 'Hold' | 'Counterattack';
export type AttackerManeuver = 'Bombard' | 'Feint' | 'Outflank' | 'Advance' | 'Charge';

export const DEFENDER_MANEUVERS: DefenderManeuver[] = ['FallBack', 'Cordon', 'Envelop', 'Hold', 'Counterattack'];
export const ATTACKER_MANEUVERS: AttackerManeuver[] = ['Bombard', 'Feint', 'Outflank', 'Advance', 'Charge'];

export const MANEUVER_LABEL: Record<DefenderManeuver | AttackerManeuver, string> = {
  FallBack: 'Fall Back',
  Cordon: 'Cordon',
  Envelop: 'Envelop',
  Hold: 'Hold',
  Counterattack: 'Counterattack',
  Bombard: 'Bombard',
  Feint: 'Feint',
  Outflank: 'Outflank',
  Advance: 'Advance',
  Charge: 'Charge',
};

/** Rows by defender maneuver, columns Bombard, Feint, Outflank, Advance, Charge. */
export const MATRIX_CELLS: Record<DefenderManeuver, string[]> = {
  FallBack: ['DW', 'DW', '>/Dd', 'Bd', 'Cav/Bd'],
  Cordon: ['-', 'N', 'Bd', '-', 'Cav/Dd'],
  Envelop: ['>/Ad', 'N', '<', 'Cav', '>/Bd'],
  Hold: ['>/Dd', '-', 'Cav', 'Ad', '</Ad'],
  Counterattack: ['</Dd', 'Ad', '</Bd', 'Dd', 'Bd'],
};

export interface ManeuverOutcome {
  shift: -1 | 0 | 1;
  auto: 'DW' | 'N' | null;
  cavalryDoubled: boolean;
  disorder: 'attacker' | 'defender' | 'both' | null;
}

export function parseCell(cell: string): ManeuverOutcome {
  const out: ManeuverOutcome = { shift: 0, auto: null, cavalryDoubled: false, disorder: null };
  if (cell === '-') return out;
  for (const part of cell.split('/')) {
    if (part === '<') out.shift = -1;
    else if (part === '>') out.shift = 1;
    else if (part === 'DW' || part === 'N') out.auto = part;
    else if (part === 'Cav') out.cavalryDoubled = true;
    else if (part === 'Ad') out.disorder = 'attacker';
    else if (part === 'Dd') out.disorder = 'defender';
    else if (part === 'Bd') out.disorder = 'both';
    else throw new Error(`unknown Maneuver Matrix notation "${part}"`);
  }
  return out;
}

export function matrixCell(defender: DefenderManeuver, attacker: AttackerManeuver): string {
  const row = MATRIX_CELLS[defender];
  const col = ATTACKER_MANEUVERS.indexOf(attacker);
  if (!row || col < 0) throw new Error(`no Maneuver Matrix cell for ${defender} / ${attacker}`);
  return row[col];
}

/** N20X 9.0: the outcome of a defender's and an attacker's maneuver chits (shift -1 is against the attacker). */
export function maneuverOutcome(defender: DefenderManeuver, attacker: AttackerManeuver): ManeuverOutcome {
  return parseCell(matrixCell(defender, attacker));
}

/** N20X 9.9.3: cautious maneuvers forbid, aggressive maneuvers force, advance after combat by that side. */
export function advanceRule(m: DefenderManeuver | AttackerManeuver): 'forbidden' | 'forced' | 'free' {
  if (m === 'Bombard' || m === 'FallBack') return 'forbidden';
  if (m === 'Charge' || m === 'Counterattack') return 'forced';
  return 'free';
}
