// Our rulings for rally (NLC 13) and supply (NLC 17); gathered by rulings.ts.
import type { Ruling } from '../../../rulings';

export const NLC_RALLY_RULINGS: Ruling[] = [
  {
    rule: 'NLC 13',
    question: 'When in a night turn do units rally, and is it compulsory?',
    ruling:
      'In the Turn End phase of each night turn, after the Reserve Action Stage; each side chooses which eligible units to rally (a demoralized formation may prefer not to risk them), then confirms. A unit is eligible from the first night turn that begins after the turn of its elimination.',
  },
  {
    rule: 'NLC 13',
    question: 'How many units may a leader rally, what strength do they come back with, and what if his hex is full?',
    ruling:
      'At most a full stack a leader a turn (two, one in woods), failed demoralized rolls included. A two-step unit returns on its back (one step); a huge unit with two steps; a merged one-step unit with its one step. Rallied units are undisrupted. If the hex is full, the highest-id unit there is moved to the first adjacent hex (by id) with room, free of enemy units and ZOC, across no impassable river; if there is none, the rally is refused.',
  },
  {
    rule: 'NLC 13',
    question: 'What are "exactly identical ratings" for merging two eliminated one-step units, and what does the 5-6 roll of a demoralized corps do?',
    ruling:
      'Same side, type, nationality, printed strengths, movement and morale. The partner is removed for good in every case; a demoralized corps rolls for the rallying unit, and on 5-6 that unit is destroyed for good as well.',
  },
  {
    rule: 'NLC 13',
    question: 'A leader rallying units gives none of his other benefits that turn: which are they?',
    ruling:
      'The rally is made at the end of the night turn, after every activation of that turn, so no benefit of the leader is left to withhold; the rallied units trace command range to him as usual from the next turn.',
  },
  {
    rule: 'NLC 17',
    question: 'How is the supply line traced, and what is a supply source?',
    ruling:
      'From the unit\'s hex, up to five hexes in any terrain (no enemy unit, no river without bridge or ford) to a hex joined by roads or trails to one of the side\'s supply hexes of the map, the road part free of enemy units. Enemy ZOCs never block. A side whose map has no supply hex is always in supply.',
  },
  {
    rule: 'NLC 17',
    question: 'Which is "the 9:00 turn" when a turn is longer than an hour?',
    ruling: 'The turn whose span holds 09:00 of a day; the check is made in its Turn End phase, after the Reserve Action Stage and HQ movement. Units cut off then are eliminated for good (NLC 13: they surrender).',
  },
  {
    rule: 'NLC 13',
    question: 'Do rally and the supply check run without the command rules?',
    ruling: 'No: rally needs Reserve orders, so both run only with the command rules (NLC 12) on, each with its own toggle (on by default).',
  },
];
