// Node-side search for the cavalry browser test (tests/e2e/cavalry.e2e.ts): plays the crossing battle
// with a plain policy (French cavalry closes on the enemy, everybody else waits) until (a) a French move
// would draw an Allied reaction charge and (b) a French charge wins with a pursuit open. The commands are
// returned so the browser test can import the position and play the interesting step itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyCommand, contextOf, legalCommands, loadScenario, newGame, pendingDecision, type Command, type GameState } from '../../src/engine/index';

export interface CavalryPositions {
  seed: number;
  /** Commands up to a French movement decision where `reactionMove` draws an Allied reaction decision. */
  reaction: { commands: Command[]; move: Command; second: Command | null } | null;
  /** Commands up to a French charge declaration, the charge, then what follows up to the winner's choice with a pursuit. */
  charge: { commands: Command[]; charge: Command; after: Command[]; pursue: Command } | null;
}

const CALM = ['stand', 'noAdvance', 'noSquare', 'endAssaults', 'endBombardment', 'decline', 'noReaction', 'chargeReturn', 'endCharges'];

export function crossing() {
  const r = loadScenario(JSON.parse(readFileSync(join(import.meta.dirname, '../../scenarios/crossing.json'), 'utf8')), 'crossing.json');
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

/** The state after a command the playout chose from the legal ones (a refusal is a bug: it throws). */
function step(s: GameState, c: Command): GameState {
  const r = applyCommand(s, c);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

function enemyDistance(s: GameState, hex: string, enemy = 'al'): number {
  const ctx = contextOf(s);
  let best = 99;
  for (const id of ctx.unitIds) {
    const u = s.units[id];
    if (ctx.units[id].side !== enemy || u.status !== 'map' || !u.hex) continue;
    best = Math.min(best, ctx.map.distance(hex, u.hex));
  }
  return best;
}

/** After the Allies let `first` pass, another French unit's move that would draw a reaction decision again. */
function secondMove(s: GameState, first: Command): Command | null {
  const r = applyCommand(s, { type: 'choose', side: 'al', n: s.seq, choice: 'noReaction' });
  if (!r.ok || pendingDecision(r.state)?.type !== 'formationMove') return null;
  const t = r.state;
  for (const m of legalCommands(t, 'fr')) {
    if (m.type !== 'move' || m.units.length !== 1 || (first.type === 'move' && m.units[0] === first.units[0])) continue;
    const x = applyCommand(t, m);
    if (x.ok && pendingDecision(x.state)?.type === 'reactionDeclare') return m;
  }
  return null;
}

export function findPositions(seed: number, cap = 1500): CavalryPositions {
  const sc = crossing();
  let s = newGame(sc, { rules: {} }, seed);
  const ctx = contextOf(s);
  const commands: Command[] = [];
  const out: CavalryPositions = { seed, reaction: null, charge: null };
  let chargeStart: { commands: Command[]; charge: Command } | null = null;
  const movedIn = new Set<string>();
  const apply = (c: Command) => {
    s = step(s, c);
    commands.push(c);
  };
  for (let k = 0; k < cap && !s.result; k++) {
    const p = pendingDecision(s);
    if (!p) break;
    const side = p.side ?? p.sides[0];
    const legal = legalCommands(s, side);
    if (process.env.CAV_DEBUG && ['chargeDeclare', 'chargeAfter', 'formSquare'].includes(p.type)) console.log(k, p.type, side, JSON.stringify(legal).slice(0, 300));
    if (p.type === 'chargeAfter' && chargeStart) {
      const pursue = legal.find((c) => c.type === 'choose' && c.choice === 'pursueInto');
      if (pursue) {
        out.charge = { ...chargeStart, after: commands.slice(chargeStart.commands.length + 1), pursue };
        return out;
      }
    }
    if (p.type === 'chargeDeclare') {
      const ch = legal.find((c) => c.type === 'choose' && c.choice === 'charge');
      if (ch) {
        chargeStart = { commands: [...commands], charge: ch };
        apply(ch);
        continue;
      }
    }
    if (p.type === 'formationMove') {
      const enemy = side === 'fr' ? 'al' : 'fr';
      // does some move draw an Allied reaction decision? (tried on a copy: nothing changes here)
      if (!out.reaction && side === 'fr') {
        for (const m of legal) {
          if (m.type !== 'move' || m.units.length !== 1) continue;
          const r = applyCommand(s, m);
          if (r.ok && pendingDecision(r.state)?.type === 'reactionDeclare') {
            out.reaction = { commands: [...commands], move: m, second: secondMove(r.state, m) };
            break;
          }
        }
      }
      // the cavalry of both sides closes to two hexes of the nearest enemy
      const key = `${s.clock.turn}:${s.clock.activation}`;
      const mv = legal
        .filter((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && c.units.length === 1 && !!ctx.units[c.units[0]] && ['cavalry', 'light cavalry'].includes(ctx.units[c.units[0]].type) && !movedIn.has(key + c.units[0]))
        .map((c) => ({ c, d: enemyDistance(s, c.path[c.path.length - 1], enemy) }))
        .filter((x) => x.d >= 2)
        .sort((a, b) => a.d - b.d || a.c.path.length - b.c.path.length);
      const cur = mv.length ? s.units[mv[0].c.units[0]].hex : null;
      if (mv.length && cur && enemyDistance(s, cur, enemy) > 2) {
        movedIn.add(key + mv[0].c.units[0]);
        apply(mv[0].c);
        continue;
      }
    }
    const calm = legal.find((c) => (c.type === 'choose' && CALM.includes(c.choice)) || c.type === 'endActivation' || c.type === 'endTurn');
    apply(calm ?? legal[0]);
  }
  return out;
}

export interface BombardPosition {
  /** Commands up to a French Bombardment Segment where `gun` can bombard `target`, a hex it sees holding Allied units. */
  commands: Command[];
  gun: string;
  gunHex: string;
  target: string;
}

/**
 * The French guns close on the nearest Allied hex (to two hexes), everybody else waits, until a French
 * bombardment decision offers a target: one holding two or more units (a stack) if any is offered.
 */
export function findBombard(seed: number, cap = 1500): BombardPosition | null {
  const sc = crossing();
  let s = newGame(sc, { rules: {} }, seed);
  const ctx = contextOf(s);
  const commands: Command[] = [];
  const movedIn = new Set<string>();
  const apply = (c: Command) => {
    s = step(s, c);
    commands.push(c);
  };
  const isGun = (id: string) => !!ctx.units[id] && /artillery/.test(ctx.units[id].type) && ctx.units[id].side === 'fr';
  let fallback: BombardPosition | null = null;
  for (let k = 0; k < cap && !s.result; k++) {
    const p = pendingDecision(s);
    if (!p) break;
    const side = p.side ?? p.sides[0];
    const legal = legalCommands(s, side);
    if (p.type === 'bombardDeclare' && side === 'fr') {
      const shots = legal.filter((c): c is Extract<Command, { type: 'choose' }> => c.type === 'choose' && c.choice === 'bombard' && c.units!.length === 1);
      for (const c of shots) {
        const stacked = Object.values(s.units).filter((u) => u.status === 'map' && u.hex === c.hex).length >= 2;
        const pos = { commands: [...commands], gun: c.units![0], gunHex: s.units[c.units![0]].hex!, target: c.hex! };
        if (stacked) return pos;
        fallback ??= pos;
      }
    }
    if (p.type === 'formationMove' && side === 'fr') {
      const key = `${s.clock.turn}:${s.clock.activation}`;
      const mv = legal
        .filter((c): c is Extract<Command, { type: 'move' }> => c.type === 'move' && c.units.length === 1 && isGun(c.units[0]) && !movedIn.has(key + c.units[0]))
        .map((c) => ({ c, d: enemyDistance(s, c.path[c.path.length - 1]) }))
        .filter((x) => x.d >= 2)
        .sort((a, b) => a.d - b.d || a.c.path.length - b.c.path.length);
      const cur = mv.length ? s.units[mv[0].c.units[0]].hex : null;
      if (mv.length && cur && enemyDistance(s, cur) > 2) {
        movedIn.add(key + mv[0].c.units[0]);
        apply(mv[0].c);
        continue;
      }
    }
    if (fallback && p.type !== 'bombardDeclare') return fallback;
    const calm = legal.find((c) => (c.type === 'choose' && CALM.includes(c.choice)) || c.type === 'endActivation' || c.type === 'endTurn');
    apply(calm ?? legal[0]);
  }
  return fallback;
}

if (process.argv[1]?.endsWith('cavalrySaves.ts') && process.argv[3] === 'bombard') {
  const t = Date.now();
  const b = findBombard(Number(process.argv[2] ?? 1));
  console.log(JSON.stringify({ ms: Date.now() - t, n: b?.commands.length, gun: b?.gun, gunHex: b?.gunHex, target: b?.target }));
}
if (process.argv[1]?.endsWith('cavalrySaves.ts') && !process.argv[3]) {
  const t = Date.now();
  const r = findPositions(Number(process.argv[2] ?? 1));
  console.log(JSON.stringify({ ms: Date.now() - t, reaction: r.reaction && { n: r.reaction.commands.length, move: r.reaction.move, second: r.reaction.second }, charge: r.charge && { n: r.charge.commands.length, charge: r.charge.charge, after: r.charge.after, pursue: r.charge.pursue } }));
}
export function debugRun(seed: number, cap: number) {
  const sc = crossing();
  let s = newGame(sc, { rules: {} }, seed);
  const types: Record<string, number> = {};
  for (let k = 0; k < cap && !s.result; k++) {
    const p = pendingDecision(s);
    if (!p) break;
    types[p.type + ':' + (p.side ?? '')] = (types[p.type + ':' + (p.side ?? '')] ?? 0) + 1;
    const legal = legalCommands(s, p.side ?? p.sides[0]);
    const calm = legal.find((c) => (c.type === 'choose' && CALM.includes(c.choice)) || c.type === 'endActivation' || c.type === 'endTurn');
    s = (applyCommand(s, calm ?? legal[0]) as any).state;
  }
  console.log(s.clock, types, s.result);
}
if (process.argv[1]?.endsWith('cavalrySaves.ts') && process.argv[3] === 'debug') debugRun(1, 300);
