// Movement candidates (NLC 5, N20 6.0): each move scored by how much better its end hex is than the
// start hex for the moving stack, and a stack never stops where its stacking would break (the engine
// only lists legal moves). A formation's leader keeps with his own units (NLC 12.1 command range); a
// reinforcement enters the map (its arrival hex stands for where it is now).
import type { Command, HexId, MoveCommand } from '../../engine';
import { ruleIn } from '../../engine/core/ctx';
import { hexValue } from './position';
import { formationUnits, ownOrdersPart, type World } from './world';
import type { Candidate } from './types';

/** Worth of a reinforcement coming on: off the map it does nothing for the side. */
const ENTER = 1;

export function moveCandidates(w: World, legal: Command[]): Candidate[] {
  const out: Candidate[] = [];
  const fromCache = new Map<string, number>();
  for (const c of legal) {
    if (c.type !== 'move') continue;
    const m = c as MoveCommand;
    if (m.path.length === 0) continue;
    const onMap = w.view.units[m.units[0]]?.hex ?? w.view.leaders[m.units[0]]?.hex;
    // a reinforcement's move starts off the map, at its arrival hex (the path's first hex)
    const start = onMap ?? m.path[0];
    const entry = onMap ? 0 : ENTER;
    const to = m.path[m.path.length - 1];
    const units = m.units.filter((u) => u in w.view.units);
    if (units.length === 0) {
      out.push({ cmd: c, score: entry + leaderScore(w, m.units, to) - leaderScore(w, m.units, start), why: 'leader stays with the troops' });
      continue;
    }
    const key = m.units.join(',');
    let base = fromCache.get(key);
    if (base === undefined) {
      base = hexValue(w, start, units).total;
      fromCache.set(key, base);
    }
    const v = hexValue(w, to, units);
    // a short path is cheaper (keeps order and leaves MP), a stacked destination crowds
    const crowd = w.stacks[to]?.side === w.side ? 0.2 : 0;
    out.push({ cmd: c, score: entry + v.total - base - 0.01 * m.path.length - crowd, why: `${units.join('+')} to ${to}${entry ? ' (enters the map)' : ''}: ${v.why.join(', ') || 'better ground'}` });
  }
  return out;
}

/** Hexes a unit may stand from its leader and surely be in command range (NLC 12.1: 3 MP, cheapest rate). */
const COMMAND_HEXES = 2;

/**
 * The worth of leaders standing on `hex`: with the strongest friendly stack nearby, and a formation's
 * leader with his own formation's units, for a unit out of his command range may not move on toward its
 * target (NLC 12.1): the farther his units stand beyond the range, the worse.
 */
export function leaderScore(w: World, leaders: string[], hex: HexId): number {
  let best = 0;
  for (const h of w.ctx.map.inRange(hex, 1)) {
    const c = w.stacks[h];
    if (c && c.side === w.side) best = Math.max(best, c.strength + (h === hex ? 2 : 0));
  }
  let beyond = 0;
  // command range binds only under the orders system (NLC 12: a scenario with a command section); kept to
  // the March on Paris battles, where it was measured (issue 14): in the tutorial it lost a game (seed 9)
  // that following the strongest stack won
  const orders = !!w.ctx.scenario.command && !!w.ctx.scenario.mop && ruleIn(w.view, w.ctx, 'NLC 12');
  for (const l of orders ? leaders : []) {
    const led = ledFormation(w, l);
    if (!led) continue;
    for (const id of formationUnits(w).get(led) ?? []) {
      const at = w.view.units[id].hex;
      if (at) beyond += w.strength[id] * Math.max(0, w.ctx.map.distance(hex, at) - COMMAND_HEXES);
    }
  }
  return best * 0.1 - beyond * 0.3;
}

/** The formation a leader commands: the one he was given by Assign (NLC 12.3), else his scenario's. */
function ledFormation(w: World, leader: string): string | null {
  const fs = ownOrdersPart(w.view, w.side)?.formations ?? {};
  for (const [f, fc] of Object.entries(fs)) if (fc.leader === leader) return f;
  const f = w.ctx.scenario.formations.find((x) => x.side === w.side && x.leader === leader)?.id;
  return f && !fs[f]?.leader ? f : null;
}
