// Generates scenarios/stress.json: a 60x40 NLC map with every terrain and hexside type, roads,
// trails, towns, entry and supply hexes, and 300 units (plus leaders and HQs), about the size of the
// 1814 grand campaign. Deterministic (fixed seed). Run once: `npx tsx tests/bench/makeStress.ts`.
import { writeFileSync } from 'node:fs';
import { buildMapIndex, loadScenario, toHexId, type HexId } from '../../src/engine';

const COLS = 60;
const ROWS = 40;

let seed = 0x5eed1814;
function rnd(): number {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

const baseMap = { columns: COLS, rows: ROWS, orientation: 'flat' as const, shifted: 'even' as const, defaultTerrain: 'clear' as const, hexes: [], hexsides: [], roads: [] };
const index = buildMapIndex(baseMap);
const hexes = new Map<HexId, { id: HexId; terrain?: string; elevation?: number; name?: string; entry?: string; supply?: string }>();
const get = (id: HexId) => {
  let h = hexes.get(id);
  if (!h) {
    h = { id };
    hexes.set(id, h);
  }
  return h;
};
const colOf = (id: HexId) => Number(id.slice(0, 2));
const rowOf = (id: HexId) => Number(id.slice(2, 4));

// ---- relief: a few hills (elevation 1-2)
for (let i = 0; i < 9; i++) {
  const c = toHexId(int(8, 52), int(4, 36));
  for (const h of index.inRange(c, int(2, 3))) get(h).elevation = 1;
  for (const h of index.inRange(c, 1)) get(h).elevation = 2;
}
// ---- woods and marsh patches
function patch(terrain: string, n: number, r: [number, number]) {
  for (let i = 0; i < n; i++) {
    const c = toHexId(int(2, COLS - 1), int(2, ROWS - 1));
    for (const h of index.inRange(c, int(r[0], r[1]))) if (rnd() < 0.75) get(h).terrain = terrain;
  }
}
patch('woods', 26, [1, 2]);
patch('marsh', 8, [1, 1]);

// ---- towns, villages, chateaux with names
const townNames = ['Brienne', 'Arcis', 'Montmirail', 'Champaubert', 'Vauchamps', 'Sézanne', 'Provins', 'Nogent', 'Méry', 'Troyes', 'Bar', 'Vitry', 'Épernay', 'Château-Thierry', 'Meaux', 'Soissons', 'Reims', 'Laon', 'Fère', 'Montereau'];
const villageNames = ['La Rothière', 'Dienville', 'Chaumesnil', 'Petit-Mesnil', 'Morvilliers', 'Trannes', 'Maizières', 'Lesmont', 'Rosnay', 'Étoges', 'Janvilliers', 'Fromentières', 'Marchais', 'Montlivault', 'Baye', 'Talus', 'Bergères', 'Vertus', 'Courgivaux', 'Esternay', 'Courtacon', 'Mormant', 'Nangis', 'Donnemarie', 'Bray', 'Sompuis', 'Mailly', 'Plancy', 'Anglure', 'Saron'];
const towns: HexId[] = [];
const taken = new Set<HexId>();
function place(kind: string, names: string[], n: number) {
  const out: HexId[] = [];
  for (let i = 0; i < n; i++) {
    let id: HexId;
    do id = toHexId(int(3, COLS - 2), int(2, ROWS - 1));
    while ([...index.inRange(id, 2)].some((h) => taken.has(h)));
    taken.add(id);
    const h = get(id);
    h.terrain = kind;
    if (names[i]) h.name = names[i];
    out.push(id);
  }
  return out;
}
towns.push(...place('town', townNames, 20));
const villages = place('village', villageNames, 30);
place('chateau', ['Château de Brienne', 'Château de Fère', 'Château de Montmort', 'Château de Sézanne', 'Château de Vitry', 'Château de Condé'], 6);

// ---- rivers (north to south) and streams: hexsides along the east side of a wandering column
const hexsides = new Map<string, { a: HexId; b: HexId; features: string[]; high?: HexId }>();
function addSide(a: HexId, b: HexId, feature: string, high?: HexId) {
  const [x, y] = a < b ? [a, b] : [b, a];
  const key = x + '-' + y;
  const s = hexsides.get(key) ?? { a: x, b: y, features: [] };
  if (!s.features.includes(feature)) s.features.push(feature);
  if (high) s.high = high;
  hexsides.set(key, s);
}
function watercourse(kind: 'river' | 'stream', col: number, from: number, to: number): [HexId, HexId][] {
  const sides: [HexId, HexId][] = [];
  let c = col;
  for (let r = from; r <= to; r++) {
    const id = toHexId(c, r);
    for (const n of index.hexes[id].neighbours) if (colOf(n) === c + 1) sides.push([id, n]);
    if (rnd() < 0.15 && c > 3 && c < COLS - 3) c += rnd() < 0.5 ? -1 : 1;
  }
  for (const [a, b] of sides) addSide(a, b, kind);
  return sides;
}
const rivers = [watercourse('river', 20, 1, ROWS), watercourse('river', 40, 1, ROWS)];
const streams = [watercourse('stream', 12, 5, 22), watercourse('stream', 30, 15, 38), watercourse('stream', 50, 3, 20)];
// crossings: bridges, a trestle and fords on the rivers; fords on streams
for (const [i, r] of rivers.entries()) {
  for (let k = 3; k < r.length; k += 9) addSide(r[k][0], r[k][1], 'bridge');
  addSide(r[5 + i][0], r[5 + i][1], 'trestle');
  addSide(r[r.length - 4][0], r[r.length - 4][1], 'ford');
}
for (const s of streams) addSide(s[Math.floor(s.length / 2)][0], s[Math.floor(s.length / 2)][1], 'ford');
// relief hexsides: slopes up to every hill, crests round the hill tops
for (const id of index.ids) {
  const e = hexes.get(id)?.elevation ?? 0;
  for (const n of index.hexes[id].neighbours) {
    const en = hexes.get(n)?.elevation ?? 0;
    if (e > en) addSide(id, n, e === 2 ? 'crest' : 'slope', id);
  }
}
// a crest edge needs no slope rule, but the engine wants a high side for slopes only; crest keeps its high side too

// ---- roads between towns and trails to villages (greedy walk to the target)
function walk(a: HexId, b: HexId): HexId[] {
  const path = [a];
  let cur = a;
  for (let i = 0; i < 200 && cur !== b; i++) {
    const next = [...index.hexes[cur].neighbours].sort((x, y) => index.distance(x, b) - index.distance(y, b) || x.localeCompare(y))[0];
    path.push(next);
    cur = next;
  }
  return path;
}
const roads: { kind: 'road' | 'trail'; path: HexId[] }[] = [];
const byCol = [...towns].sort((x, y) => colOf(x) - colOf(y));
for (let i = 1; i < byCol.length; i++) roads.push({ kind: 'road', path: walk(byCol[i - 1], byCol[i]) });
roads.push({ kind: 'road', path: walk(toHexId(1, 20), byCol[0]) });
roads.push({ kind: 'road', path: walk(byCol[byCol.length - 1], toHexId(COLS, 20)) });
for (const v of villages) {
  const near = [...towns].sort((x, y) => index.distance(v, x) - index.distance(v, y))[0];
  roads.push({ kind: 'trail', path: walk(v, near) });
}
// every river crossed by a road gets a bridge
for (const r of roads) {
  for (let i = 1; i < r.path.length; i++) {
    const a = r.path[i - 1];
    const b = r.path[i];
    const key = a < b ? a + '-' + b : b + '-' + a;
    const s = hexsides.get(key);
    if (s?.features.includes('river') && !s.features.includes('bridge') && !s.features.includes('trestle')) s.features.push('bridge');
  }
}

// ---- sides, entry and supply hexes on the map edges
const sides = [
  { id: 'fr', name: 'French army', adjective: 'French', color: '#2f5fb3' },
  { id: 'al', name: 'Allied army', adjective: 'Allied', color: '#d9a21b' },
];
for (const r of [6, 14, 22, 30, 36]) {
  const w = get(toHexId(1, r));
  w.entry = 'fr';
  if (r === 22) w.supply = 'fr';
  const e = get(toHexId(COLS, r));
  e.entry = 'al';
  if (r === 14 || r === 30) e.supply = 'al';
}

// ---- formations, leaders, units: 150 units a side, stacked at most 2 (1 in woods)
const TYPES = ['infantry', 'infantry', 'infantry', 'cavalry', 'light cavalry', 'foot artillery', 'horse artillery'] as const;
const formations: object[] = [];
const leaders: object[] = [];
const units: object[] = [];
const occupied = new Map<HexId, number>();
const limit = (id: HexId) => (hexes.get(id)?.terrain === 'woods' ? 1 : 2);
function freeHex(side: string): HexId {
  for (;;) {
    const col = side === 'fr' ? int(2, 16) : int(45, 59);
    const id = toHexId(col, int(1, ROWS));
    const t = hexes.get(id)?.terrain;
    if (t === 'marsh') continue;
    if ((occupied.get(id) ?? 0) < limit(id)) {
      occupied.set(id, (occupied.get(id) ?? 0) + 1);
      return id;
    }
  }
}
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
for (const side of sides) {
  const overall = `${side.id}-cinc`;
  leaders.push({ id: overall, side: side.id, name: side.id === 'fr' ? 'Napoléon' : 'Schwarzenberg', rating: 5, role: 'overall', hex: freeHex(side.id) });
  for (let f = 1; f <= 10; f++) {
    const fid = `${side.id}-c${f}`;
    const lid = `${side.id}-l${f}`;
    formations.push({ id: fid, side: side.id, name: `${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][f - 1]} Corps`, leader: lid, commander: overall });
    leaders.push({ id: lid, side: side.id, name: `${side.adjective.slice(0, 3)}. corps ${f}`, rating: int(1, 4), role: 'corps', formation: fid, hex: freeHex(side.id) });
    for (let u = 1; u <= 15; u++) {
      const type = pick(TYPES);
      const front = type.includes('artillery') ? int(2, 4) : type.includes('cavalry') ? int(2, 6) : int(3, 10);
      const back = rnd() < 0.2 ? null : Math.max(1, Math.floor(front / 2));
      units.push({
        id: `${side.id}-${f}-${u}`,
        side: side.id,
        name: type === 'infantry' ? `${ordinal(u)} Division` : type.includes('cavalry') ? `${ordinal(u)} Cav Brigade` : `${ordinal(u)} Battery`,
        nationality: side.adjective,
        type,
        strength: [front, back],
        movement: type.includes('cavalry') || type === 'horse artillery' ? 7 : 4,
        morale: int(2, 5),
        formation: fid,
        hex: freeHex(side.id),
      });
    }
  }
}
const hqs = sides.map((s) => ({ id: `${s.id}-hq`, side: s.id, name: `${s.adjective} HQ`, leader: `${s.id}-cinc`, hex: freeHex(s.id) }));

const scenario = {
  format: 'aigle-scenario',
  id: 'stress',
  name: 'Stress test: the 1814 campaign map (generated)',
  description:
    'A generated 60×40 map with every terrain and hexside type, roads, trails, towns, entry and supply hexes and 300 units, about the size of the 1814 grand campaign. For the render benchmark; not a historical set-up.',
  system: 'nlc',
  sides,
  firstSide: 'fr',
  turns: { count: 20, start: '07:00', minutesPerTurn: 60, night: [14, 15, 16, 17] },
  map: {
    ...baseMap,
    hexes: [...hexes.values()].sort((a, b) => a.id.localeCompare(b.id)),
    hexsides: [...hexsides.values()].sort((a, b) => (a.a + a.b).localeCompare(b.a + b.b)),
    roads,
  },
  formations,
  units,
  leaders,
  hqs,
  objectives: towns.slice(0, 10).map((h, i) => ({ hex: h, vp: 2 + (i % 3), ...(colOf(h) < 20 ? { owner: 'fr' } : colOf(h) > 40 ? { owner: 'al' } : {}) })),
  vpPerStep: 1,
  notes: ['Generated by tests/bench/makeStress.ts for the render benchmark.'],
};

const check = loadScenario(scenario, 'stress.json');
if (!check.ok) {
  console.error(check.message);
  process.exit(1);
}
const terrains = new Set([...hexes.values()].map((h) => h.terrain ?? 'clear'));
const features = new Set([...hexsides.values()].flatMap((h) => h.features));
writeFileSync(new URL('../../scenarios/stress.json', import.meta.url), JSON.stringify(scenario, null, 1) + '\n');
console.log(
  `scenarios/stress.json: ${COLS}x${ROWS} hexes, ${units.length} units, ${leaders.length} leaders, terrains ${[...terrains].sort().join(',')}, hexsides ${[...features].sort().join(',')}, ${roads.length} roads/trails, rows ${rowOf(toHexId(1, ROWS))}`,
);
