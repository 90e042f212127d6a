// The PixiJS v8 map: static terrain, hexsides, roads and labels built once in culled chunks; one
// highlight layer; counters as sprites sharing generated textures; one hit area (pixi-viewport's
// 'clicked') turned into a hex by the layout. It reads only viewFor(state, viewer) through the store.
import {
  Application,
  BitmapFont,
  BitmapText,
  Cache,
  Container,
  Culler,
  Graphics,
  Rectangle,
  Sprite,
  Text,
  Texture,
  UPDATE_PRIORITY,
  type Ticker,
} from 'pixi.js';
import 'pixi.js/browser'; // the browser extensions, bundled with the map instead of fetched by init()
import { Viewport } from 'pixi-viewport';
import { canSee, type HexId, type HexNote, type PlayerView, type Scenario } from '../engine';
import { type MapLayout, type Point } from './layout';
import { layoutOf, looksOf } from './scenarioDrawing';
import { LosLayer } from './LosLayer';
import { BACKGROUND, BIG_MAP_HEXES, bigMap, startApplication } from './startPixi';
import { firstPicture } from './firstPicture';
import { ChargeLayer } from './ChargeLayer';
import { RangeLayer } from './RangeLayer';
import { LosToolLayer } from './LosToolLayer';
import { CourierLayer } from './CourierLayer';
import { OrderLayer } from './OrderLayer';
import { FieldLayer } from './FieldLayer';
import { HiddenLayer } from './HiddenLayer';
import { LineLayer } from './LineLayer';
import { currentView, moveTargets, otherTargets, scenarioIndex, stacksOf, viewerOf, type AigleState, type AigleStore } from '../store';
import {
  COUNTER,
  FACE_PAD,
  LEADER_BADGE,
  LEADER_COUNTER,
  MARKER,
  STACK_BADGE,
  drawBadge,
  drawHq,
  drawLeader,
  drawLeaderBadge,
  hqLookKey,
  drawMarker,
  drawUnit,
  leaderBadgeKey,
  leaderLookKey,
  unitLookKey,
  type FaceDetail,
  type SideLook,
} from './counters';
import { TERRAIN_COLORS, drawHexsides, drawRoads, drawTerrainHex } from './terrain';
import { drawMapMarks } from './mapMarks';
import { markersOf, placePieces } from './stackLayout';
import { openingCamera } from './camera';

const CHUNK = 6;
/** Resolution of the cached tiles covering the whole map; above this zoom sharper tiles are made on demand. */
const CACHE_SCALE = 1.5;
/** Resolution of the on-demand tiles used when zoomed in beyond CACHE_SCALE (the maximum zoom). */
const HI_RES = 3;
const HI_TILES_KEPT = 16;
/** Below this zoom a coarse tile set is used (cheaper to sample when the whole map is on screen). */
const LOW_SCALE = 0.6;
const LOW_RES = 0.5;
/** Time per frame spent building chunk textures after the first frame. */
const CACHE_BUDGET_MS = 6;
/** Cached tile edge in world pixels. */
const TILE = 512;
const HEX_ID_FONT = 'AigleHexId';

/** Hexes the selection can reach: violet, a colour no terrain uses (woods and marsh are green). */
export const REACH = { fill: 0x8e24aa, line: 0x4a148c } as const;

/** The lowest zoom the map opens at: counters are read at about their world size (50 px). */

/**
 * How a hex choice's consequence (told by the engine, e.g. for each retreat hex) looks on the map:
 * fill and edge colour by severity plus a short word, so a costly hex stands out before the click.
 */
export const NOTE_STYLE: Record<HexNote['severity'], { fill: number; line: number; word: string }> = {
  safe: { fill: 0x1e88e5, line: 0x0d47a1, word: 'no loss' },
  harm: { fill: 0xfdd835, line: 0xf57f17, word: 'harmful' },
  risk: { fill: 0xfb8c00, line: 0xe65100, word: 'risky' },
  loss: { fill: 0xe53935, line: 0xb71c1c, word: '−1 step' },
  fatal: { fill: 0x6d0000, line: 0x000000, word: '✖ fatal' },
};

export interface MapViewOptions {
  /** Called once, after the first frame with the map and counters is on screen. */
  onFirstFrame?: (ms: number) => void;
  bench?: boolean;
  /** Asked once PixiJS has started: true when the map is no longer wanted (left or replaced meanwhile). */
  cancelled?: () => boolean;
  /** Projector theme (issue 14): colour-blind-safe side colours, a shape and thick outlines on counters. */
  theme?: 'standard' | 'projector';
}

interface Anim {
  ids: string[];
  points: Point[];
  t0: number;
  dur: number;
}

function uncull(c: Container): void {
  c.culled = false;
  for (const k of c.children) uncull(k);
}

export class MapView {
  readonly app: Application;
  readonly viewport: Viewport;
  readonly layout: MapLayout;
  private readonly store: AigleStore;
  private readonly scenario: Scenario;
  private readonly looks: Record<string, SideLook>;
  private readonly textures = new Map<string, Texture>();
  private readonly atlasPages: Texture[] = [];
  private atlas: { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D; source: Texture['source']; x: number; y: number; rowH: number; base: Texture } | null = null;
  private readonly baseChunks: { chunk: Container; vec: Container; area: Rectangle }[] = [];
  private readonly tileLayer = new Container();
  private readonly staticRoot = new Container();
  private readonly hiLayer = new Container();
  private readonly hiTiles = new Map<number, { sprite: Sprite; used: number }>();
  private hiIds: boolean | null = null;
  private frameNo = 0;
  private lastCameraMove = 0;
  private base: Container | null = null;
  private tileRects: Rectangle[] = [];
  private readonly lowLayer = new Container();
  private readonly tileSets: Record<'low' | 'mid', { sprites: Sprite[]; ids: boolean } | null> = { low: null, mid: null };
  private building: { level: 'low' | 'mid'; sprites: Sprite[]; ids: boolean } | null = null;
  private lodMode: 'vector' | 'low' | 'mid' | null = null;
  private readonly idChunks: Container[] = [];
  private readonly idPending = new Map<Container, HexId[]>();
  private readonly chunkPending = new Map<Container, () => void>();
  private readonly idLayer = new Container();
  private readonly nameLayer = new Container();
  private readonly dynamicLayer = new Graphics();
  private readonly highlight = new Graphics();
  private readonly counterLayer = new Container();
  private readonly fx = new Graphics();
  private readonly noteLayer = new Container();
  private notesKey = '';
  private readonly pieces = new Map<string, Container>();
  /** The first frame's static map as one picture, while the camera stays where it was drawn (firstPicture.ts). */
  private picture: { sprite: Sprite; x: number; y: number; scale: number; ids: boolean } | null = null;
  private readonly badges: Sprite[] = [];
  private unsub: (() => void) | null = null;
  /** Sight lines in the bombardment segment (NLC 8.3), drawn on top so a blocking hex stays visible. */
  los: LosLayer | null = null;
  charges: ChargeLayer | null = null;
  /** Overlays composed by the view, each in its own file: gun range (NLC 8.1, 19.4), the LOS tool (NLC 8.3). */
  range: RangeLayer | null = null;
  losTool: LosToolLayer | null = null;
  couriers: CourierLayer | null = null;
  orders: OrderLayer | null = null;
  /** March on Paris trains, damaged spans, improved positions, supply overlay (MOP 37.3.3, 37.7-37.9). */
  field: FieldLayer | null = null;
  /** Hidden forces as covered markers (NLC 20.1, MOP 37.10, 37.11). */
  hidden: HiddenLayer | null = null;
  /** NLC 20.2.3 extended lines: a bar on the hexside (LineLayer.ts). */
  lines: LineLayer | null = null;
  private anims: Anim[] = [];
  private last: Record<string, unknown> = {};
  private destroyed = false;
  private faceUpgrades = false;
  private firstFrameDone = false;
  private culler = new Culler();
  private cullDirty = true;
  /** Frame timing for the render benchmark. */
  readonly frameTimes: number[] = [];
  private frameStart = 0;

  private constructor(app: Application, store: AigleStore, scenario: Scenario, private readonly opts: MapViewOptions) {
    this.app = app;
    this.store = store;
    this.scenario = scenario;
    // the same layout and looks as the first-frame poster's (made once per scenario)
    this.layout = layoutOf(scenario.map);
    this.looks = looksOf(scenario, opts.theme);
    this.viewport = new Viewport({
      screenWidth: app.screen.width,
      screenHeight: app.screen.height,
      worldWidth: this.layout.width,
      worldHeight: this.layout.height,
      events: app.renderer.events,
      ticker: app.ticker,
      passiveWheel: false,
      disableOnContextMenu: true,
    });
  }

  /** Starts PixiJS and builds the map; resolves null (and leaves nothing behind) when cancelled meanwhile. */
  static async create(host: HTMLElement, store: AigleStore, scenario: Scenario, opts: MapViewOptions = {}): Promise<MapView | null> {
    performance.mark('aigle:map-init');
    const app = await startApplication(host, bigMap(scenario));
    if (opts.cancelled?.()) {
      // the player left (or another map replaced this one) while PixiJS was starting
      app.destroy({ removeView: true }, { children: true });
      return null;
    }
    app.canvas.setAttribute('aria-hidden', 'true');
    app.canvas.setAttribute('data-testid', 'map-canvas');
    host.appendChild(app.canvas);
    performance.mark('aigle:pixi-ready');
    const mv = new MapView(app, store, scenario, opts);
    mv.build();
    return mv;
  }

  // ---------------------------------------------------------------- building

  private build(): void {
    const { app, viewport, layout } = this;
    app.stage.addChild(viewport);
    viewport
      .drag({ clampWheel: false })
      .pinch()
      .wheel({ smooth: 3 })
      .decelerate({ friction: 0.9 })
      .clampZoom({ minScale: 0.15, maxScale: 3 })
      .clamp({ direction: 'all', underflow: 'center' });

    const base = new Container({ label: 'base', eventMode: 'none', interactiveChildren: false });
    this.idLayer.label = 'hexIds';
    this.idLayer.eventMode = 'none';
    this.nameLayer.eventMode = 'none';
    this.nameLayer.label = 'names';
    this.highlight.eventMode = 'none';
    this.dynamicLayer.eventMode = 'none';
    this.counterLayer.eventMode = 'none';
    this.counterLayer.label = 'counters';
    this.counterLayer.interactiveChildren = false;
    this.fx.eventMode = 'none';
    this.tileLayer.eventMode = 'none';
    this.tileLayer.label = 'tiles';
    this.base = base;
    // everything static (terrain, hexsides, roads, hex ids) lives under staticRoot, which is
    // also what the cached tiles are rendered from
    this.staticRoot.label = 'static';
    this.staticRoot.eventMode = 'none';
    this.staticRoot.addChild(base, this.idLayer);
    this.hiLayer.eventMode = 'none';
    this.lowLayer.eventMode = 'none';
    this.tileLayer.eventMode = 'none';
    this.noteLayer.eventMode = 'none';
    this.noteLayer.label = 'hexNotes';
    // place names above the counters, so a stack never hides its town
    viewport.addChild(this.lowLayer, this.tileLayer, this.hiLayer, this.staticRoot, this.dynamicLayer, this.highlight, this.counterLayer, this.nameLayer, this.noteLayer, this.fx);
    this.los = new LosLayer(this.store, layout);
    // sight lines over the counters and names, under the move animations
    viewport.addChildAt(this.los.graphics, viewport.getChildIndex(this.fx));
    // charge arrows and reaction markers, beside the sight lines (NLC 7.7-7.9)
    this.charges = new ChargeLayer(this.store, layout);
    viewport.addChildAt(this.charges.graphics, viewport.getChildIndex(this.fx));
    this.range = new RangeLayer(this.store, layout);
    viewport.addChildAt(this.range.graphics, viewport.getChildIndex(this.counterLayer));
    if (this.scenario.mop) {
      // under the counters: trains sit low in their hex, spans and earthworks on the terrain
      this.field = new FieldLayer(this.store, layout, this.scenario);
      viewport.addChildAt(this.field.container, viewport.getChildIndex(this.counterLayer));
    }
    // hidden forces (NLC 20.1, MOP 37.10): covered markers over the counters
    this.hidden = new HiddenLayer(this.store, layout, this.scenario);
    viewport.addChildAt(this.hidden.container, viewport.getChildIndex(this.fx));
    // NLC 12: order shading under the counters, badges and couriers over them (the viewer's own orders only)
    this.orders = new OrderLayer(this.store, layout);
    viewport.addChildAt(this.orders.under, viewport.getChildIndex(this.counterLayer));
    viewport.addChildAt(this.orders.over, viewport.getChildIndex(this.fx));
    // NLC 20.2.3 extended lines: over the counters and the order badges (the bar and its LINE label lie
    // between two hexes, where a badge may sit)
    this.lines = new LineLayer(this.store, layout, this.scenario);
    viewport.addChildAt(this.lines.container, viewport.getChildIndex(this.fx));
    // the line-of-sight tool over all of these: the player asked for it
    this.losTool = new LosToolLayer(this.store, layout, () => viewport.getVisibleBounds());
    viewport.addChildAt(this.losTool.container, viewport.getChildIndex(this.fx));
    this.couriers = new CourierLayer(this.store, layout);
    viewport.addChildAt(this.couriers.container, viewport.getChildIndex(this.fx));

    // group hexes into chunks of CHUNK x CHUNK printed columns and rows
    const groups = new Map<string, HexId[]>();
    for (const id of layout.ids) {
      const col = Number(id.slice(0, 2)) - 1;
      const row = Number(id.slice(2, 4)) - 1;
      const key = `${Math.floor(col / CHUNK)}:${Math.floor(row / CHUNK)}`;
      const a = groups.get(key);
      if (a) a.push(id);
      else groups.set(key, [id]);
    }
    const map = this.scenario.map;
    const info = new Map(map.hexes.map((h) => [h.id, h]));
    // every hexside and road segment touching a chunk is drawn by that chunk (so by both chunks on a
    // chunk border): a later chunk's terrain never hides a river or road drawn by an earlier one
    const sidesOf = new Map<HexId, typeof map.hexsides>();
    const addTo = <T>(m: Map<HexId, T[]>, k: HexId, v: T) => {
      const a = m.get(k);
      if (a) a.push(v);
      else m.set(k, [v]);
    };
    for (const hs of map.hexsides) {
      addTo(sidesOf, hs.a, hs);
      addTo(sidesOf, hs.b, hs);
    }
    const segsOf = new Map<HexId, { kind: 'road' | 'trail'; path: HexId[] }[]>();
    for (const r of map.roads) {
      for (let i = 1; i < r.path.length; i++) {
        const seg = { kind: r.kind, path: [r.path[i - 1], r.path[i]] };
        addTo(segsOf, r.path[i - 1], seg);
        addTo(segsOf, r.path[i], seg);
      }
    }
    for (const ids of groups.values()) {
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      for (const id of ids) {
        for (const p of layout.corners(id)) {
          minX = Math.min(minX, p.x);
          minY = Math.min(minY, p.y);
          maxX = Math.max(maxX, p.x);
          maxY = Math.max(maxY, p.y);
        }
      }
      const pad = layout.radius * 0.5;
      const area = new Rectangle(Math.floor(minX - pad), Math.floor(minY - pad), Math.ceil(maxX - minX + 2 * pad), Math.ceil(maxY - minY + 2 * pad));
      const vec = new Container();
      // the chunk's drawing is made when it first shows (or when the tiles are drawn)
      this.chunkPending.set(vec, () => {
        const g = new Graphics();
        for (const id of ids) {
          const h = info.get(id);
          drawTerrainHex(g, layout, id, h?.terrain ?? map.defaultTerrain, h?.elevation ?? 0);
        }
        for (const id of ids) g.poly(layout.corners(id)).stroke({ width: 1, color: 0x7d7257, alpha: 0.55 });
        const f = new Graphics();
        drawHexsides(f, layout, [...new Set(ids.flatMap((id) => sidesOf.get(id) ?? []))]);
        // roads and trails above the hexsides (a road crosses a river on its bridge)
        drawRoads(f, layout, [...new Set(ids.flatMap((id) => segsOf.get(id) ?? []))]);
        vec.addChild(g, f);
      });
      const chunk = new Container({ cullable: true, cullableChildren: false });
      chunk.cullArea = area;
      chunk.addChild(vec);
      base.addChild(chunk);
      this.baseChunks.push({ chunk, vec, area });

      // the printed ids are made when their chunk first shows (or when the tiles are drawn)
      const idc = new Container({ cullable: true, cullableChildren: false });
      idc.cullArea = area;
      this.idLayer.addChild(idc);
      this.idPending.set(idc, ids);
      this.idChunks.push(idc);
    }
    this.drawNames();
    performance.mark('aigle:static-built');

    viewport.on('clicked', (e) => {
      const hex = layout.hexAt(e.world);
      if (hex) this.store.getState().actions.clickHex(hex);
      else this.store.getState().actions.deselect();
    });
    viewport.on('pointermove', (e) => {
      const p = viewport.toWorld(e.global);
      this.store.getState().actions.setHover(layout.hexAt(p));
    });
    viewport.on('pointerleave', () => this.store.getState().actions.setHover(null));
    viewport.on('moved', (e: { type?: string }) => {
      this.cullDirty = true;
      this.lastCameraMove = performance.now();
      if (e?.type === 'drag' || e?.type === 'pinch' || e?.type === 'wheel') this.fitted = false;
      this.losTool?.relabel();
    });
    viewport.on('zoomed', () => {
      this.cullDirty = true;
      this.lastCameraMove = performance.now();
      this.losTool?.relabel();
    });

    // culling and LOD once per frame, before the render; timing hooks for the benchmark
    app.ticker.add(this.beforeRender, this, UPDATE_PRIORITY.HIGH);
    app.ticker.add(this.afterRender, this, UPDATE_PRIORITY.UTILITY - 10);
    app.renderer.on('resize', this.onResize, this);

    this.fitInitial();
    this.showFirstPicture();
    this.unsub = this.store.subscribe((s) => this.sync(s));
    this.sync(this.store.getState());
    performance.mark('aigle:counters-built');
    // cull before the very first render too, so it draws only what is on screen; the static map is
    // the picture, so no chunk is built yet
    this.culler.cull(this.viewport, this.app.renderer.screen, false);
    if (!this.picture) this.ensureIds(false);
    this.cullDirty = false;
    this.app.render();
    performance.mark("aigle:first-render");
    // the first frame counts once it is painted: the animation frame after the one that hands the
    // canvas to the compositor (with software WebGL that hand-over waits for the GPU work of the render)
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const t = performance.now();
        performance.mark('aigle:first-frame');
        this.firstFrameDone = true;
        if (!this.destroyed) this.app.ticker.start();
        this.opts.onFirstFrame?.(t);
      }),
    );
  }

  /** Draws the part of the static map on screen as one picture and hides the vector chunks behind it. */
  private showFirstPicture(): void {
    const vp = this.viewport;
    const vb = vp.getVisibleBounds();
    const x0 = Math.max(0, Math.floor(vb.x));
    const y0 = Math.max(0, Math.floor(vb.y));
    const area = new Rectangle(x0, y0, Math.min(this.layout.width, Math.ceil(vb.right)) - x0, Math.min(this.layout.height, Math.ceil(vb.bottom)) - y0);
    if (area.width <= 0 || area.height <= 0) return;
    const ids = this.store.getState().ui.showHexIds;
    const sprite = firstPicture(this.scenario, this.layout, area, vp.scale.x * this.app.renderer.resolution, ids, BACKGROUND);
    this.viewport.addChildAt(sprite, this.viewport.getChildIndex(this.staticRoot));
    this.staticRoot.visible = false;
    this.picture = { sprite, x: vp.x, y: vp.y, scale: vp.scale.x, ids };
  }

  /** The picture goes once the camera moved, the hex ids were toggled or cached tiles can show the map. */
  private dropStalePicture(showIds: boolean): void {
    const p = this.picture;
    if (!p) return;
    const vp = this.viewport;
    const tilesReady = vp.scale.x < LOW_SCALE ? !!this.tileSets.low : !!this.tileSets.mid;
    if (vp.x === p.x && vp.y === p.y && vp.scale.x === p.scale && showIds === p.ids && !tilesReady) return;
    p.sprite.destroy({ texture: true, textureSource: true });
    this.picture = null;
    this.lodMode = null; // the layers below are shown again
    this.cullDirty = true;
  }

  private onResize(w: number, h: number): void {
    // a hidden map (the hot-seat curtain, a collapsed layout) reports a size of nothing: fitting to it
    // would zoom to nothing, so the camera waits for a real size
    if (this.destroyed || w < 8 || h < 8) return;
    const centre = this.viewport.center;
    this.viewport.resize(w, h, this.layout.width, this.layout.height);
    // until the player moves the camera, the map keeps its opening fit for the new size; afterwards
    // it keeps what the player looks at in the middle
    if (this.fitted) this.fitInitial();
    else this.viewport.moveCenter(centre.x, centre.y);
    this.cullDirty = true;
  }

  /** True while the camera is where fitInitial put it (no pan, zoom or centring since). */
  private fitted = true;

  /**
   * The whole map when it fits at a readable zoom; otherwise the readable zoom, centred on the pieces
   * that act first (camera.ts; the player pans to the rest).
   */
  private fitInitial(): void {
    const vp = this.viewport;
    const { zoom, centre } = openingCamera(this.layout, vp.screenWidth, vp.screenHeight, this.scenario, this.store.getState().game?.state);
    // an unchanged zoom is not set again: a new zoom re-rasterises the hex tiles
    if (Math.abs(vp.scale.x - zoom) > 1e-3) vp.setZoom(zoom, true);
    vp.moveCenter(centre.x, centre.y);
    this.fitted = true;
    this.cullDirty = true;
  }

  private drawNames(): void {
    const layout = this.layout;
    const resolution = Math.min(4, 2 * Math.max(1, window.devicePixelRatio || 1));
    for (const h of this.scenario.map.hexes) {
      if (!h.name) continue;
      const c = layout.centre(h.id);
      const t = new Text({
        text: h.name,
        style: {
          fontFamily: 'DejaVu Serif, Georgia, serif',
          fontSize: 11.5,
          fontStyle: 'italic',
          fontWeight: 'bold',
          fill: '#2b2118',
          stroke: { color: '#f6f0dc', width: 3.5 },
        },
        resolution,
      });
      // on the hex's lower edge, above the counters: it overlaps only a counter's border, not its numbers
      t.anchor.set(0.5, 0.5);
      t.position.set(c.x, c.y + layout.hexH / 2 - 1);
      t.cullable = true;
      this.nameLayer.addChild(t);
    }
  }

  // ---------------------------------------------------------------- frame

  private beforeRender(): void {
    this.frameStart = performance.now();
    if (this.anims.length) this.stepAnims();
    if (this.faceUpgrades) {
      const s = this.store.getState();
      this.drawCounters(currentView(s), s.ui.selected, CACHE_BUDGET_MS);
    }
    this.updateLod();
    if (this.cullDirty) {
      this.cullDirty = false;
      const view = this.app.renderer.screen;
      // transforms are recomputed here: the camera may have moved since the last render
      this.culler.cull(this.viewport, view, false);
      if (!this.picture) this.ensureIds(false);
    }
  }

  /**
   * The static map is drawn from opaque cached tiles (no blending: the cheapest full-screen fill on a
   * software rasteriser) below CACHE_SCALE, and from the vector chunks when zoomed in closer. Tiles are
   * rendered a few per frame after the first frame; toggling the hex ids renders a new set in the
   * background and swaps it in when complete.
   */
  private makeIds(idc: Container): void {
    const ids = this.idPending.get(idc);
    if (!ids) return;
    this.idPending.delete(idc);
    // the hex-id font is installed once per page, when ids are first made (the first frame's picture
    // prints its own): it outlives the maps (a second install would replace the cached font and warn)
    if (!Cache.has(`${HEX_ID_FONT}-bitmap`)) {
      BitmapFont.install({
        name: HEX_ID_FONT,
        style: { fontFamily: 'DejaVu Sans, Verdana, sans-serif', fontSize: 28, fill: '#5b5140' },
        chars: [['0', '9']],
        resolution: 1,
      });
    }
    const L = this.layout;
    for (const id of ids) {
      const c = L.centre(id);
      const t = new BitmapText({ text: id, style: { fontFamily: HEX_ID_FONT, fontSize: 9.5 } });
      t.anchor.set(0.5, 0);
      t.position.set(c.x, c.y - L.hexH / 2 + 2);
      idc.addChild(t);
    }
  }

  /** Static drawing and ids for the chunks on screen (after a cull), or for all of them. */
  private ensureIds(all: boolean): void {
    for (const c of this.baseChunks) {
      const make = this.chunkPending.get(c.vec);
      if (make && (all || !c.chunk.culled)) {
        this.chunkPending.delete(c.vec);
        make();
      }
    }
    if (!this.idPending.size) return;
    for (const idc of [...this.idPending.keys()]) if (all || !idc.culled) this.makeIds(idc);
  }

  private updateLod(): void {
    const root = this.staticRoot;
    const showIds = this.store.getState().ui.showHexIds;
    this.idLayer.visible = showIds;
    this.dropStalePicture(showIds);
    if (!this.tileRects.length) {
      for (let y = 0; y < this.layout.height; y += TILE) {
        for (let x = 0; x < this.layout.width; x += TILE) {
          // whole even sizes: every tile is a whole number of texture pixels at each resolution (no seams)
          const even = (v: number) => Math.ceil(v / 2) * 2;
          this.tileRects.push(new Rectangle(x, y, Math.min(TILE, even(this.layout.width - x)), Math.min(TILE, even(this.layout.height - y))));
        }
      }
    }
    let changed = false;
    // whole-map tile sets: 'low' for the zoomed-out views (made first, it is small), then 'mid'
    if (this.firstFrameDone && !this.building) {
      const level = (['low', 'mid'] as const).find((l) => this.tileSets[l]?.ids !== showIds);
      if (level) this.building = { level, sprites: [], ids: showIds };
    }
    if (this.building && this.building.ids !== showIds) {
      for (const sp of this.building.sprites) sp.destroy({ texture: true, textureSource: true });
      this.building = null;
    }
    const b = this.building;
    if (b) {
      const t0 = performance.now();
      const wasVisible = root.visible;
      root.visible = true;
      uncull(root);
      this.ensureIds(true);
      const res = b.level === 'low' ? LOW_RES : CACHE_SCALE;
      while (b.sprites.length < this.tileRects.length && performance.now() - t0 < CACHE_BUDGET_MS) {
        const rect = this.tileRects[b.sprites.length];
        const texture = this.app.renderer.generateTexture({ target: root, frame: rect, resolution: res, antialias: true, clearColor: BACKGROUND });
        const sp = new Sprite(texture);
        sp.position.set(rect.x, rect.y);
        sp.blendMode = 'none';
        sp.cullable = true;
        sp.eventMode = 'none';
        b.sprites.push(sp);
      }
      root.visible = wasVisible;
      this.cullDirty = true;
      if (b.sprites.length >= this.tileRects.length) {
        const layer = b.level === 'low' ? this.lowLayer : this.tileLayer;
        const old = this.tileSets[b.level];
        if (old) for (const sp of old.sprites) sp.destroy({ texture: true, textureSource: true });
        layer.addChild(...b.sprites);
        this.tileSets[b.level] = { sprites: b.sprites, ids: b.ids };
        this.building = null;
        changed = true;
      }
    }
    // zoomed in: sharper tiles for what is on screen, made on demand (least recently used dropped)
    const zoomed = this.viewport.scale.x >= CACHE_SCALE;
    if (this.hiIds !== showIds) {
      for (const t of this.hiTiles.values()) t.sprite.destroy({ texture: true, textureSource: true });
      this.hiTiles.clear();
      this.hiIds = showIds;
    }
    // sharper tiles are made only once the camera rests, so panning and zooming never wait for them
    const resting = performance.now() - this.lastCameraMove > 200;
    if (zoomed && this.tileSets.mid && resting) {
      const vb = this.viewport.getVisibleBounds();
      this.frameNo++;
      const t0 = performance.now();
      let made = false;
      this.tileRects.forEach((rect, i) => {
        if (rect.x > vb.right || rect.right < vb.left || rect.y > vb.bottom || rect.bottom < vb.top) return;
        const hit = this.hiTiles.get(i);
        if (hit) {
          hit.used = this.frameNo;
          return;
        }
        if (made && performance.now() - t0 > CACHE_BUDGET_MS) return;
        const wasVisible = root.visible;
        root.visible = true;
        if (!made) {
          uncull(root);
          this.ensureIds(true);
        }
        const texture = this.app.renderer.generateTexture({ target: root, frame: rect, resolution: HI_RES, antialias: false, clearColor: BACKGROUND });
        root.visible = wasVisible;
        const sp = new Sprite(texture);
        sp.position.set(rect.x, rect.y);
        sp.blendMode = 'none';
        sp.cullable = true;
        sp.eventMode = 'none';
        this.hiLayer.addChild(sp);
        this.hiTiles.set(i, { sprite: sp, used: this.frameNo });
        made = true;
        this.cullDirty = true;
      });
      if (this.hiTiles.size > HI_TILES_KEPT) {
        const old = [...this.hiTiles.entries()].sort((a, b) => a[1].used - b[1].used).slice(0, this.hiTiles.size - HI_TILES_KEPT);
        for (const [i, t] of old) {
          t.sprite.destroy({ texture: true, textureSource: true });
          this.hiTiles.delete(i);
        }
      }
    }
    this.hiLayer.visible = zoomed;
    const scale = this.viewport.scale.x;
    const low = !!this.tileSets.low;
    const mid = !!this.tileSets.mid;
    const mode: 'vector' | 'low' | 'mid' = !low && !mid ? 'vector' : (scale < LOW_SCALE && low) || !mid ? 'low' : 'mid';
    if (!changed && mode === this.lodMode) return;
    this.lodMode = mode;
    this.lowLayer.visible = mode === 'low';
    this.tileLayer.visible = mode === 'mid';
    root.visible = mode === 'vector';
    // the first frame's picture covers them all (opaque) while it lasts
    if (this.picture) this.lowLayer.visible = this.tileLayer.visible = root.visible = false;
    this.cullDirty = true;
  }

  /** True once the cached tiles match the current settings and every counter has its named face. */
  get cacheReady(): boolean {
    return !!this.tileSets.low && !!this.tileSets.mid && !this.building && !this.faceUpgrades;
  }

  private afterRender(): void {
    if (!this.opts.bench) return;
    this.frameTimes.push(performance.now() - this.frameStart);
  }

  // ---------------------------------------------------------------- store sync

  private sync(s: AigleState): void {
    if (this.destroyed) return;
    // a game of another scenario (a new game, an imported save) gets its own map: this one is about
    // to be replaced and must not draw pieces it does not know
    if (s.game && s.game.scenario !== this.scenario) return;
    const view = currentView(s);
    const g = s.game;
    const inputs: Record<string, unknown> = {
      view,
      selected: s.ui.selected,
      hover: s.ui.hover,
      inspect: s.ui.inspectHex,
      eventsSeq: g?.eventsSeq,
    };
    const changed = (k: string) => this.last[k] !== inputs[k];
    if (changed('eventsSeq') && g && view) this.startAnims(g.lastEvents, view);
    // before the first frame only plain faces are drawn; the named ones follow frame by frame
    if (changed('view') || changed('selected')) this.drawCounters(view, s.ui.selected, this.firstFrameDone ? 25 : 0);
    if (changed('view')) this.drawDynamic(view);
    if (changed('view') || changed('selected') || changed('hover') || changed('inspect')) this.drawHighlights(s, view);
    const focus = s.ui.focus;
    if (focus && focus.nonce !== this.last.focus) {
      this.last.focus = focus.nonce;
      this.centreOn(focus.hex);
    }
    const zoom = s.ui.zoom;
    if (zoom && zoom.nonce !== this.last.zoom) {
      this.last.zoom = zoom.nonce;
      this.zoomStep(zoom.dir);
    }
    Object.assign(this.last, inputs);
  }

  centreOn(hex: HexId, animate = true): void {
    const c = this.layout.centre(hex);
    this.fitted = false;
    if (animate) this.viewport.animate({ position: c, time: 350, ease: 'easeInOutSine', removeOnInterrupt: true });
    else this.viewport.moveCenter(c.x, c.y);
    this.cullDirty = true;
    this.flash(hex);
  }

  zoomStep(dir: 1 | -1): void {
    const vp = this.viewport;
    this.fitted = false;
    const target = Math.max(0.15, Math.min(3, vp.scale.x * (dir > 0 ? 1.25 : 0.8)));
    vp.animate({ scale: target, time: 180, position: vp.center, removeOnInterrupt: true });
    this.cullDirty = true;
  }

  private flash(hex: HexId): void {
    const fx = this.fx;
    fx.clear();
    fx.poly(this.layout.corners(hex)).stroke({ width: 5, color: 0xff3d00, alpha: 0.9 });
    fx.alpha = 1;
    const start = performance.now();
    const tick = (t: Ticker) => {
      void t;
      const k = (performance.now() - start) / 1200;
      fx.alpha = Math.max(0, 1 - k);
      if (k >= 1) {
        fx.clear();
        this.app.ticker.remove(tick);
      }
    };
    this.app.ticker.add(tick);
  }

  /**
   * Counter faces, markers and badges share atlas pages (one texture source per 1024 px page), so the
   * whole counter layer batches into a few draw calls.
   */
  private texture(key: string, draw: () => HTMLCanvasElement): Texture {
    const hit = this.textures.get(key);
    if (hit) return hit;
    const img = draw();
    const PAD = 4;
    let page = this.atlas;
    if (page && page.x + img.width + PAD > page.canvas.width) {
      page.x = 0;
      page.y += page.rowH + PAD;
      page.rowH = 0;
    }
    if (!page || page.y + img.height + PAD > page.canvas.height) {
      // the first page is smaller: uploading it is part of the first frame (issue 8)
      const A = this.atlasPages.length ? 1024 : 512;
      const canvas = document.createElement('canvas');
      canvas.width = A;
      canvas.height = A;
      const base = Texture.from(canvas);
      base.source.scaleMode = 'linear';
      base.source.autoGenerateMipmaps = true;
      page = { canvas, ctx: canvas.getContext('2d')!, source: base.source, x: 0, y: 0, rowH: 0, base };
      this.atlasPages.push(base);
      this.atlas = page;
    }
    page.ctx.drawImage(img, page.x, page.y);
    const t = new Texture({ source: page.source, frame: new Rectangle(page.x, page.y, img.width, img.height) });
    page.x += img.width + PAD;
    page.rowH = Math.max(page.rowH, img.height);
    // uploaded once per batch of new faces (flushAtlas): a page upload per face cost ~15 ms each
    this.dirtyPages.add(page.source);
    this.textures.set(key, t);
    return t;
  }

  private readonly dirtyPages = new Set<Texture['source']>();

  /** Uploads the atlas pages that received new faces since the last upload. */
  private flushAtlas(): void {
    for (const src of this.dirtyPages) src.update();
    this.dirtyPages.clear();
  }

  private drawCounters(view: PlayerView | null, selected: string[], budgetMs = 25): void {
    const faceDeadline = performance.now() + budgetMs;
    this.faceUpgrades = false;
    const layer = this.counterLayer;
    layer.visible = !!view;
    for (const b of this.badges) b.visible = false;
    if (!view) return;
    const ix = scenarioIndex(this.scenario);
    const seen = new Set<string>();
    let badge = 0;
    const place = (id: string, pc: Container, x: number, y: number) => {
      if (!this.anims.some((a) => a.ids.includes(id))) pc.position.set(x, y);
      pc.visible = true;
      layer.setChildIndex(pc, layer.children.length - 1);
    };
    const pieceFor = (id: string): Container => {
      let pc = this.pieces.get(id);
      if (!pc) {
        pc = new Container();
        pc.cullable = true;
        const sp = new Sprite();
        sp.anchor.set(0.5);
        pc.addChild(sp);
        this.pieces.set(id, pc);
        layer.addChild(pc);
      }
      return pc;
    };
    const setFace = (pc: Container, key: string, size: { w: number; h: number }, draw: () => HTMLCanvasElement) => {
      if (pc.label === key) return;
      const sp = pc.children[0] as Sprite;
      sp.texture = this.texture(key, draw);
      sp.width = size.w;
      sp.height = size.h;
      pc.label = key;
    };
    const lookOf = (id: string) => this.looks[ix.sideOf(id) ?? ''] ?? Object.values(this.looks)[0];
    for (const p of placePieces(view, ix, this.layout, selected)) {
      if (p.kind === 'badge') {
        let b = this.badges[badge];
        if (!b) {
          b = new Sprite();
          b.anchor.set(0.5);
          this.badges.push(b);
        }
        b.texture = this.texture('badge:' + p.n, () => drawBadge(p.n));
        b.width = STACK_BADGE;
        b.height = STACK_BADGE;
        b.position.set(p.x, p.y);
        b.visible = true;
        layer.addChild(b);
        badge++;
        continue;
      }
      const id = p.id;
      seen.add(id);
      const pc = pieceFor(id);
      const look = lookOf(id);
      if (p.kind === 'rider') {
        const l = ix.leaders[id];
        const w = LEADER_BADGE.w + 2 * FACE_PAD;
        const h = LEADER_BADGE.h + 2 * FACE_PAD;
        setFace(pc, leaderBadgeKey(l), { w, h }, () => drawLeaderBadge(l, look));
        while (pc.children.length > 1) pc.removeChildAt(1).destroy();
        (pc as Container & { markers?: string }).markers = '';
        place(id, pc, p.x, p.y);
        continue;
      }
      const u = view.units[id];
      const leader = p.kind === 'leader' ? ix.leaders[id] : undefined;
      const hq = p.kind === 'hq' ? ix.hqs[id] : undefined;
      const key = u ? unitLookKey(ix.units[id], u.steps) : hq ? hqLookKey(hq) : leaderLookKey(leader!);
      // a new named face costs about half a millisecond: past the budget, a plain face of the same
      // type, strength and movement stands in until a later frame draws the named one
      let faceKey = key;
      let detail: FaceDetail = 'full';
      if ((u || leader) && !this.textures.has(key) && performance.now() > faceDeadline) {
        detail = this.firstFrameDone ? 'numbers' : 'plain';
        faceKey = u ? unitLookKey(ix.units[id], u.steps, detail) : leaderLookKey(leader!, detail);
        this.faceUpgrades = true;
      }
      const edge = (leader ? LEADER_COUNTER : COUNTER) + 2 * FACE_PAD;
      const d = detail;
      setFace(pc, faceKey, { w: edge, h: edge }, () => (u ? drawUnit(ix.units[id], u.steps, look, d) : hq ? drawHq(hq, look) : drawLeader(leader!, look, d)));
      // markers as badges on the counter's right edge, not as extra pieces
      const markers = markersOf(view, ix, id);
      const mk = markers.join(',');
      if ((pc as Container & { markers?: string }).markers !== mk) {
        while (pc.children.length > 1) pc.removeChildAt(1).destroy();
        markers.forEach((m, j) => {
          const ms = new Sprite(this.texture('marker:' + m, () => drawMarker(m)));
          ms.width = MARKER;
          ms.height = MARKER;
          ms.position.set(COUNTER / 2 - MARKER + 1, -MARKER / 2 - 2 + j * (MARKER + 1));
          pc.addChild(ms);
        });
        (pc as Container & { markers?: string }).markers = mk;
      }
      place(id, pc, p.x, p.y);
    }
    for (const [id, pc] of this.pieces) if (!seen.has(id)) pc.visible = false;
    this.flushAtlas();
    this.cullDirty = true;
  }

  /** Things that change with the game but not every frame: objectives and their owners. */
  private drawDynamic(view: PlayerView | null): void {
    this.dynamicLayer.clear();
    drawMapMarks(this.dynamicLayer, this.scenario, this.layout, this.looks, view);
  }

  private drawHighlights(s: AigleState, view: PlayerView | null): void {
    const g = this.highlight;
    g.clear();
    const notes = (view && s.game ? view.pending?.options.hexNotes : undefined) ?? {};
    this.drawNoteLabels(notes);
    if (!view || !s.game) return;
    const L = this.layout;
    const viewer = viewerOf(s);
    const sel = s.ui.selected;
    // pieces that may still act: thin green ring on their hex
    const movable = new Set<HexId>();
    for (const id of view.pending?.options.units ?? []) {
      const h = view.units[id]?.hex ?? view.leaders[id]?.hex;
      if (h) movable.add(h);
    }
    if (viewer && sel.length) {
      const t = moveTargets(s.game.state, viewer, sel);
      if (t) {
        for (const hex of Object.keys(t.hexes)) {
          g.poly(L.corners(hex)).fill({ color: REACH.fill, alpha: 0.34 });
        }
        for (const hex of Object.keys(t.hexes)) g.poly(L.corners(hex)).stroke({ width: 2, color: REACH.line, alpha: 0.9 });
      }
    }
    for (const hex of otherTargets(s.game.state, view.pending, viewer, sel)) {
      const note = notes[hex];
      if (note) {
        // a hex whose choice has a consequence (a retreat hex): coloured by how bad it is
        const st = NOTE_STYLE[note.severity];
        g.poly(L.corners(hex)).fill({ color: st.fill, alpha: note.severity === 'fatal' ? 0.5 : 0.35 }).stroke({ width: 3, color: st.line });
        if (note.severity === 'fatal') {
          const c = L.centre(hex);
          const r = L.radius * 0.45;
          g.moveTo(c.x - r, c.y - r).lineTo(c.x + r, c.y + r).moveTo(c.x + r, c.y - r).lineTo(c.x - r, c.y + r).stroke({ width: 4, color: 0x000000, alpha: 0.75 });
        }
      } else g.poly(L.corners(hex)).fill({ color: 0xe53935, alpha: 0.3 }).stroke({ width: 2, color: 0xb71c1c });
    }
    for (const hex of movable) g.poly(L.corners(hex)).stroke({ width: 2.5, color: 0x2e7d32, alpha: 0.9 });
    if (s.ui.inspectHex && L.ids.includes(s.ui.inspectHex)) {
      g.poly(L.corners(s.ui.inspectHex)).stroke({ width: 3, color: 0x1565c0, alpha: 0.9 });
    }
    if (sel.length) {
      const h = view.units[sel[0]]?.hex ?? view.leaders[sel[0]]?.hex;
      if (h) g.poly(L.corners(h)).stroke({ width: 4, color: 0xffc400 });
    }
    if (s.ui.hover) g.poly(L.corners(s.ui.hover)).stroke({ width: 2, color: 0xffffff, alpha: 0.9 });
  }

  /** One short word per hex with a consequence, above the counters (rebuilt only when the notes change). */
  private drawNoteLabels(notes: Record<HexId, HexNote>): void {
    const entries = Object.entries(notes).filter(([h]) => this.layout.ids.includes(h)).sort();
    const key = entries.map(([h, n]) => `${h}:${n.severity}`).join(',');
    if (key === this.notesKey) return;
    this.notesKey = key;
    for (const t of this.noteLayer.removeChildren()) t.destroy();
    for (const [hex, note] of entries) {
      const st = NOTE_STYLE[note.severity];
      const c = this.layout.centre(hex);
      const t = new Text({
        text: st.word,
        style: { fontFamily: 'DejaVu Sans, Verdana, sans-serif', fontSize: 12, fontWeight: 'bold', fill: '#ffffff', stroke: { color: '#' + st.line.toString(16).padStart(6, '0'), width: 4 } },
        resolution: 3,
      });
      t.anchor.set(0.5, 1);
      t.position.set(c.x, c.y + this.layout.hexH / 2 - 3);
      t.label = hex;
      this.noteLayer.addChild(t);
    }
  }

  /** A unit counter's edge on screen in CSS pixels at the current zoom (for tests). */
  get counterScreenPx(): number {
    return COUNTER * this.viewport.scale.x;
  }

  /** The words drawn on hexes for the current choice's consequences (for tests). */
  get hexNoteLabels(): Record<HexId, string> {
    const out: Record<HexId, string> = {};
    for (const t of this.noteLayer.children as Text[]) out[t.label] = t.text;
    return out;
  }

  // ---------------------------------------------------------------- animation

  private startAnims(events: AigleState['game'] extends infer G ? (G extends { lastEvents: infer E } ? E : never) : never, view: PlayerView): void {
    const list = events as import('../engine').GameEvent[];
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    for (const e of list) {
      if (e.type !== 'moved' || !canSee(view.viewer, e.visibleTo)) continue;
      const pts = [e.from, ...e.path].filter((h) => this.layout.ids.includes(h)).map((h) => this.layout.centre(h));
      if (pts.length < 2) continue;
      this.anims.push({ ids: e.units, points: pts, t0: performance.now(), dur: Math.min(1200, 140 * (pts.length - 1)) });
    }
  }

  private stepAnims(): void {
    const now = performance.now();
    const done: Anim[] = [];
    for (const a of this.anims) {
      const k = Math.min(1, (now - a.t0) / a.dur);
      const seg = (a.points.length - 1) * k;
      const i = Math.min(a.points.length - 2, Math.floor(seg));
      const f = seg - i;
      const p = { x: a.points[i].x + (a.points[i + 1].x - a.points[i].x) * f, y: a.points[i].y + (a.points[i + 1].y - a.points[i].y) * f };
      a.ids.forEach((id, j) => {
        const pc = this.pieces.get(id);
        if (pc) pc.position.set(p.x + j * 3.5, p.y - j * 3.5 + 3);
      });
      if (k >= 1) done.push(a);
    }
    if (done.length) {
      this.anims = this.anims.filter((a) => !done.includes(a));
      this.last.view = undefined; // re-place the stacks exactly
      const s = this.store.getState();
      this.drawCounters(currentView(s), s.ui.selected);
      this.last.view = currentView(s);
    }
    this.cullDirty = true;
  }

  // ---------------------------------------------------------------- hooks for tests

  /** Page (CSS pixel) coordinates of a hex centre, from the renderer's own layout and camera. */
  hexToPage(hex: HexId): Point {
    const w = this.layout.centre(hex);
    const s = this.viewport.toScreen(w.x, w.y);
    const r = this.app.canvas.getBoundingClientRect();
    return { x: r.left + s.x, y: r.top + s.y };
  }

  get animating(): boolean {
    return this.anims.length > 0 || this.viewport.plugins.get('animate') !== null && !!this.viewport.plugins.get('animate');
  }

  /**
   * Tears the map down; safe at any moment (during a camera or move animation, before the tile sets
   * are complete) and more than once. Textures the map made itself are gathered before the scene is
   * destroyed, because destroying a sprite forgets its texture.
   */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.unsub?.();
    this.unsub = null;
    this.anims = [];
    const app = this.app;
    const owned: Texture[] = [];
    for (const set of [this.tileSets.low, this.tileSets.mid, this.building]) for (const sp of set?.sprites ?? []) if (sp.texture) owned.push(sp.texture);
    for (const t of this.hiTiles.values()) if (t.sprite.texture) owned.push(t.sprite.texture);
    const loose = this.building?.sprites ?? [];
    this.tileSets.low = this.tileSets.mid = this.building = null;
    this.hiTiles.clear();
    try {
      this.los?.destroy();
      this.charges?.destroy();
      this.range?.destroy();
      this.losTool?.destroy();
      this.couriers?.destroy();
      this.orders?.destroy();
      this.field?.destroy();
      this.hidden?.destroy();
      this.lines?.destroy();
      app.ticker?.remove(this.beforeRender, this);
      app.ticker?.remove(this.afterRender, this);
      app.renderer?.off('resize', this.onResize, this);
      this.picture?.sprite.destroy({ texture: true, textureSource: true });
      this.picture = null;
      this.viewport.plugins.removeAll();
      this.viewport.destroy({ children: true });
      for (const sp of loose) if (!sp.destroyed) sp.destroy();
      for (const t of owned) if (!t.destroyed) t.destroy(true);
      for (const t of this.textures.values()) if (!t.destroyed) t.destroy(false);
      for (const p of this.atlasPages) if (!p.destroyed) p.destroy(true);
      this.textures.clear();
    } finally {
      // whatever happened above, the renderer, its ticker and its resize observer go
      app.destroy({ removeView: true }, { children: true });
    }
  }
}

export { TERRAIN_COLORS };
