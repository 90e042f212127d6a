// The preview image of a compiled sheet (SVG): terrain, elevation, waterways, crests and slopes,
// roads and trails, bridges and fords, place names and hex ids, so a reviewer sees the compiled map
// without starting the game. Optionally the reference points (lat, lon) of a layout are marked on it.
import type { MapSheet } from './compile';
import type { SheetGeometry, XY } from './geometry';

const TERRAIN_FILL: Record<string, string> = {
  clear: '#e9e6c9',
  town: '#c9786a',
  village: '#d9a77c',
  chateau: '#8e5a7a',
  woods: '#7fa866',
  marsh: '#a9cdc4',
};
/** Elevation tints over clear ground: valley green to plateau ochre. */
const ELEVATION_FILL = ['#dfe8c6', '#e9e6c9', '#e6dcb2', '#dfcd9c', '#d6bd88', '#cbab74', '#bf9a62', '#b38a52', '#a67a44', '#996b38'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PreviewMark {
  name: string;
  lat: number;
  lon: number;
}

export function previewSvg(sheet: MapSheet, g: SheetGeometry, marks: PreviewMark[] = []): string {
  const R = 11; // pixels from hex centre to corner
  const k = R / g.radius;
  const pad = 30;
  const head = 52;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const id of g.index.ids) {
    for (const c of g.corners(id)) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
  }
  const px = (p: XY) => `${((p.x - minX) * k + pad).toFixed(1)},${((p.y - minY) * k + pad + head).toFixed(1)}`;
  const pxy = (p: XY) => ({ x: (p.x - minX) * k + pad, y: (p.y - minY) * k + pad + head });
  const W = Math.ceil((maxX - minX) * k + 2 * pad);
  const H = Math.ceil((maxY - minY) * k + 2 * pad + head);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans, Arial, sans-serif">`);
  out.push(`<rect width="${W}" height="${H}" fill="#fbfaf4"/>`);
  out.push(
    `<text x="${pad}" y="22" font-size="16" font-weight="bold">${esc(sheet.name)}</text>` +
      `<text x="${W - pad}" y="22" font-size="11" text-anchor="end">${sheet.map.columns}x${sheet.map.rows} hexes, ${sheet.scale} m a hex; north up; compiled from ${esc(sheet.source)}</text>`,
  );
  // legend
  {
    let x = pad;
    const y = 38;
    const item = (swatch: string, label: string) => {
      out.push(`<g transform="translate(${x},${y})">${swatch}<text x="18" y="4" font-size="10" dominant-baseline="middle">${label}</text></g>`);
      x += 24 + label.length * 6;
    };
    const box = (fill: string) => `<rect x="0" y="-2" width="14" height="12" fill="${fill}" stroke="#999" stroke-width="0.5"/>`;
    item(ELEVATION_FILL.slice(0, 4).map((f, i) => `<rect x="${i * 3.5}" y="-2" width="3.5" height="12" fill="${f}"/>`).join(''), 'elevation 0-3');
    for (const t of ['town', 'village', 'chateau', 'woods', 'marsh'] as const) item(box(TERRAIN_FILL[t]), t);
    item('<line x1="0" y1="4" x2="14" y2="4" stroke="#2664c9" stroke-width="4"/>', 'river');
    item('<line x1="0" y1="4" x2="14" y2="4" stroke="#4f93d8" stroke-width="2"/>', 'stream');
    item('<line x1="0" y1="4" x2="14" y2="4" stroke="#6b3b12" stroke-width="2.6"/>', 'crest');
    item('<line x1="0" y1="4" x2="14" y2="4" stroke="#9b7b4f" stroke-width="0.9"/><line x1="7" y1="4" x2="7" y2="8" stroke="#9b7b4f"/>', 'slope (tick downhill)');
    item('<line x1="0" y1="4" x2="14" y2="4" stroke="#b0301e" stroke-width="2.6"/>', 'road');
    item('<line x1="0" y1="4" x2="14" y2="4" stroke="#6d4c2a" stroke-width="1.6" stroke-dasharray="4 3"/>', 'trail');
    item('<line x1="3" y1="4" x2="11" y2="4" stroke="#111" stroke-width="6"/><line x1="3" y1="4" x2="11" y2="4" stroke="#f2efe0" stroke-width="3"/>', 'bridge');
    item('<circle cx="7" cy="4" r="3" fill="#f0a020" stroke="#111" stroke-width="0.8"/>', 'ford');
  }
  const byId = new Map(sheet.map.hexes.map((h) => [h.id, h]));
  // hexes
  // one hex shape, placed at every centre
  const c0 = g.centre(g.index.ids[0]);
  const shape = g.corners(g.index.ids[0]).map((p) => `${((p.x - c0.x) * k).toFixed(2)},${((p.y - c0.y) * k).toFixed(2)}`).join(' ');
  out.push(`<defs><polygon id="hx" points="${shape}"/></defs>`);
  out.push('<g stroke="#b9b49a" stroke-width="0.4">');
  for (const id of g.index.ids) {
    const h = byId.get(id);
    const t = h?.terrain ?? 'clear';
    const fill = t === 'clear' ? ELEVATION_FILL[h?.elevation ?? 0] : TERRAIN_FILL[t];
    const c = pxy(g.centre(id));
    out.push(`<use href="#hx" x="${c.x.toFixed(1)}" y="${c.y.toFixed(1)}" fill="${fill}"/>`);
  }
  out.push('</g>');
  // hex ids
  out.push('<g font-size="4.2" fill="#8a866e" text-anchor="middle">');
  for (const id of g.index.ids) {
    const c = pxy(g.centre(id));
    out.push(`<text x="${c.x.toFixed(1)}" y="${(c.y - R * 0.5).toFixed(1)}">${id}</text>`);
  }
  out.push('</g>');
  // hexsides
  const sideLine = (a: string, b: string): [XY, XY] | null => {
    const ca = g.corners(a);
    const cb = g.corners(b);
    const shared = ca.filter((p) => cb.some((q) => Math.abs(p.x - q.x) < 1e-6 && Math.abs(p.y - q.y) < 1e-6));
    return shared.length === 2 ? [shared[0], shared[1]] : null;
  };
  const seg = (s: [XY, XY], style: string) => `<line x1="${pxy(s[0]).x.toFixed(1)}" y1="${pxy(s[0]).y.toFixed(1)}" x2="${pxy(s[1]).x.toFixed(1)}" y2="${pxy(s[1]).y.toFixed(1)}" ${style}/>`;
  const slopes: string[] = [];
  const crests: string[] = [];
  const water: string[] = [];
  const crossings: string[] = [];
  for (const hs of sheet.map.hexsides) {
    const s = sideLine(hs.a, hs.b);
    if (!s) continue;
    const f = hs.features;
    if (f.includes('slope')) {
      // a short tick pointing down the slope, from the hexside into the low hex
      const low = hs.high === hs.a ? hs.b : hs.a;
      const m = { x: (s[0].x + s[1].x) / 2, y: (s[0].y + s[1].y) / 2 };
      const c = g.centre(low);
      const t = { x: m.x + (c.x - m.x) * 0.28, y: m.y + (c.y - m.y) * 0.28 };
      slopes.push(seg(s, 'stroke="#9b7b4f" stroke-width="0.9"'));
      slopes.push(seg([m, t], 'stroke="#9b7b4f" stroke-width="0.9"'));
    }
    if (f.includes('crest')) {
      crests.push(seg(s, 'stroke="#6b3b12" stroke-width="2.6" stroke-linecap="round"'));
    }
    if (f.includes('river')) water.push(seg(s, 'stroke="#2664c9" stroke-width="4" stroke-linecap="round"'));
    else if (f.includes('stream')) water.push(seg(s, 'stroke="#4f93d8" stroke-width="2" stroke-linecap="round"'));
    if (f.includes('bridge') || f.includes('trestle')) {
      const m = { x: (s[0].x + s[1].x) / 2, y: (s[0].y + s[1].y) / 2 };
      const half = (p: XY) => ({ x: m.x + (p.x - m.x) * 0.6, y: m.y + (p.y - m.y) * 0.6 });
      crossings.push(seg([half(s[0]), half(s[1])], 'stroke="#111" stroke-width="6"'));
      crossings.push(seg([half(s[0]), half(s[1])], 'stroke="#f2efe0" stroke-width="3"'));
    }
    if (f.includes('ford')) {
      const m = pxy({ x: (s[0].x + s[1].x) / 2, y: (s[0].y + s[1].y) / 2 });
      crossings.push(`<circle cx="${m.x.toFixed(1)}" cy="${m.y.toFixed(1)}" r="3" fill="#f0a020" stroke="#111" stroke-width="0.8"/>`);
    }
  }
  out.push('<g>', ...slopes, '</g><g>', ...crests, '</g><g>', ...water, '</g>');
  // roads and trails, centre to centre
  for (const r of sheet.map.roads) {
    const pts = r.path.map((id) => px(g.centre(id))).join(' ');
    out.push(
      r.kind === 'road'
        ? `<polyline points="${pts}" fill="none" stroke="#b0301e" stroke-width="2.6" stroke-linejoin="round"/>`
        : `<polyline points="${pts}" fill="none" stroke="#6d4c2a" stroke-width="1.6" stroke-dasharray="4 3" stroke-linejoin="round"/>`,
    );
  }
  out.push('<g>', ...crossings, '</g>');
  // places
  out.push('<g font-size="9.5" fill="#111" stroke="#fbfaf4" stroke-width="2.6" paint-order="stroke" text-anchor="middle">');
  for (const p of sheet.places) {
    const c = pxy(g.centre(p.hex));
    const bold = p.kind === 'town' ? ' font-weight="bold" font-size="11"' : p.kind === 'farm' || p.kind === 'site' ? ' font-style="italic" font-size="8"' : '';
    out.push(`<circle cx="${c.x.toFixed(1)}" cy="${c.y.toFixed(1)}" r="1.8" fill="#111" stroke="none"/>`);
    out.push(`<text x="${c.x.toFixed(1)}" y="${(c.y + R * 1.45).toFixed(1)}"${bold}>${esc(p.name)}</text>`);
  }
  out.push('</g>');
  // names of waterways and crests, at the middle of each line
  out.push('<g font-size="8.5" font-style="italic" stroke="#fbfaf4" stroke-width="2.2" paint-order="stroke" text-anchor="middle">');
  for (const l of sheet.lines) {
    if ((l.kind !== 'river' && l.kind !== 'stream' && l.kind !== 'crest') || !l.hexsides?.length) continue;
    const [a, b] = l.hexsides[Math.floor(l.hexsides.length / 2)].split('-');
    const s = sideLine(a, b);
    if (!s) continue;
    const m = pxy({ x: (s[0].x + s[1].x) / 2, y: (s[0].y + s[1].y) / 2 });
    const colour = l.kind === 'crest' ? '#6b3b12' : '#1d4f9e';
    out.push(`<text x="${m.x.toFixed(1)}" y="${(m.y - 4).toFixed(1)}" fill="${colour}">${esc(l.name)}</text>`);
  }
  out.push('</g>');
  // reference marks (research coordinates), drawn as rings at their projected position
  if (marks.length) {
    out.push('<g fill="none" stroke="#d01070" stroke-width="1.4">');
    for (const m of marks) {
      const c = pxy(g.project(m.lat, m.lon));
      out.push(`<circle cx="${c.x.toFixed(1)}" cy="${c.y.toFixed(1)}" r="5"/>`);
    }
    out.push('</g>');
  }
  // column and row numbers on the frame
  out.push('<g font-size="7" fill="#555" text-anchor="middle">');
  for (let c = 1; c <= sheet.map.columns; c += 1) {
    if (c % 5 && c !== 1) continue;
    const id = String(c).padStart(2, '0') + '01';
    const p = pxy(g.centre(id));
    out.push(`<text x="${p.x.toFixed(1)}" y="${(pad + head - 8).toFixed(1)}">${c}</text>`);
  }
  for (let r = 1; r <= sheet.map.rows; r += 1) {
    if (r % 5 && r !== 1) continue;
    const p = pxy(g.centre('01' + String(r).padStart(2, '0')));
    out.push(`<text x="${(pad - 14).toFixed(1)}" y="${(p.y + 2).toFixed(1)}">${r}</text>`);
  }
  out.push('</g>');
  out.push('</svg>');
  return out.join('\n');
}

