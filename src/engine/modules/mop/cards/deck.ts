// The March on Paris card deck (MOP 37.12, A.I, A.III): one deck per side, cards numbered 1-31 by type.
// Where the seed gives a card's effect we put it in our own words; where it says "as described" (the
// commercial card text is not ours) the effect is our own, drawn from the card's title and the 1814
// campaign, and marked `ours` (listed in cards/rulings.ts and shown in the card's help text).

export type CardKind = 'leader' | 'tactics' | 'game' | 'mode' | 'march' | 'status' | 'arrival';
/** The two decks: the French and the Coalition (a few numbers carry a different card in each). */
export type Camp = 'french' | 'allied';

/**
 * What the engine does when the card is played. 'shown': its own effect (cards/effectPlay.ts, applied through
 * the hooks in cards/effectHooks.ts; APPLIED lists the cards the engine applies), listed among the effects in force.
 */
export type CardMechanic =
  | 'shown'
  | 'arrivesEarly' // 25: the next scheduled group of the side arrives a turn earlier
  | 'otherRoute' // 26: a random upcoming group of the side enters at another hex of the same map edge
  | 'delayMarch' // 27: the next scheduled group of the side arrives two turns later
  | 'alternate' // 29: the next scheduled group of the side is sent elsewhere (A.III f: 1/4 of its SP in VP)
  | 'generalRetreat'; // 9, 22: the side may order the General Retreat (37.13.1)

export interface MopCard {
  n: number;
  kind: CardKind;
  title: Record<Camp, string>;
  /** Our short statement of the effect, per deck when the two cards differ. */
  effect: Record<Camp, string>;
  /** The effect is our own (the seed says "as described"): a ruling in cards/rulings.ts. */
  ours: boolean;
  /** Played face down (37.12.1): the enemy cannot see its effect until it shows on the map, or the end. */
  hidden: boolean;
  /** Victory points to the side that plays it (our values: the seed's table leaves the column blank). */
  vp: number;
  mechanic: CardMechanic;
  /** The effect lasts for the turn it is played (held cards are discarded at the Turn End Phase, A.III e). */
  thisTurn: boolean;
}

const same = (s: string): Record<Camp, string> => ({ french: s, allied: s });

function card(
  n: number,
  kind: CardKind,
  title: string | Record<Camp, string>,
  effect: string | Record<Camp, string>,
  extra: Partial<Pick<MopCard, 'ours' | 'hidden' | 'vp' | 'mechanic' | 'thisTurn'>> = {},
): MopCard {
  return {
    n,
    kind,
    title: typeof title === 'string' ? same(title) : title,
    effect: typeof effect === 'string' ? same(effect) : effect,
    ours: extra.ours ?? false,
    hidden: extra.hidden ?? false,
    vp: extra.vp ?? 0,
    mechanic: extra.mechanic ?? 'shown',
    thisTurn: extra.thisTurn ?? true,
  };
}

export const MOP_CARDS: readonly MopCard[] = [
  card(1, 'mode', 'Road Column', 'The side\'s columns are already formed on the roads (as the armies of 1814 marched, by the few paved chaussées): on the first turn each of its units that stood on a road or trail as the game began has 1 MP more.', { ours: true }),
  card(2, 'mode', 'Late Start', 'The side sets off late: on the first turn it makes no Initial Action (NLC 4.2) and rolls no Coordinated Action.', { ours: true }),
  card(3, 'tactics', 'Artillery Cover Fire', 'In one combat this turn where the side\'s guns fight, the enemy\'s assault roll is 1 lower (Aigle spends it on the first such combat). One combat a turn.', { ours: true, hidden: true }),
  card(4, 'mode', 'Replacements', 'Stragglers and conscripts come up (the depots of 1814 emptied into the line): one reduced infantry unit of the side regains a step before play.', { ours: true }),
  card(5, 'mode', 'Early Arrival', 'The side is on the march before dawn: it takes the Initial Action (NLC 4.2) on the first turn.'),
  card(6, 'mode', 'Formation Scattered', 'One formation of the side, drawn at random, is strung out on the roads: its units begin the game disrupted.', { ours: true }),
  card(7, 'leader', { french: 'Emperor Napoléon', allied: 'Blücher' }, {
    french: 'Napoleon is rated 5 this turn for all purposes; the French receive a Coordinated Action chit and the Initial Action.',
    allied: 'Up to three rerolls this turn (Aigle rolls again the side\'s own assault or charge roll of 6 or less; the new roll stands); the side\'s involuntary retreats are cancelled.',
  }, { hidden: true, vp: -1 }),
  card(8, 'march', 'Approach March', 'A free March order to one formation with no unit in an enemy ZOC, complied with at once.'),
  card(9, 'march', 'General Retreat', 'The side\'s commander may order the General Retreat from now on (37.13.1): its units may leave the map, and exits score (37.13). The Reorganization modifier is ignored.', { mechanic: 'generalRetreat', thisTurn: false }),
  card(10, 'game', 'Spies Bring News from Enemy Camp', 'The side may read the enemy\'s current orders.', { hidden: true }),
  card(11, 'march', 'General Advance', 'One formation of the side rolls its Local Decision (NLC 12.11) two columns to the right: Aigle shifts the side\'s first Local Decision of this turn.'),
  card(12, 'march', 'Probe', 'A reconnaissance in force: every Probe order the side writes this turn is checked for compliance two columns to the right.', { ours: true }),
  card(13, 'march', 'Infiltration', 'This turn the side\'s cavalry under Attack or Probe orders need not assault from an enemy ZOC (NLC 7.3); it may still choose to.'),
  card(14, 'leader', { french: 'Marshal Ney', allied: 'Another Chance' }, {
    french: 'In each charge or assault this turn: +1 on the French roll when they attack or charge, -1 on the enemy\'s when the enemy does (Aigle takes the choice so).',
    allied: 'One poor roll of the side this turn is rolled again (its first assault or charge roll of 6 or less); the new roll stands.',
  }, { ours: true, hidden: true, vp: -1 }),
  card(15, 'march', 'Sound of Guns', 'One formation with no unit in an enemy ZOC may make a Local Decision this turn for a March then Attack toward a target within 10 hexes of its leader, on or next to a hex assaulted or bombarded last turn: two columns right, a Bad Move counting as No Effect.'),
  card(16, 'game', 'Fire', 'A town or village held by the enemy burns: entering it costs 2 more MP until the first daylight turn of the next day.', { ours: true }),
  card(17, 'tactics', 'Cavalry Pursuit', 'The side\'s cavalry passes its pursuit checks this turn.', { hidden: true }),
  card(18, 'tactics', 'Counter Charge', 'The side\'s cavalry may reaction-charge this turn without a check.', { hidden: true }),
  card(19, 'march', 'Mobile Defense', 'Units under Defend or Delay orders (every unit, without the orders rules) may leave enemy ZOCs this turn for 1 MP more.'),
  card(20, 'status', 'Area Defense', 'The side holds its ground in depth: this turn the enemy\'s assault roll against units under Defend orders (every unit, without the orders rules) is 1 lower.', { ours: true }),
  card(21, 'march', 'Turning Movement', 'One March then Attack sequence written this turn has a two-column shift to the right for compliance.', { hidden: true }),
  card(22, 'tactics', 'From the Jaws of Death', 'This turn, one stack that retreats through enemy zones of control loses no extra step for it. Also The Battle Ends: from now on the side may order the General Retreat (37.13.1).', { ours: true, hidden: true, mechanic: 'generalRetreat' }),
  card(23, 'game', { french: 'Cossacks', allied: 'Untrained Enemy Cavalry' }, {
    french: 'The French name one enemy cavalry stack with Cossacks in it: those units may not charge this turn.',
    allied: 'The Coalition names one French cavalry stack: its units may not charge this turn.',
  }),
  card(24, 'status', { french: 'Populace', allied: 'The Last Push' }, {
    french: 'The countryside rises against the invaders (as in Champagne in February 1814): the enemy\'s orders written this turn reach their formations a turn later.',
    allied: 'One assault of the side this turn gains +2 on its roll.',
  }, { ours: true }),
  card(25, 'arrival', 'Reinforcement Arrives Early', 'The side\'s next scheduled reinforcement group arrives one turn earlier (not before this turn).', { ours: true, hidden: true, vp: -1, mechanic: 'arrivesEarly', thisTurn: false }),
  card(26, 'arrival', 'Reinforcement Takes Other Route', 'One upcoming reinforcement group of the side, drawn at random, enters at another road or trail hex of the same map edge (the nearest), or of the adjacent edge if there is none.', { hidden: true, mechanic: 'otherRoute', thisTurn: false }),
  card(27, 'arrival', 'Delay-March Confusion', 'Crossed orders on the roads: the side\'s own next scheduled reinforcement group arrives two turns late.', { ours: true, hidden: true, vp: 1, mechanic: 'delayMarch', thisTurn: false }),
  card(28, 'march', 'Forced March', 'One more March order may be written this turn, with a two-column shift to the right for compliance.'),
  card(29, 'arrival', 'Alternate Reinforcements', 'The side\'s next scheduled reinforcement group is sent elsewhere and does not come; the side scores a quarter of its strength in VP (A.III f).', { ours: true, hidden: true, mechanic: 'alternate', thisTurn: false }),
  card(30, 'leader', { french: 'Marshal Marmont', allied: 'Gneisenau' }, {
    french: 'This turn Marmont is rated 1 higher, French bombardment rolls +1, the enemy checks for retreat as if its morale were 1 lower, and French involuntary retreats are cancelled.',
    allied: 'Up to three rerolls this turn as for Blücher; one formation\'s units in the UAR box come back at once, reduced, at its leader\'s hex.',
  }, { hidden: true, vp: -1 }),
  card(31, 'game', 'Aide de Camp', 'One more order this turn (of the three uses, cancelling a capture and tracing command through a ZOC are not in Aigle yet).', { hidden: true }),
];

/** MOP A.I: the cards whose effect the engine applies (all of them now); others would be announced for the players to apply. */
export const APPLIED: ReadonlySet<number> = new Set(MOP_CARDS.map((c) => c.n));

export const CARD_BY_N: Readonly<Record<number, MopCard>> = Object.fromEntries(MOP_CARDS.map((c) => [c.n, c]));

export function isCardNumber(n: number): boolean {
  return CARD_BY_N[n] !== undefined;
}

export function cardTitle(n: number, camp: Camp): string {
  return CARD_BY_N[n]?.title[camp] ?? `card ${n}`;
}
