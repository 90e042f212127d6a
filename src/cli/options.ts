// --options all | none | <json>: every rule toggle of the scenario's system on, off, or as given.
import { contextFor, type Options, type Scenario } from '../engine/index';

export function optionsFrom(spec: string | true | undefined, scenario: Scenario): Options {
  const toggles = contextFor(scenario).toggles;
  if (spec === undefined || spec === true) return { rules: {} };
  if (spec === 'all') return { rules: Object.fromEntries(toggles.map((t) => [t.id, true])) };
  if (spec === 'none') return { rules: Object.fromEntries(toggles.map((t) => [t.id, false])) };
  let raw: unknown;
  try {
    raw = JSON.parse(spec);
  } catch {
    throw new Error(`--options must be all, none or JSON like {"NLC 19.1":false}; got ${spec}`);
  }
  const obj = (raw && typeof raw === 'object' && 'rules' in (raw as object) ? (raw as { rules: unknown }).rules : raw) as Record<string, unknown>;
  const rules: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(obj ?? {})) {
    if (typeof v !== 'boolean') throw new Error(`--options: rule "${k}" must be true or false`);
    if (!toggles.some((t) => t.id === k)) throw new Error(`--options: unknown rule "${k}" (known: ${toggles.map((t) => t.id).join(', ') || 'none'})`);
    rules[k] = v;
  }
  return { rules };
}
