// The artillery rules inside an assault's exchange of fire (NLC 7.1 with artillery): guns that do not
// face the attack stay silent (NLC 8.4), attacking guns firing along the enemy line enfilade (NLC 8.5),
// defending guns get +50% (NLC 19.4), remote guns add their fire to the defence (NLC 19.3), and under
// roll six to hit the modifiers become +1 to the dice and morale differences scale strength (NLC 20.4).
// The assault's fire phase and its preview both call this, so they agree.
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { moveClass } from '../../../rules/pieces';
import { fireLines } from '../combat/fire';
import { assaultReduction, defenderReduction } from '../combat/terrain';
import type { FireLine } from '../combat/types';
import { groupMoraleOf } from '../morale';
import { facesAssault } from './facing';
import { enfiladesLine } from './enfilade';
import { detailOn } from './detail';
import { dieModOf, moraleScaled, sixesOn } from './conversion';
import { remoteSupporters, REMOTE_RULE } from './remoteSupport';
import { gunFire } from './gunFire';

export interface AssaultFireInput {
  /** The attacking side. */
  side: Side;
  attackers: string[];
  defenders: string[];
  target: HexId;
  attackHexes: HexId[];
  /** Units disrupted when the segment began (NLC 7.6). */
  disruptedAtStart: string[];
  flank: boolean;
}

export interface SideFire {
  lines: FireLine[];
  exact: number;
  strength: number;
  /** NLC 20.4: +1 per modifier to every die. */
  dieMod: number;
}

export interface AssaultFire {
  attacker: SideFire;
  defender: SideFire;
  /** Defending guns that do not fire (NLC 8.4). */
  silenced: string[];
  /** Guns firing in remote support (NLC 19.3). */
  remote: string[];
  /** NLC 20.4: the morale difference applied (attacker minus defender), 0 when not used. */
  moraleDiff: number;
  notes: { text: string; rule: string; hexes: HexId[] }[];
}

const isArtillery = (ctx: Ctx, id: string) => moveClass(ctx.units[id].type) === 'artillery';

function groupMorale(s: GameState, ctx: Ctx, units: string[], inp: AssaultFireInput, defending: boolean, enemyArtillery: boolean): number {
  return groupMoraleOf(s, ctx, units, (u) => {
    const hex = s.units[u].hex;
    return { flank: defending && inp.flank, woods: !!hex && ctx.map.hexes[hex].terrain === 'woods', artilleryFire: enemyArtillery, defending };
  });
}

export function assaultFire(s: GameState, ctx: Ctx, inp: AssaultFireInput): AssaultFire {
  const sixes = sixesOn(s, ctx);
  const notes: AssaultFire['notes'] = [];
  const defSide = ctx.sides.find((x) => x !== inp.side)!;
  const silenced = inp.defenders.filter((u) => isArtillery(ctx, u) && !facesAssault(s, u, inp.attackHexes));
  if (silenced.length) {
    notes.push({ text: `${silenced.map((u) => ctx.units[u].name).join(', ')} faced another enemy when the Stage began and cannot fire at this assault`, rule: 'NLC 8.4', hexes: [inp.target] });
  }
  const firing = inp.defenders.filter((u) => !silenced.includes(u));
  const a = fireLines(
    s,
    ctx,
    inp.attackers,
    (id) => assaultReduction(s, ctx, s.units[id].hex!, inp.target),
    inp.disruptedAtStart,
    (id) => (isArtillery(ctx, id) && enfiladesLine(s, ctx, inp.side, s.units[id].hex!, inp.target, null) ? { bonuses: ['enfilade'], bonusesAsDice: sixes } : null),
    { kind: 'assault', role: 'attacker', target: inp.target, enemies: inp.defenders, attackers: inp.attackers },
  );
  const dRed = defenderReduction(ctx, inp.target, inp.attackHexes);
  const detail = detailOn(s, ctx);
  const d = fireLines(s, ctx, firing, () => dRed, inp.disruptedAtStart, (id) => (detail && isArtillery(ctx, id) ? { bonuses: ['defence'], bonusesAsDice: sixes } : null), {
    kind: 'assault',
    role: 'defender',
    target: inp.target,
    enemies: inp.attackers,
    attackers: inp.attackers,
  });
  // NLC 19.3: remote guns fire as at a bombardment of the attacking hex they see
  const remote = remoteSupporters(s, ctx, defSide, inp.defenders, inp.target, inp.attackHexes);
  let remoteStrength = 0;
  const remoteLines: FireLine[] = [];
  for (const r of remote) {
    const g = gunFire(s, ctx, { side: defSide, units: [r.unit], from: r.from, target: r.at, targetUnits: inp.attackers.filter((u) => s.units[u].hex === r.at), steps: r.steps.length > 2 ? r.steps : null });
    remoteStrength += g.strength;
    remoteLines.push(...g.lines.map((l) => ({ ...l, remote: true })));
    notes.push({ text: `${ctx.units[r.unit].name} fires in remote support at ${r.at} with ${g.strength}`, rule: REMOTE_RULE, hexes: [r.from, r.at] });
  }
  const attacker: SideFire = { lines: a.lines, exact: a.exact, strength: a.strength, dieMod: sixes ? dieModOf(a.lines) : 0 };
  const defLines = [...d.lines, ...remoteLines];
  const defender: SideFire = {
    lines: defLines,
    exact: Math.round((d.exact + remoteLines.reduce((x, l) => x + l.value, 0)) * 1e6) / 1e6,
    strength: d.strength + remoteStrength,
    dieMod: sixes ? dieModOf(defLines) : 0,
  };
  let moraleDiff = 0;
  if (sixes && inp.attackers.length && inp.defenders.length) {
    const aArt = inp.attackers.some((u) => isArtillery(ctx, u));
    const dArt = firing.some((u) => isArtillery(ctx, u));
    moraleDiff = groupMorale(s, ctx, inp.attackers, inp, false, dArt) - groupMorale(s, ctx, inp.defenders, inp, true, aArt);
    if (moraleDiff) {
      attacker.strength = moraleScaled(attacker.strength, moraleDiff);
      defender.strength = moraleScaled(defender.strength, -moraleDiff);
      notes.push({ text: `Morale difference ${Math.abs(moraleDiff)}: the ${moraleDiff > 0 ? 'attacker' : 'defender'} fires with ${25 * Math.abs(moraleDiff)}% more, the other with ${25 * Math.abs(moraleDiff)}% less`, rule: 'NLC 20.4', hexes: [inp.target] });
    }
  }
  return { attacker, defender, silenced, remote: remote.map((r) => r.unit), moraleDiff, notes };
}
