// What only the side at the screen may see (its own secrets), in words (secretWords.ts): never raw data.
import { useView, useScenario, sideAdjective } from './hooks';
import { secretEntry } from './secretWords';

/** Secret entries shown by a panel of their own, not here. */
const OWN_PANEL = new Set(['cavalryReaction', 'orders', 'mopCards']);

export function SecretPanel() {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  // the standing reaction instruction (nlc/StandingOrders) and the orders (NLC 12) have panels of their own
  const entries = Object.entries(view.secret)
    .map(([side, v]) => ({
      side,
      items: Object.entries(v ?? {})
        .filter(([k]) => !OWN_PANEL.has(k))
        .map(([k, val]) => secretEntry(k, val, sc, view))
        .filter((e) => e !== null),
    }))
    .filter((e) => e.items.length);
  if (!entries.length) return null;
  return (
    <section className="panel secret" aria-label="Your secret information" data-testid="secret-panel">
      <h2>Secret: only you see this</h2>
      {entries.map(({ side, items }) => (
        <div key={side}>
          <h3>{sideAdjective(sc, side)}</h3>
          {items.map((e) => (
            <div key={e.key} className="secret-entry">
              <h4>{e.title}</h4>
              <ul>
                {e.lines.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
