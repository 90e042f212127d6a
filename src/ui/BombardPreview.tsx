// The Bombardment Segment (NLC 8.1, 8.3): for the selected artillery, every enemy hex within range with
// its sight line — the ones it may bombard with the fire strength, terrain reduction, the artillery
// modifiers (range 3 at half and +50% against stacks, NLC 19.4; enfilade, NLC 8.5; +1 to the dice under
// NLC 20.4) and hits on every 2d6 roll; the ones it may not, with the reason and the blocking hex. A
// target is aimed at first (a click on the map or "Aim") and fired at only with the confirm button. The
// map draws the same lines (src/map/LosLayer.ts). All numbers come from the engine's queries.
import { useMemo } from 'react';
import { legalCommands, pendingDecision, query } from '../engine';
import { scenarioIndex, viewerOf } from '../store';
import { useAigle } from '../store/react';
import { sightFor } from '../map/overlayQueries';
import { RuleLink } from './text';
import { OddsHead } from './AssaultPreview';


interface Preview {
  target: string;
  strength: number;
  exact: number;
  hitsByRoll: number[];
  method: 'table' | 'sixes';
  lines: { unit: string; base: number; pct: number; pctSource: string[]; halvings: string[]; bonuses?: string[] }[];
  enfilade: 'line' | 'square' | null;
  dieMod: number;
  range: number;
}

/** The modifiers of a bombardment in words, each with its case. */
function modifiers(pv: Preview): { text: string; rule: string }[] {
  const out: { text: string; rule: string }[] = [];
  const halvings = new Set(pv.lines.flatMap((l) => l.halvings));
  const bonuses = new Set(pv.lines.flatMap((l) => l.bonuses ?? []));
  const plus = pv.method === 'sixes' ? '+1 to every die' : '+50%';
  if (halvings.has('range 3')) out.push({ text: 'range 3: half, rounded down', rule: 'NLC 19.4' });
  if (bonuses.has('stack')) out.push({ text: `${plus} against a stack`, rule: 'NLC 19.4' });
  if (pv.enfilade === 'line') out.push({ text: `${plus} enfilading the line`, rule: 'NLC 8.5' });
  if (pv.enfilade === 'square') out.push({ text: `${plus} enfilading infantry your cavalry threatens, if its owner accepts (else your cavalry may charge)`, rule: 'NLC 8.5' });
  return out;
}

export function BombardPreview() {
  const game = useAigle((s) => s.game);
  const selected = useAigle((s) => s.ui.selected);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  const actions = useAigle((s) => s.actions);
  const store = useAigle((s) => s);
  const aim = useAigle((s) => s.ui.aim);
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
  // the confirm step: the bombard commands for exactly the selected guns at the aimed hex, one per hex of
  // their line they may fire from when the listing names several (NLC 20.2.3)
  const listed = (hex: string) => {
    const p = pendingDecision(game.state);
    const side = viewer === 'referee' ? p?.side : viewer;
    if (!p || !side) return [];
    return legalCommands(game.state, side).filter(
      (c) => c.type === 'choose' && c.choice === 'bombard' && c.hex === hex && c.units?.length === selected.length && selected.every((u) => c.units!.includes(u)),
    );
  };
  const fire = (hex: string, from?: string) => {
    const cmd = listed(hex).find((c) => c.type === 'choose' && c.from === from);
    if (cmd) actions.issue(cmd);
  };
  const origins = (hex: string): string[] => listed(hex).flatMap((c) => (c.type === 'choose' && c.from ? [c.from] : []));
  // the fire from one named hex (the engine's preview from there)
  const fromHex = (hex: string, from: string): Preview | null => {
    const q = query(game.state, viewer, { type: 'combat', pieces: selected, to: hex, from });
    return q.type === 'combat' ? (q.preview as unknown as Preview) : null;
  };
  const { sight, previews } = data;
  return (
    <div className="assault-preview bombard-preview" data-testid="bombard-preview">
      <h3>
        Bombardment from {sight.origins.join(' or ')}
        {sight.origins.length > 1 ? <RuleLink rule="NLC 20.2" onOpen={openRule} /> : null} <RuleLink rule="NLC 8.1" onOpen={openRule} /> · sight <RuleLink rule="NLC 8.3" onOpen={openRule} />
      </h3>
      <p className="muted" data-testid="bombard-range">
        Range {sight.range} hexes{sight.range > 2 ? ' (the third at half strength)' : ''} <RuleLink rule={sight.range > 2 ? 'NLC 19.4' : 'NLC 8.1'} onOpen={openRule} />
      </p>
      {sight.lines.length === 0 ? <p className="muted">No enemy within {sight.range} hexes.</p> : null}
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
        const extra = modifiers(pv);
        const aimed = aim === l.to;
        return (
          <div key={l.to} data-testid={`los-${l.to}`}>
            <table className="fire-odds" aria-label={`Hits on each roll if you bombard ${l.to}`}>
              <caption>
                <span className="los-swatch" style={{ background: '#2e7d32' }} /> Bombard {l.to}
                {sight.origins.length > 1 ? ` from ${l.from}` : ''}: in sight{pv.range > 1 ? `, ${pv.range} hexes` : ''}; no return fire,{' '}
                {pv.method === 'sixes' ? 'a 5 or 6 disrupts, each six a step' : 'the first hit disrupts'}
                {pv.method === 'sixes' ? ' · roll six to hit' : ''}
                {pv.dieMod ? ` (+${pv.dieMod} to every die)` : ''}
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
            {extra.length ? (
              <ul className="fire-mods" data-testid={`bombard-mods-${l.to}`}>
                {extra.map((m) => (
                  <li key={m.text}>
                    {m.text} <RuleLink rule={m.rule} onOpen={openRule} />
                  </li>
                ))}
              </ul>
            ) : null}
            {aimed ? (
              <p className="confirm-row">
                {origins(l.to).length ? (
                  origins(l.to).map((o) => {
                    const at = fromHex(l.to, o);
                    return (
                      <button key={o} type="button" className="primary" onClick={() => fire(l.to, o)} data-testid={`bombard-confirm-${o}`}>
                        Fire from {o}
                        {at ? ` (guns ${at.strength}, ${at.range} hex${at.range > 1 ? 'es' : ''})` : ''}
                      </button>
                    );
                  })
                ) : (
                  <button type="button" className="primary" onClick={() => fire(l.to)} data-testid="bombard-confirm">
                    Confirm: bombard {l.to}
                  </button>
                )}{' '}
                <button type="button" onClick={() => actions.aimAt(null)}>
                  Cancel
                </button>
              </p>
            ) : (
              <button type="button" onClick={() => actions.aimAt(l.to)} data-testid={`bombard-${l.to}`}>
                Aim at {l.to}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
