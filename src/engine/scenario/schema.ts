// The scenario file format (JSON under scenarios/), validated with zod. Static data: it never enters GameState.
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { n20ScenarioSchema } from '../modules/n20/scenarioSchema';
import { commandSchema } from '../modules/nlc/orders/scenarioSchema';
import { mopScenarioSchema } from '../modules/mop/scenarioSchema';
import { windowSchema } from './window';

export const HEX_TERRAINS = ['clear', 'town', 'village', 'chateau', 'woods', 'marsh'] as const;
export const HEXSIDE_FEATURES = ['stream', 'river', 'bridge', 'trestle', 'ford', 'crest', 'slope'] as const;
export const UNIT_TYPES = ['infantry', 'cavalry', 'light cavalry', 'foot artillery', 'horse artillery'] as const;
export const LEADER_ROLES = ['overall', 'wing', 'corps', 'division'] as const;

const hexId = lazySchema(() => z.string().regex(/^\d{4}$/, 'a hex id is four digits CCRR, e.g. "0913"'));
const id = lazySchema(() => z.string().min(1).regex(/^[A-Za-z0-9_.-]+$/, 'ids use letters, digits, _ . -'));

export const hexSchema = lazySchema(() => z.strictObject({
  id: hexId,
  terrain: z.enum(HEX_TERRAINS).optional(),
  elevation: z.number().int().min(0).max(9).optional(),
  name: z.string().optional(),
  /** Side whose reinforcements may enter here (NLC 9). */
  entry: z.string().optional(),
  /** Side that traces supply to this map-edge hex. */
  supply: z.string().optional(),
}));

export const hexsideSchema = lazySchema(() => z.strictObject({
  a: hexId,
  b: hexId,
  features: z.array(z.enum(HEXSIDE_FEATURES)).min(1),
  /** For slopes and crests: the hex on the high side. */
  high: hexId.optional(),
}));

export const roadSchema = lazySchema(() => z.strictObject({
  kind: z.enum(['road', 'trail']),
  path: z.array(hexId).min(2),
}));

export const mapSchema = lazySchema(() => z.strictObject({
  columns: z.number().int().min(2).max(99),
  rows: z.number().int().min(2).max(99),
  orientation: z.enum(['flat', 'pointy']),
  /** Which printed columns (flat) or rows (pointy) sit half a hex lower/further right. */
  shifted: z.enum(['odd', 'even']),
  defaultTerrain: z.enum(HEX_TERRAINS).default('clear'),
  hexes: z.array(hexSchema).default([]),
  hexsides: z.array(hexsideSchema).default([]),
  roads: z.array(roadSchema).default([]),
  /** A battle's window onto its sheet (scenario/window.ts): play and drawing stay inside it. */
  window: windowSchema.optional(),
}));

export const sideSchema = lazySchema(() => z.strictObject({
  id,
  name: z.string().min(1),
  /** Adjective for prompts, e.g. 'French'. */
  adjective: z.string().min(1),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Army demoralization level: strength of destroyed units that demoralizes the army (NLC 14). */
  demoralization: z.number().int().min(1).optional(),
}));

export const formationSchema = lazySchema(() => z.strictObject({
  id,
  side: id,
  name: z.string().min(1),
  leader: id.optional(),
  /** Formations own activation chits (NLC 3.1). */
  chit: z.boolean().default(true),
  /** Corps demoralization limit: full strength of eliminated units that demoralizes it (NLC 15). */
  demoralization: z.number().int().min(1).optional(),
  /** The overall commander this formation answers to, when a side has several (NLC 4.3). */
  commander: id.optional(),
}));

export const unitSchema = lazySchema(() => z.strictObject({
  id,
  side: id,
  name: z.string().min(1),
  nationality: z.string().min(1),
  type: z.enum(UNIT_TYPES),
  /** Printed front and back strength; back null when the counter is not backprinted (NLC 6.1). */
  strength: z.tuple([z.number().int().min(0), z.number().int().min(0).nullable()]),
  movement: z.number().int().min(1).max(20),
  morale: z.number().int().min(1).max(5),
  formation: id,
  division: z.string().optional(),
  flags: z.array(z.enum(['oldGuard', 'guard', 'british', 'kgl', 'russianInfantry'])).default([]),
  hex: hexId.nullable(),
  /** Reinforcement arrival (NLC 9). */
  arrives: z.strictObject({ turn: z.number().int().min(1), hex: hexId }).optional(),
}));

export const leaderSchema = lazySchema(() => z.strictObject({
  id,
  side: id,
  name: z.string().min(1),
  rating: z.number().int().min(0).max(6),
  role: z.enum(LEADER_ROLES),
  formation: id.optional(),
  hq: z.boolean().default(false),
  movement: z.number().int().min(1).max(20).default(12),
  hex: hexId.nullable(),
  arrives: z.strictObject({ turn: z.number().int().min(1), hex: hexId }).optional(),
}));

export const hqSchema = lazySchema(() => z.strictObject({
  id,
  side: id,
  name: z.string().min(1),
  /** The overall commander whose HQ this is (NLC 3.2, 11.4). */
  leader: id,
  hex: hexId,
}));

export const objectiveSchema = lazySchema(() => z.strictObject({
  hex: hexId,
  vp: z.number().int().min(0),
  /** Side controlling the hex at the start. */
  owner: id.optional(),
}));

export const scenarioSchema = lazySchema(() => z.strictObject({
  format: z.literal('aigle-scenario'),
  id,
  name: z.string().min(1),
  description: z.string().min(1),
  system: z.enum(['nlc', 'n20']),
  sides: z.array(sideSchema).length(2),
  /** Side that acts first each turn. */
  firstSide: id,
  turns: z.strictObject({
    count: z.number().int().min(1).max(200),
    /** Clock label of turn 1, e.g. '08:00'. */
    start: z.string().regex(/^\d\d:\d\d$/),
    minutesPerTurn: z.number().int().min(10).max(1440),
    night: z.array(z.number().int().min(1)).default([]),
    /** Rain turns: sight reaches 4 hexes (NLC 8.3). */
    rain: z.array(z.number().int().min(1)).optional(),
  }),
  map: mapSchema,
  formations: z.array(formationSchema).min(1),
  units: z.array(unitSchema).min(1),
  leaders: z.array(leaderSchema).default([]),
  hqs: z.array(hqSchema).default([]),
  objectives: z.array(objectiveSchema).default([]),
  /** VP for each enemy step eliminated (NLC 18). */
  vpPerStep: z.number().int().min(0).default(1),
  notes: z.array(z.string()).default([]),
  /** Napoleonic 20 scenarios only: morale, LOC hexes, events, field works (modules/n20/scenarioSchema.ts). */
  n20: n20ScenarioSchema.optional(),
  /** NLC scenarios: the command section (wings, at-start orders; modules/nlc/orders/scenarioSchema.ts). */
  command: commandSchema.optional(),
  /** March on Paris scenarios (MOP 37): its presence switches the module on (modules/mop/scenarioSchema.ts). */
  mop: mopScenarioSchema.optional(),
}));

export type ScenarioInput = z.input<typeof scenarioSchema>;
export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioUnit = Scenario['units'][number];
export type ScenarioLeader = Scenario['leaders'][number];
export type HexTerrain = (typeof HEX_TERRAINS)[number];
export type HexsideFeature = (typeof HEXSIDE_FEATURES)[number];
export type UnitType = (typeof UNIT_TYPES)[number];
