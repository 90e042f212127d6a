// The orders of the side at the screen (NLC 12), read-only: each order with written / arrives / status,
// what it obliges, and its compliance roll. Only the view's own secret holds them (viewFor), so the other
// side's orders can never be drawn here. The composer comes with the rest of the orders client (issue 10).
import { ORDER_INFO, clockLabel, orderLabel, type Order, type OrdersSide, type Scenario } from '../../engine';
import { scenarioIndex } from '../../store';
import { useAigle } from '../../store/react';
import { RuleLink } from '../text';
import { sideAdjective, useScenario, useView } from '../hooks';

const STATUS: Record<Order['status'], string> = {
  transit: 'courier riding',
  '1T': 'received: complies next turn (1T)',
  R4: 'received: complies on 4+ each phase (R4)',
  R5: 'received: complies on 5+ each phase (R5)',
  complied: 'in force',
  ignored: 'ignored',
  cancelled: 'cancelled',
  succeeded: 'succeeded',
  failed: 'failed',
  night: 'waits for daylight',
};

function orderLine(o: Order, sc: Scenario): string {
  const ix = scenarioIndex(sc);
  const who = sc.formations.find((f) => f.id === o.formation)?.name ?? ix.nameOf(o.formation);
  const target = o.spec.target.length ? ` ${o.spec.target.join(', ')}` : '';
  const then = o.then.length ? `, then ${o.then.map((t) => `${orderLabel(t.type)} ${t.target.join(', ')}`).join(', then ')}` : '';
  return `${who}: ${orderLabel(o.spec.type)}${target}${then}`;
}

export function OrdersPanel() {
  const view = useView();
  const sc = useScenario();
  const openRule = useAigle((s) => s.actions.openCharts);
  if (!view) return null;
  const sides = Object.entries(view.secret)
    .map(([side, v]) => [side, (v as { orders?: OrdersSide } | undefined)?.orders] as const)
    .filter((e): e is readonly [string, OrdersSide] => !!e[1] && Object.keys(e[1].orders).length > 0);
  if (!sides.length) return null;
  return (
    <section className="panel orders" aria-label="Your orders" data-testid="orders-panel">
      <h2>
        Orders <RuleLink rule="NLC 12" onOpen={openRule} />
      </h2>
      {sides.map(([side, o]) => (
        <div key={side}>
          <h3>{sideAdjective(sc, side)} (only you see these)</h3>
          <ul className="orders-list">
            {Object.values(o.orders)
              .sort((a, b) => b.id - a.id)
              .map((x) => (
                <li key={x.id} data-status={x.status}>
                  <strong>{orderLine(x, sc)}</strong>
                  <br />
                  <span className="muted">
                    written {clockLabel(sc, x.written)}
                    {x.faceToFace ? ', face to face' : `, arrives ${clockLabel(sc, x.arrives)}`} · {STATUS[x.status]}
                    {x.roll ? ` · compliance roll ${x.roll.join('+')}${x.result ? ` → ${x.result}` : ''}` : ''}
                    {x.note ? ` · ${x.note}` : ''}
                  </span>
                  {x.status === 'complied' ? <div className="muted">{ORDER_INFO[x.spec.type].obliges}.</div> : null}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
