// MOP 37.4 weather: the kinds, when the weather is rolled (the first day turn, then Noon and 3 PM), and
// what each kind does, as data the engine and the client's turn track both read.
import type { Scenario } from '../../../scenario/schema';
import { isNight } from '../../../rules/clock';

export const WEATHERS = ['fair', 'cloudy', 'mud', 'rain', 'fog', 'frost', 'snow', 'snowstorm'] as const;
export type Weather = (typeof WEATHERS)[number];

export const WEATHER_RULE = 'MOP 37.4';

export interface WeatherEffects {
  label: string;
  /** Sight reaches only the adjacent hexes. */
  adjacentSight: boolean;
  /** Trains and artillery pay double movement costs. */
  doubleCostTrainsArtillery: boolean;
  /** Bombardment: allowed at all, and at 1 hex only with -25%. */
  bombard: 'normal' | 'none' | 'adjacent-25';
  /** Artillery fire in assaults is halved. */
  artilleryAssaultHalf: boolean;
  /** Cavalry may not charge (nor reaction-charge). */
  noCharge: boolean;
  /** Charges and reaction charges -25%. */
  chargeMinus25: boolean;
  /** Infantry -50% unless it fights only infantry; cavalry +100% against infantry. */
  rainCombat: boolean;
  /** Infantry combat strength -25%. */
  infantryMinus25: boolean;
  /** No pontoon bridge can be deployed, no improved position built (also MOP 37.3.3). */
  noPontoons: boolean;
  noImprovedPositions: boolean;
  /** One line per effect for the turn track's help. */
  lines: string[];
}

const NONE: Omit<WeatherEffects, 'label' | 'lines'> = {
  adjacentSight: false,
  doubleCostTrainsArtillery: false,
  bombard: 'normal',
  artilleryAssaultHalf: false,
  noCharge: false,
  chargeMinus25: false,
  rainCombat: false,
  infantryMinus25: false,
  noPontoons: false,
  noImprovedPositions: false,
};

export const WEATHER_EFFECTS: Record<Weather, WeatherEffects> = {
  fair: { ...NONE, label: 'Fair', lines: ['no effect'] },
  cloudy: { ...NONE, label: 'Cloudy', lines: ['played as Fair'] },
  mud: {
    ...NONE,
    label: 'Mud',
    doubleCostTrainsArtillery: true,
    bombard: 'none',
    artilleryAssaultHalf: true,
    noCharge: true,
    lines: ['trains and artillery pay double movement costs', 'no bombardment; artillery fires at half in assaults', 'no cavalry charges'],
  },
  rain: {
    ...NONE,
    label: 'Rain',
    adjacentSight: true,
    bombard: 'adjacent-25',
    rainCombat: true,
    lines: [
      'sight reaches the adjacent hexes only',
      'infantry -50% unless it fights infantry only',
      'cavalry +100% against infantry (assault or charge)',
      'bombardment at 1 hex only, -25%',
    ],
  },
  fog: {
    ...NONE,
    label: 'Fog',
    adjacentSight: true,
    bombard: 'adjacent-25',
    lines: ['sight reaches the adjacent hexes only', 'bombardment at 1 hex only, -25%'],
  },
  frost: { ...NONE, label: 'Frost', noPontoons: true, noImprovedPositions: true, lines: ['no pontoon deployed', 'no improved position built'] },
  snow: {
    ...NONE,
    label: 'Snow',
    adjacentSight: true,
    bombard: 'adjacent-25',
    chargeMinus25: true,
    noPontoons: true,
    noImprovedPositions: true,
    lines: ['sight reaches the adjacent hexes only', 'bombardment at 1 hex only, -25%', 'charges and reaction charges -25%', 'no pontoon deployed, no improved position built'],
  },
  snowstorm: {
    ...NONE,
    label: 'Snowstorm',
    adjacentSight: true,
    doubleCostTrainsArtillery: true,
    bombard: 'none',
    chargeMinus25: true,
    infantryMinus25: true,
    noPontoons: true,
    noImprovedPositions: true,
    lines: [
      'sight reaches the adjacent hexes only',
      'trains and artillery pay double movement costs',
      'no bombardment',
      'charges and reaction charges -25%',
      'infantry -25%',
      'no pontoon deployed, no improved position built',
    ],
  },
};

/** Minutes after midnight at which a turn begins. */
function startMinute(s: Scenario, turn: number): number {
  const [h, m] = s.turns.start.split(':').map(Number);
  return (h * 60 + m + (turn - 1) * s.turns.minutesPerTurn) % 1440;
}

/** Does the turn hold the given clock time (its span covers it)? */
function holds(s: Scenario, turn: number, minute: number): boolean {
  const a = startMinute(s, turn);
  const b = a + s.turns.minutesPerTurn;
  return (a <= minute && minute < b) || (a <= minute + 1440 && minute + 1440 < b);
}

/** The first turn of the scenario that is not a night turn. */
export function firstDayTurn(s: Scenario): number | null {
  for (let t = 1; t <= s.turns.count; t++) if (!isNight(s, t)) return t;
  return null;
}

/**
 * MOP 37.4: weather is rolled on the scenario's first day turn, then on the turns holding Noon and 3 PM
 * (ruling: of every day, and never on a night turn).
 */
export function weatherRollDue(s: Scenario, turn: number): boolean {
  if (isNight(s, turn)) return false;
  if (turn === firstDayTurn(s)) return true;
  return holds(s, turn, 12 * 60) || holds(s, turn, 15 * 60);
}
