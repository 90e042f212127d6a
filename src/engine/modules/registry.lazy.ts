// The browser's rules registry (package.json "imports" #rules-registry, condition "browser"): each
// system's code is a chunk of its own, imported when a game of it is started or a save of it opened, so
// the NLC tutorial never downloads the March on Paris or Napoleonic 20 code (issue 8, first frame).
import type { RulesSystem } from '../core/module';
import { registerRules } from '../core/ctx';
import { rulesKeyOf, type RulesKey } from './rulesKey';

const LOADERS: Record<RulesKey, () => Promise<RulesSystem>> = {
  nlc: () => import('./nlc/system').then((m) => m.nlcSystem),
  'nlc+mop': () => import('./mop/system').then((m) => m.nlcMopSystem),
  n20: () => import('./n20/system').then((m) => m.n20System),
};

const loaded = new Map<RulesKey, RulesSystem>();
const loading = new Map<RulesKey, Promise<void>>();

registerRules({
  systemOf: (s) => loaded.get(rulesKeyOf(s)) ?? null,
  load(s) {
    let key: RulesKey;
    try {
      key = rulesKeyOf(s);
    } catch (e) {
      return Promise.reject(e);
    }
    if (loaded.has(key)) return Promise.resolve();
    let p = loading.get(key);
    if (!p) {
      p = LOADERS[key]().then(
        (system) => void loaded.set(key, system),
        (e: unknown) => {
          // a failed fetch (offline, a new deployment) may succeed later: not cached
          loading.delete(key);
          throw new Error(`the ${s.system} rules could not be loaded (${(e as Error).message})`);
        },
      );
      loading.set(key, p);
    }
    return p;
  },
});
