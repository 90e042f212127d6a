// The start screen's club-night controls (issue 14): the attract mode (a button, or by itself after a
// few idle minutes), a save file to replay, and the projector theme.
import { useEffect, useRef, useState } from 'react';
import type { Catalogue } from '../../store';
import { goTo } from './route';
import { ThemeToggle } from './ThemeToggle';
import { chooseReplayFile, FILE_SLOT } from '../replay/source';
import { SaveFilePicker } from '../files';

/** Idle time on the start screen before the attract mode starts by itself. */
export const IDLE_MS = 3 * 60 * 1000;

function useIdle(ms: number, onIdle: () => void): void {
  const cb = useRef(onIdle);
  cb.current = onIdle;
  useEffect(() => {
    let t = setTimeout(() => cb.current(), ms);
    const reset = () => {
      clearTimeout(t);
      t = setTimeout(() => cb.current(), ms);
    };
    const evs = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
    for (const e of evs) window.addEventListener(e, reset, { passive: true });
    return () => {
      clearTimeout(t);
      for (const e of evs) window.removeEventListener(e, reset);
    };
  }, [ms]);
}

export function ClubRow({ catalogue, scenarioId }: { catalogue: Catalogue; scenarioId: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const demo = () => goTo({ kind: 'attract', scenario: scenarioId || 'demo', pace: null });
  useIdle(IDLE_MS, demo);
  return (
    <div className="club-row" aria-label="Club night">
      <button type="button" onClick={demo} title="The computer plays both sides of the chosen scenario, with captions; any key or click stops it">
        Demo: the computer plays itself
      </button>
      <SaveFilePicker
        label="Replay a save file"
        testId="replay-file"
        ariaLabel="Save file to replay"
        disabled={busy}
        onFile={async (text, name) => {
          setBusy(true);
          const b = await chooseReplayFile(text, name, catalogue);
          setBusy(false);
          if (!b.ok) setError(`Replay refused: ${b.message}. Nothing was changed.`);
          else {
            setError(null);
            goTo({ kind: 'replay', slot: FILE_SLOT, step: 0, view: null });
          }
        }}
      />
      <ThemeToggle />
      {error && (
        <p className="error" role="alert" data-testid="replay-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A saved game's Replay button (the start screen's list). */
export function ReplaySavedButton({ id, label }: { id: string; label: string }) {
  return (
    <button type="button" onClick={() => goTo({ kind: 'replay', slot: id, step: 0, view: null })} aria-label={`Replay ${label}`}>
      Replay
    </button>
  );
}

/** The top bar's Replay button: the running game from its start, opened at the current step. */
export function ReplayRunningButton({ id, step, disabled = false }: { id: string; step: number; disabled?: boolean }) {
  return (
    <button type="button" disabled={disabled} title="Step through this game so far (the game itself is not changed)" onClick={() => goTo({ kind: 'replay', slot: id, step, view: null })}>
      Replay
    </button>
  );
}
