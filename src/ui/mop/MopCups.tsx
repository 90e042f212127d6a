// MOP 37.1: the two chit cups, one per side, with the chits each still holds and how the next pull is made.
import { useScenario, sideAdjective } from '../hooks';
import { RuleLink } from '../text';
import { useMopAnswer } from './mopQuery';
import { useAigle } from '../../store/react';

export function MopCups() {
  const sc = useScenario();
  const a = useMopAnswer();
  const openCharts = useAigle((s) => s.actions.openCharts);
  if (!a) return null;
  const other = sc.sides.find((x) => x.id !== a.odd)?.id;
  return (
    <div className="mop-cups" data-testid="mop-cups">
      <ul className="cups">
        {sc.sides.map((side) => (
          <li key={side.id} data-testid={`mop-cup-${side.id}`}>
            <span className="side-chip" style={{ background: side.color }} aria-hidden="true" />
            {side.adjective} cup: <strong>{a.cups[side.id] ?? 0}</strong> chit{(a.cups[side.id] ?? 0) === 1 ? '' : 's'}
          </li>
        ))}
      </ul>
      <p className="muted">
        {a.thirdCup
          ? 'Third cup: a side marker is pulled (one per chit left), then a chit from that side\'s cup.'
          : `Each pull: a die, odd ${sideAdjective(sc, a.odd)}, even ${sideAdjective(sc, other)}; an empty cup passes to the other.`}{' '}
        <RuleLink rule="MOP 37.1" onOpen={openCharts} />
      </p>
    </div>
  );
}
