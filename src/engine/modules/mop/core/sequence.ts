// MOP 37.1 as a module: the chit cup per side and the Night PM turn.
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { pullChit } from './chitCup';
import { isGun, isNightPm, NIGHT_PM_SIGHT } from './nightPm';

export const mopSequenceModule: RulesModule = {
  id: 'mop-sequence',
  appliesTo: isMopScenario,
  hooks: {
    pullChit,
    visibility(s, ctx) {
      return isNightPm(s, ctx) ? NIGHT_PM_SIGHT : undefined;
    },
    mayBombard(s, ctx, unit) {
      if (!isNightPm(s, ctx)) return null;
      return { code: 'night-pm', message: `${ctx.units[unit].name} cannot bombard on a Night PM turn`, rule: 'MOP 37.1' };
    },
    assaultStrengthPercent(s, ctx, unit) {
      return isNightPm(s, ctx) && isGun(ctx, unit) ? [{ percent: -50, why: 'guns on a Night PM turn', rule: 'MOP 37.1' }] : [];
    },
  },
};
