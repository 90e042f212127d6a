// NLC 8.5 enfilading squares: guns bombard infantry that friendly cavalry could charge. The infantry's
// owner chooses: take the +50% (the men stay in square), or refuse it, and then the enemy's undisrupted
// cavalry in range may charge the stack at once, with no form-square halving.
import type { Draft } from 'immer';
import type { Command, DecideFrame, GameState } from '../../../types';
import type { DecisionHandler } from '../../../core/module';
import { log, reject } from '../../../core/ops';
import { pop } from '../../../core/run';
import { pieceName, sideName } from '../../../rules/pieces';
import { nlcOf } from '../state';
import type { CombatRecord } from '../combat/types';
import { cavalryInChargeRange } from './enfilade';

const RULE = 'NLC 8.5';
export const ACCEPT = 'enfiladeAccept';
export const REFUSE = 'enfiladeRefuse';

function combatOf(s: GameState): CombatRecord {
  const c = nlcOf(s).combat;
  if (!c) throw new Error('no bombardment in progress');
  return c;
}

export const enfiladeSquare: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const c = combatOf(s);
    return `Enemy guns bombard your infantry at ${c.target} while their cavalry is near: accept the +50% enfilade (stay in square), or refuse it and let the ${sideName(ctx, c.attacker.side)} cavalry charge at once`;
  },
  options() {
    return { units: [], hexes: [], buttons: [{ id: ACCEPT, label: 'Accept +50%' }, { id: REFUSE, label: 'Refuse: cavalry may charge' }] };
  },
  legal(s, f) {
    return [ACCEPT, REFUSE].map((choice): Command => ({ type: 'choose', side: f.side, n: s.seq, choice }));
  },
  apply(d, f, command, ctx, out) {
    if (command.type !== 'choose' || (command.choice !== ACCEPT && command.choice !== REFUSE)) {
      reject('bad-choice', 'accept or refuse the enfilade bonus', RULE);
    }
    const s = d as GameState;
    const c = nlcOf(s).combat as Draft<CombatRecord>;
    pop(d);
    if (command.choice === ACCEPT) {
      c.enfilade = 'square';
      log(d, out, `${sideName(ctx, f.side)} accepts the enfilade bonus against the infantry at ${c.target}`, { rule: RULE, hexes: [c.target] });
      return;
    }
    c.enfilade = 'refused';
    const cavalry = cavalryInChargeRange(s, ctx, c.attacker.side, c.target).filter((u) => !s.units[u].disrupted);
    log(
      d,
      out,
      `${sideName(ctx, f.side)} refuses the enfilade bonus at ${c.target}: ${cavalry.length ? `${cavalry.map((u) => pieceName(ctx, u)).join(', ')} may charge at once after the bombardment` : 'no undisrupted cavalry is in range to charge'}`,
      { rule: RULE, hexes: [c.target] },
    );
    // the charge itself is queued when the bombardment ends (bombard.ts, queueEnfiladeReaction)
  },
};
