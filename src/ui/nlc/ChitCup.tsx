// The NLC chit cup: chits left, drawn this turn, the formations now active.
import type { Scenario } from '../../engine';
import { useView, useScenario, sideAdjective } from '../hooks';
import { moduleState } from './moduleState';
import { MopCups } from '../mop/MopCups';

function chitName(sc: Scenario, id: string): string {
  if (id.startsWith('ca:')) return `Coordinated Action (${sideAdjective(sc, id.slice(3))})`;
  const f = sc.formations.find((x) => x.id === id);
  return f ? `${f.name} (${sideAdjective(sc, f.side)})` : id;
}

export function ChitCup() {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  const { chits } = moduleState(view);
  const order = [sc.firstSide, ...sc.sides.map((s) => s.id).filter((x) => x !== sc.firstSide)];
  const active = view.clock.activeSide;
  const ai = active ? order.indexOf(active) : -1;
  const inCup = chits ? (Array.isArray(chits.cup) ? chits.cup.length : (chits.cup ?? 0)) : 0;
  return (
    <section className="panel chit-cup" aria-label="Chit cup and activations">
      <h2>Chit cup</h2>
      {chits ? (
        <>
          <p data-testid="chits-left">
            In the cup: <strong>{inCup}</strong> chit{inCup === 1 ? '' : 's'}
          </p>
          {sc.mop && <MopCups />}
          <p>Drawn this turn:</p>
          {chits.drawn?.length ? (
            <ol className="drawn">
              {chits.drawn.map((c, i) => (
                <li key={i} className={chits.active?.includes(c) || i === chits.drawn!.length - 1 ? 'current' : 'done'}>
                  {chitName(sc, c)}
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">none yet</p>
          )}
        </>
      ) : (
        <>
          <p className="muted">No chit cup in this rules set: the sides activate in turn order.</p>
          <ol className="activation-order">
            {order.map((side, i) => (
              <li key={side} className={i === ai ? 'current' : i < ai ? 'done' : ''}>
                <span className="side-chip" style={{ background: sc.sides.find((s) => s.id === side)?.color }} aria-hidden="true" />
                {sideAdjective(sc, side)} {i === ai ? '(acting)' : i < ai ? '(done)' : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
