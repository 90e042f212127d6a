// The March on Paris sidebar panels as a chunk of their own (issue 8, first frame): an NLC or N20 game
// never fetches them, and a March on Paris game fetches them with its sidebar, which mounts after the
// map's first frame (AfterMap.tsx). Each carries its own Suspense boundary, so the game screen places
// them as before and shows nothing in their place until they are in.
import { lazy, Suspense, type ComponentType } from 'react';
import { useScenario } from '../hooks';

const panels = () => import('./panels');

function deferred(pick: (m: Awaited<ReturnType<typeof panels>>) => ComponentType): ComponentType {
  const Lazy = lazy(() => panels().then((m) => ({ default: pick(m) })));
  return function Deferred() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}

export const MopEventBanner = deferred((m) => m.MopEventBanner);
export const MopSidebar = deferred((m) => m.MopSidebar);
export const FieldPanel = deferred((m) => m.FieldPanel);
export const MopBoxes = deferred((m) => m.MopBoxes);

const Vedettes = lazy(() => panels().then((m) => ({ default: m.VedettePanel })));
/** MOP 37.11 vedettes (inside the hidden-forces panel): fetched only in a March on Paris game. */
export function VedettePanel() {
  const sc = useScenario();
  if (!sc.mop) return null;
  return (
    <Suspense fallback={null}>
      <Vedettes />
    </Suspense>
  );
}
