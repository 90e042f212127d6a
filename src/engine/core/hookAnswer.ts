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
  let lists = byModules.get(ctx.modules);
  // made again when the list of modules was changed in place (tests add a module to a context for a while)
  if (!lists || !sameModules(lists.of, ctx.modules)) lists = listsOf(ctx.modules);
  return (lists.get(name) ?? NONE) as readonly NonNullable<Hooks[K]>[];
}

type HookFn = (...a: never[]) => unknown;
type Lists = Map<string, HookFn[]> & { of: readonly RulesModule[] };
const NONE: readonly HookFn[] = [];
const byModules = new WeakMap<readonly RulesModule[], Lists>();

function sameModules(a: readonly RulesModule[], b: readonly RulesModule[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function listsOf(modules: readonly RulesModule[]): Lists {
  // plain arrays, never frozen: V8 runs some/reduce over a frozen array on a slow path (core/api.ts forRules)
  const lists = new Map<string, HookFn[]>() as Lists;
  lists.of = [...modules];
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
