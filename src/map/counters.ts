// Counter faces, drawn once per look into a (reused) canvas that the map copies into its atlas at once (our own small NATO symbols, name, numbers and
// cues) and shared as textures by every sprite with the same look: 300 counters need a few dozen
// textures. Every face has a dark outline, a light inner line and a shadow, so a pale side (the grey
// Austrians) stands out on cream clear terrain as well as on woods.
import type { ScenarioLeader, ScenarioUnit, Scenario } from '../engine';
import { maxSteps, unitStrength } from '../engine';

/** Counter edge in world pixels (a hex is about 62 high): big enough to read at the default zoom. */
export const COUNTER = 50;
/** Room around a face in its texture for the drop shadow (world pixels, each side). */
export const FACE_PAD = 2;
/** Texture pixels per world pixel at device pixel ratio 1: counters stay sharp up to this zoom. */
export const COUNTER_RES = 2.5;
/** Edge of a lone leader's counter and of the leader badge on a stack (world pixels). */
export const LEADER_COUNTER = 40;
export const LEADER_BADGE = { w: 24, h: 15 } as const;

/** Texture resolution for the screen's device pixel ratio (text drawn at the display's real pixels). */
export function counterRes(): number {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  return Math.min(4, COUNTER_RES * Math.max(1, dpr));
}

export interface SideLook {
  id: string;
  color: string;
  ink: string;
  code: string;
  /** Secondary cue besides colour: the first side has a plain frame, the second a double frame. */
  frame: 'single' | 'double';
  /** Projector theme: a shape of the side on every counter and thick outlines (issue 14). */
  shape?: CueShape;
  bold?: boolean;
}

export type CueShape = 'circle' | 'triangle' | 'square' | 'diamond';

/**
 * The projector theme's side palette: Okabe and Ito's colour-blind-safe set (blue, orange, bluish
 * green, reddish purple), told apart by hue and lightness under every common colour deficiency; each
 * side also gets its own shape, so colour is never the only cue.
 */
export const PROJECTOR_SIDES: { color: string; shape: CueShape }[] = [
  { color: '#0072b2', shape: 'circle' },
  { color: '#e69f00', shape: 'triangle' },
  { color: '#009e73', shape: 'square' },
  { color: '#cc79a7', shape: 'diamond' },
];

export function sideLooks(sc: Scenario, theme: 'standard' | 'projector' = 'standard'): Record<string, SideLook> {
  const out: Record<string, SideLook> = {};
  sc.sides.forEach((s, i) => {
    const pro = theme === 'projector' ? PROJECTOR_SIDES[i % PROJECTOR_SIDES.length] : null;
    const color = pro?.color ?? s.color;
    out[s.id] = {
      id: s.id,
      color,
      // the projector's orange is mid-light: dark ink reads better on it than white
      ink: luminance(color) > (pro ? 0.3 : 0.45) ? '#1a1a1a' : '#ffffff',
      code: s.adjective.slice(0, 2).toUpperCase(),
      frame: i === 0 ? 'single' : 'double',
      ...(pro ? { shape: pro.shape, bold: true } : {}),
    };
  });
  return out;
}

/** The side's shape (projector theme), centred at (x, y): filled with the ink, ringed in the opposite tone. */
export function drawCue(g: CanvasRenderingContext2D, look: SideLook, x: number, y: number, r: number): void {
  if (!look.shape) return;
  g.save();
  g.beginPath();
  switch (look.shape) {
    case 'circle':
      g.arc(x, y, r, 0, Math.PI * 2);
      break;
    case 'triangle':
      g.moveTo(x, y - r * 1.1);
      g.lineTo(x + r * 1.05, y + r * 0.8);
      g.lineTo(x - r * 1.05, y + r * 0.8);
      g.closePath();
      break;
    case 'square':
      g.rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
      break;
    case 'diamond':
      g.moveTo(x, y - r * 1.15);
      g.lineTo(x + r * 1.15, y);
      g.lineTo(x, y + r * 1.15);
      g.lineTo(x - r * 1.15, y);
      g.closePath();
      break;
  }
  g.fillStyle = look.ink;
  g.fill();
  g.lineWidth = 1;
  g.strokeStyle = look.ink === '#ffffff' ? '#111111' : '#ffffff';
  g.stroke();
  g.restore();
}

export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

function mix(hex: string, other: string, t: number): string {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(other.slice(1), 16);
  const ch = (s: number) => Math.round(((a >> s) & 255) * (1 - t) + ((b >> s) & 255) * t);
  return '#' + [16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('');
}

/** NATO size mark above the symbol, from the unit's name (our scenarios name the echelon). */
function echelon(name: string): string {
  if (/army/i.test(name)) return 'XXXX';
  if (/corps/i.test(name)) return 'XXX';
  if (/div/i.test(name)) return 'XX';
  if (/brig|bde/i.test(name)) return 'X';
  if (/reg|rgt/i.test(name)) return 'III';
  if (/batt|bn|bty/i.test(name)) return 'II';
  return '';
}

/** The name as printed on a counter: no parenthesis, common words shortened ("III Corps: Ney" is "III C. Ney"), at most 16 letters. */
export function shortName(name: string): string {
  const s = name
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/Division/i, 'Div')
    .replace(/Brigade/i, 'Bde')
    .replace(/Regiment/i, 'Rgt')
    .replace(/Artillery/i, 'Art')
    .replace(/Cavalry/i, 'Cav')
    .replace(/Battery/i, 'Bty')
    .replace(/Imperial/i, 'Imp.')
    .replace(/\bCorps:\s*/i, 'C. ')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > 16 ? s.slice(0, 15) + '.' : s;
}

const scratch = new Map<string, { c: HTMLCanvasElement; g: CanvasRenderingContext2D }>();

/**
 * A cleared canvas of this size. Canvases are reused per size: creating a 2D context costs several
 * milliseconds on a software rasteriser, and every face is copied into the atlas at once.
 */
function makeCanvas(w: number, h: number): { c: HTMLCanvasElement; g: CanvasRenderingContext2D } {
  const W = Math.ceil(w);
  const H = Math.ceil(h);
  const key = `${W}x${H}`;
  let hit = scratch.get(key);
  if (!hit) {
    const c = document.createElement('canvas');
    c.width = W;
    c.height = H;
    hit = { c, g: c.getContext('2d')! };
    scratch.set(key, hit);
  }
  const g = hit.g;
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.clearRect(0, 0, W, H);
  g.textAlign = 'left';
  g.textBaseline = 'alphabetic';
  g.shadowColor = 'rgba(0,0,0,0)';
  g.shadowBlur = 0;
  g.shadowOffsetX = 0;
  g.shadowOffsetY = 0;
  return hit;
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/**
 * A face canvas of `size` world pixels plus FACE_PAD around it, its context translated so that (0,0)
 * is the face's top left corner and scaled to world pixels; the face's shape is filled with a soft
 * shadow under it. The sprite shows the whole canvas at (size + 2 * FACE_PAD) world pixels.
 */
function face(size: number, fill: string, k = counterRes()): { c: HTMLCanvasElement; g: CanvasRenderingContext2D } {
  const { c, g } = makeCanvas((size + 2 * FACE_PAD) * k, (size + 2 * FACE_PAD) * k);
  g.scale(k, k);
  g.translate(FACE_PAD, FACE_PAD);
  g.save();
  g.shadowColor = 'rgba(0,0,0,0.55)';
  g.shadowBlur = 2 * k;
  g.shadowOffsetX = 0.6 * k;
  g.shadowOffsetY = 0.8 * k;
  roundRect(g, 0, 0, size, size, 3);
  g.fillStyle = fill;
  g.fill();
  g.restore();
  return { c, g };
}

/** Outline seen on every terrain: a dark edge, a light line inside it; the second side's is doubled. */
function outline(g: CanvasRenderingContext2D, look: SideLook, w: number, h: number): void {
  if (look.bold) {
    // projector theme: a thick black edge and a white line inside it, readable from the back of a hall
    g.lineWidth = 4;
    g.strokeStyle = '#000000';
    roundRect(g, 2, 2, w - 4, h - 4, 2.5);
    g.stroke();
    g.lineWidth = 1.4;
    g.strokeStyle = '#ffffff';
    roundRect(g, 4.6, 4.6, w - 9.2, h - 9.2, 1.8);
    g.stroke();
    return;
  }
  g.lineWidth = 2;
  g.strokeStyle = '#141414';
  roundRect(g, 1, 1, w - 2, h - 2, 2.5);
  g.stroke();
  g.lineWidth = 0.8;
  g.strokeStyle = 'rgba(255,255,255,0.85)';
  roundRect(g, 2.4, 2.4, w - 4.8, h - 4.8, 1.8);
  g.stroke();
  if (look.frame === 'double') {
    g.lineWidth = 0.8;
    g.strokeStyle = look.ink;
    roundRect(g, 3.8, 3.8, w - 7.6, h - 7.6, 1.5);
    g.stroke();
  }
}

/** Text that shrinks its font (down to 70%) before it would overflow `maxW` (one measurement). */
function fitText(g: CanvasRenderingContext2D, text: string, x: number, y: number, maxW: number, px: number, weight = 'bold', family = 'DejaVu Sans, Verdana, sans-serif'): void {
  g.font = `${weight} ${px}px ${family}`;
  const w = g.measureText(text).width;
  if (w > maxW) g.font = `${weight} ${Math.max(px * 0.7, (px * maxW) / w).toFixed(2)}px ${family}`;
  g.fillText(text, x, y, maxW);
}

/** The visual signature of a unit counter: units with equal keys share a texture. */
/** Face detail: 'full' (name and numbers), 'numbers' (no name) or 'plain' (symbol only, first frame). */
export type FaceDetail = 'full' | 'numbers' | 'plain';

export function unitLookKey(u: ScenarioUnit, steps: number, detail: FaceDetail = 'full'): string {
  const reduced = steps < maxSteps(u) ? 'r' : 'f';
  if (detail === 'plain') return ['p', u.side, u.type, echelon(u.name), reduced].join('|');
  return ['u', u.side, u.type, echelon(u.name), detail === 'full' ? shortName(u.name) : '', unitStrength(u, steps), u.movement, reduced].join('|');
}

/** `res`: texture pixels per counter pixel (the live map's textures by default; the poster draws at screen size). */
export function drawUnit(u: ScenarioUnit, steps: number, look: SideLook, detail: FaceDetail = 'full', res = counterRes()): HTMLCanvasElement {
  const S = COUNTER;
  const reduced = steps < maxSteps(u);
  const bg = reduced ? mix(look.color, '#ffffff', 0.5) : look.color;
  const ink = reduced ? (luminance(bg) > 0.45 ? '#1a1a1a' : '#ffffff') : look.ink;
  const { c, g } = face(S, bg, res);
  if (reduced) {
    // reduced side: a striped corner at the top right plus an "R" (a cue besides the paler colour)
    g.save();
    roundRect(g, 0, 0, S, S, 3);
    g.clip();
    g.strokeStyle = 'rgba(0,0,0,0.45)';
    g.lineWidth = 1.4;
    for (let i = 0; i < 3; i++) {
      g.beginPath();
      g.moveTo(S * 0.7 + i * 4, 0);
      g.lineTo(S, S * 0.3 - i * 4);
      g.stroke();
    }
    g.restore();
  }
  outline(g, look, S, S);
  g.fillStyle = ink;
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  if (detail === 'full') fitText(g, shortName(u.name), S / 2, 12.6, S - 8, 9.5);
  if (reduced) {
    g.textAlign = 'right';
    g.font = 'bold 7px DejaVu Sans, Verdana, sans-serif';
    g.fillText('R', S - 4.5, 21);
    g.textAlign = 'center';
  }
  natoSymbol(g, u.type, (S - 24) / 2, 19.5, 24, 14, echelon(u.name), ink);
  drawCue(g, { ...look, ink }, 7.5, 26.5, 4);
  if (detail !== 'plain') fitText(g, `${unitStrength(u, steps)}-${u.movement}`, S / 2, S - 4.5, S - 8, 14.5);
  return c;
}

/**
 * Our own NATO land-unit symbols (APP-6 style, friendly frame): a white box with infantry's cross,
 * cavalry's diagonal, artillery's dot (horse artillery: diagonal and dot), light cavalry's diagonal
 * with a short bar; the size mark above the box. Only the handful our counters need.
 */
export function natoSymbol(g: CanvasRenderingContext2D, type: ScenarioUnit['type'] | 'hq', x: number, y: number, w: number, h: number, size: string, ink: string): void {
  g.fillStyle = '#ffffff';
  g.fillRect(x, y, w, h);
  g.strokeStyle = '#111111';
  g.lineWidth = 1.1;
  g.beginPath();
  if (type === 'infantry') {
    g.moveTo(x, y);
    g.lineTo(x + w, y + h);
    g.moveTo(x + w, y);
    g.lineTo(x, y + h);
  }
  if (type === 'cavalry' || type === 'light cavalry' || type === 'horse artillery') {
    g.moveTo(x, y + h);
    g.lineTo(x + w, y);
  }
  if (type === 'light cavalry') {
    // a short bar across the diagonal tells light horse from line cavalry
    g.moveTo(x + w * 0.5 - 2.5, y + h * 0.5 - 3.5);
    g.lineTo(x + w * 0.5 + 2.5, y + h * 0.5 + 3.5);
  }
  g.stroke();
  if (type === 'foot artillery' || type === 'horse artillery') {
    g.fillStyle = '#111111';
    g.beginPath();
    g.arc(x + w / 2, y + h / 2, 2.6, 0, Math.PI * 2);
    g.fill();
  }
  if (type === 'hq') {
    g.fillStyle = '#111111';
    g.font = 'bold 8px DejaVu Sans, Verdana, sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('HQ', x + w / 2, y + h / 2 + 0.5);
    g.textBaseline = 'alphabetic';
  }
  g.strokeRect(x, y, w, h);
  if (size) {
    g.fillStyle = ink;
    g.textAlign = 'center';
    g.textBaseline = 'alphabetic';
    g.font = 'bold 5.5px DejaVu Sans, Verdana, sans-serif';
    g.fillText(size, x + w / 2, y - 0.8);
  }
}

export function leaderLookKey(l: ScenarioLeader, detail: FaceDetail = 'full'): string {
  if (detail !== 'full') return ['pl', l.side].join('|');
  return ['l', l.side, l.name, l.rating, l.role, l.hq ? 'hq' : ''].join('|');
}

const stars = (n: number) => '★'.repeat(Math.max(0, Math.min(n, 5))) || '–';

/**
 * A leader alone in his hex: a smaller, cream counter with a band of the side's colour, his name and
 * his rating as stars (no "rating-movement" pair, which read like a unit's factors).
 */
export function drawLeader(l: ScenarioLeader, look: SideLook, detail: FaceDetail = 'full', res = counterRes()): HTMLCanvasElement {
  const S = LEADER_COUNTER;
  const { c, g } = face(S, '#f4efe0', res);
  g.save();
  roundRect(g, 0, 0, S, S, 3);
  g.clip();
  g.fillStyle = look.color;
  g.fillRect(0, 0, S, 12);
  g.restore();
  outline(g, look, S, S);
  drawCue(g, look, 8, 8.5, 3.2);
  if (detail !== 'full') return c;
  g.fillStyle = look.ink;
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  fitText(g, l.hq ? 'HQ' : l.role === 'overall' ? 'C-in-C' : 'Leader', S / 2, 9.8, S - 8, 7);
  g.fillStyle = '#1a1a1a';
  fitText(g, l.name, S / 2, 23, S - 7, 9, 'bold', 'DejaVu Serif, Georgia, serif');
  g.fillStyle = '#8a6100';
  fitText(g, stars(l.rating), S / 2, S - 5.5, S - 8, 10, 'normal');
  return c;
}

export function leaderBadgeKey(l: ScenarioLeader): string {
  return ['lb', l.side, l.rating, l.hq ? 'hq' : ''].join('|');
}

/** A leader on a stack with units: a small tab of his side's colour with his rating as stars. */
export function drawLeaderBadge(l: ScenarioLeader, look: SideLook): HTMLCanvasElement {
  const { w, h } = LEADER_BADGE;
  const k = counterRes();
  const { c, g } = makeCanvas((w + 2 * FACE_PAD) * k, (h + 2 * FACE_PAD) * k);
  g.scale(k, k);
  g.translate(FACE_PAD, FACE_PAD);
  g.save();
  g.shadowColor = 'rgba(0,0,0,0.5)';
  g.shadowBlur = 1.5 * k;
  roundRect(g, 0, 0, w, h, 4);
  g.fillStyle = '#f4efe0';
  g.fill();
  g.restore();
  g.lineWidth = 1.6;
  g.strokeStyle = look.color === '#ffffff' || luminance(look.color) > 0.6 ? '#141414' : look.color;
  roundRect(g, 0.8, 0.8, w - 1.6, h - 1.6, 3.5);
  g.stroke();
  g.fillStyle = '#8a6100';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  fitText(g, (l.hq ? 'HQ' : '') + stars(l.rating), w / 2, h / 2 + 0.8, w - 4, 9.5, 'normal');
  return c;
}

export function hqLookKey(h: { side: string; name: string }): string {
  return ['hq', h.side, h.name].join('|');
}

/** HQ counter (NLC 3.2): the army's headquarters, the NATO HQ box on a staff over the side colour. */
export function drawHq(h: { name: string }, look: SideLook, res = counterRes()): HTMLCanvasElement {
  const S = COUNTER;
  const { c, g } = face(S, look.color, res);
  outline(g, look, S, S);
  const x = (S - 24) / 2;
  const y = 9;
  natoSymbol(g, 'hq', x, y, 24, 14, '', look.ink);
  drawCue(g, look, 7.5, 16, 4);
  g.strokeStyle = '#111111';
  g.lineWidth = 1.2;
  g.beginPath();
  g.moveTo(x, y + 14);
  g.lineTo(x, y + 26);
  g.stroke();
  g.fillStyle = look.ink;
  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  fitText(g, shortName(h.name), S / 2 + 2, S - 5, S - 12, 8.5);
  return c;
}

/** Status markers shown as badges on a counter (NLC disrupted; later: disordered, out of command...). */
export const MARKERS: Record<string, { label: string; color: string; ink: string; title: string }> = {
  disrupted: { label: 'D', color: '#c62828', ink: '#ffffff', title: 'Disrupted' },
  disordered: { label: 'Do', color: '#ef6c00', ink: '#ffffff', title: 'Disordered' },
  outOfCommand: { label: 'OC', color: '#6a1b9a', ink: '#ffffff', title: 'Out of command' },
  demoralized: { label: 'Dm', color: '#4e342e', ink: '#ffffff', title: 'Demoralized formation' },
  routed: { label: 'Rt', color: '#b71c1c', ink: '#ffffff', title: 'Routed' },
  dc: { label: 'DC', color: '#1565c0', ink: '#ffffff', title: 'Direct Command' },
  moved: { label: '', color: '#555', ink: '#fff', title: 'Moved' },
};

/** Edge of a marker badge in world pixels. */
export const MARKER = 15;

export function drawMarker(kind: string): HTMLCanvasElement {
  const k = counterRes();
  const m = MARKERS[kind] ?? { label: '?', color: '#333', ink: '#fff', title: kind };
  const S = MARKER;
  const { c, g } = makeCanvas(S * k, S * k);
  g.scale(k, k);
  roundRect(g, 0.5, 0.5, S - 1, S - 1, 2);
  g.fillStyle = m.color;
  g.fill();
  g.lineWidth = 1;
  g.strokeStyle = '#fff';
  g.stroke();
  g.fillStyle = m.ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  fitText(g, m.label, S / 2, S / 2 + 0.5, S - 3, 9);
  return c;
}

/** Edge of the stack-count badge in world pixels. */
export const STACK_BADGE = 15;

export function drawBadge(n: number): HTMLCanvasElement {
  const k = counterRes();
  const S = STACK_BADGE;
  const { c, g } = makeCanvas(S * k, S * k);
  g.scale(k, k);
  g.beginPath();
  g.arc(S / 2, S / 2, S / 2 - 0.6, 0, Math.PI * 2);
  g.fillStyle = '#111';
  g.fill();
  g.lineWidth = 1.1;
  g.strokeStyle = '#fff';
  g.stroke();
  g.fillStyle = '#fff';
  g.font = 'bold 9.5px DejaVu Sans, Verdana, sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(n), S / 2, S / 2 + 0.5);
  return c;
}
