// Starting PixiJS for the map: our own WebGL context (multisampled only on small maps, fewer textures
// per batch on software WebGL), then the application. Starting it early, beside the replay of a resumed
// game, was measured (issue 8): the work is on the main thread either way and the first frame did not
// come sooner, so the map starts it when it mounts.
import { Application } from 'pixi.js';
import 'pixi.js/browser';
import { mapBounds, type Scenario } from '../engine';

/** The page background behind the map, shared with MapView. */
import { MAP_BACKGROUND } from './terrain';
export const BACKGROUND = MAP_BACKGROUND;
/**
 * On a software rasteriser (SwiftShader, llvmpipe) PixiJS's batch shader, which picks one of up to 32
 * textures per pixel, is the main cost of a frame; four textures per batch make full-screen layers
 * about twice as fast there. Real GPUs keep their own limit.
 */
const SOFTWARE_BATCH_TEXTURES = 4;

/** Maps above this many hexes skip multisampling (they rely on cached tiles). */
export const BIG_MAP_HEXES = 1000;

/** A map above BIG_MAP_HEXES: a battle's window counts, not its whole sheet. */
export const bigMap = (scenario: Pick<Scenario, 'map'>) => {
  const b = mapBounds(scenario.map);
  return (b.col1 - b.col0 + 1) * (b.row1 - b.row0 + 1) > BIG_MAP_HEXES;
};

/**
 * The WebGL context the map draws with: our own, so software WebGL can be told to batch fewer textures,
 * and multisampled only on small maps (costly on a software rasteriser).
 */
export function mapContext(canvas: HTMLCanvasElement, big: boolean): WebGL2RenderingContext | null {
  const attrs: WebGLContextAttributes = { alpha: false, premultipliedAlpha: true, antialias: !big, stencil: true, preserveDrawingBuffer: false };
  const gl = (canvas.getContext('webgl2', attrs) ?? null) as WebGL2RenderingContext | null;
  if (gl) limitSoftwareBatching(gl);
  return gl;
}

function limitSoftwareBatching(gl: WebGL2RenderingContext): void {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  if (!/swiftshader|llvmpipe|softpipe|software/i.test(name)) return;
  const original = gl.getParameter.bind(gl);
  const units = gl.MAX_TEXTURE_IMAGE_UNITS;
  (gl as unknown as { getParameter: (p: number) => unknown }).getParameter = (p: number) => (p === units ? Math.min(SOFTWARE_BATCH_TEXTURES, Number(original(p))) : original(p));
}

/** A started PixiJS application for a map of the given size class, sized to its host `resizeTo`. */
export async function startApplication(resizeTo: HTMLElement, big: boolean): Promise<Application> {
  const app = new Application();
  const canvas = document.createElement('canvas');
  const gl = mapContext(canvas, big);
  await app.init({
    canvas,
    ...(gl ? { context: gl } : {}),
    resizeTo,
    background: BACKGROUND,
    antialias: !big,
    preference: 'webgl',
    manageImports: false,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    // the map renders its first frame itself and starts the ticker once that frame is painted: a
    // ticker render in between would double the first frame's GPU work
    autoStart: false,
  });
  return app;
}
