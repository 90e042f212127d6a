// The NLC optional command rules as start-screen toggles (off by default): NLC 20.5 command confusion,
// 20.6 proximity of demoralized units, 20.8 night march (bivouac), 20.9 morale effect of operations. Their effects live where the
// rules act (limits.ts read by losses.ts; operations.ts and confusion.ts called by the orders module).
import type { RulesModule } from '../../../core/module';
import { nightMarchVeto } from './nightMarch';
import { doctrineMoveVeto, doctrineStrength } from './doctrine';
import { applyLineCommand, dropStaleLines, lineCommands, lineMoved, lineStackVeto } from './extendedLine';
import { hiddenMarchCommand, hiddenMarchMayMove, hiddenMarchOrderCheck, hiddenMarchPhase, hiddenMarchSighted, hiddenMarchSightable,
  hiddenMarchUnderAttack } from './hiddenMovement';
import { lineStackDecisions, lineStackOnAttack } from './lineStacking';

export const optionalCommandModule: RulesModule = {
  id: 'nlc-optional-command',
  toggles: [
    { id: 'NLC 20.2', label: 'Doctrine: infantry divisions in pairs (en colonne) or -1 MP off the road, side by side (en bataille) or -20% strength; command range division by division; light cavalry retreat', kind: 'optional', default: false },
    { id: 'NLC 20.5', label: 'Command confusion: orders that bypass a distant wing commander shift him 1L for two turns', kind: 'optional', default: false },
    { id: 'NLC 20.6', label: 'Proximity of demoralized units: -2 to the demoralization limit near a demoralized formation', kind: 'optional', default: false },
    { id: 'NLC 20.7', label: 'Direct command (experimental): a French or 4-rated OC commands nearby units himself', kind: 'optional', default: false },
    { id: 'NLC 20.8', label: 'Night march: marching columns bivouac at night, reinforcements wait for daylight', kind: 'optional', default: false },
    { id: 'NLC 20.1', label: 'Hidden movement: orders may be marched hidden along a plotted path until discovered', kind: 'optional', default: false },
    { id: 'NLC 20.1.6', label: 'Hidden traffic jams (with 20.1): crossing hidden marches lose half a turn of movement', kind: 'optional', default: false },
    { id: 'NLC 20.9', label: 'Morale effect of operations: attacks raise, retreats and failures lower demoralization limits', kind: 'optional', default: false },
  ],
  hooks: {
    checkMove: (s, ctx, pieces, from, path, halves) =>
      nightMarchVeto(s, ctx, pieces, from, path) ?? doctrineMoveVeto(s, ctx, pieces, from, path, halves) ?? lineStackVeto(s, ctx, pieces, path),
    // NLC 20.2.3 extended lines (extendedLine.ts): formed and ended in the movement segment, left by moving or retreating
    movementCommands: lineCommands,
    applyMovementCommand: applyLineCommand,
    onMoved: (d, _ctx, _out, _before, pieces) => lineMoved(d, pieces),
    onCombatEntry: (d, ctx) => dropStaleLines(d, ctx),
    // NLC 20.2.3: the owner places the cavalry and artillery standing with a line that is assaulted (lineStacking.ts; charges and bombardments call it too)
    onAssault: (d, ctx, _out, side, target) => lineStackOnAttack(d, ctx, side, target),
    onUnitEliminated: (d, ctx, _out, unit) => {
      if (d.units[unit]?.line) delete d.units[unit].line;
      dropStaleLines(d, ctx);
    },
    assaultStrengthPercent: (s, ctx, unit) => doctrineStrength(s, ctx, unit),
    // NLC 20.1 hidden movement (hiddenMovement.ts)
    mayMove: hiddenMarchMayMove,
    mayAssault: hiddenMarchMayMove,
    beforeLocalDecisions: hiddenMarchPhase,
    onSegmentStart: hiddenMarchUnderAttack,
    onEnterHex: hiddenMarchSighted,
    enterHexFor: hiddenMarchSightable,
    onFormationAction: (d, ctx, out) => {
      hiddenMarchOrderCheck(d, ctx, out);
      // NLC 20.2.3: lines left behind by a rout or a hidden march's placement go before anyone acts
      dropStaleLines(d, ctx);
    },
  },
  sideCommands: { 'hidden-march': hiddenMarchCommand },
  decisions: lineStackDecisions,
};
