// The NLC attack flow (issue 8): pick the attackers, pick the hex to assault (map click or button), read
// the preview, confirm. Nothing is declared before the confirm button. The preview shows both sides'
// fire strengths with every halving and terrain reduction written out (a bridge or stream halving too),
// the Fire Table rows and the hits on every 2d6 roll (NLC 7.1, 7.6). Every number comes from the
// engine's combat preview query; which units may attack which hex comes from its legal commands.
import { useMemo } from 'react';
import { query, type AssaultPreview as Preview, type FirePreview, type Scenario } from '../engine';
import { assaultCandidates, assaultCommand, currentView, hexTargets, mayAct, scenarioIndex, viewerOf } from '../store';
import { useAigle } from '../store/react';
import { RuleLink } from './text';

export const ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The column heads of a hits-on-every-roll table, shared by the assault and bombardment previews. */
export function OddsHead() {
  return (
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
  );
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

/** One unit's contribution in words: base strength, each halving and reduction, what is left. */
function lineText(l: FirePreview['lines'][number], sc: Scenario): string {
  const ix = scenarioIndex(sc);
  const mods = [...l.halvings.map((h) => `halved (${h})`), ...(l.pct ? [`−${l.pct}% (${l.pctSource.join(', ')})`] : [])];
  return `${ix.nameOf(l.unit)} ${l.base}${mods.length ? ', ' + mods.join(', ') + ` → ${round(l.value)}` : ''}`;
}

/** One side's row of an odds table: its fire strength and the hits on every roll (shared by the charge preview). */
export function SideRow({ f, label }: { f: FirePreview; label: string }) {
  return (
    <tr>
      <th scope="row">
        {label} {f.strength}
        {f.exact !== f.strength ? <span className="muted"> ({round(f.exact)})</span> : null}
      </th>
      {f.hitsByRoll.map((h, i) => (
        <td key={i} className={h ? '' : 'zero'}>
          {h}
        </td>
      ))}
    </tr>
  );
}

export function PreviewTable({ preview, sc, hex }: { preview: Preview; sc: Scenario; hex: string }) {
  const modified = (f: FirePreview) => f.lines.some((l) => l.halvings.length || l.pct);
  return (
    <>
      <table className="fire-odds" aria-label={`Hits on each roll if you assault ${hex}`}>
        <caption>
          Assault on {hex}
          {preview.flank ? ' · defender flanked (morale −2)' : ''}
          {preview.method === 'sixes' ? ' · roll six to hit: one die per strength point' : ''}
        </caption>
        <OddsHead />
        <tbody>
          <SideRow f={preview.attacker} label="you" />
          <SideRow f={preview.defender} label="they" />
        </tbody>
      </table>
      {/* the reductions in plain view, not only in a tooltip (NLC 7.1 terrain, 7.6 disruption) */}
      <ul className="fire-mods" data-testid="fire-mods">
        {(['attacker', 'defender'] as const).map((role) => {
          const f = preview[role];
          return (
            <li key={role}>
              <strong>{role === 'attacker' ? 'Your fire' : 'Their fire'}:</strong>{' '}
              {f.lines.length ? f.lines.map((l) => lineText(l, sc)).join('; ') : 'none'}
              {f.lines.length && !modified(f) ? ' (no reduction)' : ''} = {f.strength}
            </li>
          );
        })}
      </ul>
      {/* which guns fire and which do not, and why (NLC 8.2, 8.4, 19.3): from the engine's preview */}
      {preview.guns?.length ? (
        <ul className="fire-mods" data-testid="assault-guns" aria-label="Guns">
          {preview.guns.map((g) => (
            <li key={g.unit + g.role} className={g.fires ? '' : 'muted'}>
              <strong>{scenarioIndex(sc).nameOf(g.unit)}</strong> ({g.role === 'attacker' ? 'yours' : g.role === 'defender' ? 'defending' : 'remote support'}):{' '}
              {g.fires ? 'fires' : 'does not fire'} — {g.why} <span className="rule">[{g.rule}]</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function AssaultPreview() {
  const game = useAigle((s) => s.game);
  const view = useAigle(currentView);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  const selected = useAigle((s) => s.ui.selected);
  const aim = useAigle((s) => s.ui.aim);
  const actions = useAigle((s) => s.actions);
  const canAct = useAigle((s) => {
    const p = s.game && currentView(s)?.pending;
    return !!p && p.sides.some((side) => mayAct(s, side));
  });
  const p = view?.pending ?? null;
  const on = !!game && !!viewer && canAct && p?.type === 'assaultDeclare';
  const targets = useMemo(() => {
    if (!on || !game) return [];
    return [...hexTargets(game.state, p, viewer, selected).entries()].filter(([, c]) => c.some((x) => x.choice === 'assault')).map(([h]) => h).sort();
  }, [on, game, p, viewer, selected]);
  const candidates = useMemo(() => (on && game && aim ? assaultCandidates(game.state, p, viewer, aim) : []), [on, game, p, viewer, aim]);
  const answer = useMemo(() => {
    if (!on || !game || !viewer || !aim || !selected.length) return null;
    return query(game.state, viewer, { type: 'combat', pieces: selected, to: aim });
  }, [on, game, viewer, aim, selected]);
  if (!on || !game || !p || !viewer) return null;
  const sc = game.scenario;
  const ix = scenarioIndex(sc);
  const cmd = aim && answer?.type === 'combat' ? assaultCommand(game.state, p, viewer, aim, selected) : null;
  const toggle = (id: string) => actions.select(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <section className="panel assault-preview" aria-label="Declare an assault" data-testid="assault-preview">
      <h2>
        Declare an assault <RuleLink rule="NLC 7.3" onOpen={actions.openCharts} />
      </h2>
      <ol className="attack-steps">
        <li className={selected.length ? 'done' : 'current'}>
          <strong>Attackers:</strong>{' '}
          {aim && candidates.length ? (
            <span role="group" aria-label="Attackers">
              {candidates.map((id) => (
                <button key={id} type="button" aria-pressed={selected.includes(id)} onClick={() => toggle(id)}>
                  {ix.nameOf(id)}
                </button>
              ))}
            </span>
          ) : selected.length ? (
            selected.map(ix.nameOf).join(', ')
          ) : (
            'click the hex of the units that attack'
          )}
        </li>
        <li className={aim ? 'done' : selected.length ? 'current' : ''}>
          <strong>Target:</strong>{' '}
          {aim ? (
            <>
              {aim}{' '}
              <button type="button" className="linklike" onClick={() => actions.aimAt(null)}>
                change
              </button>
            </>
          ) : targets.length ? (
            <>
              click a red hex, or{' '}
              {targets.map((h) => (
                <button key={h} type="button" onClick={() => actions.aimAt(h)} onMouseEnter={() => actions.setHover(h)}>
                  Aim at {h}
                </button>
              ))}
            </>
          ) : (
            'no enemy hex these units may assault'
          )}
        </li>
        <li className={cmd ? 'current' : ''}>
          <strong>Preview, then confirm.</strong>
        </li>
      </ol>
      {aim && answer?.type === 'combat' ? (
        <PreviewTable preview={answer.preview as unknown as Preview} sc={sc} hex={aim} />
      ) : aim && answer?.type === 'none' ? (
        <p className="refusal" role="status">
          Not this assault: {answer.reason}. <RuleLink rule={answer.rule} onOpen={actions.openCharts} />
        </p>
      ) : aim && !selected.length ? (
        <p className="muted">Pick at least one attacker above.</p>
      ) : null}
      {aim && (
        <div className="attack-confirm">
          <button type="button" className="primary" disabled={!cmd} onClick={() => cmd && actions.issue(cmd)}>
            Confirm the assault on {aim}
          </button>{' '}
          <button type="button" onClick={() => actions.aimAt(null)}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}
