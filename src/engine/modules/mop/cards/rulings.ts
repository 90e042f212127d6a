// Our rulings on the March on Paris cards, random events, reinforcements and victory (MOP 37.12, 37.13,
// A.I-A.III), spread into MOP_RULINGS. Effects marked "ours" stand where the seed says "as described".
import type { Ruling } from '../../../rulings';
import { MOP_CARDS } from './deck';

const OURS: Ruling[] = MOP_CARDS.filter((c) => c.ours).map((c) => ({
  rule: c.kind === 'mode' || c.kind === 'arrival' || c.kind === 'march' || c.kind === 'status' ? 'MOP A.III' : 'MOP A.I',
  question: `Card ${c.n} ${c.title.french === c.title.allied ? c.title.french : `${c.title.french} / ${c.title.allied}`}: the seed says "as described"; what does it do?`,
  ruling: `Our own effect, from the card's title and the 1814 campaign: ${c.title.french === c.title.allied ? c.effect.french : `French: ${c.effect.french} Coalition: ${c.effect.allied}`}`,
}));

export const MOP_CARD_RULINGS: Ruling[] = [
  ...OURS,
  {
    rule: 'MOP 37.12',
    question: 'How many copies of each card does a side\'s deck hold?',
    ruling: 'One per line the card has on the two Random Events Tables (the tables are the deck in another form), and each Mode card once, dealt apart. A scenario\'s removals take copies out; more removals than copies are refused at load.',
  },
  {
    rule: 'MOP 37.12',
    question: 'Which card numbers carry a different card in each deck?',
    ruling: '7 (Napoleon / Blücher), 14 (Ney / Another Chance), 23 (Cossacks / Untrained Enemy Cavalry), 24 (Populace / The Last Push) and 30 (Marmont / Gneisenau): the French deck holds the first, the Coalition deck the second. From the tables, 24 is The Last Push for either side. Card 22 is From the Jaws of Death and also The Battle Ends: once played, the side may order the General Retreat.',
  },
  {
    rule: 'MOP 37.12',
    question: 'Full card play: how many cards are held, and when are they played?',
    ruling: 'Each side is dealt three cards (the scenario may say otherwise) and draws one on every day turn while it holds fewer than five. At the start of each day turn, before the chits, each side in turn may play cards; a card may also be played at any of the side\'s own decisions. No cards are drawn or played on night turns. Mode cards are played only before the first turn.',
  },
  {
    rule: 'MOP 37.12',
    question: 'Which cards are played face down, and when are they shown?',
    ruling: 'The cards whose effect the enemy cannot see at once (leader cards, held tactics cards, spies, Turning Movement, Aide de Camp and the Arrival cards). An Arrival card is shown on the turn its group arrives, or was due and does not; the others when the game ends. In restricted play and from the tables the same cards stay face down, and a discarded card is never shown.',
  },
  {
    rule: 'MOP 37.12',
    question: 'The card VP column is blank in the seed: what are the cards worth?',
    ruling: 'Our values, to the side the card concerns: each leader card -1 (a great captain\'s day has a price), Reinforcement Arrives Early -1, Delay-March Confusion +1 (it strikes one\'s own forces, so the VP is inverted, A.III), Alternate Reinforcements a quarter of the group\'s strength (A.III f), every other card 0.',
  },
  {
    rule: 'MOP 37.12',
    question: 'Which card effects does Aigle apply itself?',
    ruling: 'All of them. Mode cards (1, 2, 4, 5, 6) act only in full play; in restricted play they are announced. A card played from the hand on something (8 a formation and its March target, 16 a town, 23 a cavalry stack, 30 Gneisenau a formation) names it; in restricted play and from the tables it is picked at random (A.III d).',
  },
  {
    rule: 'MOP A.I',
    question: 'Rerolls (7 Blücher, 30 Gneisenau: three; 14 Another Chance: one): which dice are rolled again?',
    ruling: 'Our ruling, so that play need not stop after every roll: the side\'s own Fire Table roll in an assault or charge of 6 or less is rolled again at once while a reroll is left; the new roll stands.',
  },
  {
    rule: 'MOP A.I',
    question: '8 Approach March, 11 General Advance, 15 Sound of Guns: which order, which roll, which target?',
    ruling: '8: the player names a formation with units on the map and none in an enemy ZOC and a March target it could be given by a Local Decision (NLC 12.2 reach); the order is complied with at once, no compliance roll, and costs no order capacity. 11: the "Local Initiative Table" is the Local Decision Table (NLC 12.11); the side\'s first Local Decision resolved this turn is read two columns right. 15: the side\'s first Local Decision this turn for a March then Attack, by a formation clear of enemy ZOCs, whose Attack target lies within 10 hexes of its leader on or next to a hex assaulted or bombarded last turn, is read two columns right and a Bad Move reads No Effect. Without the orders rules (NLC 12) these cards, 12 Probe and 13 Infiltration are refused.',
  },
  {
    rule: 'MOP A.I',
    question: '13 Infiltration: the seed gives "No Event", optionally a cavalry exemption; which is played?',
    ruling: 'The optional effect: this turn the side\'s cavalry under Attack or Probe orders in an enemy ZOC is not obliged to assault (NLC 7.3); it may still assault.',
  },
  {
    rule: 'MOP A.I',
    question: '19 Mobile Defense: which units, and what does leaving cost?',
    ruling: 'Units under Defend or Delay orders (every unit when the orders rules are off, as for 20 Area Defense) that began the action in an enemy ZOC may leave it this turn; leaving costs the +1 MP of NLC 5.4.',
  },
  {
    rule: 'MOP A.I',
    question: '14 Marshal Ney: +1 on the French roll or -1 on the enemy\'s, who chooses?',
    ruling: 'Aigle applies +1 to the French roll when the French attack or charge, and -1 to the enemy\'s when the enemy attacks or charges them, in every such fight of the turn.',
  },
  {
    rule: 'MOP A.I',
    question: '3 Artillery Cover Fire, 22 From the Jaws of Death, 24 The Last Push: which combat gets the one-time effect?',
    ruling: 'The first that qualifies this turn: for 3 an enemy assault where the side\'s guns fight (the alternative of cancelling a pursuit is not offered), for 22 the first retreat of the side into an enemy ZOC, for 24 the side\'s first assault.',
  },
  {
    rule: 'MOP A.I',
    question: '30 Marshal Marmont: what is his increased rating, and which enemy stack retreats more easily?',
    ruling: 'His rating is 1 higher this turn; every enemy morale check for retreat after losses this turn counts the enemy\'s morale 1 lower, and every French one that fails is cancelled.',
  },
  {
    rule: 'MOP A.I',
    question: '30 Gneisenau: what is the Recovered box?',
    ruling: 'The formation\'s units in the UAR box (37.6) come back at once at its leader\'s hex on their reduced side, as a night rally without the die; those that would overstack stay in the box.',
  },
  {
    rule: 'MOP A.I',
    question: '21 Turning Movement, 28 Forced March, 31 Aide de Camp: which orders?',
    ruling: '21: every March-then-Attack sequence the side writes this turn is checked 2R. 28: each OC may write one more order this turn and single March orders are checked 2R. 31: one more order this turn (the other two uses are not in Aigle yet). Without the orders rules (NLC 12) these cards, 10 Spies and 24 Populace are refused.',
  },
  {
    rule: 'MOP 37.16',
    question: 'Blücher\'s command range; Napoleon\'s and Ney\'s price: when have they added the 25%?',
    ruling: 'Blücher\'s range is 3 hexes from him (his +1 to reaction charges and Attack confidence, and -1 to square checks against his side\'s charges, need the unit, the formation\'s leader or a charger that close). Aigle always adds the 25%: an assault in which Napoleon is stacked with firing infantry (or Ney with attacking units) costs Napoleon his orders, or Ney his formation\'s compliance checks, the next turn. Once Blücher is within those 3 hexes of a subordinate formation leader whose formation follows an Attack order, a move of Blücher that ends beyond 3 hexes of every such leader is refused (MOP 37.16) while the order lasts; when the subordinate has moved away first, Blücher is no longer bound (the player is not made to chase him). Probe orders do not bind him.',
  },
  {
    rule: 'MOP A.III',
    question: 'Restricted play (A.III e): may the other player see the card drawn and the die?',
    ruling: 'No: the draw and the die are told to the drawing side alone. A played card with an open effect is announced to both; a face-down one only when its effect shows or at the end; a discarded one never.',
  },
  {
    rule: 'MOP A.III',
    question: 'Mode cards (A.III b refers to PeD 24.31): how are they used?',
    ruling: 'In full and restricted play each side rolls a die for one of its five Mode cards before the first turn and plays it. The Random Events Tables and historical study use none.',
  },
  {
    rule: 'MOP A.III',
    question: 'When cards of a type with three copies (12, 26, 28) are removed, which table lines still apply?',
    ruling: 'The first lines in table order (Table A first, then by d66), one per copy left, as the seed does for a two-card type; for a four-card type with two removed, the even-numbered lines, as the seed says.',
  },
  {
    rule: 'MOP A.III',
    question: 'Random Events Tables: who sees the dice and the event?',
    ruling: 'The four dice (table, d66, side) are rolled in the open; the event is announced to both sides unless its card is played face down, when only the side it falls to reads its effect until it shows.',
  },
  {
    rule: 'MOP A.II',
    question: 'Groups due on turn 2 cannot be rolled two turns ahead; and how early may a group come?',
    ruling: 'Groups due on turn 2 are rolled at the start of turn 1 with those due on turn 3. A group never arrives before the turn of its roll, nor before a group of its side due earlier at the same entry hex. Groups on the map at the start (turn 1) are not rolled. The schedule applies in historical study only (37.12.2); a scenario may switch it off.',
  },
  {
    rule: 'MOP A.II',
    question: 'Are the schedule rolls open?',
    ruling: 'No: each side rolls for its own groups and alone knows the result (A.III a keeps each side\'s reinforcements to itself), until the group arrives or fails to.',
  },
  {
    rule: 'MOP 37.13',
    question: 'How are the levels of victory decided (PeD 26.2 is not ours)?',
    ruling: 'A difference of at most 10% of the larger total (the scenario may set another share) is a draw. Otherwise the side with more VP wins, decisively when it has at least twice the loser\'s VP. Napoleon taken ends the game at the start of the next turn in a Coalition win; a side whose every corps (or whose army, NLC 14) is demoralized loses.',
  },
  {
    rule: 'MOP 37.13',
    question: 'What is a captured army commander, and who holds a supply source?',
    ruling: 'An overall commander removed from play (NLC 11.2 casualties included) counts as taken. A supply source or objective is held by the side occupying it with a unit in supply (the erratum), or else by the side whose unit in supply last moved into it. Without the supply rules every unit counts as in supply.',
  },
  {
    rule: 'MOP 37.13',
    question: 'General Retreat: the VP for units leaving the map are capped by the enemy combat units eliminated; how many exit VP at most?',
    ruling: 'The VP for units exited (1 for every five) cannot exceed the number of enemy combat units eliminated. Exit VP count only for a side that played General Retreat or The Battle Ends.',
  },
  {
    rule: 'MOP 37.13',
    question: 'Exiting the map (37.13.1): when and where may units leave?',
    ruling: 'Only once the side may order the General Retreat (card 9 or 22 played), and only from a map-edge hex with a friendly supply source (a supply hex of the map or a supply source of the scenario). Without the orders system no March order is needed; the supply check at the moment of exit waits for the supply rules (37.7).',
  },
];
