// Hot-seat hand-over: nothing of the game is mounted behind this screen, and the next player must
// confirm before their side is shown.
import { useEffect, useRef } from 'react';
import { useAigle } from '../store/react';
import { TutorialHandover } from './TutorialPane';

export function Curtain() {
  const side = useAigle((s) => s.ui.curtain);
  const sc = useAigle((s) => s.game?.scenario);
  const reveal = useAigle((s) => s.actions.revealCurtain);
  const btn = useRef<HTMLButtonElement>(null);
  useEffect(() => btn.current?.focus(), [side]);
  if (!side || !sc) return null;
  const info = sc.sides.find((s) => s.id === side);
  const adj = info?.adjective ?? side;
  return (
    <div className="curtain" role="dialog" aria-modal="true" aria-labelledby="curtain-title" data-testid="curtain" style={{ borderColor: info?.color }}>
      <div className="curtain-card">
        <span className="curtain-chip" style={{ background: info?.color }} aria-hidden="true" />
        <h2 id="curtain-title">Pass to the {adj} player</h2>
        <p>The decision now belongs to the {info?.name ?? adj}. Hand over the screen; the other player should look away.</p>
        <TutorialHandover />
        <button ref={btn} type="button" className="primary big" onClick={reveal}>
          I am the {adj} player: show my side
        </button>
      </div>
    </div>
  );
}
