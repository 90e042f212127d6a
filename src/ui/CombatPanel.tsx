// The combat panel: the NLC assault or bombardment of the running segment side by side (the record is the
// NLC module's), and the last rolls of either rules system.
import { checkLabel, type Scenario } from '../engine';
import { scenarioIndex, currentCombat, recentRolls } from '../store';
import { useAigle } from '../store/react';
import { Dice, RuleLink } from './text';
import { BombardPreview } from './BombardPreview';
import { ChargePreview } from './nlc/ChargePreview';
import { CavalryDecision } from './nlc/CavalryDecision';
import { useView, useScenario, sideAdjective } from './hooks';
import { moduleState } from './nlc/moduleState';

/** The engine's public combat record (NLC assault), read structurally: every field is optional here. */
interface FireLineV {
  unit: string;
  hex?: string;
  base: number;
  halvings?: string[];
  pct?: number;
  pctSource?: string[];
  value?: number;
}
interface FireV {
  lines?: FireLineV[];
  exact?: number;
  strength?: number;
  rows?: number[];
  dice?: number[];
  hits?: number;
  method?: string;
}
interface CombatSideV {
  side: string;
  units?: string[];
  morale?: number;
  moraleMods?: string[];
  fire?: FireV | null;
  hitsRolled?: number;
  hitsTaken?: number;
  retreat?: string;
}
interface CombatV {
  id?: number;
  /** 'bombardment' (NLC 8.1) or an assault. */
  kind?: string;
  phase?: string;
  target?: string;
  attacker: CombatSideV;
  defender: CombatSideV;
  flank?: boolean;
  halved?: boolean;
  checks?: { role: string; side: string; kind: string; morale: number; die: number; passed: boolean; rule: string }[];
  retreats?: { role: string; units: string[]; from: string; to: string | null; kind: string; note?: string }[];
  allocations?: { role: string; unit: string; halves: number; reason: string }[];
  disrupted?: string[];
  eliminated?: string[];
  leaderRolls?: { leader: string; dice: number[]; lost: boolean }[];
}

function isCombat(c: unknown): c is CombatV {
  return !!c && typeof c === 'object' && 'attacker' in c && 'defender' in c;
}

function CombatSideBox({ c, role, sc, openRule }: { c: CombatSideV; role: string; sc: Scenario; openRule: (r: string) => void }) {
  const ix = scenarioIndex(sc);
  const f = c.fire;
  return (
    <div className="combat-side" data-testid={`combat-${role.toLowerCase()}`}>
      <h3>
        {role}: {sideAdjective(sc, c.side)}
      </h3>
      {f ? (
        <>
          <table className="fire-lines">
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <th scope="col">SP</th>
                <th scope="col">Modifiers</th>
                <th scope="col">=</th>
              </tr>
            </thead>
            <tbody>
              {(f.lines ?? []).map((l, i) => (
                <tr key={i}>
                  <td>{ix.nameOf(l.unit)}</td>
                  <td>{l.base}</td>
                  <td>
                    {[...(l.halvings ?? []).map((h) => `½ ${h}`), ...(l.pct ? [`−${l.pct}% ${(l.pctSource ?? []).join(', ')}`] : [])].join('; ') || '—'}
                  </td>
                  <td>{l.value !== undefined ? Math.round(l.value * 100) / 100 : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Fire strength <strong>{f.strength}</strong>
            {f.exact !== undefined && f.exact !== f.strength ? ` (${Math.round(f.exact * 100) / 100} rounded)` : ''}
            {f.rows?.length ? `, Fire Table row${f.rows.length > 1 ? 's' : ''} ${f.rows.join(' + ')}` : ''} <RuleLink rule="NLC 7.1" onOpen={openRule} />
          </p>
          {f.dice?.length ? (
            <p>
              Roll <Dice dice={f.dice} /> → <strong>{f.hits ?? 0} hit{f.hits === 1 ? '' : 's'}</strong>
            </p>
          ) : f.dice && f.hits === 0 ? (
            // resolved without dice: nothing to fire, or silenced (NLC 7.8 just retreated, 7.10 flank charge)
            <p className="muted">Does not fire.</p>
          ) : (
            <p className="muted">Not rolled yet.</p>
          )}
        </>
      ) : (
        <p className="muted">No fire.</p>
      )}
      {c.hitsTaken !== undefined && (c.hitsRolled ?? 0) > 0 && (
        <p>
          Hits against: {c.hitsRolled}
          {c.hitsTaken !== c.hitsRolled ? `, taken ${c.hitsTaken}` : ''}
        </p>
      )}
      {/* a charge or bombardment rolls no morale for its retreat (NLC 7.7, 8.1): no morale 0 line */}
      {c.morale !== undefined && (c.morale > 0 || (!!c.retreat && c.retreat !== 'none')) && (
        <p>
          {c.morale > 0 ? `Morale ${c.morale}` : 'No morale check'}
          {c.moraleMods?.length ? ` (${c.moraleMods.join(', ')})` : ''}
          {c.retreat && c.retreat !== 'none' ? ` · retreat: ${c.retreat}` : ''}
        </p>
      )}
    </div>
  );
}

export function CombatPanel() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const game = useAigle((s) => s.game);
  if (!view || !game) return null;
  // only the assault of the running segment: a finished one is in the log, not on the panel
  const combat = view.nlc ? currentCombat(view) : moduleState(view).combat;
  const ix = scenarioIndex(sc);
  // the rolls of the running moment only: older ones are in the log (issue 8, stale panels)
  const rolls = recentRolls(game, view);
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel combat" aria-label="Combat">
      <h2>Combat</h2>
      <BombardPreview />
      <ChargePreview />
      <CavalryDecision />
      {isCombat(combat) ? (
        <div>
          <p>
            {combat.kind === 'bombardment' ? 'Bombardment of' : combat.kind === 'charge' ? 'Charge on' : combat.kind === 'reaction' ? 'Reaction charge at' : combat.kind === 'pursuit' ? 'Pursuit into' : 'Assault on'}{' '}
            {combat.target ? (
              <button type="button" className="linklike" onClick={() => actions.focusHex(combat.target!)}>
                {combat.target}
              </button>
            ) : (
              '?'
            )}
            {combat.phase ? <span className="muted"> · step: {combat.phase}</span> : null}
            {combat.flank ? ' · defender flanked' : ''}
            {combat.halved ? ' · hits halved by a voluntary retreat' : ''}
          </p>
          <div className="combat-sides">
            <CombatSideBox c={combat.attacker} role="Attacker" sc={sc} openRule={openRule} />
            <CombatSideBox c={combat.defender} role="Defender" sc={sc} openRule={openRule} />
          </div>
          {combat.checks?.length ? (
            <ul className="checks">
              {combat.checks.map((k, i) => (
                <li key={i}>
                  {sideAdjective(sc, k.side)} morale check {checkLabel(k.kind)}: morale {k.morale}, die <Dice dice={[k.die]} /> → {k.passed ? 'passed' : 'failed'}{' '}
                  <RuleLink rule={k.rule} onOpen={openRule} />
                </li>
              ))}
            </ul>
          ) : null}
          {combat.allocations?.length ? (
            <p>Losses: {combat.allocations.map((a) => `${ix.nameOf(a.unit)} ${a.halves / 2} (${a.reason})`).join('; ')}</p>
          ) : null}
          {combat.retreats?.length ? (
            <p>Retreats: {combat.retreats.map((r) => `${r.units.map(ix.nameOf).join(', ')} ${r.from} → ${r.to ?? 'eliminated'}`).join('; ')}</p>
          ) : null}
          {combat.disrupted?.length ? <p>Disrupted: {combat.disrupted.map(ix.nameOf).join(', ')}</p> : null}
          {combat.eliminated?.length ? <p>Eliminated: {combat.eliminated.map(ix.nameOf).join(', ')}</p> : null}
        </div>
      ) : null}
      {rolls.length ? (
        <>
          <h3>Last rolls</h3>
          <ul className="rolls">
            {rolls.map((e, i) => (
              <li key={i}>
                <Dice dice={e.dice!} /> {e.text} {e.rule ? <RuleLink rule={e.rule} onOpen={openRule} /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : !isCombat(combat) ? (
        <p className="muted">No combat or die roll at the moment (earlier rolls are in the log).</p>
      ) : null}
    </section>
  );
}
