// Event cards as data. The base deck (N20 5.0) and the sixteen special cards of the Random Events module
// (N20X 5.0) are our own originals in the spirit of the series; their effects use the small vocabulary
// that events/effects.ts implements.
//
// Who: 'drawer' (two-tone text: whoever drew it), 'opponent', or a side id (single-colour text).
export type Who = 'drawer' | 'opponent' | string;

export type Effect =
  | { kind: 'none' }
  | { kind: 'morale'; who: Who; points: number }
  | { kind: 'reshuffle' }
  | { kind: 'withdrawal'; who: Who }
  | { kind: 'cavalryMove'; who: Who; mp: number }
  | { kind: 'noReaction' }
  | { kind: 'noReserves'; who: Who }
  | { kind: 'rallyRouted'; who: Who }
  | { kind: 'rallyBroken'; who: Who }
  | { kind: 'smoke' };

export interface EventCard {
  id: string;
  name: string;
  text: string;
  effects: Effect[];
}

/** Timing of a Retain card: played in the owner's Movement Phase, or in a battle's reserve step. */
export type RetainWindow = 'movement' | 'battle';

export type RetainEffect =
  | { kind: 'forcedMarch'; mp: number }
  | { kind: 'rallyColours' }
  | { kind: 'secondWind' }
  | { kind: 'morale'; who: 'self' | 'opponent'; points: number }
  | { kind: 'freeReserve' }
  | { kind: 'grandBattery' }
  | { kind: 'cuirassierShock' }
  | { kind: 'formSquare' }
  | { kind: 'rearguardStand' }
  | { kind: 'steadyUnderFire' }
  | { kind: 'counterBattery' };

export interface SpecialCard {
  id: string;
  name: string;
  type: 'reveal' | 'retain';
  text: string;
  /** Reveal cards: applied at once when drawn. */
  effects?: Effect[];
  /** Retain cards: when and what. Battle cards name the role that may play them. */
  window?: RetainWindow;
  role?: 'attacker' | 'defender' | 'either';
  retain?: RetainEffect;
  /** Does the card need a friendly unit picked when played? */
  target?: 'friendlyUnit';
}

export const BASE_EVENTS: EventCard[] = [
  { id: 'quiet-sector', name: 'Quiet Sector', text: 'Nothing of note happens.', effects: [{ kind: 'none' }] },
  {
    id: 'according-to-plan',
    name: 'According to Plan',
    text: 'The drawer gains 1 Morale Point. Reshuffle the event discards into the deck.',
    effects: [{ kind: 'morale', who: 'drawer', points: 1 }, { kind: 'reshuffle' }],
  },
  {
    id: 'kutuzov-hesitates',
    name: 'Kutuzov Hesitates',
    text: 'Russian: until the end of this game turn the Russians may withdraw units off the map at their own LOC hexes (one Morale Point each).',
    effects: [{ kind: 'withdrawal', who: 'ru' }],
  },
  {
    id: 'imperial-headache',
    name: 'The Emperor is Unwell',
    text: 'French: the French may not commit reserves during this player turn.',
    effects: [{ kind: 'noReserves', who: 'fr' }],
  },
  {
    id: 'cavalry-screen',
    name: 'Cavalry Screen',
    text: "The drawer's cavalry have +1 Movement Allowance this player turn.",
    effects: [{ kind: 'cavalryMove', who: 'drawer', mp: 1 }],
  },
  {
    id: 'staff-confusion',
    name: 'Staff Confusion',
    text: 'No Reaction Phase this player turn.',
    effects: [{ kind: 'noReaction' }],
  },
  {
    id: 'stragglers',
    name: 'Stragglers Rounded Up',
    text: 'The drawer rallies one Routed unit standing clear of every enemy ZOC.',
    effects: [{ kind: 'rallyRouted', who: 'drawer' }],
  },
  {
    id: 'supply-convoy',
    name: 'Supply Convoy',
    text: 'The drawer gains 1 Morale Point.',
    effects: [{ kind: 'morale', who: 'drawer', points: 1 }],
  },
  {
    id: 'holy-icon',
    name: 'The Icon Paraded',
    text: 'Russian: the Russians gain 1 Morale Point.',
    effects: [{ kind: 'morale', who: 'ru', points: 1 }],
  },
  {
    id: 'long-marches',
    name: 'Long Marches',
    text: 'The drawer loses 1 Morale Point.',
    effects: [{ kind: 'morale', who: 'drawer', points: -1 }],
  },
];

export const SPECIAL_CARDS: SpecialCard[] = [
  // ------------------------------------------------------------------ Reveal (4)
  {
    id: 'battlefield-smoke',
    name: 'Battlefield Smoke',
    type: 'reveal',
    text: 'Smoke hides the field: no Reaction Phase this player turn. Reshuffle the Special Events discard pile into its draw pile.',
    effects: [{ kind: 'noReaction' }, { kind: 'smoke' }],
  },
  {
    id: 'hurrah',
    name: 'Hurrah!',
    type: 'reveal',
    text: 'The drawer gains 1 Morale Point.',
    effects: [{ kind: 'morale', who: 'drawer', points: 1 }],
  },
  {
    id: 'powder-magazine',
    name: 'Powder Magazine Explodes',
    type: 'reveal',
    text: "The drawer's opponent loses 1/2 Morale Point (1 without half-point morale).",
    effects: [{ kind: 'morale', who: 'opponent', points: -0.5 }],
  },
  {
    id: 'stragglers-return',
    name: 'Stragglers Return',
    type: 'reveal',
    text: 'The drawer rolls for one Broken unit at once: on 4 or more it returns at a friendly LOC hex.',
    effects: [{ kind: 'rallyBroken', who: 'drawer' }],
  },
  // ------------------------------------------------------------------ Retain (12)
  { id: 'forced-march', name: 'Forced March', type: 'retain', window: 'movement', retain: { kind: 'forcedMarch', mp: 2 }, target: 'friendlyUnit', text: 'Play in your Movement Phase: one friendly unit that has not moved has +2 Movement Allowance this phase.' },
  { id: 'rally-colours', name: 'Rally on the Colours', type: 'retain', window: 'movement', retain: { kind: 'rallyColours' }, target: 'friendlyUnit', text: 'Play in your Movement Phase: one friendly Routed unit recovers at once.' },
  { id: 'second-wind', name: 'Second Wind', type: 'retain', window: 'movement', retain: { kind: 'secondWind' }, text: 'Play in your Movement Phase: every friendly Disordered unit recovers.' },
  { id: 'patriotic-fervour', name: 'Patriotic Fervour', type: 'retain', window: 'movement', retain: { kind: 'morale', who: 'self', points: 1 }, text: 'Play in your Movement Phase: gain 1 Morale Point.' },
  { id: 'rumours-of-defeat', name: 'Rumours of Defeat', type: 'retain', window: 'movement', retain: { kind: 'morale', who: 'opponent', points: -1 }, text: 'Play in your Movement Phase: the enemy loses 1 Morale Point, but not below 1/2 (1 without half-point morale).' },
  { id: 'fresh-reserves', name: 'Fresh Reserves', type: 'retain', window: 'battle', role: 'either', retain: { kind: 'freeReserve' }, text: 'Play in a battle at your reserve step: one column shift in your favour at no Morale cost.' },
  { id: 'grand-battery', name: 'Grand Battery', type: 'retain', window: 'battle', role: 'attacker', retain: { kind: 'grandBattery' }, text: 'Play when attacking with artillery: shift one column right.' },
  { id: 'cuirassier-shock', name: 'Cuirassier Shock', type: 'retain', window: 'battle', role: 'attacker', retain: { kind: 'cuirassierShock' }, text: 'Play when attacking with cavalry: attacking cavalry strengths are doubled (never more than doubled).' },
  { id: 'form-square', name: 'Form Square!', type: 'retain', window: 'battle', role: 'defender', retain: { kind: 'formSquare' }, text: 'Play when cavalry attacks you: shift one column left.' },
  { id: 'rearguard-stand', name: 'Rearguard Stand', type: 'retain', window: 'battle', role: 'defender', retain: { kind: 'rearguardStand' }, text: 'Play as defender: a DR result becomes DW.' },
  { id: 'steady-under-fire', name: 'Steady Under Fire', type: 'retain', window: 'battle', role: 'attacker', retain: { kind: 'steadyUnderFire' }, text: 'Play as attacker: an AR result becomes AW.' },
  { id: 'counter-battery', name: 'Counter-Battery Fire', type: 'retain', window: 'battle', role: 'defender', retain: { kind: 'counterBattery' }, text: 'Play when artillery attacks you: attacking artillery is not doubled.' },
];

export const SPECIAL_BY_ID: Record<string, SpecialCard> = Object.fromEntries(SPECIAL_CARDS.map((c) => [c.id, c]));
export const BASE_BY_ID: Record<string, EventCard> = Object.fromEntries(BASE_EVENTS.map((c) => [c.id, c]));
