// The assault preview (NLC 7.1, 7.3, 7.6): before a player commits, both sides' fire strengths with
// every halving and terrain reduction, the Fire Table rows, and the hits each side would score on every
// 2d6 roll. Read-only; the same functions compute the real combat, so preview and result agree.
import type { GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { moveClass, occupancy } from '../../../rules/pieces';
import { remoteCandidates } from '../artillery/remoteSupport';
import { fireHits } from '../../../tables/fireTable';
import { nlcOf } from '../state';
import { checkDeclaration } from './assault';
import { fireRows } from './fire';
import { assaultFire } from '../artillery/assaultFire';
import { isFlanked } from './terrain';
import type { FireLine } from './types';

export interface FirePreview {
  side: Side;
  units: string[];
  lines: FireLine[];
  exact: number;
  strength: number;
  rows: number[];
  /** Hits on each 2d6 roll, index 0 for a roll of 2 up to index 10 for 12 (the Fire Table method). */
  hitsByRoll: number[];
  /** NLC 20.4: added to every die (one per artillery modifier). */
  dieMod: number;
}

export interface AssaultPreview {
  target: HexId;
  attacker: FirePreview;
  defender: FirePreview;
  flank: boolean;
  /** Defending guns that do not fire (NLC 8.4) and guns firing in remote support (NLC 19.3). */
  silenced: string[];
  remote: string[];
  /** 'table' or 'sixes' (NLC 20.4: one die per strength point, each 6 a hit). */
  method: 'table' | 'sixes';
  /** Every gun that takes part or could: whether it fires, and why or why not, with the case. */
  guns: GunNote[];
}

export interface GunNote {
  unit: string;
  role: 'attacker' | 'defender' | 'remote';
  fires: boolean;
  why: string;
  rule: string;
}

/** The guns of an assault in words (NLC 8.2, 8.4, 8.5, 19.3, 19.4), for the preview. */
function gunNotes(s: GameState, ctx: Ctx, side: Side, units: string[], defenders: string[], target: HexId, attackHexes: HexId[], af: ReturnType<typeof assaultFire>): GunNote[] {
  const isGun = (u: string) => moveClass(ctx.units[u].type) === 'artillery';
  const out: GunNote[] = [];
  for (const u of units.filter(isGun)) {
    const enf = af.attacker.lines.find((l) => l.unit === u)?.bonuses?.includes('enfilade');
    out.push({ unit: u, role: 'attacker', fires: true, why: `fires with the infantry or cavalry it assaults with${enf ? ', enfilading the line' : ''}`, rule: enf ? 'NLC 8.5' : 'NLC 8.2' });
  }
  for (const u of defenders.filter(isGun)) {
    if (af.silenced.includes(u)) out.push({ unit: u, role: 'defender', fires: false, why: 'faced another enemy when the Stage began: it cannot fire at this assault', rule: 'NLC 8.4' });
    else out.push({ unit: u, role: 'defender', fires: true, why: 'fires in defence (guns always do)', rule: 'NLC 8.2' });
  }
  const enemy = ctx.sides.find((x) => x !== side)!;
  for (const c of remoteCandidates(s, ctx, enemy, defenders, target, attackHexes)) out.push({ unit: c.unit, role: 'remote', fires: !!c.fires, why: c.why, rule: c.rule });
  return out;
}

/** Hits on each 2d6 roll (2..12) on the Fire Table: the previews of assault, charge and bombardment share it. */
export function hitsByRoll(strength: number): number[] {
  const out: number[] = [];
  for (let r = 2; r <= 12; r++) out.push(fireHits(strength, r));
  return out;
}

export function assaultPreview(s: GameState, ctx: Ctx, side: Side, units: string[], target: HexId): AssaultPreview | RuleError {
  const n = nlcOf(s);
  const top = s.stack[s.stack.length - 1];
  if (!top || top.k !== 'decide' || top.type !== 'assaultDeclare') {
    return { code: 'not-assault', message: 'assaults are declared in the Formation Assault Segment', rule: 'NLC 4.5' };
  }
  // the formations whose assault segment is running (the frame below the declaration)
  const seg = [...s.stack].reverse().find((f) => f.k === 'proc' && f.proc === 'assaultSegment');
  const formations = (seg?.loc.formations as string[] | undefined) ?? n.active;
  const veto = checkDeclaration(s, ctx, side, formations, units, target);
  if (veto) return veto;
  const cell = occupancy(s, ctx)[target];
  const defenders = cell && cell.side !== side ? cell.units : [];
  const attackHexes = [...new Set(units.map((u) => s.units[u].hex!))].sort();
  const enemy = ctx.sides.find((x) => x !== side)!;
  const flank = defenders.length > 0 && isFlanked(s, ctx, target, attackHexes, enemy);
  // the same artillery rules as the real fire (NLC 8.4, 8.5, 19.3, 19.4, 20.4): artillery/assaultFire.ts
  const af = assaultFire(s, ctx, { side, attackers: units, defenders, target, attackHexes, disruptedAtStart: n.assaultDisrupted, flank });
  const a = af.attacker;
  const d = af.defender;
  const fp = (who: Side, us: string[], f: typeof a): FirePreview => ({
    side: who,
    units: us,
    lines: f.lines,
    exact: f.exact,
    strength: f.strength,
    rows: fireRows(f.strength),
    hitsByRoll: hitsByRoll(f.strength),
    dieMod: f.dieMod,
  });
  return {
    target,
    attacker: fp(side, units, a),
    defender: fp(enemy, defenders, d),
    flank,
    silenced: af.silenced,
    remote: af.remote,
    method: ruleIn(s, ctx, 'NLC 20.4') ? 'sixes' : 'table',
    guns: gunNotes(s, ctx, side, units, defenders, target, attackHexes, af),
  };
}
