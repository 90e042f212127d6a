// What only the side at the screen may see (its own secrets).
import { useView, useScenario, sideAdjective } from './hooks';

export function SecretPanel() {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  const entries = Object.entries(view.secret).filter(([, v]) => v && Object.keys(v).length);
  if (!entries.length) return null;
  return (
    <section className="panel secret" aria-label="Your secret information">
      <h2>Secret: only you see this</h2>
      {entries.map(([side, v]) => (
        <div key={side}>
          <h3>{sideAdjective(sc, side)}</h3>
          <dl>
            {Object.entries(v).map(([k, val]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{typeof val === 'string' ? val : JSON.stringify(val)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
