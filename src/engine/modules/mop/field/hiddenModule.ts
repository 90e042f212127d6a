// MOP 37.10 hidden forces and 37.11 vedettes (with 37.11.1 repulse) as one module over the shared
// hidden-force mechanism (rules/hidden.ts); both optional toggles (mop/toggles.ts), nothing happens while they are off.
import type { RulesModule } from '../../../core/module';
import type { GameState } from '../../../types';
import { isMopScenario } from '../on';
import { hiddenForcesOn, hiddenGunVeto, hideCommand, revealSpotted } from './hiddenForces';
import { vedetteCountdown, vedetteReport } from './vedettes';
import { enemyVedetteOnPath, vedetteCommand, vedettesEntered, vedettesOn, vedetteState } from './vedetteCounters';
import { hiddenForceHexes, probeHidden, repulse } from './repulse';

const vedettes = vedetteCommand(probeHidden, hiddenForceHexes);

export const mopHiddenModule: RulesModule = {
  id: 'mop-hidden',
  appliesTo: isMopScenario,
  sideCommands: {
    'mop-hide': hideCommand,
    // MOP 37.11: a vedette that rides into sight of a hidden force reports it at once (37.11.2)
    'mop-vedette': (d, cmd, ctx, out) => {
      vedettes(d, cmd, ctx, out);
      vedetteReport(d, ctx, out);
    },
  },
  hooks: {
    // MOP 37.10: revealed at the start of the movement, charge or assault segment
    onFormationAction: (d, ctx, out) => revealSpotted(d, ctx, out, 'in sight as a formation action begins'),
    onSegmentStart: (d, ctx, out, _side, segment) => revealSpotted(d, ctx, out, `in sight as the ${segment} segment begins`),
    onTurnStart: (d, ctx, out) => vedetteCountdown(d, ctx, out),
    mayBombard: hiddenGunVeto,
    // MOP 37.11: enemy units entering vedettes' hex drive them off (cavalry with a free attack first)
    onMoved(d, ctx, out, _before, pieces, from, path) {
      const units = pieces.filter((p) => ctx.units[p]);
      if (!units.length) return;
      const side = ctx.units[units[0]].side;
      // after every move: only a path through an enemy vedette's hex is looked at hex by hex
      if (!enemyVedetteOnPath(d as GameState, ctx, side, path)) return;
      let prev = from;
      for (const h of path) {
        vedettesEntered(d, ctx, out, side, h, units, prev);
        prev = h;
      }
    },
    onCombatEntry(d, ctx, out, side, hex) {
      if (vedetteState(d as never)) vedettesEntered(d, ctx, out, side, hex, [], null);
    },
    // MOP 37.11.1 repulse
    interceptMove: repulse,
    // MOP 37.10: a move may be given into a hidden force's hex only when the repulse finds out what is there
    hiddenEntry: (s, ctx) => hiddenForcesOn(s, ctx) && vedettesOn(s, ctx),
    // MOP 37.11: a unit replaced by its vedettes is set aside, not a reinforcement
    arrival: (s, _ctx, piece) => (vedetteState(s)?.replaced.includes(piece) ? 'never' : null),
  },
};
