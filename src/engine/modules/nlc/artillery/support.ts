// NLC 20.3 artillery support (optional): a side whose guns fire in an assault together with infantry or
// cavalry (or in remote support) and whose guns made the difference, scoring more hits than it would
// have without them, disrupts the enemy's undisrupted units and halves the hits the enemy scored
// (rounded normally), unless both sides end up disrupted. Under NLC 20.4 it takes 2 hits.
import type { Draft } from 'immer';
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { moveClass, pieceName, sideName } from '../../../rules/pieces';
import { fireHits } from '../../../tables/fireTable';
import { roundNormal } from '../../../tables/percentReduction';
import type { CombatRecord, CombatRole, FireRecord } from '../combat/types';
import { ARTILLERY_SUPPORT } from './toggles';
import { SIXES_SUPPORT_HITS } from './conversion';

export const SUPPORT_RULE = 'NLC 20.3';

const isArtillery = (ctx: Ctx, id: string) => moveClass(ctx.units[id].type) === 'artillery';

/** Did this side's guns, firing in support, give it more hits than it would have had without them? */
export function supportTells(ctx: Ctx, fire: FireRecord | null): boolean {
  if (!fire) return false;
  const guns = fire.lines.filter((l) => l.remote || isArtillery(ctx, l.unit));
  const others = fire.lines.filter((l) => !l.remote && !isArtillery(ctx, l.unit));
  // "firing in support": with infantry or cavalry in the fight, or from a remote hex (NLC 19.3)
  if (!guns.length || (!others.length && !guns.some((l) => l.remote))) return false;
  if (fire.method === 'sixes') return fire.hits >= SIXES_SUPPORT_HITS;
  const without = roundNormal(others.reduce((x, l) => x + l.value, 0));
  const roll = fire.dice[0] + fire.dice[1];
  return fire.hits > fireHits(without, roll);
}

/** Apply NLC 20.3 after both sides fired and before hits are taken. */
export function applyArtillerySupport(d: Draft<GameState>, ctx: Ctx, out: Out, c: Draft<CombatRecord>): void {
  const s = d as GameState;
  if (!ruleIn(s, ctx, ARTILLERY_SUPPORT)) return;
  const other = (r: CombatRole): CombatRole => (r === 'attacker' ? 'defender' : 'attacker');
  const onMap = (r: CombatRole) => c[r].units.filter((u) => s.units[u].status === 'map');
  const roles = (['attacker', 'defender'] as CombatRole[]).filter(
    (r) => supportTells(ctx, c[r].fire as FireRecord | null) && onMap(other(r)).some((u) => !s.units[u].disrupted),
  );
  if (!roles.length) return;
  for (const r of roles) {
    const fresh = onMap(other(r)).filter((u) => !s.units[u].disrupted);
    for (const u of fresh) {
      d.units[u].disrupted = true;
      if (!c.disrupted.includes(u)) c.disrupted.push(u);
    }
    log(d, out, `${sideName(ctx, c[r].side)} artillery support disrupts ${fresh.map((u) => pieceName(ctx, u)).join(', ')}`, { rule: SUPPORT_RULE, hexes: [c.target] });
  }
  const allDisrupted = (r: CombatRole) => onMap(r).every((u) => s.units[u].disrupted);
  const both = allDisrupted('attacker') && allDisrupted('defender');
  const halved: CombatRole[] = [];
  if (!both) {
    for (const r of roles) {
      const before = c[r].hitsRolled;
      c[r].hitsRolled = roundNormal(before / 2);
      halved.push(r);
      if (before) log(d, out, `Hits on the ${sideName(ctx, c[r].side)} halved by the artillery support: ${before} to ${c[r].hitsRolled}`, { rule: SUPPORT_RULE });
    }
  } else {
    log(d, out, 'Both sides end up disrupted: no hits are halved', { rule: SUPPORT_RULE });
  }
  c.support = { roles, halved };
}
