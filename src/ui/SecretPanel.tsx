// What only the side at the screen may see (its own secrets).
import { useView, useScenario, sideAdjective } from './hooks';

/** Secret entries shown by a panel of their own, not as raw data here. */
const OWN_PANEL = new Set(['cavalryReaction', 'orders', 'mopCards']);

export function SecretPanel() {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  // the standing reaction instruction (nlc/StandingOrders) and the orders (NLC 12) have panels of their own
  const shown = (k: string) => !OWN_PANEL.has(k);
  const entries = Object.entries(view.secret).filter(([, v]) => v && Object.keys(v).some(shown));
  if (!entries.length) return null;
  return (
    <section className="panel secret" aria-label="Your secret information">
      <h2>Secret: only you see this</h2>
      {entries.map(([side, v]) => (
        <div key={side}>
          <h3>{sideAdjective(sc, side)}</h3>
          <dl>
            {Object.entries(v).filter(([k]) => shown(k)).map(([k, val]) => (
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
