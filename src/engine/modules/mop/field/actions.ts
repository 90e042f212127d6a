// The field rules' commands a side may give now (for the client's buttons; the simulator's players
// do not use them): damage or repair a span, build an improved position, move a train. Each one is
// a `choose` command the engine still checks in full when it is given.
import type { ChooseCommand, GameState, HexId, Side } from '../../../types';
import { contextOf } from '../../../core/ctx';
import { fieldOf } from './state';
import { movementVeto, unitActVeto, halvesLeft } from './acting';
import { isDamaged, spanKind } from './spans';
import { ipTurnVeto, hasIp } from './improved';
import { trainDef, trainMoves, trainsOf } from './trains';
import { deployVeto, pickupVeto } from './pontoons';
import { trainExits } from './trainExit';

export interface FieldAction {
  label: string;
  rule: string;
  command: ChooseCommand;
}

export function fieldActions(s: GameState, side: Side): { spans: FieldAction[]; ips: FieldAction[]; trains: Record<string, { name: string; moves: FieldAction[] }> } {
  const out = { spans: [] as FieldAction[], ips: [] as FieldAction[], trains: {} as Record<string, { name: string; moves: FieldAction[] }> };
  if (!fieldOf(s) || movementVeto(s, side, 'MOP 37.9')) return out;
  const ctx = contextOf(s);
  const cmd = (choice: string, units: string[], hex?: HexId): ChooseCommand => ({ type: 'choose', side, n: s.seq, choice, units, ...(hex ? { hex } : {}) });
  const byHex: Record<HexId, string[]> = {};
  for (const u of ctx.unitIds) {
    if (ctx.units[u].side !== side || unitActVeto(s, ctx, side, u, 'MOP 37.9')) continue;
    const hex = s.units[u].hex!;
    (byHex[hex] ??= []).push(u);
    for (const n of ctx.map.hexes[hex].neighbours) {
      const k = spanKind(ctx, hex, n, s);
      if (!k || halvesLeft(s, ctx, u) < (k === 'bridge' ? 4 : 2)) continue;
      const name = ctx.units[u].name;
      if (isDamaged(s, hex, n)) {
        if (ctx.units[u].type === 'infantry') out.spans.push({ label: `${name}: repair the ${k} ${hex}-${n}`, rule: 'MOP 37.9', command: cmd('mop-span:repair', [u], n) });
      } else if (k === 'trestle' || ctx.units[u].type === 'infantry') {
        out.spans.push({ label: `${name}: damage the ${k} ${hex}-${n}`, rule: 'MOP 37.9', command: cmd('mop-span:damage', [u], n) });
      }
    }
  }
  if (!ipTurnVeto(s, ctx)) {
    for (const hex of Object.keys(byHex).sort()) {
      if (hasIp(s, hex)) continue;
      const inf = byHex[hex].filter((u) => ctx.units[u].type === 'infantry' && !(s.units[u].movedIn === s.clock.activation && s.units[u].mpSpentHalves > 0));
      if (inf.length >= 2) out.ips.push({ label: `${ctx.units[inf[0]].name} and ${ctx.units[inf[1]].name}: dig in at ${hex}`, rule: 'MOP 37.3.3', command: cmd('mop-ip', inf.slice(0, 2)) });
    }
  }
  for (const [id, hexes] of Object.entries(trainMoves(s, ctx, side))) {
    out.trains[id] = { name: trainDef(ctx, id)!.name, moves: hexes.map((h) => ({ label: `to ${h}`, rule: 'MOP 37.8', command: cmd('mop-train', [id], h) })) };
  }
  // pontoon trains: deploy across the water next to them, or take the bridge up (pontoons.ts)
  for (const id of trainsOf(s, ctx, side)) {
    const t = fieldOf(s)!.trains[id];
    const extra: FieldAction[] = [];
    if (t.deployed) {
      if (!pickupVeto(s, ctx, side, id)) extra.push({ label: `take up the bridge ${t.hex}-${t.deployed}`, rule: 'MOP 37.8', command: cmd('mop-train:pickup', [id]) });
    } else {
      for (const n of ctx.map.hexes[t.hex!].neighbours) {
        if (!deployVeto(s, ctx, side, id, n)) extra.push({ label: `bridge ${t.hex}-${n}`, rule: 'MOP 37.8', command: cmd('mop-train:deploy', [id], n) });
      }
    }
    if (extra.length) (out.trains[id] ??= { name: trainDef(ctx, id)!.name, moves: [] }).moves.push(...extra);
  }
  // MOP 37.13.1: a baggage train leaving the map in a General Retreat (trainExit.ts)
  for (const id of trainExits(s, ctx, side)) {
    (out.trains[id] ??= { name: trainDef(ctx, id)!.name, moves: [] }).moves.push({ label: 'leave the map (General Retreat)', rule: 'MOP 37.13.1', command: cmd('mop-train:exit', [id]) });
  }
  return out;
}
