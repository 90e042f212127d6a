// MOP 37.23.2: in the Six Days campaigns the alternate reinforcement lists add up day by day: card 29
// (Alternate Reinforcements) may take any group still to come from today's list or an earlier one, the
// player's choice; elsewhere it takes the next group.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, legalCommands, type GameState } from '../engineApi';
import { arrivalOf } from '../../../src/engine/rules/arrival';
import { game, mopScenario, withCards } from './cardsHelpers';
import { loadScenarioFile } from '../../../src/cli/files';

// 08:00 start, an hour a turn: turns 1-16 fall on the first day, 17 onwards on the second
const units = [
  { id: 'fu1', side: 'fr', hex: '0204' },
  { id: 'au1', side: 'al', hex: '0904' },
  { id: 'fr-r1', side: 'fr', hex: null, arrives: { turn: 4, hex: '0104' }, strength: [8, 4] as [number, number] },
  { id: 'fr-r2', side: 'fr', hex: null, arrives: { turn: 6, hex: '0104' }, strength: [4, 2] as [number, number] },
  { id: 'fr-r3', side: 'fr', hex: null, arrives: { turn: 20, hex: '0104' }, strength: [4, 2] as [number, number] },
];
const cumulative = mopScenario('mop-alt-cumulative', { reinforcements: { cumulative: true } }, { units, turns: 24 });
const plain = mopScenario('mop-alt-plain', {}, { units, turns: 24 });

const hand29 = (s: GameState) => withCards(s, 'fr', (c) => void (c.hand = [29]));
const card29 = (s: GameState) =>
  legalCommands(s)
    .filter((c) => c.type === 'choose' && c.side === 'fr' && c.choice.startsWith('card:29'))
    .map((c) => (c as { choice: string }).choice)
    .sort();

describe('MOP 37.23.2 cumulative alternate reinforcements', () => {
  it('[MOP 37.23] 37.23.2: card 29 may take any group of the lists out so far (today\'s), the player choosing; the later day\'s group is not offered', () => {
    const s = hand29(game(cumulative, 'full'));
    expect(card29(s)).toEqual(['card:29:4@0104', 'card:29:6@0104']);
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:29:6@0104' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const ctx = contextOf(r.state);
    // the chosen group is sent elsewhere; the next one still comes
    expect(arrivalOf(r.state, ctx, 'fr-r2')).toBeNull();
    expect(arrivalOf(r.state, ctx, 'fr-r1')).toEqual({ turn: 4, hex: '0104' });
  });

  it('[MOP 37.23] 37.23.2: a group of a list not yet out (the next day) is refused as the target', () => {
    const s = hand29(game(cumulative, 'full'));
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:29:20@0104' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'bad-target', rule: 'MOP A.I' });
  });

  it('[MOP 37.23] 37.23.2: without the cumulative lists (a battle) card 29 takes the next group, no choice', () => {
    const s = hand29(game(plain, 'full'));
    expect(card29(s)).toEqual(['card:29']);
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'card:29' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(arrivalOf(r.state, contextOf(r.state), 'fr-r1')).toBeNull();
  });

  it('[MOP 37.23] 37.23.2: the Six Days campaigns and the grand campaign have cumulative lists, the battles do not', () => {
    for (const id of ['six-days', 'six-days-montmirail', 'grand-campaign']) expect(loadScenarioFile(id).mop!.reinforcements!.cumulative).toBe(true);
    expect(loadScenarioFile('montmirail').mop!.reinforcements?.cumulative).toBeUndefined();
  });
});
