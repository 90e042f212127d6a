// Where a replay's save comes from: a save file chosen on this device (kept in localStorage under
// REPLAY_FILE_KEY, so a reload or a link to ?replay=file&step=N finds it again), the running game
// (straight from the store, its latest command included), or a saved game of the library by its id.
import { makeSave } from '../../engine';
import { exportCut, type AigleStore, type Catalogue } from '../../store';
import { timelineFromText, type TimelineBuild } from '../../store/replay';

export const REPLAY_FILE_KEY = 'aigle.replay.file';
export const FILE_SLOT = 'file';

/**
 * Who may look at a replay. A hot-seat game still being played keeps each side's secrets (N20 hands,
 * a chit chosen in secret): only the side at the screen may replay it, from its own viewpoint, and
 * only from the game's top bar. Finished games, solo games, referee games and files are open to all.
 */
export type ReplayLock = { kind: 'open' } | { kind: 'side'; side: string } | { kind: 'closed' };

/** The save text of a slot, or why there is none. */
export async function saveTextOf(
  main: AigleStore,
  slot: string,
): Promise<{ ok: true; text: string; name: string; hotseat: boolean; screenSide: string | null } | { ok: false; message: string }> {
  if (slot === FILE_SLOT) {
    let text: string | null = null;
    try {
      text = localStorage.getItem(REPLAY_FILE_KEY);
    } catch {
      text = null;
    }
    if (!text) return { ok: false, message: 'no save file has been chosen for replay on this device' };
    const name = localStorage.getItem(REPLAY_FILE_KEY + '.name') ?? 'save file';
    return { ok: true, text, name, hotseat: false, screenSide: null };
  }
  const { game: g, ui } = main.getState();
  if (g && g.id === slot) {
    // the running game: the same cut as its export, so no half-made secret choice is replayed
    const cut = exportCut(g.state, g.commands, g.history.map((h) => h.state));
    // while the screen is being passed nobody is at it
    const screenSide = ui.curtain ? null : ui.screenSide;
    return { ok: true, text: JSON.stringify(makeSave(g.state, cut.commands)), name: g.scenario.name, hotseat: g.mode === 'hotseat', screenSide };
  }
  const out = await main.getState().actions.exportSaved(slot);
  if (!out) return { ok: false, message: `there is no saved game "${slot}" on this device` };
  // a saved game's mode is in the start screen's list; not knowing it, assume hot-seat (the safe side)
  const mode = ui.saved?.find((x) => x.id === slot)?.mode ?? 'hotseat';
  return { ok: true, text: out.text, name: out.fileName, hotseat: mode === 'hotseat', screenSide: null };
}

let memo: { slot: string; text: string; build: TimelineBuild } | null = null;

/** The timeline of a slot and who may look (the last one is kept, so the start screen's check is not replayed twice). */
export async function timelineOfSlot(main: AigleStore, catalogue: Catalogue, slot: string): Promise<{ build: TimelineBuild; lock: ReplayLock }> {
  const src = await saveTextOf(main, slot);
  if (!src.ok) return { build: { ok: false, at: null, message: src.message }, lock: { kind: 'open' } };
  const build = memo && memo.slot === slot && memo.text === src.text ? memo.build : await timelineFromText(src.text, src.name, catalogue);
  memo = { slot, text: src.text, build };
  const over = build.ok && build.timeline.states[build.timeline.states.length - 1].result !== null;
  const lock: ReplayLock = !src.hotseat || over ? { kind: 'open' } : src.screenSide ? { kind: 'side', side: src.screenSide } : { kind: 'closed' };
  return { build, lock };
}

/**
 * A save file chosen for replay: checked first (it must parse and replay to the end); only a good
 * one replaces the file kept for replay. Nothing of the running game is touched either way.
 */
export async function chooseReplayFile(text: string, fileName: string, catalogue: Catalogue): Promise<TimelineBuild> {
  const build = await timelineFromText(text, fileName, catalogue);
  if (!build.ok) return build;
  try {
    localStorage.setItem(REPLAY_FILE_KEY, text);
    localStorage.setItem(REPLAY_FILE_KEY + '.name', fileName);
  } catch (e) {
    return { ok: false, at: null, message: `${fileName} could not be kept for the replay viewer (${(e as Error).message})` };
  }
  memo = { slot: FILE_SLOT, text, build };
  return build;
}
