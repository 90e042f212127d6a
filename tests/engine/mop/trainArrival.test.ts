// A baggage train due as a reinforcement enters as its formation acts (NLC 9, MOP 37.8), so a train due
// with other reinforcements at one entry hex does not fill it (a train counts 12 SP, MOP 37.2) before
// they come: Brienne, 16:00, the Guard's park and Gérard's reserve on the Grande route at 5203.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, legalCommands, newGame, type GameState } from '../engineApi';
import { loadScenarioFile } from '../../../src/cli/files';
import { atAction } from '../harness';
import { fieldOf } from '../../../src/engine/modules/mop/field/state';
import { mopFieldModule } from '../../../src/engine/modules/mop/field';
import { logEntries } from '../../../src/engine/core/logBook';

const out = () => ({ events: [], revealed: false, rolled: false });

/** Brienne at the start of 16:00 (turn 5), the turn-start rules of the field module run. */
function brienneAt16(): GameState {
  const s = newGame(loadScenarioFile('brienne'), { rules: {} }, 1);
  const ctx = contextOf(s);
  return produce(s, (d) => {
    d.clock.turn = 5;
    mopFieldModule.hooks!.onTurnStart!(d, ctx, out());
  });
}

describe('MOP 37.8 trains arriving', () => {
  it('[MOP 37.2] Brienne 16:00: the Guard\'s park is not yet in 5203 as the turn begins, so Gérard\'s two units may end their entry there', () => {
    const s = brienneAt16();
    expect(fieldOf(s)!.trains['fr-yg-bag'].status).toBe('pending');
    const res = atAction(s, 'fr', ['fr-res']);
    const stops = legalCommands(res).filter(
      (c) => c.type === 'move' && c.units.includes('fr-res-dufour') && c.units.includes('fr-res-vi') && c.path.length === 1 && c.path[0] === '5203',
    );
    expect(stops).toHaveLength(1);
  });

  it('[MOP 37.8] the park enters at 5203 as the Young Guard\'s action begins, and waits while the hex is too full for a 12 SP train', () => {
    const s = brienneAt16();
    const yg = atAction(s, 'fr', ['fr-yg']);
    expect(fieldOf(yg)!.trains['fr-yg-bag']).toMatchObject({ status: 'map', hex: '5203' });
    expect(logEntries(yg).some((e) => e.rule === 'MOP 37.8' && e.text === 'Guard baggage and park arrives at 5203')).toBe(true);
    // Gérard's two units (7 SP) stand in 5203: 7 + 12 is over the limit, the park waits
    const full = atAction(
      produce(s, (d) => {
        for (const u of ['fr-res-dufour', 'fr-res-vi']) {
          d.units[u].status = 'map';
          d.units[u].hex = '5203';
        }
      }),
      'fr',
      ['fr-yg'],
    );
    expect(fieldOf(full)!.trains['fr-yg-bag'].status).toBe('pending');
  });
});
