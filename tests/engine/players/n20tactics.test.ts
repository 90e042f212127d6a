// The candidate player's N20 tactics (issue 14): after the last night only morale decides the base game
// (N20 14.0, 15.0), so the side that must break the enemy closes with weaker units rather than stopping
// short; and a battle's further targets are weighed against the battle as it stands, not against none.
import { describe, expect, it } from 'vitest';
import { applyCommand, defaultOptions, legalCommands, newGame, pendingDecision, viewFor, type GameState } from '../../../src/engine';
import { loadScenarioFile } from '../../../src/cli/files';
import { randomPicker } from '../../../src/players/random';
import { hexValue } from '../../../src/players/candidate/position';
import { worldOf, type World } from '../../../src/players/candidate/world';
import { n20CombatCandidates } from '../../../src/players/candidate/combat';

function play(seed: number, until: (s: GameState) => boolean): GameState | null {
  let s = newGame(loadScenarioFile('gzhatsk20'), defaultOptions(), seed);
  const pick = randomPicker(seed);
  for (let i = 0; i < 3000 && !s.result; i++) {
    if (until(s)) return s;
    const r = applyCommand(s, pick.pick(legalCommands(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return null;
}

describe('candidate player, N20 tactics', () => {
  it('[N20 15.0] after the last night the pressing side values contact with a weaker enemy above stopping two hexes short', () => {
    const s = play(1, (x) => x.clock.turn >= 5 && pendingDecision(x)?.type === 'n20:movement' && pendingDecision(x)?.sides[0] === 'fr')!;
    const base = worldOf(viewFor(s, 'fr'), 'fr');
    expect(base.afterLastNight).toBe(true);
    const map = base.ctx.map;
    // an empty board but for one strong French corps and one weak Russian unit
    const enemyHex = '1006';
    const w: World = { ...base, press: 1, holder: false, stacks: { [enemyHex]: { side: 'ru', units: ['ru-cos'], strength: 1 } }, strength: { ...base.strength, 'fr-i1': 4, 'ru-cos': 1 } };
    const next = map.inRange(enemyHex, 1).find((h) => h !== enemyHex)!;
    const short = map.inRange(enemyHex, 2).find((h) => map.distance(h, enemyHex) === 2)!;
    const contact = hexValue(w, next, ['fr-i1']);
    const stop = hexValue(w, short, ['fr-i1']);
    expect(contact.why).toContain('next to a weaker enemy');
    expect(contact.total).toBeGreaterThan(stop.total + 1);
  });

  it('[N20 7.0] a further target, before any attacker is named, is weighed against the battle as it stands', () => {
    let found: { s: GameState; side: string } | null = null;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const s = play(seed, (x) => {
        const p = pendingDecision(x);
        if (p?.type !== 'n20:combat') return false;
        const d = (x.n20 as { declaring?: { attackers: string[]; defenders: string[] } }).declaring;
        return !!d && d.defenders.length > 0 && d.attackers.length === 0 && legalCommands(x, p.sides[0]).some((c) => c.type === 'choose' && c.choice === 'target');
      });
      if (s) found = { s, side: pendingDecision(s)!.sides[0] };
    }
    expect(found).not.toBeNull();
    const { s, side } = found!;
    const w = worldOf(viewFor(s, side), side);
    const targets = n20CombatCandidates(w, legalCommands(s, side)).filter((c) => c.cmd.type === 'choose' && c.cmd.choice === 'target');
    expect(targets.length).toBeGreaterThan(0);
    // a further defender can only lower the column: never the runaway score of a battle weighed against nothing
    for (const t of targets) expect(t.score).toBeLessThan(1);
  });
});
