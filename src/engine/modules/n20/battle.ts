// N20 9.0 the battle sequence (our lettering, RULINGS N20 9.0): A commit attackers (and the Guard, 12.6),
// A.1 maneuver chits (N20X 9.0), B attacker reserves, C defender reserves, E totals and the CRT column,
// F.1 reveal the chits, F roll, G results (withdraw, rout, break; N20X 9.6.9 disorder), H advance (9.9.3).
import { choiceLabel } from '../../labels';
import { produce, type Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, HexNote, ProcFrame, SecretFrame, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../core/module';
import { log, reject, roll, type Out } from '../../core/ops';
import { pop, proc, push } from '../../core/run';
import { pieceName, sideName } from '../../rules/pieces';
import { clampColumn, crtLookup, type CrtResult } from './data/crt';
import { HAZARD, MORALE, ROUT } from './data/morale';
import { N20_HEX_TERRAIN, N20_HEXSIDE, N20_WORKS } from './data/terrain';
import {
  attackable,
  blocked,
  combatStrength,
  distanceToLoc,
  enemyOf,
  inEnemyZoc,
  isArtillery,
  isCavalry,
  isElite,
  isGuard,
  isInfantry,
  locHexes,
  onMap,
  occupancyMap,
} from './board';
import { stepCost } from './movement';
import {
  ATTACKER_MANEUVERS,
  DEFENDER_MANEUVERS,
  MANEUVER_LABEL,
  advanceRule,
  matrixCell,
  parseCell,
  type AttackerManeuver,
  type DefenderManeuver,
} from './maneuverMatrix';
import { addMorale, canSpend } from './morale';
import { disorderOn, halfMorale, matrixMode } from './options';
import { n20, n20d, type BattleState } from './state';
import { battleCardEffects, battleCardsPlayable, playBattleCard } from './events/retain';
import { breakUnit, lossSwing } from './losses';

const R = 'N20 9.0';

export function newBattle(id: number, attacker: Side, defender: Side, attackers: string[], defenders: string[], reaction: boolean): BattleState {
  return {
    id,
    attacker,
    defender,
    attackers: [...attackers],
    defenders: [...defenders],
    reaction,
    step: 'A',
    guard: [],
    matrix: false,
    matrixAsked: [],
    chitsChosen: [],
    reserves: { attacker: 0, defender: 0 },
    cards: [],
    attack: 0,
    defence: 0,
    terrain: 0,
    differential: 0,
    column: null,
    shifts: [],
    chits: null,
    outcome: null,
    roll: null,
    result: null,
    losers: [],
    routed: [],
    broken: [],
    vacated: [],
    advanced: [],
  };
}

/** Declare a battle (step A) and run its sequence on top of the current frames. */
export function startBattle(d: Draft<GameState>, ctx: Ctx, attacker: Side, attackers: string[], defenders: string[], reaction: boolean): void {
  const st = n20d(d);
  st.battleCount += 1;
  st.battle = newBattle(st.battleCount, attacker, enemyOf(ctx, attacker), attackers, defenders, reaction);
  st.lastMatrix = null; // the previous crossing has had its moment: the log keeps it
  for (const a of attackers) st.units[a].fought = true;
  if (st.phasing === attacker) st.activity.fought = true;
  push(d, proc('n20:battle'));
}

/** N20 12.6 / N20X 12.7.4: what committing the Guard costs now. */
export function guardCost(ctx: Ctx, s: GameState): number {
  const st = n20(s);
  if (halfMorale(ctx, s) && ctx.sides.some((x) => st.morale[x] < MORALE.guardFreeBelow * 2)) return 0;
  return MORALE.guardCommitCost;
}

function worksAt(s: GameState, hex: HexId): 'redoubt' | 'fort' | null {
  return n20(s).works[hex] ?? null;
}

/** N20X 9.0 prohibition: never against a defender in a Redoubt or Fortified hex. */
export function matrixProhibited(s: GameState, b: BattleState): boolean {
  return b.defenders.some((u) => s.units[u].hex && worksAt(s, s.units[u].hex!) !== null);
}

/** Sides that may call for the Maneuver Matrix in this battle, phasing player first (N20X 9.0). */
export function matrixCallers(s: GameState, ctx: Ctx, b: BattleState): Side[] {
  const mode = matrixMode(ctx, s);
  if (!mode || matrixProhibited(s, b)) return [];
  const st = n20(s);
  const phasing = st.phasing ?? b.attacker;
  const order = [phasing, enemyOf(ctx, phasing)];
  if (mode === 'Fast') return !b.reaction && b.attacker === phasing && !st.fastUsed[b.attacker] ? [b.attacker] : [];
  if (mode === 'Furious') return order;
  // Fun: a Direct Command marker at or adjacent to a hex of the battle
  const hexes = [...b.attackers, ...b.defenders].map((u) => s.units[u].hex).filter((h): h is HexId => !!h);
  return order.filter((side) => {
    const u = st.dc[side];
    if (!u || !onMap(s, u)) return false;
    const h = s.units[u].hex!;
    return hexes.some((x) => x === h || ctx.map.distance(x, h) <= 1);
  });
}

/** The single best terrain benefit among the defenders (9.4.1, 9.4.2), including field works and hexsides. */
export function terrainBonus(s: GameState, ctx: Ctx, b: BattleState): number {
  let best = 0;
  for (const dId of b.defenders) {
    const h = s.units[dId].hex;
    if (!h) continue;
    best = Math.max(best, N20_HEX_TERRAIN[ctx.map.hexes[h].terrain]?.defence ?? 0);
    const w = worksAt(s, h);
    if (w) best = Math.max(best, N20_WORKS[w].defence);
    const adj = b.attackers.map((a) => s.units[a].hex).filter((x): x is HexId => !!x && ctx.map.hexes[h].neighbours.includes(x));
    if (adj.length === 0) continue;
    for (const [feat, line] of Object.entries(N20_HEXSIDE)) {
      if (line.defence <= 0) continue;
      const all = adj.every((a) => {
        const side = ctx.map.side(a, h);
        if (!side?.features.includes(feat as never)) return false;
        if ((feat === 'slope' || feat === 'crest') && side.high !== h) return false;
        return true;
      });
      if (all) best = Math.max(best, line.defence);
    }
  }
  return best;
}

/** Steps D and E: totals, differential and the column after every shift (re-run after F.1). */
export function computeBattle(s: GameState, ctx: Ctx, b: Draft<BattleState> | BattleState): void {
  const fx = battleCardEffects(b as BattleState);
  const has = (k: string) => fx.some((e) => e.kind === k);
  const cavDoubled = !!b.outcome?.cavalryDoubled || has('cuirassierShock');
  let attack = 0;
  for (const a of b.attackers) {
    if (!onMap(s, a)) continue;
    let v = combatStrength(s, ctx, a);
    if (isArtillery(ctx, a) && !has('counterBattery')) v *= 2;
    if (isCavalry(ctx, a) && cavDoubled) v *= 2;
    attack += v;
  }
  let defence = 0;
  for (const x of b.defenders) if (onMap(s, x)) defence += combatStrength(s, ctx, x);
  const terrain = terrainBonus(s, ctx, b as BattleState);
  const shifts: { why: string; shift: number }[] = [];
  if (b.reserves.attacker) shifts.push({ why: 'attacker reserves', shift: b.reserves.attacker });
  if (b.reserves.defender) shifts.push({ why: 'defender reserves', shift: -b.reserves.defender });
  for (const e of fx) {
    if (e.kind === 'freeReserve') shifts.push({ why: 'Fresh Reserves', shift: e.side === b.attacker ? 1 : -1 });
    if (e.kind === 'grandBattery') shifts.push({ why: 'Grand Battery', shift: 1 });
    if (e.kind === 'formSquare') shifts.push({ why: 'Form Square!', shift: -1 });
  }
  if (b.outcome && b.outcome.shift !== 0) shifts.push({ why: 'Maneuver Matrix', shift: b.outcome.shift });
  b.attack = attack;
  b.defence = defence;
  b.terrain = terrain;
  b.differential = attack - defence - terrain;
  b.shifts = shifts;
  b.column = clampColumn(clampColumn(b.differential) + shifts.reduce((t, x) => t + x.shift, 0));
}

function reservesOpen(s: GameState, ctx: Ctx, side: Side, b: BattleState): boolean {
  const role = side === b.attacker ? 'attacker' : 'defender';
  const st = n20(s);
  const can = !st.turnFx.noReserves.includes(side) && b.reserves[role] < MORALE.reserveMaxPerBattle && canSpend(ctx, s, side, MORALE.reserveCost);
  return can || (st.handCount[side] ?? 0) > 0;
}

function fmtShift(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

const battleProc: ProcFn = (d, _f, ctx, out) => {
  const s = d as GameState;
  const st = n20d(d);
  const b = st.battle!;
  switch (b.step) {
    case 'A': {
      const names = (ids: string[]) => ids.map((u) => pieceName(ctx, u)).join(', ');
      const hexes = [...b.attackers, ...b.defenders].map((u) => s.units[u].hex!).filter(Boolean);
      log(d, out, `Battle ${b.id}${b.reaction ? ' (Countercharge)' : ''}: ${names(b.attackers)} attack ${names(b.defenders)}`, { rule: b.reaction ? 'N20 8.0' : R, hexes });
      const guard = b.attackers.filter((u) => isGuard(ctx, u));
      if (guard.length) {
        b.guard = guard;
        const cost = guardCost(ctx, s);
        if (cost > 0) addMorale(d, ctx, out, b.attacker, -cost, 'the Guard is committed', 'N20 12.6');
        else log(d, out, 'The Guard is committed at no Morale cost (a side has fewer than 2 Morale Points)', { rule: 'N20X 12.7' });
      }
      b.step = 'matrix';
      return;
    }
    case 'matrix': {
      const mode = matrixMode(ctx, s);
      if (mode && matrixProhibited(s, b) && !b.matrixAsked.includes('*')) {
        b.matrixAsked.push('*');
        log(d, out, 'The Maneuver Matrix is never used against a Redoubt or Fort: regular battle', { rule: 'N20X 9.0' });
      }
      const callers = matrixCallers(s, ctx, b).filter((x) => !b.matrixAsked.includes(x));
      if (b.matrix || callers.length === 0) {
        b.step = b.matrix ? 'A.1' : 'B';
        return;
      }
      push(d, { k: 'decide', side: callers[0], type: 'n20:useMatrix', rule: 'N20X 9.0', loc: {} });
      return;
    }
    case 'A.1': {
      b.step = 'B';
      const f: SecretFrame = { k: 'secret', sides: [b.attacker, b.defender], done: [], type: 'n20:maneuver', rule: 'N20X 9.0', loc: { battle: b.id } };
      push(d, f);
      return;
    }
    case 'B':
    case 'C': {
      const side = b.step === 'B' ? b.attacker : b.defender;
      b.step = b.step === 'B' ? 'C' : 'E';
      if (reservesOpen(s, ctx, side, b)) push(d, { k: 'decide', side, type: 'n20:reserves', rule: R, loc: {} });
      return;
    }
    case 'E': {
      computeBattle(s, ctx, b);
      const shifts = b.shifts.length ? `; shifts ${b.shifts.map((x) => `${x.why} ${fmtShift(x.shift)}`).join(', ')}` : '';
      log(d, out, `Attack ${b.attack} against defence ${b.defence}${b.terrain ? ` + terrain ${b.terrain}` : ''}: differential ${fmtShift(b.differential)}${shifts}; column ${fmtShift(b.column!)}`, { rule: R });
      b.step = b.matrix ? 'F.1' : 'F';
      return;
    }
    case 'F.1': {
      const a = s.secret[b.attacker]?.chit as AttackerManeuver;
      const df = s.secret[b.defender]?.chit as DefenderManeuver;
      delete (d.secret[b.attacker] as Record<string, unknown>).chit;
      delete (d.secret[b.defender] as Record<string, unknown>).chit;
      const cell = matrixCell(df, a);
      b.chits = { attacker: a, defender: df };
      b.outcome = parseCell(cell);
      st.lastMatrix = { battle: b.id, defender: df, attacker: a, cell };
      out.revealed = true;
      out.events.push({ type: 'revealed', what: `maneuver:${b.id}`, visibleTo: 'all' });
      log(d, out, `Maneuvers revealed: ${sideName(ctx, b.defender)} ${MANEUVER_LABEL[df]}, ${sideName(ctx, b.attacker)} ${MANEUVER_LABEL[a]}: ${cell === '-' ? 'no effect' : cell}`, { rule: 'N20X 9.0' });
      computeBattle(s, ctx, b);
      if (b.outcome.cavalryDoubled || b.outcome.shift) log(d, out, `Attack ${b.attack} against ${b.defence + b.terrain}: column ${fmtShift(b.column!)}`, { rule: 'N20X 9.0' });
      if (b.outcome.auto) {
        b.result = b.outcome.auto;
        log(d, out, `No die is rolled: the result is ${b.result}`, { rule: 'N20X 9.0' });
        b.step = 'G';
      } else b.step = 'F';
      return;
    }
    case 'F': {
      const [r] = roll(d, out, 1, `battle ${b.id}`, R);
      b.roll = r;
      let res: CrtResult = crtLookup(b.column!, r);
      const fx = battleCardEffects(b);
      if (res === 'DR' && fx.some((e) => e.kind === 'rearguardStand')) {
        log(d, out, 'Rearguard Stand: DR becomes DW', { rule: 'N20X 5.0' });
        res = 'DW';
      }
      if (res === 'AR' && fx.some((e) => e.kind === 'steadyUnderFire')) {
        log(d, out, 'Steady Under Fire: AR becomes AW', { rule: 'N20X 5.0' });
        res = 'AW';
      }
      b.result = res;
      log(d, out, `Die ${r} on column ${fmtShift(b.column!)}: ${res}`, { rule: R, dice: [r] });
      b.step = 'G';
      return;
    }
    case 'G': {
      const res = b.result!;
      b.step = 'G2';
      if (b.guard.length && !res.startsWith('D')) addMorale(d, ctx, out, b.attacker, -MORALE.guardFailCost, 'the Guard failed', 'N20 12.6');
      if (d.result || res === 'N') return;
      const losers = (res[0] === 'A' ? b.attackers : b.defenders).filter((u) => onMap(s, u));
      b.losers = losers;
      b.vacated = losers.map((u) => s.units[u].hex!);
      const kind = res[1];
      if (kind === 'B') {
        for (const u of losers) breakUnit(d, ctx, out, u, res, R);
        return;
      }
      if (kind === 'R') for (const u of losers) {
        st.units[u].routed = true;
        b.routed.push(u);
      }
      push(d, ...losers.map((u) => proc('n20:retreat', { unit: u, kind, left: -1 })));
      return;
    }
    case 'G2': {
      b.step = 'H';
      if (b.losers.length) {
        const side = ctx.units[b.losers[0]].side;
        const { own, enemy } = lossSwing(s, ctx, b.routed, b.broken);
        if (own) addMorale(d, ctx, out, side, own, 'units routed or broken', 'N20 12.0');
        if (enemy && !d.result) addMorale(d, ctx, out, enemyOf(ctx, side), enemy, 'enemy units routed or broken', 'N20 12.0');
      }
      if (d.result) return;
      const dis = b.outcome?.disorder;
      if (dis && disorderOn(ctx, s)) {
        const who = dis === 'both' ? [...b.attackers, ...b.defenders] : dis === 'attacker' ? b.attackers : b.defenders;
        const hit = who.filter((u) => onMap(s, u));
        for (const u of hit) st.units[u].disordered = true;
        if (hit.length) log(d, out, `Disordered: ${hit.map((u) => pieceName(ctx, u)).join(', ')}`, { rule: 'N20X 9.6.9' });
      }
      return;
    }
    case 'H': {
      const res = b.result;
      if (!res || res === 'N' || b.vacated.length === 0) {
        b.step = 'end';
        return;
      }
      const winner = res[0] === 'D' ? b.attacker : b.defender;
      const chit = b.chits ? (winner === b.attacker ? b.chits.attacker : b.chits.defender) : null;
      const rule = chit ? advanceRule(chit) : 'free';
      if (rule === 'forbidden') {
        log(d, out, `${MANEUVER_LABEL[chit!]}: no ${sideName(ctx, winner)} unit may advance after combat`, { rule: 'N20X 9.9.3' });
        b.step = 'end';
        return;
      }
      const c = advanceCommands(s, ctx, b, winner, rule === 'forced');
      if (c.length === 0) {
        b.step = 'end';
        return;
      }
      push(d, { k: 'decide', side: winner, type: 'n20:advance', rule: rule === 'forced' ? 'N20X 9.9.3' : 'N20 9.9.3', loc: { forced: rule === 'forced' } });
      return;
    }
    default: {
      st.battle = null;
      pop(d);
    }
  }
};

/** Vacated battle hexes still empty, and the winners who may advance into them (9.9.3, ruling). */
export function advanceCommands(s: GameState, ctx: Ctx, b: BattleState, winner: Side, forced: boolean): Command[] {
  const occ = occupancyMap(s, ctx);
  const vacated = [...new Set(b.vacated)].filter((h) => !occ[h]);
  const winners = (winner === b.attacker ? b.attackers : b.defenders).filter(
    (u) => onMap(s, u) && !isArtillery(ctx, u) && !n20(s).units[u].routed && !b.advanced.includes(u),
  );
  let pairs: [string, HexId][] = [];
  for (const u of winners) for (const h of vacated) if (attackable(ctx, s.units[u].hex!, h) && stepCost(ctx, s.units[u].hex!, h) !== null) pairs.push([u, h]);
  if (forced && b.advanced.length === 0) {
    const cav = pairs.filter(([u]) => isCavalry(ctx, u));
    pairs = cav.length ? cav : pairs.filter(([u]) => isInfantry(ctx, u));
  }
  return pairs.map(([u, h]) => ({ type: 'choose', side: winner, n: s.seq, choice: 'advance', units: [u], hex: h }));
}

// ---------------------------------------------------------------- retreats

/** 9.8: hexes a retreating unit may enter next: closer to a friendly LOC, not enemy-occupied, passable. */
export function retreatOptions(s: GameState, ctx: Ctx, id: string): { free: HexId[]; friendly: HexId[] } {
  const here = s.units[id].hex!;
  const side = ctx.units[id].side;
  const occ = occupancyMap(s, ctx);
  const locs = locHexes(ctx, side);
  const free: HexId[] = [];
  const friendly: HexId[] = [];
  for (const n of ctx.map.hexes[here].neighbours) {
    if (blocked(ctx, here, n) || stepCost(ctx, here, n) === null) continue;
    const o = occ[n];
    if (o && ctx.units[o].side !== side) continue;
    if (!locs.some((l) => ctx.map.distance(n, l) < ctx.map.distance(here, l))) continue;
    (o ? friendly : free).push(n);
  }
  return { free: free.sort(), friendly: friendly.sort() };
}

/**
 * 9.8: what stepping into `hex` brings about, told before the owner chooses (the same tests as
 * retreatStep, on the unit moved there): an enemy ZOC's hazard die, Broken for reaching the LOC hex
 * with hexes still to go, a further hex when it would end on a friendly unit (9.8.5).
 */
export function retreatHexNote(s: GameState, ctx: Ctx, id: string, hex: HexId, left: number): HexNote {
  const side = ctx.units[id].side;
  const there = produce(s, (d) => {
    d.units[id].hex = hex;
  });
  const parts: string[] = [];
  let severity: HexNote['severity'] = 'safe';
  if (inEnemyZoc(there, ctx, hex, side)) {
    parts.push(`enemy ZOC: Broken on a die of 1-${HAZARD.breakOnOrBelow}`);
    severity = 'risk';
  }
  if (left - 1 > 0 && locHexes(ctx, side).includes(hex)) {
    parts.push(`Broken: reaches its LOC hex with ${left - 1} hex${left - 1 > 1 ? 'es' : ''} to go`);
    severity = 'fatal';
  } else if (left - 1 <= 0 && occupancyMap(s, ctx)[hex]) {
    parts.push('friendly unit there: retreats one hex more');
    if (severity === 'safe') severity = 'harm';
  }
  if (!parts.length) parts.push(left - 1 > 0 ? `no hazard, ${left - 1} hex${left - 1 > 1 ? 'es' : ''} to go` : 'no hazard');
  return { severity, text: parts.join('; '), rule: 'N20 9.8' };
}

function retreatStep(d: Draft<GameState>, ctx: Ctx, out: Out, loc: ProcFrame['loc'], hex: HexId): void {
  const id = loc.unit as string;
  const from = d.units[id].hex!;
  d.units[id].hex = hex;
  loc.left = (loc.left as number) - 1;
  out.events.push({ type: 'moved', units: [id], path: [hex], from, visibleTo: 'all' });
  // every involuntary move is logged with its case, like a voluntary one (issue 8)
  const how = loc.kind === 'W' ? 'withdraws' : 'retreats (Routed)';
  const left = loc.left as number;
  const more = loc.kind === 'W' ? '' : left > 0 ? `, ${left} hex${left > 1 ? 'es' : ''} to go` : ', end of the rout';
  log(d, out, `${pieceName(ctx, id)} ${how} from ${from} to ${hex}${more}`, { rule: 'N20 9.8', hexes: [from, hex] });
  const side = ctx.units[id].side;
  const s = d as GameState;
  if (inEnemyZoc(s, ctx, hex, side)) {
    const [r] = roll(d, out, 1, `hazardous retreat of ${pieceName(ctx, id)}`, 'N20 9.8');
    log(d, out, `${pieceName(ctx, id)} retreats into an enemy ZOC at ${hex}: die ${r}${r <= HAZARD.breakOnOrBelow ? ', Broken' : ', passes'}`, { rule: 'N20 9.8', dice: [r], hexes: [hex] });
    if (r <= HAZARD.breakOnOrBelow) {
      breakUnit(d, ctx, out, id, 'hazardous retreat', 'N20 9.8');
      return;
    }
  }
  if ((loc.left as number) > 0 && locHexes(ctx, side).includes(hex)) {
    breakUnit(d, ctx, out, id, 'reached its LOC hex before the end of its retreat', 'N20 9.8');
  }
}

const retreatProc: ProcFn = (d, f, ctx, out) => {
  const s = d as GameState;
  const id = f.loc.unit as string;
  if (!onMap(s, id)) {
    pop(d);
    return;
  }
  if (f.loc.left === -1) {
    if (f.loc.kind === 'W') f.loc.left = 1;
    else {
      const [r] = roll(d, out, 1, `rout distance of ${pieceName(ctx, id)}`, 'N20 9.6');
      const dist = Math.max(ROUT.minimum, r + (isElite(ctx, id) ? ROUT.eliteModifier : 0));
      f.loc.left = dist;
      log(d, out, `${pieceName(ctx, id)} is Routed and retreats ${dist} hex${dist > 1 ? 'es' : ''} (die ${r}${isElite(ctx, id) ? ', elite' : ''})`, { rule: 'N20 9.6', dice: [r] });
    } 
  }
  const here = s.units[id].hex!;
  const stacked = ctx.unitIds.some((u) => u !== id && s.units[u].status === 'map' && s.units[u].hex === here);
  if ((f.loc.left as number) <= 0) {
    if (!stacked) {
      pop(d);
      return;
    }
    f.loc.left = 1; // 9.8.5: never end a retreat on a friendly unit
  }
  const { free, friendly } = retreatOptions(s, ctx, id);
  const opts = free.length ? free : friendly;
  if (opts.length === 0) {
    breakUnit(d, ctx, out, id, 'no retreat route', 'N20 9.8');
    return;
  }
  // 9.8.5/9.8.6: the owner picks the hex whenever there is a choice, also when moving on past friendly units
  if (opts.length === 1) {
    retreatStep(d, ctx, out, f.loc, opts[0]);
    return;
  }
  push(d, { k: 'decide', side: ctx.units[id].side, type: 'n20:retreat', rule: 'N20 9.8', loc: { unit: id, options: opts } });
};

// ---------------------------------------------------------------- decisions

const btn = (id: string, label: string) => ({ id, label });

const useMatrix: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => `Battle ${n20(s).battle?.id}: use the Maneuver Matrix? (${sideName(ctx, f.side)})`,
  options: () => ({ units: [], hexes: [], buttons: [btn('matrix:use', 'Use the Maneuver Matrix'), btn('matrix:decline', 'Regular battle')] }),
  legal: (s, f) => ['matrix:use', 'matrix:decline'].map((choice) => ({ type: 'choose', side: f.side, n: s.seq, choice }) as Command),
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose' || !['matrix:use', 'matrix:decline'].includes(cmd.choice)) reject('bad-choice', 'answer matrix:use or matrix:decline', 'N20X 9.0');
    const st = n20d(d);
    const b = st.battle!;
    if (cmd.choice === 'matrix:use') {
      b.matrix = true;
      if (matrixMode(ctx, d as GameState) === 'Fast') st.fastUsed[f.side] = true;
      log(d, out, `${sideName(ctx, f.side)} calls for the Maneuver Matrix`, { rule: 'N20X 9.0' });
    } else b.matrixAsked.push(f.side);
    pop(d);
  },
};

function roleOf(b: BattleState, side: Side): 'attacker' | 'defender' {
  return side === b.attacker ? 'attacker' : 'defender';
}

const maneuver: DecisionHandler<SecretFrame> = {
  prompt: (s) => `Battle ${n20(s).battle?.id}: pick your maneuver chit in the Maneuver Matrix, then confirm it (secret, Step A.1)`,
  // no prompt buttons: a chit is picked in the matrix and then confirmed, one way everywhere (issue 8)
  options: () => ({ units: [], hexes: [], buttons: [] }),
  legal(s, f) {
    const b = n20(s).battle!;
    const out: Command[] = [];
    for (const side of f.sides.filter((x) => !f.done.includes(x))) {
      const list: string[] = roleOf(b, side) === 'attacker' ? ATTACKER_MANEUVERS : DEFENDER_MANEUVERS;
      for (const m of list) out.push({ type: 'choose', side, n: s.seq, choice: `maneuver:${m}` });
    }
    return out;
  },
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose' || !cmd.choice.startsWith('maneuver:')) reject('bad-choice', 'choose a maneuver chit', 'N20X 9.0');
    const b = n20d(d).battle!;
    const m = cmd.choice.slice('maneuver:'.length);
    const list: string[] = roleOf(b as BattleState, cmd.side) === 'attacker' ? ATTACKER_MANEUVERS : DEFENDER_MANEUVERS;
    if (!list.includes(m)) reject('bad-chit', `${m} is not a ${roleOf(b as BattleState, cmd.side)}'s maneuver`, 'N20X 9.0');
    (d.secret[cmd.side] as Record<string, unknown>).chit = m;
    f.done.push(cmd.side);
    b.chitsChosen.push(cmd.side);
    log(d, out, `You chose ${MANEUVER_LABEL[m as AttackerManeuver]}`, { rule: 'N20X 9.0', visibleTo: cmd.side });
    log(d, out, `${sideName(ctx, cmd.side)} has chosen a maneuver`, { rule: 'N20X 9.0' });
    if (f.sides.every((x) => f.done.includes(x))) pop(d);
  },
};

const reserves: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => {
    const b = n20(s).battle!;
    return `Battle ${b.id}: ${sideName(ctx, f.side)} ${roleOf(b, f.side)} may commit reserves (1 Morale Point for one column) or play a card`;
  },
  options(s, f, ctx) {
    return { units: [], hexes: [], buttons: this.legal(s, f, ctx).map((c) => btn((c as { choice: string }).choice, choiceLabel((c as { choice: string }).choice, ctx.scenario))) };
  },
  legal(s, f, ctx) {
    const st = n20(s);
    const b = st.battle!;
    const role = roleOf(b, f.side);
    const out: Command[] = [{ type: 'choose', side: f.side, n: s.seq, choice: 'pass' }];
    if (!st.turnFx.noReserves.includes(f.side) && b.reserves[role] < MORALE.reserveMaxPerBattle && canSpend(ctx, s, f.side, MORALE.reserveCost)) {
      out.push({ type: 'choose', side: f.side, n: s.seq, choice: 'commitReserve' });
    }
    for (const c of battleCardsPlayable(s, ctx, f.side, b)) out.push({ type: 'choose', side: f.side, n: s.seq, choice: `card:${c}` });
    return out;
  },
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose') reject('bad-choice', 'commit reserves, play a card or pass', R);
    const s = d as GameState;
    const st = n20d(d);
    const b = st.battle!;
    const role = roleOf(b as BattleState, f.side);
    if (cmd.choice === 'pass') {
      pop(d);
      return;
    }
    if (cmd.choice === 'commitReserve') {
      if (st.turnFx.noReserves.includes(f.side)) reject('no-reserves', 'an event forbids committing reserves this turn', 'N20 5.0');
      if (b.reserves[role] >= MORALE.reserveMaxPerBattle) reject('reserves-spent', 'reserves are already committed to this battle', R);
      if (!canSpend(ctx, s, f.side, MORALE.reserveCost)) reject('no-morale', 'not enough Morale Points to commit reserves', 'N20 12.0');
      b.reserves[role] += 1;
      addMorale(d, ctx, out, f.side, -MORALE.reserveCost, 'reserves committed', R);
      return;
    }
    if (cmd.choice.startsWith('card:')) {
      playBattleCard(d, ctx, out, f.side, cmd.choice.slice(5));
      return;
    }
    reject('bad-choice', `unknown choice ${cmd.choice}`, R);
  },
};

const retreat: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => `Retreat ${pieceName(ctx, f.loc.unit as string)}: choose the next hex`,
  options(s, f, ctx) {
    const id = f.loc.unit as string;
    const hexes = f.loc.options as HexId[];
    // the retreat procedure below this decision counts the hexes still to go
    const below = s.stack[s.stack.length - 2] as ProcFrame | undefined;
    const left = Number(below?.loc?.left ?? 1);
    const hexNotes = Object.fromEntries(hexes.map((h) => [h, retreatHexNote(s, ctx, id, h, left)]));
    return { units: [id], hexes, buttons: [], hexNotes };
  },
  legal: (s, f) => (f.loc.options as HexId[]).map((h) => ({ type: 'choose', side: f.side, n: s.seq, choice: 'retreat', units: [f.loc.unit as string], hex: h }) as Command),
  apply(d, f, cmd, ctx, out) {
    if (cmd.type !== 'choose' || cmd.choice !== 'retreat' || !cmd.hex || !(f.loc.options as HexId[]).includes(cmd.hex)) {
      reject('bad-retreat', `retreat into one of ${(f.loc.options as HexId[]).join(', ')}`, 'N20 9.8');
    }
    pop(d);
    const below = d.stack[d.stack.length - 1] as Draft<ProcFrame>;
    retreatStep(d, ctx, out, below.loc, cmd.hex!);
  },
};

const advance: DecisionHandler<DecideFrame> = {
  prompt: (s, f, ctx) => (f.loc.forced && n20(s).battle!.advanced.length === 0 ? `${sideName(ctx, f.side)}: one victorious unit must advance after combat` : `${sideName(ctx, f.side)}: advance after combat?`),
  options(s, f, ctx) {
    const c = this.legal(s, f, ctx);
    const units = [...new Set(c.flatMap((x) => (x.type === 'choose' ? x.units ?? [] : [])))];
    const hexes = [...new Set(c.flatMap((x) => (x.type === 'choose' && x.hex ? [x.hex] : [])))];
    const pass = c.some((x) => x.type === 'choose' && x.choice === 'pass');
    return { units, hexes, buttons: pass ? [btn('pass', 'Do not advance')] : [] };
  },
  legal(s, f, ctx) {
    const b = n20(s).battle!;
    const forced = !!f.loc.forced && b.advanced.length === 0;
    const c = advanceCommands(s, ctx, b, f.side, !!f.loc.forced);
    if (!forced || c.length === 0) c.push({ type: 'choose', side: f.side, n: s.seq, choice: 'pass' });
    return c;
  },
  apply(d, f, cmd, ctx, out) {
    const s = d as GameState;
    const st = n20d(d);
    const b = st.battle!;
    if (cmd.type !== 'choose') reject('bad-choice', 'advance or pass', 'N20 9.9.3');
    if (cmd.choice === 'pass') {
      if (f.loc.forced && b.advanced.length === 0 && advanceCommands(s, ctx, b as BattleState, f.side, true).length) {
        reject('must-advance', 'an aggressive maneuver forces one victorious unit to advance (cavalry first, then infantry)', 'N20X 9.9.3');
      }
      b.step = 'end';
      pop(d);
      return;
    }
    const ok = advanceCommands(s, ctx, b as BattleState, f.side, !!f.loc.forced).some(
      (c) => c.type === 'choose' && c.units?.[0] === cmd.units?.[0] && c.hex === cmd.hex,
    );
    if (!ok) reject('bad-advance', 'that unit cannot advance into that hex', f.loc.forced ? 'N20X 9.9.3' : 'N20 9.9.3');
    const u = cmd.units![0];
    const from = d.units[u].hex!;
    d.units[u].hex = cmd.hex!;
    b.advanced.push(u);
    out.events.push({ type: 'moved', units: [u], path: [cmd.hex!], from, visibleTo: 'all' });
    log(d, out, `${pieceName(ctx, u)} advances into ${cmd.hex}`, { rule: 'N20 9.9.3', hexes: [from, cmd.hex!] });
    pop(d);
  },
};

export const battleProcs: Record<string, ProcFn> = { 'n20:battle': battleProc, 'n20:retreat': retreatProc };
export const battleDecisions: Record<string, DecisionHandler<any>> = {
  'n20:useMatrix': useMatrix,
  'n20:maneuver': maneuver,
  'n20:reserves': reserves,
  'n20:retreat': retreat,
  'n20:advance': advance,
};
export { distanceToLoc };
