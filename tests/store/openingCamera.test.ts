// The opening camera (src/map/camera.ts) is shared by the first-frame poster and the live map: it must
// stay inside the map as the live map's viewport clamp keeps it, or the picture jumps when the live map
// takes over (issue 8, first frame).
import { describe, it, expect } from 'vitest';
import { loadScenarioFile } from '../../src/cli/files';
import { newGame } from '../../src/engine';
import { createLayout } from '../../src/map/layout';
import { openingCamera, READABLE_ZOOM } from '../../src/map/camera';

describe('opening camera', () => {
  it('opens the tutorial at 900x640 on the pieces, with no margin past the map edge', () => {
    const sc = loadScenarioFile('tutorial');
    const state = newGame(sc, { rules: {} }, 1);
    const layout = createLayout(sc.map);
    const w = 900;
    const h = 640;
    const cam = openingCamera(layout, w, h, sc, state);
    expect(cam.zoom).toBe(READABLE_ZOOM);
    // the whole screen shows map: left and top edges at or past 0, right and bottom within the map
    expect(cam.centre.x - w / 2 / cam.zoom).toBeGreaterThanOrEqual(0);
    expect(cam.centre.x + w / 2 / cam.zoom).toBeLessThanOrEqual(layout.width);
    expect(cam.centre.y - h / 2 / cam.zoom).toBeGreaterThanOrEqual(0);
    expect(cam.centre.y + h / 2 / cam.zoom).toBeLessThanOrEqual(layout.height);
  });

  it('centres an axis the screen is larger than the map on', () => {
    const sc = loadScenarioFile('tutorial');
    const layout = createLayout(sc.map);
    // wide and short: the width holds the whole map, the height does not
    const cam = openingCamera(layout, layout.width * 1.5, 300, sc, newGame(sc, { rules: {} }, 1));
    expect(cam.zoom).toBe(READABLE_ZOOM);
    expect(cam.centre.x).toBeCloseTo(layout.width / 2);
  });
});
