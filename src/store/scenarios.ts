// The scenarios bundled with the app (every scenarios/*.json). Only the start screen's listing is in
// the start-up bundle (virtual:scenario-listing, made by vite.config.ts); each whole file is its own
// chunk, fetched when the scenario is chosen or a saved game is resumed.
import listing from 'virtual:scenario-listing';
import type { Scenario } from '../engine';
import { makeLazyCatalogue, type Catalogue } from './catalogue';
import { checkedScenario } from './checkedScenario';

// `?checked`: validated when the app is built (vite.config.ts, checkedScenarios): such a module says
// `checked`, and its scenario is marked as the loader's result (checkedScenario.ts)
const modules = import.meta.glob<{ default: unknown; checked?: boolean }>('../../scenarios/*.json', { query: '?checked' });
const loaders = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path, () => load().then((m) => (m.checked ? checkedScenario(m.default as Scenario) : m.default))]),
);
// compiled map sheets that scenarios may reference ("map": { "sheet": id }), fetched with them
const sheetLoaders = import.meta.glob('../../scenarios/maps/*.map.json', { import: 'default' });
const fileOf = (path: string) => path.split('/').pop() ?? path;

const meta = Object.fromEntries(Object.keys(loaders).map((path) => [path, listing[fileOf(path)] ?? {}]));

export const bundledCatalogue: Catalogue = makeLazyCatalogue(meta, loaders, sheetLoaders);
