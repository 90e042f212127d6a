// The orders of the side at the screen (NLC 12): every order with written at / arrives at / status, the
// history of each formation, and the command rolls laid out like the combat panel: compliance (NLC 12.7:
// ratings, shifts, column, dice, result), Local Decisions (NLC 12.11) and confidence checks (NLC 12.10).
// Only the view's own secret holds the orders (viewFor), so the other side's can never be drawn here.
import { clockLabel, ORDER_INFO, orderLabel, type Order, type OrdersSide, type Scenario } from '../../engine';
import { scenarioIndex } from '../../store';
import { useAigle } from '../../store/react';
import { ChartTable } from '../ChartTable';
import { Dice, RuleLink } from '../text';
import { sideAdjective, useScenario, useView } from '../hooks';

/** The statuses the orders client names (issue 10): in transit, awaiting 1T or R4, complied, ignored, cancelled, succeeded, failed. */
export const STATUS: Record<Order['status'], string> = {
  transit: 'in transit',
  '1T': 'awaiting 1T: complies next turn',
  R4: 'awaiting R4: complies on 4-6 each phase',
  R5: 'awaiting R5: complies on 5-6 each phase',
  complied: 'complied: in force',
  ignored: 'ignored',
  cancelled: 'cancelled',
  succeeded: 'succeeded',
  failed: 'failed',
  night: 'received at night: in force at first light',
};

const KIND: Record<Order['kind'], string> = {
  written: 'written order',
  local: 'Local Decision',
  badMove: 'Bad Move (ordered by the opponent)',
  scenario: 'at-start order',
  default: 'standing order',
};

const RESULT: Record<string, string> = {
  C: 'C: complies',
  '1T': '1T: next turn',
  R4: 'R4: on 4-6 later',
  R5: 'R5: on 5-6 later',
  I: 'I: ignored',
  ActsLocally: 'acts locally',
  NoEffect: 'no effect',
  BadMove: 'Bad Move',
};

function formationName(sc: Scenario, id: string): string {
  return sc.formations.find((f) => f.id === id)?.name ?? scenarioIndex(sc).nameOf(id);
}

export function orderWords(o: Pick<Order, 'spec' | 'then'>): string {
  const one = (t: Order['spec']) =>
    `${orderLabel(t.type)}${t.target.length ? ` ${t.target.join('-')}` : ''}${t.route.length ? ` by ${t.route.join(', ')}` : ''}${t.nextDay ? ' (next day)' : ''}`;
  return [o.spec, ...o.then].map(one).join(', then ');
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
          <OrderList o={o} sc={sc} />
          <CommandRolls o={o} sc={sc} openRule={openRule} />
          <History o={o} sc={sc} />
        </div>
      ))}
    </section>
  );
}

function OrderList({ o, sc }: { o: OrdersSide; sc: Scenario }) {
  // the orders that still matter: riding, waiting, in force; the closed ones are in each formation's history
  const live = Object.values(o.orders)
    .filter((x) => x.closed === null)
    .sort((a, b) => b.id - a.id);
  return (
    <ul className="orders-list">
      {live.map((x) => (
        <li key={x.id} data-status={x.status} data-testid={`order-${x.id}`}>
          <strong>
            {formationName(sc, x.formation)}: {orderWords(x)}
          </strong>
          <br />
          <span className="muted">
            written {clockLabel(sc, x.written)}
            {x.faceToFace ? ', face to face' : `, arrives ${clockLabel(sc, x.arrives)}`} ·{' '}
            <span className={`order-status status-${x.status}`}>{STATUS[x.status]}</span>
          </span>
          {x.status === 'complied' ? <div className="muted">{ORDER_INFO[x.spec.type].obliges}.</div> : null}
        </li>
      ))}
    </ul>
  );
}

/** The command rolls of the current turn, a row each: ratings, shifts, column, dice, result, case. */
function CommandRolls({ o, sc, openRule }: { o: OrdersSide; sc: Scenario; openRule: (r: string) => void }) {
  const rows = Object.values(o.orders)
    .filter((x) => x.roll && x.roll.length)
    .sort((a, b) => b.id - a.id)
    .slice(0, 6)
    .map((x) => {
      const c = x.compliance;
      const local = x.kind === 'local';
      const later = x.roll!.slice(local || c ? 2 : 0);
      return {
        key: `o${x.id}`,
        head: (
          <>
            {formationName(sc, x.formation)}
            <br />
            <span className="muted">{local ? 'Local Decision' : 'compliance'}: {orderLabel(x.spec.type)}</span>
          </>
        ),
        cells: [
          c ? `${c.sender} + ${c.recipient}` : local ? 'leader' : '–',
          c ? (c.shifts.length ? c.shifts.join('; ') : 'none') : '–',
          c ? String(c.column) : '–',
          <>
            <Dice dice={x.roll!.slice(0, 2)} />
            {later.length ? (
              <>
                {' '}
                then <Dice dice={later} />
              </>
            ) : null}
          </>,
          <>
            <strong>{RESULT[x.result ?? ''] ?? x.result ?? ''}</strong>
            <br />
            <span className="muted">{STATUS[x.status]}</span>
          </>,
          <RuleLink key="r" rule={local ? 'NLC 12.11' : 'NLC 12.7'} onOpen={openRule} />,
        ],
      };
    });
  // confidence checks (NLC 12.10): the engine's record of the side's own checks
  const conf = (o.confidence ?? [])
    .slice(-3)
    .reverse()
    .map((c, i) => {
      const order = o.orders[String(c.order)];
      const why = [c.demoralized ? 'demoralized' : null, c.objectiveHeld ? 'objective held' : null].filter(Boolean).join(', ');
      return {
        key: `c${c.turn}-${c.formation}-${i}`,
        head: (
          <>
            {formationName(sc, c.formation)}
            <br />
            <span className="muted">confidence: {order ? orderWords(order) : `order ${c.order}`}</span>
          </>
        ),
        cells: [
          `leader ${c.leaderRating}`,
          why || 'none',
          `needs ${c.target} or less`,
          <Dice key="d" dice={[c.die]} />,
          <strong key="s">{c.ok ? 'holds' : 'fails: the order fails'}</strong>,
          <RuleLink key="r" rule="NLC 12.10" onOpen={openRule} />,
        ],
      };
    });
  const all = [...rows, ...conf];
  if (!all.length) return null;
  return (
    <div className="command-rolls" data-testid="command-rolls">
      <h3>Command rolls</h3>
      <ChartTable
        className="chart-table rolls"
        label="Command rolls"
        corner="formation"
        columns={['ratings', 'shifts', 'column', 'dice', 'result', 'case']}
        rows={all}
      />
    </div>
  );
}

/** Each formation's orders, newest first, with how each ended. */
function History({ o, sc }: { o: OrdersSide; sc: Scenario }) {
  const by = new Map<string, Order[]>();
  for (const x of Object.values(o.orders).sort((a, b) => b.id - a.id)) {
    const list = by.get(x.formation) ?? [];
    list.push(x);
    by.set(x.formation, list);
  }
  return (
    <details className="orders-history" data-testid="orders-history">
      <summary>History by formation</summary>
      {[...by.entries()]
        .sort((a, b) => formationName(sc, a[0]).localeCompare(formationName(sc, b[0])))
        .map(([f, list]) => (
          <div key={f} data-formation={f}>
            <h4>{formationName(sc, f)}</h4>
            <ol reversed>
              {list.map((x) => (
                <li key={x.id}>
                  {orderWords(x)} <span className="muted">({KIND[x.kind]}, written {clockLabel(sc, x.written)})</span> —{' '}
                  <span className={`order-status status-${x.status}`}>{STATUS[x.status]}</span>
                  {x.closed !== null ? <span className="muted"> {clockLabel(sc, x.closed)}</span> : null}
                  {x.note ? <span className="muted">: {x.note}</span> : null}
                </li>
              ))}
            </ol>
          </div>
        ))}
    </details>
  );
}
