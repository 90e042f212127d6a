// Hot-seat hand-over: nothing of the game is mounted behind this screen, and the next player must
// confirm before their side is shown. Before that, the player who just decided sees what their own
// decision did (their view's new log lines) and acknowledges it; only then is the screen passed.
import { useEffect, useRef } from 'react';
import { useAigle } from '../store/react';
import { TutorialHandover } from './TutorialPane';

export function Curtain() {
  const side = useAigle((s) => s.ui.curtain);
  const outcome = useAigle((s) => s.ui.outcome);
  const notice = useAigle((s) => s.ui.notice);
  const sc = useAigle((s) => s.game?.scenario);
  const actions = useAigle((s) => s.actions);
  const btn = useRef<HTMLButtonElement>(null);
  useEffect(() => btn.current?.focus(), [side, outcome]);
  if (!side || !sc) return null;
  const info = sc.sides.find((s) => s.id === side);
  const adj = info?.adjective ?? side;
  const mine = outcome ? sc.sides.find((s) => s.id === outcome.side) : null;
  return (
    <div className="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title" data-testid="curtain" style={{ borderColor: (mine ?? info)?.color }}>
      {outcome ? (
        <div className="curtain-card outcome" data-testid="outcome">
          <h2 id="curtain-title">What your decision did</h2>
          <p className="muted">{mine?.adjective ?? outcome.side} player: read this before the screen goes to the {adj} player.</p>
          <ol className="outcome-lines">
            {outcome.lines.map((e, i) => (
              <li key={i}>
                {e.text}
                {e.dice?.length ? <span className="muted"> (dice {e.dice.join(', ')})</span> : null}
                {e.rule ? <span className="muted"> [{e.rule}]</span> : null}
              </li>
            ))}
          </ol>
          <button ref={btn} type="button" className="primary big" onClick={actions.acknowledgeOutcome}>
            Seen: pass the screen
          </button>
        </div>
      ) : (
        <div className="curtain-card">
          <span className="curtain-chip" style={{ background: info?.color }} aria-hidden="true" />
          <h2 id="curtain-title">Pass to the {adj} player</h2>
          <p>The decision now belongs to the {info?.name ?? adj}. Hand over the screen; the other player should look away.</p>
          <TutorialHandover />
          <button ref={btn} type="button" className="primary big" onClick={actions.revealCurtain}>
            I am the {adj} player: show my side
          </button>
        </div>
      )}
      {notice && (
        <p className="curtain-notice notice" role="status" data-testid="curtain-notice">
          {notice}
        </p>
      )}
    </div>
  );
}
