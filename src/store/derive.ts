// Derived, memoised answers for the map and panels. Everything here asks the engine (query,
// legalCommands, pendingDecision); nothing invents a rule.
import {
  legalCommands,
  query,
  type Command,
  type GameState,
  type HexId,
  type PendingDecision,
  type PlayerView,
  type Scenario,
  type ScenarioLeader,
  type ScenarioUnit,
  type Side,
  type Viewer,
} from '../engine';

export type ScenarioHq = Scenario['hqs'][number];

export interface ScenarioIndex {
  units: Record<string, ScenarioUnit>;
  leaders: Record<string, ScenarioLeader>;
  hqs: Record<string, ScenarioHq>;
  sides: Record<string, Scenario['sides'][number]>;
  sideOf(id: string): Side | null;
  nameOf(id: string): string;
}

const indexCache = new WeakMap<Scenario, ScenarioIndex>();

export function scenarioIndex(sc: Scenario): ScenarioIndex {
  let ix = indexCache.get(sc);
  if (ix) return ix;
  const units = Object.fromEntries(sc.units.map((u) => [u.id, u]));
  const leaders = Object.fromEntries(sc.leaders.map((l) => [l.id, l]));
  const sides = Object.fromEntries(sc.sides.map((s) => [s.id, s]));
  const hqs = Object.fromEntries((sc.hqs ?? []).map((h) => [h.id, h]));
  ix = {
    units,
    leaders,
    hqs,
    sides,
    sideOf: (id) => units[id]?.side ?? leaders[id]?.side ?? hqs[id]?.side ?? null,
    nameOf: (id) => units[id]?.name ?? leaders[id]?.name ?? hqs[id]?.name ?? id,
  };
  indexCache.set(sc, ix);
  return ix;
}

const legalCache = new WeakMap<GameState, Map<string, Command[]>>();

/** legalCommands, memoised per state and side (it enumerates every move, so it is not free). */
export function legalFor(state: GameState, side: Side): Command[] {
  let m = legalCache.get(state);
  if (!m) {
    m = new Map();
    legalCache.set(state, m);
  }
  let hit = m.get(side);
  if (!hit) {
    hit = legalCommands(state, side);
    m.set(side, hit);
  }
  return hit;
}

export interface MoveTargets {
  from: HexId;
  /** Destination hex -> movement points it costs. */
  hexes: Record<HexId, number>;
  command(to: HexId): Command;
  reason?: string;
  rule?: string;
}

const reachCache = new WeakMap<GameState, Map<string, MoveTargets | null>>();

/** Where the selected pieces may move now (the engine's reach query), or null. */
export function moveTargets(state: GameState, viewer: Viewer, selected: string[]): MoveTargets | null {
  if (!selected.length) return null;
  const key = viewer + '|' + selected.join(',');
  let m = reachCache.get(state);
  if (!m) {
    m = new Map();
    reachCache.set(state, m);
  }
  if (m.has(key)) return m.get(key)!;
  let res: MoveTargets | null = null;
  const a = query(state, viewer, { type: 'reach', pieces: selected });
  if (a.type === 'reach') {
    const side = state.clock.activeSide ?? '';
    res = {
      from: a.from,
      hexes: a.hexes,
      command(to) {
        const p = query(state, viewer, { type: 'path', pieces: selected, to });
        const path = p.type === 'path' ? p.path : [to];
        return { type: 'move', side, n: state.seq, units: [...selected], path };
      },
    };
  } else if (a.type === 'none') {
    res = { from: '', hexes: {}, command: () => ({ type: 'endActivation', side: '', n: -1 }), reason: a.reason, rule: a.rule };
  }
  m.set(key, res);
  return res;
}

/** The command behind a prompt button: a command type (endActivation, endTurn...) or a `choose` choice. */
export function commandForButton(state: GameState, p: PendingDecision, viewer: Viewer, id: string, selected: string[]): Command | null {
  const side = viewer === 'referee' ? (p.side ?? p.sides[0]) : viewer;
  if (!side || !p.sides.includes(side)) return null;
  if (!p.options.buttons.some((b) => b.id === id)) return null;
  const legal = legalFor(state, side);
  const exact = legal.find((c) => c.type === id);
  if (exact) return exact;
  const choices = legal.filter((c) => c.type === 'choose' && c.choice === id) as Extract<Command, { type: 'choose' }>[];
  if (choices.length) {
    const withSel = choices.find((c) => c.units && sameSet(c.units, selected));
    return withSel ?? choices.find((c) => !c.units && !c.hex) ?? choices[0];
  }
  if (id === 'endActivation' || id === 'endTurn') return { type: id, side, n: p.n } as Command;
  return { type: 'choose', side, n: p.n, choice: id };
}

type HexCommand = Extract<Command, { type: 'choose' }> & { hex: HexId };

/**
 * Commands other than moves that name a hex (assault a hex, retreat into it, advance into it...), by
 * hex, for the current selection: with a selection only those whose units overlap it, otherwise all.
 */
export function hexTargets(state: GameState, p: PendingDecision | null, viewer: Viewer | null, selected: string[]): Map<HexId, HexCommand[]> {
  const out = new Map<HexId, HexCommand[]>();
  if (!p || !viewer || !p.options.hexes.length) return out;
  const side = viewer === 'referee' ? (p.side ?? p.sides[0]) : viewer;
  if (!side || !p.sides.includes(side)) return out;
  for (const c of legalFor(state, side)) {
    if (c.type !== 'choose' || !c.hex) continue;
    if (selected.length && c.units && !c.units.some((u) => selected.includes(u))) continue;
    const list = out.get(c.hex);
    if (list) list.push(c as HexCommand);
    else out.set(c.hex, [c as HexCommand]);
  }
  return out;
}

/** The best command for a hex: the selection exactly, else the smallest group holding it, else the only one. */
export function pickHexCommand(cands: HexCommand[], selected: string[]): HexCommand | null {
  if (!cands.length) return null;
  if (selected.length) {
    const exact = cands.find((c) => c.units && sameSet(c.units, selected));
    if (exact) return exact;
    const holding = cands.filter((c) => c.units && selected.every((u) => c.units!.includes(u))).sort((a, b) => a.units!.length - b.units!.length);
    if (holding.length) return holding[0];
    const free = cands.find((c) => !c.units);
    if (free) return free;
    return cands.length === 1 ? cands[0] : null;
  }
  // nothing selected: only an unambiguous choice is taken
  const distinct = new Set(cands.map((c) => c.choice + '|' + (c.units ?? []).join(',')));
  return distinct.size === 1 ? cands[0] : null;
}

/** A non-move command that targets this hex, matching the selection (null when ambiguous). */
export function commandForHex(state: GameState, p: PendingDecision, viewer: Viewer, hex: HexId, selected: string[]): Command | null {
  // NLC assaults and bombardments never commit on a click: they are aimed, previewed and confirmed
  // NLC 20.2.3: a hexside placement (a line moved or kept in retreat) names two hexes: a click on one is not enough
  const t = hexTargets(state, p, viewer, selected).get(hex)?.filter((c) => c.choice !== 'assault' && c.choice !== 'bombard' && !c.second);
  return t?.length ? pickHexCommand(t, selected) : null;
}

/** True when the hex is a target of an NLC assault declaration open to this viewer (any attackers). */
export function assaultAimable(state: GameState, p: PendingDecision, viewer: Viewer, hex: HexId): boolean {
  return !!hexTargets(state, p, viewer, []).get(hex)?.some((c) => c.choice === 'assault');
}

/** True when the selected guns may bombard that hex (NLC 8.1): a click aims, the preview confirms. */
export function bombardAimable(state: GameState, p: PendingDecision, viewer: Viewer, hex: HexId, selected: string[]): boolean {
  return !!hexTargets(state, p, viewer, selected).get(hex)?.some((c) => c.choice === 'bombard');
}

/** The units the engine offers for some assault on that hex (the attackers the player may pick from). */
export function assaultCandidates(state: GameState, p: PendingDecision | null, viewer: Viewer | null, hex: HexId): string[] {
  const cands = hexTargets(state, p, viewer, []).get(hex)?.filter((c) => c.choice === 'assault') ?? [];
  const ids = new Set(cands.flatMap((c) => c.units ?? []));
  return [...ids].sort();
}

/** The declaration for exactly these attackers on that hex (the engine checks it again when issued). */
export function assaultCommand(state: GameState, p: PendingDecision, viewer: Viewer, hex: HexId, units: string[]): Command | null {
  if (!units.length) return null;
  const cands = hexTargets(state, p, viewer, []).get(hex)?.filter((c) => c.choice === 'assault') ?? [];
  const exact = cands.find((c) => c.units && sameSet(c.units, units));
  if (exact) return exact;
  const side = viewer === 'referee' ? (p.side ?? p.sides[0]) : viewer;
  // beyond the enumerated groups (large stacks), the player's own pick: the engine validates it
  return cands.length && side ? { type: 'choose', side, n: state.seq, choice: 'assault', units: [...units], hex } : null;
}

/** Hexes the selection may target with something other than a move (shown as attack highlights). */
export function otherTargets(state: GameState, p: PendingDecision | null, viewer: Viewer | null, selected: string[] = []): HexId[] {
  return [...hexTargets(state, p, viewer, selected).keys()];
}

/** Unit orders without a hex for exactly the selection (e.g. leave the map). */
export function unitCommands(state: GameState, p: PendingDecision | null, viewer: Viewer | null, selected: string[]): Extract<Command, { type: 'choose' }>[] {
  if (!p || !viewer || !selected.length) return [];
  const side = viewer === 'referee' ? (p.side ?? p.sides[0]) : viewer;
  if (!side || !p.sides.includes(side)) return [];
  return legalFor(state, side).filter(
    (c): c is Extract<Command, { type: 'choose' }> => c.type === 'choose' && !c.hex && !!c.units && sameSet(c.units, selected),
  );
}

export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** HQ counters the view shows on the map (NLC 3.2), from the rules module's public state. */
export function hqsOf(view: PlayerView): [string, HexId][] {
  const hqs = (view as PlayerView & { nlc?: { hqs?: Record<string, { hex: HexId | null; status: string }> } }).nlc?.hqs;
  if (!hqs) return [];
  return Object.entries(hqs)
    .filter(([, h]) => h.status === 'map' && h.hex)
    .map(([id, h]) => [id, h.hex as HexId]);
}

/** Pieces (units, then leaders, then HQs) the viewer sees on a hex. */
export function piecesAt(view: PlayerView, hex: HexId): string[] {
  const out: string[] = [];
  for (const id of Object.keys(view.units)) {
    const u = view.units[id];
    if (u.status === 'map' && u.hex === hex) out.push(id);
  }
  for (const id of Object.keys(view.leaders)) {
    const l = view.leaders[id];
    if (l.status === 'map' && l.hex === hex) out.push(id);
  }
  for (const [id, h] of hqsOf(view)) if (h === hex) out.push(id);
  return out;
}

/** hex -> piece ids, for the map. */
export function stacksOf(view: PlayerView): Map<HexId, string[]> {
  const m = new Map<HexId, string[]>();
  const add = (hex: HexId, id: string) => {
    const a = m.get(hex);
    if (a) a.push(id);
    else m.set(hex, [id]);
  };
  for (const id of Object.keys(view.units)) {
    const u = view.units[id];
    if (u.status === 'map' && u.hex) add(u.hex, id);
  }
  for (const id of Object.keys(view.leaders)) {
    const l = view.leaders[id];
    if (l.status === 'map' && l.hex) add(l.hex, id);
  }
  for (const [id, h] of hqsOf(view)) add(h, id);
  return m;
}

export interface Refusal {
  piece: string;
  reason: string;
  rule: string;
}

const idleCache = new WeakMap<GameState, Map<string, Refusal | null>>();

/**
 * Why the viewer's own pieces in a clicked hex cannot act in the open decision (the engine's idle
 * query), or null when one of them can act, none is the viewer's, or nothing is pending. Only for a
 * viewer who decides now: the other side just inspects.
 */
export function refusalAt(state: GameState, view: PlayerView, viewer: Viewer, hex: HexId | null, sc: Scenario): Refusal | null {
  const p = view.pending;
  if (!hex || !p || view.result) return null;
  const key = viewer + '|' + hex;
  let m = idleCache.get(state);
  if (!m) {
    m = new Map();
    idleCache.set(state, m);
  }
  if (m.has(key)) return m.get(key)!;
  const ix = scenarioIndex(sc);
  const deciding = viewer === 'referee' ? p.sides : p.sides.filter((x) => x === viewer);
  const own = piecesAt(view, hex).filter((id) => deciding.includes(ix.sideOf(id) ?? ''));
  let out: Refusal | null = null;
  if (own.length && !own.some((id) => p.options.units.includes(id))) {
    const units = own.filter((id) => ix.units[id]);
    const first = units[0] ?? own[0];
    const a = query(state, viewer, { type: 'idle', pieces: [first] });
    if (a.type === 'none') out = { piece: first, reason: a.reason, rule: a.rule };
  }
  m.set(key, out);
  return out;
}

/**
 * The NLC combat record while its moment lasts: through its own formation activation and the next one
 * (an assault that ends the activation is still read by both players), never from an earlier turn. The
 * engine stamps each assault with its turn and activation. Afterwards the panel clears; the log keeps
 * the record.
 */
export function currentCombat(view: PlayerView): NonNullable<PlayerView['nlc']>['combat'] {
  const c = view.nlc?.combat;
  if (!c || c.turn !== view.clock.turn || c.activation === undefined) return null;
  return view.clock.activation - c.activation <= 1 ? c : null;
}
