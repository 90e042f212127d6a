// Starting PixiJS early. On a reload that resumes a game (or a ?play link) the map is certain to be
// wanted, but it would otherwise start only after the scenario is fetched and replayed and React has
// drawn the panels. Creating the WebGL context, loading the renderer and compiling the shaders is the
// slowest part of the first frame on software WebGL, and much of it runs in the GPU process, so it is
// begun here, beside that work, and the map takes the ready application over.
import { Application, Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import 'pixi.js/browser';

/** The page background behind the map, shared with MapView. */
export const BACKGROUND = '#cfc6a8';
/**
 * On a software rasteriser (SwiftShader, llvmpipe) PixiJS's batch shader, which picks one of up to 32
 * textures per pixel, is the main cost of a frame; four textures per batch make full-screen layers
 * about twice as fast there. Real GPUs keep their own limit.
 */
const SOFTWARE_BATCH_TEXTURES = 4;

/** Maps above this many hexes skip multisampling (they rely on cached tiles). */
export const BIG_MAP_HEXES = 1000;

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

/**
 * A started PixiJS application for a map of the given size class, sized to `resizeTo`, or 1x1 until it
 * is given a host (each drawing-buffer size costs a reallocation, dear on software WebGL).
 */
export async function startApplication(resizeTo: HTMLElement | null, big: boolean): Promise<Application> {
  const app = new Application();
  const canvas = document.createElement('canvas');
  const gl = mapContext(canvas, big);
  await app.init({
    canvas,
    ...(gl ? { context: gl } : {}),
    ...(resizeTo ? { resizeTo } : { width: 1, height: 1 }),
    background: BACKGROUND,
    antialias: !big,
    preference: 'webgl',
    manageImports: false,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoStart: true,
  });
  return app;
}

/** Draws one throw-away frame with a sprite, a shape and a text, so their shaders are compiled now. */
function compileShaders(app: Application): void {
  const stage = new Container();
  const s = new Sprite(Texture.WHITE);
  const g = new Graphics().rect(0, 0, 4, 4).fill(0x808080).moveTo(0, 0).lineTo(4, 4).stroke({ width: 1, color: 0 });
  const t = new Text({ text: '1', style: { fontSize: 10 } });
  stage.addChild(s, g, t);
  app.renderer.render({ container: stage });
  stage.destroy({ children: true });
}

let warm: { big: boolean; app: Promise<Application | null> } | null = null;

/** Begins starting PixiJS for a map that is about to be shown; harmless if the map never comes. */
export function warmUp(big: boolean): void {
  if (warm) return;
  warm = {
    big,
    app: startApplication(null, big)
      .then((app) => {
        compileShaders(app);
        return app;
      })
      .catch(() => null), // the map starts the ordinary way and reports its own error
  };
}

/** The warmed-up application when it suits this map (taken once), else null. */
export async function takeWarm(host: HTMLElement, big: boolean): Promise<Application | null> {
  const w = warm;
  warm = null;
  if (!w) return null;
  const app = await w.app;
  if (!app) return null;
  if (w.big !== big) {
    app.destroy({ removeView: true }, { children: true });
    return null;
  }
  app.resizeTo = host;
  performance.mark('aigle:map-warm');
  return app;
}
