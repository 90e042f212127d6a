// NLC 4.5: one Formation Action Stage: the Bombardment Segment (the artillery module's procedure), the
// charge segment (empty until the cavalry rules land), the Formation Movement Segment (a decision of the acting side), then the
// Formation Assault Segment (the combat module's procedure).
import type { Command, DecideFrame, GameState, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { sideName } from '../../../rules/pieces';
import { updateControlByZoc } from '../../../rules/victory';
import { nlcDraft, nlcOf } from '../state';
import { activePieces, applyExit, applyNlcMove, moveLegal } from '../movement';
import { zocOf } from '../../../rules/zoc';
import { otherSide } from '../../../rules/pieces';
import { formationName } from './commanders';
import { queueReaction } from '../cavalry/trigger';
import { hooksOf } from '../../../core/hookAnswer';
import { originalOf } from '../../../core/readView';

function endVeto(s: GameState, ctx: Ctx, side: Side): RuleError | null {
  for (const hk of hooksOf(ctx, 'mayEndMovement')) {
    const e = hk(s, ctx, side);
    if (e) return e;
  }
  return null;
}

export function formationActionFrame(side: Side, formations: string[], why: string) {
  return proc('formationAction', { side, formations, why });
}

export const formationAction: ProcFn = (d, f, ctx, out) => {
  const side = f.loc.side as Side;
  const formations = f.loc.formations as string[];
  pop(d);
  const n = nlcDraft(d);
  d.clock.activation += 1;
  d.clock.activeSide = side;
  d.clock.phase = 'formation action';
  n.active = [...formations];
  n.activeSide = side;
  n.segment = 'move';
  n.assaulted = [];
  n.assaultedHexes = [];
  const names = formations.map((x) => formationName(ctx, x)).join(' and ');
  const pieces = activePieces(d as GameState, ctx);
  if (pieces.length === 0) {
    log(d, out, `${names} (${sideName(ctx, side)}): nothing to activate`, { rule: 'NLC 4.5' });
    n.active = [];
    n.activeSide = null;
    n.segment = null;
    return;
  }
  log(d, out, `${names} (${sideName(ctx, side)}) activated${f.loc.why ? ': ' + f.loc.why : ''}`, { rule: 'NLC 4.5' });
  // NLC 5.4: units that begin the action in an enemy ZOC may leave only by advance or retreat
  const zoc = zocOf(d as GameState, ctx, otherSide(ctx, side));
  n.zocLocked = pieces.filter((id) => ctx.units[id] && d.units[id].status === 'map' && zoc.has(d.units[id].hex!));
  for (const hk of hooksOf(ctx, 'onFormationAction')) hk(d, ctx, out, side, formations);
  const frames: GameState['stack'] = [];
  if (ctx.procs.bombardSegment) frames.push(proc('bombardSegment', { side, formations }));
  if (ctx.procs.chargeSegment) frames.push(proc('chargeSegment', { side, formations }));
  frames.push({ k: 'decide', side, type: 'formationMove', rule: 'NLC 4.5', loc: {} });
  if (ctx.procs.assaultSegment) frames.push(proc('assaultSegment', { side, formations }));
  frames.push(proc('formationEnd', { side }));
  push(d, ...frames);
};

export const formationEnd: ProcFn = (d, f, ctx) => {
  pop(d);
  const n = nlcDraft(d);
  updateControlByZoc(d, ctx);
  n.active = [];
  n.activeSide = null;
  n.segment = null;
  n.zocLocked = [];
  n.assaulted = [];
  n.assaultedHexes = [];
  d.clock.activeSide = null;
  void f;
};

export const formationMove: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const names = nlcOf(s).active.map((x) => formationName(ctx, x)).join(' and ');
    return `${sideName(ctx, f.side)} ${names}: move, then end movement`;
  },
  options(s, f, ctx) {
    // NLC 20.2.3: the hexes where a brigade may form or end an extended line (module commands)
    const more = movementCommandsOf(s, ctx, f.side);
    return {
      units: [...activePieces(s, ctx)],
      hexes: more.length ? [...new Set(more.flatMap((c) => (c.type === 'choose' && c.hex ? [c.hex] : [])))].sort() : [],
      buttons: [{ id: 'endActivation', label: ctx.procs.assaultSegment ? 'End movement' : 'End activation' }],
    };
  },
  legal(s, f, ctx) {
    // NLC 12.2: movement ends only once the orders' obligations are met (or cannot be)
    const end = endVeto(s, ctx, f.side) ? [] : [{ type: 'endActivation' as const, side: f.side, n: s.seq }];
    return [...end, ...moveLegal(s, ctx, f.side), ...movementCommandsOf(s, ctx, f.side)];
  },
  apply(d, f, cmd, ctx, out) {
    if (cmd.type === 'move') {
      const before = originalOf(d) ?? (d as GameState);
      const path = applyNlcMove(d, f.side, cmd, ctx, out);
      // NLC 7.9: the enemy's cavalry may reaction-charge the movers (charges run only with the cavalry module); along the path taken (MOP 37.11.1 may cut it)
      if (ctx.procs.reactionCheck && path.length) {
        const from = (before.units[cmd.units[0]] ?? before.leaders[cmd.units[0]])?.hex ?? null;
        queueReaction(d, ctx, { side: otherSide(ctx, f.side), movers: cmd.units, path, kind: 'move', from });
      }
      return;
    }
    if (cmd.type === 'choose' && cmd.choice === 'exit') return applyExit(d, f.side, cmd, ctx, out);
    // module commands of the segment (NLC 20.2.3 extended lines)
    if (cmd.type === 'choose') {
      for (const hk of hooksOf(ctx, 'applyMovementCommand')) {
        const entered = hk(d, ctx, out, f.side, cmd);
        if (entered === false || entered === undefined) continue;
        // NLC 7.9: a line moving into hexes may draw reaction charges like any move
        if (ctx.procs.reactionCheck && entered.length && cmd.units?.length) queueReaction(d, ctx, { side: otherSide(ctx, f.side), movers: cmd.units, path: entered, kind: 'move' });
        return;
      }
    }
    if (cmd.type === 'endActivation') {
      const owed = endVeto(originalOf(d) ?? (d as GameState), ctx, f.side);
      if (owed) reject(owed.code, owed.message, owed.rule);
      nlcDraft(d).segment = 'assault';
      pop(d);
      return;
    }
    reject('not-now', `"${cmd.type}${cmd.type === 'choose' ? ' ' + cmd.choice : ''}" is not possible in the movement segment`, 'NLC 4.5');
  },
};

/** The modules' commands of the movement segment besides moves (Hooks.movementCommands: NLC 20.2.3). */
function movementCommandsOf(s: GameState, ctx: Ctx, side: Side): Command[] {
  let out: Command[] | null = null;
  for (const hk of hooksOf(ctx, 'movementCommands')) {
    const more = hk(s, ctx, side);
    if (more?.length) (out ??= []).push(...more);
  }
  return out ?? [];
}
