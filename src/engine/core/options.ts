// Rule options as a player may choose them. Levels of one module (a toggle group, e.g. N20X 5.0 Mild,
// Medium, Spicy) exclude each other: a set that switches on two levels is normalised to the most
// intense one, explicitly, so the game's options say exactly which level is played.
import { ruleOn, type Ctx } from './ctx';
import type { Options } from '../types';

export interface NormalisedOptions {
  options: Options;
  /** One line per group that had several levels on: which were dropped, which is played. */
  notes: string[];
}

export function normaliseOptions(ctx: Ctx, options: Options): NormalisedOptions {
  const rules = { ...options.rules };
  const notes: string[] = [];
  const groups = new Map<string, { label: string; ids: string[] }>();
  for (const t of ctx.toggles) {
    if (!t.group) continue;
    const g = groups.get(t.group.id) ?? { label: t.group.label, ids: [] };
    g.ids.push(t.id);
    groups.set(t.group.id, g);
  }
  for (const [gid, g] of groups) {
    const on = g.ids.filter((id) => ruleOn(ctx, options, id));
    if (on.length < 2) continue;
    const kept = on[on.length - 1];
    for (const id of g.ids) rules[id] = id === kept;
    notes.push(`${g.label} [${gid}]: ${on.join(', ')} exclude each other; ${kept} is played`);
  }
  return { options: { rules }, notes };
}
