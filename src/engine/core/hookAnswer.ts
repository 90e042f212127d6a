// Asking the modules' optional hooks (core/module.ts Hooks): the first module that answers decides.
import type { Ctx } from './ctx';
import type { Hooks, RulesModule } from './module';

type AnswerHook = {
  [K in keyof Hooks]: Hooks[K] extends (...a: any[]) => infer R ? (undefined extends R ? K : never) : never;
}[keyof Hooks];

/**
 * The modules' functions for one hook, in module order (only the modules that have it). The rules ask many
 * hooks for every move; going over every module and reading its hooks object, each of another shape, cost
 * more than the hooks themselves. A context's lists are made once (the modules never change).
 */
export function hooksOf<K extends keyof Hooks>(ctx: Ctx, name: K): readonly NonNullable<Hooks[K]>[] {
  let lists = lastLists;
  if (lastModules !== ctx.modules) {
    lists = byModules.get(ctx.modules) ?? listsOf(ctx.modules);
    lastModules = ctx.modules;
    lastLists = lists;
  }
  return (lists!.get(name) ?? NONE) as readonly NonNullable<Hooks[K]>[];
}

type HookFn = (...a: never[]) => unknown;
const NONE: readonly HookFn[] = [];
const byModules = new WeakMap<readonly RulesModule[], Map<string, HookFn[]>>();
let lastModules: readonly RulesModule[] | null = null;
let lastLists: Map<string, HookFn[]> | null = null;

function listsOf(modules: readonly RulesModule[]): Map<string, HookFn[]> {
  // plain arrays, never frozen: V8 runs some/reduce over a frozen array on a slow path (core/api.ts forRules)
  const lists = new Map<string, HookFn[]>();
  for (const m of modules) {
    for (const [name, fn] of Object.entries(m.hooks ?? {})) {
      if (typeof fn !== 'function') continue;
      let l = lists.get(name);
      if (!l) lists.set(name, (l = []));
      l.push(fn as HookFn);
    }
  }
  byModules.set(modules, lists);
  return lists;
}

/** The first module's answer to `name` (modules answer undefined to pass), or undefined when none answers. */
export function firstAnswer<K extends AnswerHook>(ctx: Ctx, name: K, ...args: Parameters<Hooks[K]>): ReturnType<Hooks[K]> | undefined {
  for (const h of hooksOf(ctx, name) as readonly ((...a: unknown[]) => unknown)[]) {
    const v = h(...(args as unknown[]));
    if (v !== undefined) return v as ReturnType<Hooks[K]>;
  }
  return undefined;
}

/** Every module's answer to a hook that returns a list (each module adds its own entries). */
export function allAnswers<K extends keyof Hooks>(ctx: Ctx, name: K, ...args: Parameters<Hooks[K]>): ReturnType<Hooks[K]>[] {
  const out: ReturnType<Hooks[K]>[] = [];
  for (const h of hooksOf(ctx, name) as readonly ((...a: unknown[]) => unknown)[]) out.push(h(...(args as unknown[])) as ReturnType<Hooks[K]>);
  return out;
}
