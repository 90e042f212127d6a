// The side's standing reaction-charge instruction (NLC 7.9 at a shared screen): "ask me", "never", "only
// with a leader" or "when the test passes at least N in 6". It is this side's secret: the engine keeps it
// in the side's own secret part of the state and the other side's view never holds it. It can be changed
// whenever this side is deciding something (the decision stays open), so the curtain is already down.
import { useState } from 'react';
import { choiceLabel, describeInstruction, INSTRUCTION_CHOICES, instructionChoice, type ReactionInstruction } from '../../engine';
import { currentView, mayAct, viewerOf } from '../../store';
import { useAigle } from '../../store/react';
import { RuleLink } from '../text';

export function StandingOrders() {
  const game = useAigle((s) => s.game);
  const view = useAigle(currentView);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  const actions = useAigle((s) => s.actions);
  const [pick, setPick] = useState('');
  const p = view?.pending ?? null;
  const side = viewer && viewer !== 'referee' ? viewer : (p?.side ?? null);
  const deciding = useAigle((s) => !!side && !!p && p.sides.includes(side) && mayAct(s, side));
  if (!game || !view || !side || game.scenario.system !== 'nlc') return null;
  const own = (view.secret[side]?.cavalryReaction ?? null) as unknown as ReactionInstruction | null;
  const current = own ?? { mode: 'ask' };
  const set = () => {
    if (!pick || !p) return;
    actions.issue({ type: 'choose', side, n: game.state.seq, choice: pick });
    setPick('');
  };
  return (
    <section className="panel standing-orders" aria-label="Standing reaction orders" data-testid="standing-orders">
      <h2>
        Reaction charges <RuleLink rule="NLC 7.9" onOpen={actions.openCharts} />
      </h2>
      <p>
        Your cavalry: <strong data-testid="standing-current">{describeInstruction(current)}</strong>. <span className="muted">Only you see this.</span>
      </p>
      <label>
        <select value={pick} onChange={(e) => setPick(e.target.value)} aria-label="Standing reaction instruction" disabled={!deciding}>
          <option value="">change to…</option>
          {INSTRUCTION_CHOICES.filter((c) => c !== instructionChoice(current)).map((c) => (
            <option key={c} value={c}>
              {choiceLabel(c, game.scenario)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={set} disabled={!deciding || !pick}>
        Set
      </button>
      {!deciding ? <p className="muted">You can change it whenever you have a decision to make.</p> : null}
    </section>
  );
}
