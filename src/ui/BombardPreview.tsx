// The Bombardment Segment (NLC 8.1, 8.3): for the selected artillery, every enemy hex within range with
// its sight line — the ones it may bombard with the fire strength, terrain reduction and hits on every
// 2d6 roll, and a button to fire; the ones it may not, with the reason and the blocking hex. The map draws
// the same lines (src/map/LosLayer.ts). All numbers come from the engine's queries.
import { useMemo } from 'react';
import { pendingDecision, query } from '../engine';
import { commandForHex, scenarioIndex, viewerOf } from '../store';
import { useAigle } from '../store/react';
import { sightFor } from '../map/LosLayer';
import { RuleLink } from './text';
import { OddsHead } from './AssaultPreview';


interface Preview {
  target: string;
  strength: number;
  exact: number;
  hitsByRoll: number[];
  method: 'table' | 'sixes';
  lines: { unit: string; base: number; pct: number; pctSource: string[] }[];
}

export function BombardPreview() {
  const game = useAigle((s) => s.game);
  const selected = useAigle((s) => s.ui.selected);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  const actions = useAigle((s) => s.actions);
  const store = useAigle((s) => s);
  const data = useMemo(() => {
    const sight = sightFor(store);
    if (!game || !viewer || !sight) return null;
    const previews: Record<string, Preview> = {};
    for (const l of sight.lines) {
      if (!l.canBombard) continue;
      const q = query(game.state, viewer, { type: 'combat', pieces: selected, to: l.to });
      if (q.type === 'combat') previews[l.to] = q.preview as unknown as Preview;
    }
    return { sight, previews };
  }, [game, viewer, selected]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!game || !viewer || !data) return null;
  const ix = scenarioIndex(game.scenario);
  const openRule = (r: string) => actions.openCharts(r);
  const fire = (hex: string) => {
    const p = pendingDecision(game.state);
    const cmd = p ? commandForHex(game.state, p, viewer, hex, selected) : null;
    if (cmd) actions.issue(cmd);
  };
  const { sight, previews } = data;
  return (
    <div className="assault-preview bombard-preview" data-testid="bombard-preview">
      <h3>
        Bombardment from {sight.from} <RuleLink rule="NLC 8.1" onOpen={openRule} /> · sight <RuleLink rule="NLC 8.3" onOpen={openRule} />
      </h3>
      {sight.lines.length === 0 ? <p className="muted">No enemy within two hexes.</p> : null}
      {sight.lines.map((l) => {
        const pv = previews[l.to];
        if (!pv) {
          return (
            <p key={l.to} className="los-blocked" data-testid={`los-${l.to}`}>
              <span className="los-swatch" style={{ background: l.clear ? '#f9a825' : '#d32f2f' }} /> {l.to}: {l.why}
              {l.blockedAt.length ? ` (blocked at ${l.blockedAt.join('/')})` : ''}
            </p>
          );
        }
        const mods = pv.lines.map((x) => `${ix.nameOf(x.unit)} ${x.base}${x.pct ? ` (−${x.pct}% ${x.pctSource.join(', ')})` : ''}`).join(', ');
        return (
          <div key={l.to} data-testid={`los-${l.to}`}>
            <table className="fire-odds" aria-label={`Hits on each roll if you bombard ${l.to}`}>
              <caption>
                <span className="los-swatch" style={{ background: '#2e7d32' }} /> Bombard {l.to}: in sight; no return fire, the first hit disrupts
                {pv.method === 'sixes' ? ' · roll six to hit' : ''}
              </caption>
              <OddsHead />
              <tbody>
                <tr>
                  <th scope="row" title={mods}>
                    guns {pv.strength}
                    {pv.exact !== pv.strength ? <span className="muted"> ({Math.round(pv.exact * 100) / 100})</span> : null}
                  </th>
                  {pv.hitsByRoll.map((h, i) => (
                    <td key={i} className={h ? '' : 'zero'}>
                      {h}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
            <button type="button" onClick={() => fire(l.to)} data-testid={`bombard-${l.to}`}>
              Fire at {l.to}
            </button>
          </div>
        );
      })}
    </div>
  );
}
