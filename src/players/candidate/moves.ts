// Movement candidates (NLC 5, N20 6.0): each move scored by how much better its end hex is than the
// start hex for the moving stack, and a stack never stops where its stacking would break (the engine
// only lists legal moves).
import type { Command, MoveCommand } from '../../engine';
import { hexValue } from './position';
import type { World } from './world';
import type { Candidate } from './types';

export function moveCandidates(w: World, legal: Command[]): Candidate[] {
  const out: Candidate[] = [];
  const fromCache = new Map<string, number>();
  for (const c of legal) {
    if (c.type !== 'move') continue;
    const m = c as MoveCommand;
    const start = w.view.units[m.units[0]]?.hex ?? w.view.leaders[m.units[0]]?.hex;
    if (!start || m.path.length === 0) continue;
    const to = m.path[m.path.length - 1];
    const units = m.units.filter((u) => u in w.view.units);
    if (units.length === 0) {
      // a leader alone: follow the strongest friendly stack nearby
      out.push({ cmd: c, score: leaderScore(w, to) - leaderScore(w, start), why: 'leader stays with the troops' });
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
    out.push({ cmd: c, score: v.total - base - 0.01 * m.path.length - crowd, why: `${units.join('+')} to ${to}: ${v.why.join(', ') || 'better ground'}` });
  }
  return out;
}

function leaderScore(w: World, hex: string): number {
  let best = 0;
  for (const h of w.ctx.map.inRange(hex, 1)) {
    const c = w.stacks[h];
    if (c && c.side === w.side) best = Math.max(best, c.strength + (h === hex ? 2 : 0));
  }
  return best * 0.1;
}
