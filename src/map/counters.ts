// Counter faces, drawn once per look into a canvas (NATO symbol by milsymbol, numbers and cues by
// us) and shared as textures by every sprite with the same look: 300 counters need a few dozen textures.
import ms from 'milsymbol';
import type { ScenarioLeader, ScenarioUnit, Scenario } from '../engine';
import { maxSteps, unitStrength } from '../engine';

/** Counter edge in world pixels (a hex is about 62 high). */
export const COUNTER = 44;
/** Texture pixels per world pixel: counters stay sharp up to this zoom. */
export const COUNTER_RES = 2.5;

export interface SideLook {
  id: string;
  color: string;
  ink: string;
  code: string;
  /** Secondary cue besides colour: the first side has a plain frame, the second a double frame. */
  frame: 'single' | 'double';
}

export function sideLooks(sc: Scenario): Record<string, SideLook> {
  const out: Record<string, SideLook> = {};
  sc.sides.forEach((s, i) => {
    out[s.id] = {
      id: s.id,
      color: s.color,
      ink: luminance(s.color) > 0.45 ? '#1a1a1a' : '#ffffff',
      code: s.adjective.slice(0, 2).toUpperCase(),
      frame: i === 0 ? 'single' : 'double',
    };
  });
  return out;
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

const SIDC: Record<ScenarioUnit['type'], string> = {
  infantry: 'SFGPUCI---',
  cavalry: 'SFGPUCRH--',
  'light cavalry': 'SFGPUCRH--',
  'foot artillery': 'SFGPUCF---',
  'horse artillery': 'SFGPUCFRSS',
};

function echelon(name: string): string {
  if (/corps/i.test(name)) return 'J';
  if (/div/i.test(name)) return 'I';
  if (/brig|bde/i.test(name)) return 'H';
  if (/reg|rgt/i.test(name)) return 'G';
  if (/batt|bn/i.test(name)) return 'F';
  return '-';
}

export function shortName(name: string): string {
  const s = name
    .replace(/Division/i, 'Div')
    .replace(/Brigade/i, 'Bde')
    .replace(/Regiment/i, 'Rgt')
    .replace(/Artillery/i, 'Art')
    .replace(/Cavalry/i, 'Cav')
    .replace(/Battery/i, 'Bty');
  return s.length > 12 ? s.slice(0, 11) + '.' : s;
}

const symbolCache = new Map<string, HTMLCanvasElement | null>();

function natoSymbol(type: ScenarioUnit['type'], name: string, px: number): HTMLCanvasElement | null {
  const sidc = SIDC[type] + '-' + echelon(name) + '---';
  const key = sidc + px;
  if (symbolCache.has(key)) return symbolCache.get(key)!;
  let c: HTMLCanvasElement | null = null;
  try {
    const sym = new ms.Symbol(sidc, { size: px, fill: true, fillColor: '#ffffff', monoColor: '', frame: true, infoFields: false, strokeWidth: 5 });
    c = sym.isValid() ? sym.asCanvas() : null;
  } catch {
    c = null;
  }
  symbolCache.set(key, c);
  return c;
}

function makeCanvas(w: number, h: number): { c: HTMLCanvasElement; g: CanvasRenderingContext2D } {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const g = c.getContext('2d')!;
  return { c, g };
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

function frame(g: CanvasRenderingContext2D, look: SideLook, S: number, k: number): void {
  g.lineWidth = 1.2 * k;
  g.strokeStyle = '#111';
  roundRect(g, 0.6 * k, 0.6 * k, S - 1.2 * k, S - 1.2 * k, 3 * k);
  g.stroke();
  if (look.frame === 'double') {
    g.lineWidth = 0.8 * k;
    g.strokeStyle = look.ink;
    roundRect(g, 2.4 * k, 2.4 * k, S - 4.8 * k, S - 4.8 * k, 2 * k);
    g.stroke();
  }
}

/** The visual signature of a unit counter: units with equal keys share a texture. */
/** Face detail: 'full' (name and numbers), 'numbers' (no name) or 'plain' (symbol only, first frame). */
export type FaceDetail = 'full' | 'numbers' | 'plain';

export function unitLookKey(u: ScenarioUnit, steps: number, detail: FaceDetail = 'full'): string {
  const reduced = steps < maxSteps(u) ? 'r' : 'f';
  if (detail === 'plain') return ['p', u.side, u.type, echelon(u.name), reduced].join('|');
  return ['u', u.side, u.type, echelon(u.name), detail === 'full' ? shortName(u.name) : '', unitStrength(u, steps), u.movement, reduced].join('|');
}

export function drawUnit(u: ScenarioUnit, steps: number, look: SideLook, detail: FaceDetail = 'full'): HTMLCanvasElement {
  const named = detail === 'full';
  const k = COUNTER_RES;
  const S = COUNTER * k;
  const { c, g } = makeCanvas(S, S);
  const reduced = steps < maxSteps(u);
  const bg = reduced ? mix(look.color, '#ffffff', 0.5) : look.color;
  const ink = reduced ? (luminance(bg) > 0.45 ? '#1a1a1a' : '#ffffff') : look.ink;
  roundRect(g, 0, 0, S, S, 3 * k);
  g.fillStyle = bg;
  g.fill();
  if (reduced) {
    // reduced side: a striped band across the top right corner plus an "R"
    g.save();
    roundRect(g, 0, 0, S, S, 3 * k);
    g.clip();
    g.strokeStyle = 'rgba(0,0,0,0.55)';
    g.lineWidth = 1.6 * k;
    for (let i = 0; i < 4; i++) {
      g.beginPath();
      g.moveTo(S * 0.62 + i * 4 * k, 0);
      g.lineTo(S, S * 0.38 - i * 4 * k);
      g.stroke();
    }
    g.restore();
  }
  frame(g, look, S, k);
  g.fillStyle = ink;
  g.textBaseline = 'top';
  g.font = `bold ${6 * k}px sans-serif`;
  g.textAlign = 'left';
  g.fillText(look.code, 3 * k, 3 * k);
  if (reduced) {
    g.textAlign = 'right';
    g.fillText('R', S - 3 * k, 3 * k);
  }
  g.textAlign = 'center';
  g.font = `${5.2 * k}px sans-serif`;
  if (named) g.fillText(shortName(u.name), S / 2, 9.5 * k, S - 4 * k);
  const sym = natoSymbol(u.type, u.name, 11 * k);
  const boxW = 20 * k;
  const boxH = 12 * k;
  const bx = (S - boxW) / 2;
  const by = 16 * k;
  if (sym) {
    const scale = Math.min(boxW / sym.width, (boxH + 4 * k) / sym.height);
    const w = sym.width * scale;
    const h = sym.height * scale;
    g.drawImage(sym, (S - w) / 2, by + boxH / 2 - h / 2 + 1 * k, w, h);
  } else {
    drawOwnSymbol(g, u.type, bx, by, boxW, boxH, k);
  }
  g.fillStyle = ink;
  g.font = `bold ${8.5 * k}px sans-serif`;
  g.textBaseline = 'alphabetic';
  if (detail !== 'plain') g.fillText(`${unitStrength(u, steps)}-${u.movement}`, S / 2, S - 3 * k);
  return c;
}

/** Fallback NATO frame: box, X for infantry, slash for cavalry, dot for artillery. */
function drawOwnSymbol(g: CanvasRenderingContext2D, type: ScenarioUnit['type'], x: number, y: number, w: number, h: number, k: number): void {
  g.fillStyle = '#fff';
  g.fillRect(x, y, w, h);
  g.strokeStyle = '#111';
  g.lineWidth = 1 * k;
  g.strokeRect(x, y, w, h);
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
  g.stroke();
  if (type === 'foot artillery' || type === 'horse artillery') {
    g.fillStyle = '#111';
    g.beginPath();
    g.arc(x + w / 2, y + h / 2, 2 * k, 0, Math.PI * 2);
    g.fill();
  }
}

export function leaderLookKey(l: ScenarioLeader, detail: FaceDetail = 'full'): string {
  if (detail !== 'full') return ['pl', l.side].join('|');
  return ['l', l.side, l.name, l.rating, l.role, l.hq ? 'hq' : '', l.movement].join('|');
}

export function drawLeader(l: ScenarioLeader, look: SideLook, detail: FaceDetail = 'full'): HTMLCanvasElement {
  const plain = detail !== 'full';
  const k = COUNTER_RES;
  const S = COUNTER * k;
  const { c, g } = makeCanvas(S, S);
  roundRect(g, 0, 0, S, S, 3 * k);
  g.fillStyle = '#f4efe0';
  g.fill();
  // side colour band on top, so a leader reads as a person and not as a unit
  g.save();
  roundRect(g, 0, 0, S, S, 3 * k);
  g.clip();
  g.fillStyle = look.color;
  g.fillRect(0, 0, S, 13 * k);
  g.restore();
  frame(g, look, S, k);
  g.fillStyle = look.ink;
  g.textBaseline = 'top';
  g.textAlign = 'left';
  g.font = `bold ${6 * k}px sans-serif`;
  g.fillText(look.code, 3 * k, 3 * k);
  g.textAlign = 'right';
  if (!plain) g.fillText(l.hq ? 'HQ' : l.role === 'overall' ? 'C-in-C' : l.role.slice(0, 4), S - 3 * k, 3 * k);
  g.fillStyle = '#1a1a1a';
  g.textAlign = 'center';
  g.font = `bold ${6.5 * k}px serif`;
  if (plain) return c;
  g.fillText(l.name.length > 11 ? l.name.slice(0, 10) + '.' : l.name, S / 2, 15 * k, S - 4 * k);
  // rating as stars
  const stars = '★'.repeat(Math.min(l.rating, 5)) || '–';
  g.font = `${6 * k}px sans-serif`;
  g.fillStyle = '#7a5a00';
  g.fillText(stars, S / 2, 23.5 * k, S - 4 * k);
  g.fillStyle = '#1a1a1a';
  g.font = `bold ${8.5 * k}px sans-serif`;
  g.textBaseline = 'alphabetic';
  g.fillText(`${l.rating}-${l.movement}`, S / 2, S - 3 * k);
  if (l.hq) {
    g.strokeStyle = '#1a1a1a';
    g.lineWidth = 1 * k;
    g.beginPath();
    g.moveTo(3 * k, S - 3 * k);
    g.lineTo(3 * k, S - 14 * k);
    g.stroke();
  }
  return c;
}

export function hqLookKey(h: { side: string; name: string }): string {
  return ['hq', h.side, h.name].join('|');
}

/** HQ counter (NLC 3.2): the army's headquarters, a flag on a staff over the side colour. */
export function drawHq(h: { name: string }, look: SideLook): HTMLCanvasElement {
  const k = COUNTER_RES;
  const S = COUNTER * k;
  const { c, g } = makeCanvas(S, S);
  roundRect(g, 0, 0, S, S, 3 * k);
  g.fillStyle = look.color;
  g.fill();
  frame(g, look, S, k);
  g.fillStyle = look.ink;
  g.textBaseline = 'top';
  g.textAlign = 'left';
  g.font = `bold ${6 * k}px sans-serif`;
  g.fillText(look.code, 3 * k, 3 * k);
  // NATO headquarters: a frame with a staff down from its lower left corner
  const x = 12 * k;
  const y = 12 * k;
  g.fillStyle = '#ffffff';
  g.fillRect(x, y, 20 * k, 11 * k);
  g.strokeStyle = '#111';
  g.lineWidth = 1.2 * k;
  g.strokeRect(x, y, 20 * k, 11 * k);
  g.beginPath();
  g.moveTo(x, y + 11 * k);
  g.lineTo(x, y + 22 * k);
  g.stroke();
  g.fillStyle = '#111';
  g.font = `bold ${7 * k}px sans-serif`;
  g.textAlign = 'center';
  g.fillText('HQ', x + 10 * k, y + 2 * k);
  g.fillStyle = look.ink;
  g.font = `${5 * k}px sans-serif`;
  g.textBaseline = 'alphabetic';
  g.fillText(h.name.length > 14 ? h.name.slice(0, 13) + '.' : h.name, S / 2 + 3 * k, S - 3 * k, S - 8 * k);
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

export function drawMarker(kind: string): HTMLCanvasElement {
  const k = COUNTER_RES;
  const m = MARKERS[kind] ?? { label: '?', color: '#333', ink: '#fff', title: kind };
  const S = 14 * k;
  const { c, g } = makeCanvas(S, S);
  roundRect(g, 0.5 * k, 0.5 * k, S - 1 * k, S - 1 * k, 2 * k);
  g.fillStyle = m.color;
  g.fill();
  g.lineWidth = 0.8 * k;
  g.strokeStyle = '#fff';
  g.stroke();
  g.fillStyle = m.ink;
  g.font = `bold ${8 * k}px sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(m.label, S / 2, S / 2 + 0.5 * k);
  return c;
}

export function drawBadge(n: number): HTMLCanvasElement {
  const k = COUNTER_RES;
  const S = 13 * k;
  const { c, g } = makeCanvas(S, S);
  g.beginPath();
  g.arc(S / 2, S / 2, S / 2 - 0.5 * k, 0, Math.PI * 2);
  g.fillStyle = '#111';
  g.fill();
  g.lineWidth = 1 * k;
  g.strokeStyle = '#fff';
  g.stroke();
  g.fillStyle = '#fff';
  g.font = `bold ${8 * k}px sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(n), S / 2, S / 2 + 0.5 * k);
  return c;
}
