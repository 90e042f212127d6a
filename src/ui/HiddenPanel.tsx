// Hidden forces, for the side at the screen (NLC 20.1 hidden movement, MOP 37.10 hidden forces and dummy
// stacks): its own hidden marches (MP collected, turns) with a Reveal button, a "march hidden" button for
// each order written this Command Phase, and on the hex being inspected: hide the stack, show it, make or
// move a dummy there. Everything comes from the viewer's own secret in the view; the engine checks and
// answers every command (a refusal shows with its case, as any other).
import type { HiddenSide, PlayerView } from '../engine';
import { useAigle } from '../store/react';
import { useScenario, useView } from './hooks';
import { VedettePanel } from './mop/lazyPanels';

interface OrderLite {
  formation: string;
  kind: string;
  written: number;
  spec: { type: string; target: string[] };
}

export function HiddenPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const hex = useAigle((s) => s.ui.inspectHex ?? s.ui.hover);
  if (!view) return null;
  const hm = view.options.rules['NLC 20.1'] === true;
  const hf = view.options.rules['MOP 37.10'] === true && !!sc.mop;
  // MOP 37.11 vedettes may be played without hidden forces: their part stands alone then
  if (!hm && !hf) return <VedettePanel />;
  const me = view.viewer;
  if (me === 'referee') return null;
  const sec = view.secret[me] as { hidden?: HiddenSide; orders?: { orders: Record<string, OrderLite> } } | undefined;
  const hidden = sec?.hidden;
  const deciding = !!view.pending && view.pending.sides.includes(me);
  const issue = (choice: string, extra: object = {}) => actions.issue({ type: 'choose', side: me, n: view.seq, choice, ...extra });
  const fname = (id: string) => sc.formations.find((f) => f.id === id)?.name ?? id;
  const marches = Object.values(hidden?.marches ?? {});
  const plottable = hm && view.pending?.type === 'ordersSend' ? writtenNow(view, sec?.orders?.orders ?? {}).filter((o) => !hidden?.marches[o.formation]) : [];
  const dummies = Object.entries(hidden?.dummies ?? {});
  return (
    <section className="panel hidden-panel" aria-label="Hidden forces" data-testid="hidden-panel">
      <h2>Hidden forces</h2>
      {hm ? (
        <div>
          <p className="muted">Hidden movement (NLC 20.1)</p>
          {marches.length === 0 ? <p className="muted">No hidden march.</p> : null}
          <ul>
            {marches.map((m) => (
              <li key={m.formation}>
                {fname(m.formation)}: {m.turns ? `turn ${m.turns}, ${m.mp} MP, to ${m.path[m.path.length - 1]}` : `plotted to ${m.path[m.path.length - 1]}, awaiting compliance`}{' '}
                {deciding ? (
                  <button type="button" onClick={() => issue('hidden-march:reveal', { order: { formation: m.formation, type: 'march' } })}>
                    Reveal
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {plottable.map((o) => (
            <button key={o.formation} type="button" onClick={() => issue('hidden-march:plot', { order: { formation: o.formation, type: o.spec.type } })}>
              March {fname(o.formation)} hidden
            </button>
          ))}
        </div>
      ) : null}
      {hf ? (
        <div>
          <p className="muted">Hidden forces and dummy stacks (MOP 37.10)</p>
          {dummies.length ? <p>Dummies: {dummies.map(([k, h]) => `${k} at ${h}`).join(', ')}</p> : null}
          {deciding && hex ? (
            <div className="row" role="group" aria-label={`Hidden forces at ${hex}`}>
              <button type="button" onClick={() => issue('mop-hide:hide', { hex })}>
                Hide stack at {hex}
              </button>
              <button type="button" onClick={() => issue('mop-hide:reveal', { hex })}>
                Show stack at {hex}
              </button>
              <button type="button" onClick={() => issue('mop-hide:dummy', { hex })}>
                Dummy at {hex}
              </button>
              {dummies.map(([k]) => (
                <button key={k} type="button" onClick={() => issue(`mop-hide:move:${k}`, { hex })}>
                  Move {k} to {hex}
                </button>
              ))}
            </div>
          ) : (
            <p className="muted">Point at a hex to hide, show or place a dummy there.</p>
          )}
        </div>
      ) : null}
      <VedettePanel />
    </section>
  );
}

function writtenNow(view: PlayerView, orders: Record<string, OrderLite>): OrderLite[] {
  return Object.values(orders).filter((o) => o.kind === 'written' && o.written === view.clock.turn && o.spec.target.length > 0);
}
