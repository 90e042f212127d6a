// Where a replay's save comes from: a save file chosen on this device (kept in localStorage under
// REPLAY_FILE_KEY, so a reload or a link to ?replay=file&step=N finds it again), the running game
// (straight from the store, its latest command included), or a saved game of the library by its id.
import { makeSave } from '../../engine';
import { exportCut, type AigleStore, type Catalogue } from '../../store';
import { timelineFromText, type TimelineBuild } from '../../store/replay';

export const REPLAY_FILE_KEY = 'aigle.replay.file';
export const FILE_SLOT = 'file';

/** The save text of a slot, or why there is none. */
export async function saveTextOf(main: AigleStore, slot: string): Promise<{ ok: true; text: string; name: string } | { ok: false; message: string }> {
  if (slot === FILE_SLOT) {
    let text: string | null = null;
    try {
      text = localStorage.getItem(REPLAY_FILE_KEY);
    } catch {
      text = null;
    }
    if (!text) return { ok: false, message: 'no save file has been chosen for replay on this device' };
    const name = localStorage.getItem(REPLAY_FILE_KEY + '.name') ?? 'save file';
    return { ok: true, text, name };
  }
  const g = main.getState().game;
  if (g && g.id === slot) {
    // the running game: the same cut as its export, so no half-made secret choice is replayed
    const cut = exportCut(g.state, g.commands, g.history.map((h) => h.state));
    return { ok: true, text: JSON.stringify(makeSave(g.state, cut.commands)), name: g.scenario.name };
  }
  const out = await main.getState().actions.exportSaved(slot);
  if (!out) return { ok: false, message: `there is no saved game "${slot}" on this device` };
  return { ok: true, text: out.text, name: out.fileName };
}

let memo: { slot: string; text: string; build: TimelineBuild } | null = null;

/** The timeline of a slot (the last one is kept, so the start screen's check is not replayed twice). */
export async function timelineOfSlot(main: AigleStore, catalogue: Catalogue, slot: string): Promise<TimelineBuild> {
  const src = await saveTextOf(main, slot);
  if (!src.ok) return { ok: false, at: null, message: src.message };
  if (memo && memo.slot === slot && memo.text === src.text) return memo.build;
  const build = await timelineFromText(src.text, src.name, catalogue);
  memo = { slot, text: src.text, build };
  return build;
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
