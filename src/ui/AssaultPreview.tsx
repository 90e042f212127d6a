// Before an assault is declared: for the selected units, what each possible attack would look like —
// both sides' fire strengths with their reductions, the Fire Table rows and the hits on every 2d6 roll
// (NLC 7.1, 7.6). The numbers come from the engine's combat preview query; nothing is computed here.
import { useMemo } from 'react';
import { query, type AssaultPreview as Preview, type FirePreview, type Scenario } from '../engine';
import { currentView, hexTargets, pickHexCommand, scenarioIndex, viewerOf } from '../store';
import { useAigle } from '../store/react';
import { RuleLink } from './text';

const ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function SideRow({ f, sc, label }: { f: FirePreview; sc: Scenario; label: string }) {
  const ix = scenarioIndex(sc);
  const mods = f.lines
    .map((l) => {
      const m = [...l.halvings.map((h) => `½ ${h}`), ...(l.pct ? [`−${l.pct}% ${l.pctSource.join(', ')}`] : [])];
      return `${ix.nameOf(l.unit)} ${l.base}${m.length ? ' (' + m.join('; ') + ')' : ''}`;
    })
    .join(', ');
  return (
    <tr>
      <th scope="row" title={mods}>
        {label} {f.strength}
        {f.exact !== f.strength ? <span className="muted"> ({Math.round(f.exact * 100) / 100})</span> : null}
      </th>
      {f.hitsByRoll.map((h, i) => (
        <td key={i} className={h ? '' : 'zero'}>
          {h}
        </td>
      ))}
    </tr>
  );
}

export function AssaultPreview() {
  const game = useAigle((s) => s.game);
  const view = useAigle(currentView);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  const selected = useAigle((s) => s.ui.selected);
  const openRule = useAigle((s) => s.actions.openCharts);
  const previews = useMemo(() => {
    const p = view?.pending ?? null;
    if (!game || !viewer || p?.type !== 'assaultDeclare' || !selected.length) return [];
    const state = game.state;
    const out: { hex: string; preview: Preview }[] = [];
    for (const [hex, cands] of hexTargets(state, p, viewer, selected)) {
      const cmd = pickHexCommand(cands.filter((c) => c.choice === 'assault'), selected);
      if (!cmd?.units) continue;
      const q = query(state, viewer, { type: 'combat', pieces: cmd.units, to: hex });
      if (q.type === 'combat') out.push({ hex, preview: q.preview as unknown as Preview });
    }
    return out.sort((a, b) => a.hex.localeCompare(b.hex));
  }, [game, view, viewer, selected]);
  if (!game || !previews.length) return null;
  const sc = game.scenario;
  return (
    <div className="assault-preview" data-testid="assault-preview">
      <h3>
        Before you attack <RuleLink rule="NLC 7.1" onOpen={openRule} />
      </h3>
      {previews.map(({ hex, preview }) => (
        <table key={hex} className="fire-odds" aria-label={`Hits on each roll if you assault ${hex}`}>
          <caption>
            Assault on {hex}
            {preview.flank ? ' · defender flanked (morale −2)' : ''}
            {preview.method === 'sixes' ? ' · roll six to hit: one die per strength point' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">strength · hits on 2d6</th>
              {ROLLS.map((r) => (
                <th key={r} scope="col">
                  {r}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <SideRow f={preview.attacker} sc={sc} label="you" />
            <SideRow f={preview.defender} sc={sc} label="they" />
          </tbody>
        </table>
      ))}
    </div>
  );
}
