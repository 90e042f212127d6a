// The candidate player's March on Paris baggage trains and VP-costing cards (issue 14), in constructed
// Montmirail positions: a train the enemy comes near is moved away (MOP 37.8: an enemy entering its hex
// destroys it, 2 VP to him, 37.13), and a card that costs VP is kept (MOP 37.13).
import { describe, expect, it } from 'vitest';
import { applyCommand, contextOf, legalCommands, viewFor, type ChooseCommand, type GameState } from '../../../src/engine';
import { candidatePlayer } from '../../../src/players/candidate';
import { extraCandidate } from '../../../src/players/candidate/decisions';
import { worldOf } from '../../../src/players/candidate/world';
import { playTo } from './playTo';

type Field = { field: { trains: Record<string, { hex: string | null; status: string }> } };

describe('candidate player: baggage trains and cards (March on Paris)', () => {
  it('[MOP 37.8] a baggage train with the enemy a march away is moved off, by a command the engine accepts', () => {
    const s0 = playTo('montmirail', 1, 'fr', 'formationMove');
    const active = (s0.nlc as { active?: string[] } | undefined)?.active ?? [];
    const def = contextOf(s0).scenario.mop!.trains.find((t) => t.side === 'fr' && t.kind === 'baggage' && active.includes(t.formation) && (s0.mop as unknown as Field).field.trains[t.id].status === 'map');
    expect(def).toBeDefined();
    const at = (s0.mop as unknown as Field).field.trains[def!.id].hex!;
    const map = contextOf(s0).map;
    // an Allied unit two hexes from the train, not next to any French unit
    const near = map.inRange(at, 2).find((h) => map.distance(h, at) === 2 && !Object.values(s0.units).some((u) => u.hex && map.distance(u.hex, h) <= 1));
    expect(near).toBeDefined();
    const foe = Object.keys(s0.units).find((u) => contextOf(s0).units[u].side === 'al' && s0.units[u].status === 'map')!;
    const s: GameState = { ...s0, units: { ...s0.units, [foe]: { ...s0.units[foe], hex: near! } } };
    const t = candidatePlayer(1).think({ view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') });
    const moves = t.all!.filter((c) => c.cmd.type === 'choose' && c.cmd.choice === 'mop-train' && c.cmd.units?.[0] === def!.id);
    expect(moves.length).toBeGreaterThan(0);
    // its best move is worth more than ending the activation, takes it farther from the enemy, and is legal
    expect(moves[0].score).toBeGreaterThan(0.15);
    const to = (moves[0].cmd as ChooseCommand).hex!;
    expect(map.distance(to, near!)).toBeGreaterThan(2);
    const r = applyCommand(s, moves[0].cmd);
    expect(r.ok && (r.state.mop as unknown as Field).field.trains[def!.id].hex).toBe(to);
  });

  it('[MOP 37.13] a card that costs a VP is kept at the card step, not played for its effect', () => {
    const s = playTo('montmirail', 1, 'fr', 'formationMove');
    const w = worldOf(viewFor(s, 'fr'), 'fr');
    const card = (n: number): ChooseCommand => ({ type: 'choose', side: 'fr', n: s.seq, choice: `card:${n}` });
    const done: ChooseCommand = { type: 'choose', side: 'fr', n: s.seq, choice: 'done' };
    const doneScore = extraCandidate(w, 'mopCards', done)!.score;
    // 7 (Emperor Napoleon) costs 1 VP; 8 (Approach March) costs nothing and is still played
    expect(extraCandidate(w, 'mopCards', card(7))!.score).toBeLessThan(doneScore);
    expect(extraCandidate(w, 'mopCards', card(8))!.score).toBeGreaterThan(doneScore);
  });
});
