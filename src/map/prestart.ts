// Starting PixiJS before the game screen mounts (issue 8, first frame). As soon as the scenario of the
// game about to show is known, the map's WebGL context and application are made and one small scene
// with everything a first frame uses (a filled and stroked polygon, a mipmapped canvas texture, a text)
// is drawn: the GPU process then creates the context and compiles the shader programs (slow on a
// software rasteriser) while the main thread sets the game up and renders the panels. MapView.create
// adopts the application, and the first frame only pays for its own drawing.
import { Container, Graphics, Sprite, Text, Texture, type Application } from 'pixi.js';
import { mapBounds, type Scenario } from '../engine';
import { BIG_MAP_HEXES, startApplication } from './startPixi';

let early: { big: boolean; app: Promise<Application | null> } | null = null;
/** Set once a map has asked: a prestart after that would only leave an application nobody takes. */
let asked = false;

// a battle's window counts, not its whole sheet
export const bigMap = (scenario: Pick<Scenario, 'map'>) => {
  const b = mapBounds(scenario.map);
  return (b.col1 - b.col0 + 1) * (b.row1 - b.row0 + 1) > BIG_MAP_HEXES;
};

/** Starts the map's application for this scenario's size class (once; a later call is ignored). */
export function prestartMap(scenario: Pick<Scenario, 'map'>): void {
  if (early || asked) return;
  const big = bigMap(scenario);
  early = {
    big,
    app: startApplication(null, big)
      .then((app) => {
        warmUp(app);
        return app;
      })
      .catch(() => null), // the map starts its own when this failed
  };
}

/**
 * The pre-started application when it suits a map of this size class (each is taken once); null when
 * there is none, and a pre-started one of the other size class is thrown away.
 */
export function takePrestarted(scenario: Pick<Scenario, 'map'>): Promise<Application | null> | null {
  const e = early;
  early = null;
  asked = true;
  if (!e) return null;
  if (e.big !== bigMap(scenario)) {
    void e.app.then((a) => a?.destroy({ removeView: true }, { children: true }));
    return null;
  }
  return e.app;
}

/** One render of a tiny scene with the first frame's kinds of drawing, on the 1x1 canvas. */
function warmUp(app: Application): void {
  const scene = new Container();
  const g = new Graphics();
  g.poly([0, 0, 4, 0, 4, 4, 0, 4]).fill({ color: 0xd8cfa8 }).stroke({ width: 1, color: 0x7d7257, alpha: 0.55 });
  g.circle(1, 1, 2).fill({ color: 0x2e7d32, alpha: 0.4 });
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 8;
  const tex = Texture.from(canvas);
  tex.source.scaleMode = 'linear';
  tex.source.autoGenerateMipmaps = true;
  const sp = new Sprite(tex);
  const t = new Text({ text: 'A1', style: { fontFamily: 'DejaVu Sans, Verdana, sans-serif', fontSize: 10 }, resolution: 2 });
  scene.addChild(g, sp, t);
  app.renderer.render({ container: scene });
  scene.destroy({ children: true });
  tex.destroy(true);
}
