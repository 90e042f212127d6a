// What one viewer may see. The client renders only this: redaction is the engine's job, so the
// generator state, the seed (which would predict the dice) and the other side's secrets never leave.
import type { GameState, LogEntry, PendingDecision, ProcFrame, Side, Viewer, Json } from '../types';
import { contextOf, pendingDecision } from '../core/api';
import { logEntries } from '../core/logBook';
import { n20View } from '../modules/n20/state';
import { nlcOf, type NlcState } from '../modules/nlc/state';
import { fieldOf, type MopFieldState } from '../modules/mop/field/state';
import type { MopView } from '../modules/mop/view';
import { hiddenMarkers, hiddenNames, hiddenOf, hiddenPieces, maskIds, maskPieces, type HiddenMarker } from '../rules/hidden';

export interface PlayerView {
  viewer: Viewer;
  scenario: string;
  seq: number;
  clock: GameState['clock'];
  options: GameState['options'];
  units: GameState['units'];
  leaders: GameState['leaders'];
  control: GameState['control'];
  result: GameState['result'];
  log: LogEntry[];
  /** The pending decision; its options are present only for a viewer who decides it. */
  pending: PendingDecision | null;
  /** Secrets this viewer owns (all of them for the referee). */
  secret: Record<Side, { [k: string]: Json }>;
  /** Napoleonic 20 public state (morale track, markers, piles, current battle); hidden piles as counts. */
  n20?: ReturnType<typeof n20View>;
  /** NLC public state: the chit cup and the chits drawn, active formations, demoralization, the combat in progress. */
  nlc?: NlcState;
  /** March on Paris field rules (MOP 37.4 weather, 37.3.3, 37.8, 37.9): all open information. */
  mopField?: MopFieldState;
  /** March on Paris open state: events played, the VP tally (MOP 37.12, 37.13); hands stay in `secret`. */
  mop?: MopView;
  /** Hidden forces (NLC 20.1, MOP 37.10): one generic marker per hex; the enemy's hidden pieces are absent from `units`/`leaders`. */
  hiddenMarkers?: HiddenMarker[];
  /**
   * The sequence of play still to run under the open decision (its procedure frames, bottom first, down to
   * the next decision): public, as the phase and step are on the table; the computer's search plays its
   * rollouts on through it (issue 14). Absent while the enemy has hidden pieces (a frame might name one).
   */
  flow?: ProcFrame[];
}

/** The procedure frames right under the top decision, bottom first (see PlayerView.flow). */
function flowOf(state: GameState): ProcFrame[] {
  const out: ProcFrame[] = [];
  for (let i = state.stack.length - 2; i >= 0; i--) {
    const f = state.stack[i];
    if (f.k !== 'proc') break;
    out.push(f);
  }
  return out.reverse();
}

/**
 * A safety net under the hidden-force rules (NLC 20.1, MOP 37.10): any public entry naming a piece hidden
 * from this viewer (a supply check, say) reads "a hidden force" instead of the name.
 */
function maskLog(log: LogEntry[], state: GameState, unseen: ReadonlySet<string>): LogEntry[] {
  const names = hiddenNames(contextOf(state), [...unseen]);
  if (!names.length) return log;
  return log.map((e) => (names.some((n) => e.text.includes(n)) ? { ...e, text: names.reduce((t, n) => t.split(n).join('a hidden force'), e.text) } : e));
}

export function canSee(viewer: Viewer, visibleTo: 'all' | Side): boolean {
  return visibleTo === 'all' || viewer === 'referee' || viewer === visibleTo;
}

const cache = new WeakMap<GameState, Map<Viewer, PlayerView>>();

function mopPart(state: GameState, viewer: Viewer): { mop?: MopView } {
  const system = contextOf(state).system;
  return system.mopView ? { mop: system.mopView(state, viewer) } : {};
}

export function viewFor(state: GameState, viewer: Viewer): PlayerView {
  let perState = cache.get(state);
  if (!perState) {
    perState = new Map();
    cache.set(state, perState);
  }
  const hit = perState.get(viewer);
  if (hit) return hit;
  const p = pendingDecision(state);
  let pending: PendingDecision | null = p;
  if (p && viewer !== 'referee' && !p.sides.includes(viewer)) {
    // the other side sees that a decision is being made, never its options
    pending = { ...p, prompt: 'Waiting for the other player', options: { units: [], hexes: [], buttons: [] } };
  }
  const secret: PlayerView['secret'] = {};
  for (const side of Object.keys(state.secret).sort()) {
    if (viewer === 'referee' || viewer === side) secret[side] = state.secret[side];
  }
  // NLC 20.1, MOP 37.10 (rules/hidden.ts): the enemy's hidden pieces are not in this view at all
  const hidden = hiddenPieces(state);
  const own = new Set(viewer === 'referee' ? hidden : (hiddenOf(state, viewer)?.pieces ?? []));
  const markers = hidden.size || Object.keys(state.secret).some((x) => Object.keys(hiddenOf(state, x)?.dummies ?? {}).length) ? hiddenMarkers(state, viewer) : [];
  const field = fieldOf(state);
  // the enemy's pieces hidden from this viewer: left out of the pieces, the log and the modules' open states
  const unseen = hidden.size > own.size ? new Set([...hidden].filter((x) => !own.has(x))) : null;
  const open = <T>(x: T): T => (unseen ? maskIds(x, unseen) : x);
  const entries = viewer === 'referee' ? [...logEntries(state)] : logEntries(state).filter((e) => canSee(viewer, e.visibleTo));
  const view: PlayerView = {
    viewer,
    scenario: state.scenario,
    seq: state.seq,
    clock: state.clock,
    options: state.options,
    units: unseen ? maskPieces(state.units, unseen) : state.units,
    leaders: unseen ? maskPieces(state.leaders, unseen) : state.leaders,
    control: state.control,
    result: state.result,
    log: unseen ? maskLog(entries, state, unseen) : entries,
    pending,
    secret,
    ...(state.n20 ? { n20: n20View(state) } : {}),
    // the NLC state is open information, but for the pieces hidden from the viewer (NLC 20.1)
    ...(state.nlc ? { nlc: open(nlcOf(state)) } : {}),
    ...(field ? { mopField: open(field) } : {}),
    // from the March on Paris system (mop/system.ts), whose code only its games load
    ...(state.mop ? open(mopPart(state, viewer)) : {}),
    ...(markers.length ? { hiddenMarkers: markers } : {}),
    ...(unseen || !p ? {} : { flow: flowOf(state) }),
  };
  perState.set(viewer, view);
  return view;
}
