// The scenarios bundled with the app (every scenarios/*.json), validated lazily on first use.
import { makeCatalogue, type Catalogue } from './catalogue';

const files = import.meta.glob('../../scenarios/*.json', { eager: true });

export const bundledCatalogue: Catalogue = makeCatalogue(files);
