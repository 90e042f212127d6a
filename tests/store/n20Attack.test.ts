// N20 9.0 declaring a battle from the map: a click on a friendly unit adds it as an attacker, a click
// on an enemy unit names it as a defender (the same commands as the sidebar buttons), then the battle
// preview and the "Resolve the battle" confirmation.
import { describe, expect, it } from 'vitest';
import { applyCommand, n20BattlePreview, pendingDecision, type GameState } from '../../src/engine';
import { commandForHex, otherTargets } from '../../src/store';
import { mini, n20, start, toCombat } from '../engine/n20/helpers';

const scen = () =>
  mini({
    units: [
      { id: 'a1', side: 'fr', s: 3, hex: '0404' },
      { id: 'a2', side: 'fr', s: 2, hex: '0403' },
      { id: 'd1', side: 'ru', s: 2, hex: '0504' },
    ],
  });

function click(s: GameState, hex: string): GameState {
  const p = pendingDecision(s)!;
  const cmd = commandForHex(s, p, 'fr', hex, []);
  expect(cmd, `a map click on ${hex} names a command`).not.toBeNull();
  const r = applyCommand(s, cmd!);
  expect(r.ok).toBe(true);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.commit).toBe(false); // still undoable: nothing is rolled before the confirmation
  return r.state;
}

describe('N20 attack declaration on the map', () => {
  it('[N20 9.0] attackers and the defender are clicked on the map; the preview shows the odds before "Resolve the battle"', () => {
    let s = toCombat(start(scen()));
    expect(pendingDecision(s)!.type).toBe('n20:combat');
    expect(otherTargets(s, pendingDecision(s), 'fr').sort()).toEqual(['0403', '0404', '0504']);
    s = click(s, '0404');
    s = click(s, '0504');
    expect(n20(s).declaring).toEqual({ attackers: ['a1'], defenders: ['d1'] });
    s = click(s, '0403');
    expect(n20(s).declaring.attackers).toEqual(['a1', 'a2']);
    expect(n20BattlePreview(s, 'fr')!.now).toMatchObject({ attack: 5, defence: 2, column: 3 });
    expect(pendingDecision(s)!.options.buttons.map((b) => b.id)).toContain('battle');
  });
});
