// The sidebar's panels mount once the map's first frame is on screen (issue 8, first frame). Rendered
// in one go with the map, their render, layout and paint came before the map even started; now the
// map is drawn first and the panels follow in the next moment. Should no map come (WebGL refused),
// they mount after a short wait.
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { mapPainted, onMapPainted } from '../map/mapRegistry';

const NO_MAP_WAIT_MS = 2500;

export function AfterMap({ children }: { children: ReactNode }) {
  const [up, setUp] = useState(mapPainted);
  useEffect(() => {
    if (up) return;
    if (mapPainted()) {
      setUp(true);
      return;
    }
    // synchronously, so the panels are in the page as soon as the map reports its first frame
    const off = onMapPainted(() => flushSync(() => setUp(true)));
    const t = setTimeout(() => setUp(true), NO_MAP_WAIT_MS);
    return () => {
      off();
      clearTimeout(t);
    };
  }, [up]);
  return up ? <>{children}</> : null;
}
