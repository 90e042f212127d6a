// MOP 37.1: a chit cup per side. A die picks the cup (odd French, even Allied); an empty cup hands the pull
// to the other. With the third-cup option (MOP 37.1 toggle) a side marker is pulled instead of the die: each
// side has as many markers as chits left, so the side is drawn in proportion to its chits.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { log, roll, type Out } from '../../../core/ops';
import { drawInt } from '../../../core/rng';
import { sideName } from '../../../rules/pieces';
import { MOP_T } from '../toggles';
import { alliedSide, frenchSide } from './sides';

/** The side a chit belongs to ("ca:<side>" is a Coordinated Action chit). */
export function chitSide(ctx: Ctx, chit: string): Side {
  return chit.startsWith('ca:') ? chit.slice(3) : ctx.scenario.formations.find((x) => x.id === chit)!.side;
}

/** The chits of each side's cup, in cup order (for the client: how many each side has left). */
export function cupsOf(ctx: Ctx, cup: readonly string[]): Record<Side, string[]> {
  const out: Record<Side, string[]> = Object.fromEntries(ctx.sides.map((x) => [x, [] as string[]]));
  for (const c of cup) out[chitSide(ctx, c)].push(c);
  return out;
}

/** Index in `cup` of the chit pulled (MOP 37.1). */
export function pullChit(d: Draft<GameState>, ctx: Ctx, out: Out, cup: readonly string[]): number {
  const cups = cupsOf(ctx, cup);
  const fr = frenchSide(ctx);
  const al = alliedSide(ctx);
  let side: Side;
  if (ruleIn(d, ctx, MOP_T.thirdCup)) {
    // one marker per chit left: the marker pulled names the cup
    const marker = cup[drawInt(d, cup.length)];
    side = chitSide(ctx, marker);
    log(d, out, `Side marker pulled: ${sideName(ctx, side)}`, { rule: 'MOP 37.1' });
  } else if (!cups[fr].length || !cups[al].length) {
    side = cups[fr].length ? fr : al;
    log(d, out, `Only the ${sideName(ctx, side)} cup holds chits: it is pulled from`, { rule: 'MOP 37.1' });
  } else {
    const [die] = roll(d, out, 1, 'which cup', 'MOP 37.1');
    side = die % 2 === 1 ? fr : al;
    log(d, out, `Cup roll ${die} (${die % 2 === 1 ? 'odd' : 'even'}): the ${sideName(ctx, side)} player pulls a chit`, { rule: 'MOP 37.1', dice: [die] });
  }
  const mine = cups[side];
  const chit = mine[drawInt(d, mine.length)];
  return cup.indexOf(chit);
}
