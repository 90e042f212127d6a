// The static context of a game: its scenario, map index and rules system, built once per scenario
// and looked up by scenario id (GameState carries only the id, never the static data).
import { isDraft, original } from 'immer';
import { peekField } from './readView';
import type { Scenario, ScenarioLeader, ScenarioUnit } from '../scenario/schema';
import { buildMapIndex, type MapIndex } from '../board/mapIndex';
import type { DecisionHandler, Hooks, ProcFn, RulesModule, RulesSystem, RuleToggle, SideCommandFn } from './module';
import type { Options, RuleError, GameState } from '../types';

export interface Ctx {
  scenario: Scenario;
  map: MapIndex;
  system: RulesSystem;
  /** The system's modules that apply to this scenario (RulesModule.appliesTo), in the system's order. */
  modules: RulesModule[];
  units: Record<string, ScenarioUnit>;
  leaders: Record<string, ScenarioLeader>;
  /** Unit ids in scenario order, the total order used wherever units are iterated. */
  unitIds: string[];
  leaderIds: string[];
  sides: string[];
  procs: Record<string, ProcFn>;
  decisions: Record<string, DecisionHandler<any>>;
  /** Standing side commands by choice head (module.ts SideCommandFn). */
  sideCommands: Record<string, SideCommandFn>;
  toggles: RuleToggle[];
  /** Each toggle's default, the first module's where two declare one (ruleOn asks it at every hex a move enters). */
  toggleDefaults: ReadonlyMap<string, boolean>;
  hooks: { mayMove: NonNullable<Hooks['mayMove']>[] };
  mayMove(s: GameState, unit: string): RuleError | null;
  mayAssault(s: GameState, unit: string): RuleError | null;
  mustAssault(s: GameState, unit: string): boolean;
  onEnterHex: NonNullable<Hooks['onEnterHex']>[];
  /** Each onEnterHex hook's once-per-move gate (Hooks.enterHexFor), or null where it has none. */
  enterHexGates: (Hooks['enterHexFor'] | null)[];
}

const contexts = new Map<string, { scenario: Scenario; ctx: Ctx }>();
/** What a scenario needs of the rules code: its system, and whether it plays the March on Paris modules over it. */
export type RulesNeed = { system: Scenario['system']; mop?: unknown };

/**
 * Where the rules systems come from (modules/registry.ts): in Node every system is imported at once; the
 * browser imports a system's code only when a game of it is started (issue 8, first frame), so the store
 * awaits `loadRulesFor` before the synchronous API is used for a scenario.
 */
export interface RulesRegistry {
  /** The loaded system that plays this scenario, or null when its code is not loaded yet. */
  systemOf(scenario: RulesNeed): RulesSystem | null;
  /** Loads (once) the code of the system that plays this scenario. */
  load(scenario: RulesNeed): Promise<void>;
}

let registry: RulesRegistry | null = null;

export function registerRules(r: RulesRegistry): void {
  registry = r;
}

/** Makes the synchronous API ready for a scenario of this system (a no-op where every system is imported). */
export function loadRulesFor(scenario: RulesNeed): Promise<void> {
  if (!registry) return Promise.reject(new Error('no rules systems registered'));
  return registry.load(scenario);
}

/** Is the code of this scenario's rules at hand (contextFor would not throw for want of it)? */
export function rulesLoaded(scenario: RulesNeed): boolean {
  return !!registry?.systemOf(scenario);
}

export function contextFor(scenario: Scenario): Ctx {
  const hit = contexts.get(scenario.id);
  if (hit && hit.scenario === scenario) return hit.ctx;
  if (!registry) throw new Error('no rules systems registered');
  const system = registry.systemOf(scenario);
  if (!system) throw new Error(`the ${scenario.system}${scenario.mop !== undefined ? ' (March on Paris)' : ''} rules are not loaded: await loadRulesFor(scenario) first`);
  const procs: Ctx['procs'] = {};
  const decisions: Ctx['decisions'] = {};
  const toggles: RuleToggle[] = [];
  const sideCommands: Record<string, SideCommandFn> = {};
  const mayMove: NonNullable<Hooks['mayMove']>[] = [];
  const mayAssault: NonNullable<Hooks['mayAssault']>[] = [];
  const mustAssault: NonNullable<Hooks['mustAssault']>[] = [];
  const onEnterHex: NonNullable<Hooks['onEnterHex']>[] = [];
  const enterHexGates: (Hooks['enterHexFor'] | null)[] = [];
  const modules = system.modules.filter((m) => !m.appliesTo || m.appliesTo(scenario));
  for (const m of modules) {
    Object.assign(procs, m.procs ?? {});
    Object.assign(decisions, m.decisions ?? {});
    Object.assign(sideCommands, m.sideCommands ?? {});
    toggles.push(...(m.toggles ?? []));
    if (m.hooks?.mayMove) mayMove.push(m.hooks.mayMove);
    if (m.hooks?.mayAssault) mayAssault.push(m.hooks.mayAssault);
    if (m.hooks?.mustAssault) mustAssault.push(m.hooks.mustAssault);
    if (m.hooks?.onEnterHex) {
      onEnterHex.push(m.hooks.onEnterHex);
      enterHexGates.push(m.hooks.enterHexFor ?? null);
    }
  }
  const ctx: Ctx = {
    scenario,
    map: buildMapIndex(scenario.map),
    system,
    modules,
    units: Object.fromEntries(scenario.units.map((u) => [u.id, u])),
    leaders: Object.fromEntries(scenario.leaders.map((l) => [l.id, l])),
    unitIds: scenario.units.map((u) => u.id),
    leaderIds: scenario.leaders.map((l) => l.id),
    sides: scenario.sides.map((s) => s.id),
    procs,
    decisions,
    sideCommands,
    toggles,
    toggleDefaults: defaultsOf(toggles),
    hooks: { mayMove },
    mayMove(s, unit) {
      for (const h of mayMove) {
        const e = h(s, ctx, unit);
        if (e) return e;
      }
      return null;
    },
    mayAssault(s, unit) {
      for (const h of mayAssault) {
        const e = h(s, ctx, unit);
        if (e) return e;
      }
      return null;
    },
    mustAssault(s, unit) {
      return mustAssault.some((h) => h(s, ctx, unit));
    },
    onEnterHex,
    enterHexGates,
  };
  contexts.set(scenario.id, { scenario, ctx });
  return ctx;
}

export function contextOf(state: GameState): Ctx {
  const hit = contexts.get(state.scenario);
  if (!hit) throw new Error(`scenario "${state.scenario}" is not loaded: call newGame or loadScenario first`);
  return hit.ctx;
}

/** Is a rule toggle on? Options override the module default. */
export function ruleOn(ctx: Ctx, options: Options, id: string): boolean {
  // asked at every hex a move enters: read without drafting (the options never change in a game: the
  // draft's original is the answer); the defaults are the context's
  const rules = (isDraft(options) ? (original(options) as Options) : options).rules;
  if (id in rules) return rules[id];
  return ctx.toggleDefaults.get(id) ?? false;
}

/** ruleOn for a game state or a draft of one: the options are read without drafting them (readView.ts). */
export function ruleIn(s: Pick<GameState, 'options'>, ctx: Ctx, id: string): boolean {
  return ruleOn(ctx, optionsIn(s), id);
}

// The options of the last two states (or drafts, or read views of them) asked about. A command asks
// ruleIn tens of times of one draft and its read view; reading the options field of a draft or view is a
// call through its proxy. A state's options never change (nor a draft's: no rule writes them), so the
// object they were read from answers for them.
let seen1: object | null = null;
let options1: Options | null = null;
let seen2: object | null = null;
let options2: Options | null = null;

function optionsIn(s: Pick<GameState, 'options'>): Options {
  if (s === seen1) return options1!;
  if (s === seen2) return options2!;
  const o = peekField(s, 'options');
  seen2 = seen1;
  options2 = options1;
  seen1 = s;
  options1 = o;
  return o;
}

function defaultsOf(toggles: RuleToggle[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const t of toggles) if (!out.has(t.id)) out.set(t.id, t.default);
  return out;
}
