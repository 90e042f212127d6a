// The field rules' part of a March on Paris scenario (MOP 37.4 weather table, 37.3.3 improved positions,
// 37.7/37.8 trains, 37.9 spans damaged at the start), and the checks against the map at load.
import { z } from 'zod';
import { lazySchema } from '../../../scenario/lazySchema';
import type { Scenario } from '../../../scenario/schema';
import { onRoadOrTrail, type MapIndex } from '../../../board/mapIndex';
import { WEATHERS } from './weather';
import { offMapProblem } from '../../../scenario/window';

const hexId = lazySchema(() => z.string().regex(/^\d{4}$/, 'a hex id is four digits CCRR, e.g. "0913"'));
const id = lazySchema(() => z.string().min(1).regex(/^[A-Za-z0-9_.-]+$/, 'ids use letters, digits, _ . -'));

/** MOP 37.4: a scenario's weather table, die faces to weather; every face listed exactly once. */
export const weatherTableSchema = lazySchema(() => z
  .strictObject({
    /** One die (faces 1-6) or two dice added (2-12). */
    dice: z.union([z.literal(1), z.literal(2)]).default(1),
    table: z.array(z.strictObject({ from: z.number().int(), to: z.number().int(), weather: z.enum(WEATHERS) })).min(1),
    /** The weather before the first roll (a night opening). */
    initial: z.enum(WEATHERS).default('fair'),
  })
  .superRefine((w, c) => {
    const lo = w.dice;
    const hi = 6 * w.dice;
    const seen = new Map<number, number>();
    w.table.forEach((r, i) => {
      if (r.from > r.to) c.addIssue({ code: 'custom', path: ['table', i], message: `range ${r.from}-${r.to} runs backwards` });
      if (r.from < lo || r.to > hi) c.addIssue({ code: 'custom', path: ['table', i], message: `range ${r.from}-${r.to} is outside the ${lo}-${hi} a roll of ${w.dice} dice gives` });
      for (let x = Math.max(lo, r.from); x <= Math.min(hi, r.to); x++) {
        if (seen.has(x)) c.addIssue({ code: 'custom', path: ['table', i], message: `roll ${x} is already given by table[${seen.get(x)}]` });
        else seen.set(x, i);
      }
    });
    const gaps: number[] = [];
    for (let x = lo; x <= hi; x++) if (!seen.has(x)) gaps.push(x);
    if (gaps.length) c.addIssue({ code: 'custom', path: ['table'], message: `the weather table has gaps: no weather for roll${gaps.length > 1 ? 's' : ''} ${gaps.join(', ')} (MOP 37.4)` });
  }));

/** MOP 37.7, 37.8: a baggage or pontoon train. */
export const trainSchema = lazySchema(() => z.strictObject({
  id,
  side: id,
  kind: z.enum(['baggage', 'pontoon']),
  /** The formation it serves (its supply, its March orders). */
  formation: id,
  name: z.string().min(1),
  hex: hexId.nullable(),
  /** Movement allowance (cavalry terrain costs, MOP 37.8). */
  movement: z.number().int().min(1).max(20).default(6),
  arrives: z.strictObject({ turn: z.number().int().min(1), hex: hexId }).optional(),
}));

export const mopFieldSchemaShape = lazySchema(() => ({
  /** MOP 37.4: the weather table; without it the weather stays fair. */
  weather: weatherTableSchema.optional(),
  /** MOP 37.7, 37.8: baggage and pontoon trains. */
  trains: z.array(trainSchema).default([]),
  /** MOP 37.9: spans (bridge or trestle hexsides, as [a, b]) damaged when play begins. */
  damagedSpans: z.array(z.tuple([hexId, hexId])).default([]),
  /** MOP 37.3.3: improved positions already built. */
  improvedPositions: z.array(hexId).default([]),
}));

export type MopTrain = z.output<typeof trainSchema>;

export interface FieldProblem {
  path: string;
  problem: string;
}

/**
 * MOP 37.8, 37.9 checks against the map: a train must start (and arrive) on a road or trail hex; every
 * span (bridge or trestle) must cross a river or a stream (ruling MOP 37.9: a bridge drawn over a stream is
 * accepted as drawn); a damaged span must be a span; improved positions on the map.
 */
export function checkMopField(s: Scenario, map: MapIndex): FieldProblem[] {
  const out: FieldProblem[] = [];
  const mop = s.mop;
  if (!mop) return out;
  const sides = new Set(s.sides.map((x) => x.id));
  const formations = new Map(s.formations.map((f) => [f.id, f.side]));
  const seen = new Set([...s.units.map((u) => u.id), ...s.leaders.map((l) => l.id)]);
  (mop.trains ?? []).forEach((t, i) => {
    const p = `$.mop.trains[${i}]`;
    if (seen.has(t.id)) out.push({ path: `${p}.id`, problem: `duplicate id "${t.id}"` });
    seen.add(t.id);
    if (!sides.has(t.side)) out.push({ path: `${p}.side`, problem: `unknown side "${t.side}"` });
    if (!formations.has(t.formation)) out.push({ path: `${p}.formation`, problem: `unknown formation "${t.formation}"` });
    else if (formations.get(t.formation) !== t.side) out.push({ path: `${p}.formation`, problem: `formation "${t.formation}" is not of side "${t.side}"` });
    if (!t.hex && !t.arrives) out.push({ path: `${p}.hex`, problem: 'a train needs a hex or an arrival (arrives)' });
    for (const [h, q] of [
      [t.hex, `${p}.hex`],
      [t.arrives?.hex, `${p}.arrives.hex`],
    ] as const) {
      if (!h) continue;
      if (!map.has(h)) out.push({ path: q, problem: offMapProblem(s.map, h) });
      else if (!onRoadOrTrail(map, h)) out.push({ path: q, problem: `the ${t.kind} train ${t.id} is at ${h}, which is on no road or trail: trains must be on a road (MOP 37.8)` });
    }
  });
  s.map.hexsides.forEach((h, i) => {
    const f = h.features;
    const water = f.includes('river') || f.includes('stream');
    for (const span of ['bridge', 'trestle'] as const) {
      if (f.includes(span) && !water) {
        out.push({ path: `$.map.hexsides[${i}].features`, problem: `the ${span} between ${h.a} and ${h.b} is not on a river or stream hexside: a span crosses water (MOP 37.9)` });
      }
    }
  });
  (mop.damagedSpans ?? []).forEach(([a, b], i) => {
    const f = map.has(a) && map.has(b) ? map.side(a, b)?.features : undefined;
    if (!f || !(f.includes('bridge') || f.includes('trestle'))) {
      out.push({ path: `$.mop.damagedSpans[${i}]`, problem: `${a}-${b} is not a bridge or trestle hexside (MOP 37.9)` });
    }
  });
  (mop.improvedPositions ?? []).forEach((h, i) => {
    if (!map.has(h)) out.push({ path: `$.mop.improvedPositions[${i}]`, problem: offMapProblem(s.map, h) });
  });
  return out;
}
