// The scenarios bundled with the app (every scenarios/*.json). Only the start screen's listing is in
// the start-up bundle (virtual:scenario-listing, made by vite.config.ts); each whole file is its own
// chunk, fetched when the scenario is chosen or a saved game is resumed.
import listing from 'virtual:scenario-listing';
import { makeLazyCatalogue, type Catalogue } from './catalogue';

const loaders = import.meta.glob('../../scenarios/*.json', { import: 'default' });
// compiled map sheets that scenarios may reference ("map": { "sheet": id }), fetched with them
const sheetLoaders = import.meta.glob('../../scenarios/maps/*.map.json', { import: 'default' });
const fileOf = (path: string) => path.split('/').pop() ?? path;

const meta = Object.fromEntries(Object.keys(loaders).map((path) => [path, listing[fileOf(path)] ?? {}]));

export const bundledCatalogue: Catalogue = makeLazyCatalogue(meta, loaders, sheetLoaders);
