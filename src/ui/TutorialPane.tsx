// The guide pane of the tutorial's first turn (issue 8): the next thing to do and why, with its case,
// and a checklist of the first turn's milestones. The text is in tutorialGuide.ts.
import { useEffect, useMemo, useState } from 'react';
import { useAigle } from '../store/react';
import { RuleLink } from './text';
import { guideInputOf, guideStep, MILESTONES, type GuideInput, type GuideStep } from './tutorialGuide';

/** The guide runs in the tutorial scenario during the first turn. */
export function useGuide(): GuideStep | null {
  const on = useAigle((s) => s.game?.scenario.id === 'tutorial' && s.game.state.clock.turn === 1 && !s.game.state.result);
  // a string key: selectors must return stable values
  const key = useAigle((s) => JSON.stringify(guideInputOf(s)));
  const step = useMemo(() => {
    const input = JSON.parse(key) as GuideInput | null;
    return input ? guideStep(input) : null;
  }, [key]);
  return on ? step : null;
}

/** With the command rules on, the first milestone is reading the first orders (NLC 12.3). */
const ORDERS_MILESTONE = { id: 'orders', label: 'Read your first orders (Command Phase)' };

function useMilestones(): Record<string, boolean> {
  const commands = useAigle((s) => s.game?.commands);
  const selected = useAigle((s) => s.ui.selected.length > 0);
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (selected) setPicked(true);
  }, [selected]);
  const cmds = commands ?? [];
  const firstEnd = cmds.findIndex((c) => c.type === 'endActivation');
  return {
    orders: cmds.some((c) => c.type === 'choose' && c.choice === 'endOrders'),
    select: picked || cmds.some((c) => c.type === 'move'),
    move: cmds.some((c) => c.type === 'move'),
    end: firstEnd >= 0,
    assault: cmds.some((c) => c.type === 'choose' && c.choice === 'assault'),
    // the decision passed to the other side after a formation of yours acted
    handover: firstEnd >= 0 && cmds.slice(firstEnd + 1).some((c) => c.side !== cmds[firstEnd].side),
  };
}

export function TutorialPane() {
  const step = useGuide();
  const done = useMilestones();
  const orders = useAigle((s) => !!guideInputOf(s)?.orders);
  const openRule = useAigle((s) => s.actions.openCharts);
  const [hidden, setHidden] = useState(false);
  if (!step) return null;
  if (hidden) {
    return (
      <div className="guide guide-hidden">
        <button type="button" className="linklike" onClick={() => setHidden(false)}>
          Show the guide
        </button>
      </div>
    );
  }
  return (
    <section className="panel guide" aria-label="Guide to the first turn" data-testid="guide">
      <h2>
        First turn guide
        <button type="button" className="linklike guide-close" onClick={() => setHidden(true)} aria-label="Hide the guide">
          hide
        </button>
      </h2>
      <p className="guide-step" data-testid="guide-step" data-step={step.id}>
        <strong>{step.title}.</strong> {step.text} <RuleLink rule={step.rule} onOpen={openRule} />
      </p>
      <ol className="guide-milestones" aria-label="First turn milestones">
        {(orders ? [ORDERS_MILESTONE, ...MILESTONES] : MILESTONES).map((m) => (
          <li key={m.id} className={done[m.id] ? 'done' : ''}>
            <span aria-hidden="true">{done[m.id] ? '✔' : '○'}</span> {m.label}
            <span className="sr-only">{done[m.id] ? ' (done)' : ''}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The hand-over explained on the curtain during the tutorial's first turn. */
export function TutorialHandover() {
  const on = useAigle((s) => s.game?.scenario.id === 'tutorial' && s.game.state.clock.turn === 1);
  if (!on) return null;
  const step = guideStep({ pending: null, canAct: false, curtain: true, hotseat: true, selected: 0, aim: false, movedThisActivation: false });
  return (
    <p className="guide-handover" data-testid="guide-handover">
      <strong>Tutorial:</strong> {step.text}
    </p>
  );
}
