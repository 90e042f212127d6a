// Asking the modules' optional hooks (core/module.ts Hooks): the first module that answers decides.
import type { Ctx } from './ctx';
import type { Hooks } from './module';

type AnswerHook = {
  [K in keyof Hooks]: Hooks[K] extends (...a: any[]) => infer R ? (undefined extends R ? K : never) : never;
}[keyof Hooks];

/** The first module's answer to `name` (modules answer undefined to pass), or undefined when none answers. */
export function firstAnswer<K extends AnswerHook>(ctx: Ctx, name: K, ...args: Parameters<Hooks[K]>): ReturnType<Hooks[K]> | undefined {
  for (const m of ctx.modules) {
    const h = m.hooks?.[name] as ((...a: unknown[]) => unknown) | undefined;
    if (!h) continue;
    const v = h(...(args as unknown[]));
    if (v !== undefined) return v as ReturnType<Hooks[K]>;
  }
  return undefined;
}

/** Every module's answer to a hook that returns a list (each module adds its own entries). */
export function allAnswers<K extends keyof Hooks>(ctx: Ctx, name: K, ...args: Parameters<Hooks[K]>): ReturnType<Hooks[K]>[] {
  const out: ReturnType<Hooks[K]>[] = [];
  for (const m of ctx.modules) {
    const h = m.hooks?.[name] as ((...a: unknown[]) => unknown) | undefined;
    if (h) out.push(h(...(args as unknown[])) as ReturnType<Hooks[K]>);
  }
  return out;
}
