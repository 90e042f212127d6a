// One map layout and one set of side looks per scenario, shared by the first-frame poster
// (ui/MapPoster.tsx) and the live map (MapView): the layout is built once, on the way to the first
// frame, and the live map that follows takes it as it is (issue 8, first frame).
import type { Scenario } from '../engine';
import { sideLooks, type SideLook } from './counters';
import { createLayout, type MapLayout } from './layout';

type Theme = 'standard' | 'projector';

const layouts = new WeakMap<Scenario['map'], MapLayout>();
const looks = new WeakMap<Scenario, Partial<Record<Theme, Record<string, SideLook>>>>();

/** The map's layout at the standard hex size (made on first use, then remembered for this map). */
export function layoutOf(map: Scenario['map']): MapLayout {
  let l = layouts.get(map);
  if (!l) layouts.set(map, (l = createLayout(map)));
  return l;
}

/** The sides' counter looks in a theme (made on first use, then remembered for this scenario). */
export function looksOf(scenario: Scenario, theme: Theme = 'standard'): Record<string, SideLook> {
  let byTheme = looks.get(scenario);
  if (!byTheme) looks.set(scenario, (byTheme = {}));
  return (byTheme[theme] ??= sideLooks(scenario, theme));
}
