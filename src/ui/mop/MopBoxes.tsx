// MOP 37.6: the UAR box (eliminated units that may rally at night) and the PEU box (gone for good).
import { useScenario, sideAdjective } from '../hooks';
import { RuleLink } from '../text';
import { useMopAnswer } from './mopQuery';
import { useAigle } from '../../store/react';

export function MopBoxes() {
  const sc = useScenario();
  const a = useMopAnswer();
  const openCharts = useAigle((s) => s.actions.openCharts);
  if (!a) return null;
  const name = (id: string) => {
    const u = sc.units.find((x) => x.id === id);
    return u ? `${u.name} (${sideAdjective(sc, u.side)})` : id;
  };
  const box = (title: string, ids: string[], testid: string, hint: string) => (
    <div className="mop-box" data-testid={testid}>
      <h3>
        {title} <span className="muted">({ids.length})</span>
      </h3>
      {ids.length ? (
        <ul>
          {ids.map((id) => (
            <li key={id}>{name(id)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{hint}</p>
      )}
    </div>
  );
  return (
    <section className="panel mop-boxes" aria-label="UAR and PEU boxes">
      <h2>
        Eliminated units <RuleLink rule="MOP 37.6" onOpen={openCharts} />
      </h2>
      {box('Awaiting reorganization (UAR)', a.uar, 'mop-uar', 'none: eliminated units in supply come here and may rally on night turns (1-4)')}
      {box('Permanently eliminated (PEU)', a.peu, 'mop-peu', 'none: units out of supply when eliminated, or failing a rally (5-6), come here')}
    </section>
  );
}
