// Node-side position for the doctrine browser test (tests/e2e/doctrine.e2e.ts): random legal play of the
// crossing battle with every option on (so the NLC 20.2 doctrine too) until a bombardment strikes a hex of
// an extended line with cavalry or artillery standing with it, and their owner is asked where they stand
// (NLC 20.2.3); or until a bombardment segment offers a gun standing with its line, which may fire from either
// hex of it. The commands come back as a save the browser imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyCommand, contextFor, legalCommands, loadScenario, makeSave, newGame, pendingDecision, type Command, type GameState, type PendingDecision, type SaveFile } from '../../src/engine/index';
import type { Ctx } from '../../src/engine/core/ctx';
import { nlcOf } from '../../src/engine/modules/nlc/state';
import { lineOrigins } from '../../src/engine/modules/nlc/optional/lineStacking';
import { randomPicker } from '../../src/players/random';

function crossing() {
  const r = loadScenario(JSON.parse(readFileSync(join(import.meta.dirname, '../../scenarios/crossing.json'), 'utf8')), 'crossing.json');
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

/** The first save (seeds in order) that stops at a placement under bombardment, with its command count. */
export function bombardedLineSave(seeds = [7, 12, 1, 2, 3, 4, 5, 6]): { save: SaveFile; commands: number; seed: number } | null {
  // the defending owner's placement (a placement to act from, of the guns firing or the cavalry charging, names what it does)
  const top = (s: GameState) => s.stack[s.stack.length - 1];
  return firstSave(seeds, (s, p) => p.type === 'lineStack' && !top(s).loc.act && nlcOf(s).combat?.kind === 'bombardment' && nlcOf(s).combat?.target === top(s).loc.target);
}

/** The first save that stops at a bombardment segment offering a gun that may fire from either hex of its line, and the gun. */
export function lineGunSave(seeds = [7, 12, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11]): { save: SaveFile; commands: number; seed: number; gun: string; origins: string[] } | null {
  const lineGun = (s: GameState, p: PendingDecision, ctx: Ctx) => (p.type === 'bombardDeclare' ? p.options.units.find((u) => lineOrigins(s, ctx, u).length > 1) : undefined);
  const found = firstSave(seeds, (s, p, ctx) => !!lineGun(s, p, ctx));
  if (!found) return null;
  const gun = lineGun(found.state, pendingDecision(found.state)!, found.ctx)!;
  return { save: found.save, commands: found.commands, seed: found.seed, gun, origins: lineOrigins(found.state, found.ctx, gun) };
}

/**
 * The first save that stops at a bombardment segment listing one gun's bombardment of a hex once per hex of
 * its line (NLC 20.2.3: both reach, its owner names the one it fires from), with the gun, the target and the hexes.
 */
export function lineGunBothSave(seeds = [28, 7, 12]): { save: SaveFile; commands: number; seed: number; gun: string; target: string; origins: string[] } | null {
  const named = (s: GameState, p: PendingDecision) =>
    p.type === 'bombardDeclare' ? legalCommands(s).filter((c): c is Extract<Command, { type: 'choose' }> => c.type === 'choose' && c.choice === 'bombard' && !!c.from && c.units?.length === 1) : [];
  const found = firstSave(seeds, (s, p) => named(s, p).length > 0);
  if (!found) return null;
  const first = named(found.state, pendingDecision(found.state)!)[0];
  const all = named(found.state, pendingDecision(found.state)!).filter((c) => c.hex === first.hex && c.units![0] === first.units![0]);
  return { save: found.save, commands: found.commands, seed: found.seed, gun: first.units![0], target: first.hex!, origins: all.map((c) => c.from!) };
}

function firstSave(seeds: number[], stop: (s: GameState, p: PendingDecision, ctx: Ctx) => boolean): { save: SaveFile; commands: number; seed: number; state: GameState; ctx: Ctx } | null {
  const sc = crossing();
  const ctx = contextFor(sc);
  const rules = Object.fromEntries(ctx.toggles.map((t) => [t.id, true]));
  for (const seed of seeds) {
    let s: GameState = newGame(sc, { rules }, seed);
    const pick = randomPicker(seed);
    const cmds: Command[] = [];
    for (let i = 0; i < 900 && !s.result; i++) {
      const p = pendingDecision(s);
      if (!p) break;
      if (stop(s, p, ctx)) return { save: makeSave(s, cmds), commands: cmds.length, seed, state: s, ctx };
      const c = pick.pick(legalCommands(s));
      const a = applyCommand(s, c);
      if (!a.ok) throw new Error(`${a.error.code}: ${a.error.message}`);
      s = a.state;
      cmds.push(c);
    }
  }
  return null;
}
