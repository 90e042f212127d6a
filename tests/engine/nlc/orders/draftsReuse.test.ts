// The drafts of one side's orders are kept through the secret steps of the Command Phase while that side's
// part of the state does not change (draftsReuse.ts). Over random games, every listing of those steps
// must be the listing made with the kept drafts forgotten: the same commands in the same order.
import { describe, it, expect } from 'vitest';
import { legalCommands, pendingDecision } from '../../engineApi';
import { forgetDrafts } from '../../../../src/engine/modules/nlc/orders/draftsReuse';
import { walkRandomGame } from '../../randomGame';

const SECRET_STEPS = ['ordersSend', 'ordersLocal', 'badMove'];

function compare(scenarioId: string, opts: string | undefined, seed: number, cap: number): { listings: number; kept: number } {
  let listings = 0;
  let kept = 0;
  let before = new Set<object>();
  walkRandomGame(scenarioId, opts, seed, cap, (s, legal, i) => {
    const type = pendingDecision(s)?.type ?? '';
    if (!SECRET_STEPS.includes(type)) {
      before = new Set();
      return;
    }
    forgetDrafts();
    const fresh = legalCommands(s);
    expect(JSON.stringify(legal), `${scenarioId} seed ${seed} command ${i} (${type})`).toBe(JSON.stringify(fresh));
    // a listing that offers the very drafts of the (fresh) listing before: kept, not written again
    if (legal.some((c) => c.type === 'choose' && c.order && before.has(c.order))) kept++;
    before = new Set(fresh.flatMap((c) => (c.type === 'choose' && c.order ? [c.order] : [])));
    listings++;
  });
  return { listings, kept };
}

describe('order drafts kept through the Command Phase', () => {
  it('[NLC 12.3] the listing of the secret steps with kept drafts is the fresh listing, command for command', { timeout: 600_000 }, () => {
    let listings = 0;
    let kept = 0;
    for (const [id, opts, seed] of [['champaubert', undefined, 1], ['montmirail', undefined, 2], ['crossing', 'all', 3]] as const) {
      const r = compare(id, opts, seed, 500);
      listings += r.listings;
      kept += r.kept;
    }
    expect(listings).toBeGreaterThan(100);
    // the comparison means something only if drafts were kept
    expect(kept).toBeGreaterThan(listings / 4);
  });
});
