// The Cavalry Charge Segment (NLC 7.7, 7.10): for the selected cavalry, every enemy hex it may charge with
// both sides' strengths (halvings and doublings written out), the chance the infantry forms square and the
// charge it would then face, and the hits on every 2d6 roll. Clicking the hex on the map, or the button
// here, declares the charge. Every number comes from the engine's combat preview query.
import { useMemo } from 'react';
import { legalCommands, query, type ChargePreview as Preview, type FirePreview, type Scenario } from '../../engine';
import { currentView, mayAct, scenarioIndex, viewerOf } from '../../store';
import { useAigle } from '../../store/react';
import { OddsHead, SideRow } from '../AssaultPreview';
import { RuleLink } from '../text';

const round = (x: number) => Math.round(x * 100) / 100;

function lineText(l: FirePreview['lines'][number], sc: Scenario): string {
  // NLC 20.4: under roll six to hit the flank and backhand modifiers are +1 to every die (l.bonuses)
  const mods = [...l.halvings.map((h) => `halved (${h})`), ...(l.doublings ?? []).map((d) => `doubled (${d})`), ...(l.bonuses ?? []).map((b) => `${b}: +1 to every die`)];
  return `${scenarioIndex(sc).nameOf(l.unit)} ${l.base}${mods.length ? ', ' + mods.join(', ') + ` → ${round(l.value)}` : ''}`;
}

export function ChargePreview() {
  const game = useAigle((s) => s.game);
  const view = useAigle(currentView);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  const selected = useAigle((s) => s.ui.selected);
  const actions = useAigle((s) => s.actions);
  const canAct = useAigle((s) => {
    const p = s.game && currentView(s)?.pending;
    return !!p && p.sides.some((side) => mayAct(s, side));
  });
  const p = view?.pending ?? null;
  const on = !!game && !!viewer && canAct && p?.type === 'chargeDeclare' && selected.length > 0;
  const previews = useMemo(() => {
    if (!on || !game || !viewer || !p) return [];
    const out: { hex: string; preview: Preview | null; reason?: string; rule?: string }[] = [];
    for (const hex of p.options.hexes) {
      const q = query(game.state, viewer, { type: 'combat', pieces: selected, to: hex });
      if (q.type === 'combat') out.push({ hex, preview: q.preview as unknown as Preview });
      else if (q.type === 'none') out.push({ hex, preview: null, reason: q.reason, rule: q.rule });
    }
    return out;
  }, [on, game, viewer, p, selected]);
  if (!on || !game || !viewer || !p) return null;
  const sc = game.scenario;
  const ix = scenarioIndex(sc);
  const side = viewer === 'referee' ? (p.side ?? p.sides[0]) : viewer;
  const charge = (hex: string, from?: string) => actions.issue({ type: 'choose', side, n: game.state.seq, choice: 'charge', units: [...selected], hex, ...(from ? { from } : {}) });
  // NLC 20.2.3: the hexes of their line the selected cavalry may be named to charge `hex` from, when the listing holds several
  const origins = (hex: string): string[] =>
    legalCommands(game.state, side).flatMap((c) =>
      c.type === 'choose' && c.choice === 'charge' && c.hex === hex && c.from && c.units?.length === selected.length && selected.every((u) => c.units!.includes(u)) ? [c.from] : [],
    );
  const open = (r: string) => actions.openCharts(r);
  return (
    <div className="assault-preview charge-preview" data-testid="charge-preview">
      <h3>
        Charge with {selected.map(ix.nameOf).join(', ')} <RuleLink rule="NLC 7.7" onOpen={open} /> · modifiers <RuleLink rule="NLC 7.10" onOpen={open} />
      </h3>
      {previews.every((x) => !x.preview) ? <p className="muted">These units may not charge any of the hexes open to a charge now.</p> : null}
      {previews.map(({ hex, preview: pv, reason, rule }) =>
        pv ? (
          <div key={hex} data-testid={`charge-${hex}`}>
            <table className="fire-odds" aria-label={`Hits on each roll if you charge ${hex}`}>
              <caption>
                Charge {hex}: one round of fire, the side losing more steps retreats (ties to the defender), no halving by retreat
                {pv.flankUnits.length ? ' · flank charge: doubled, infantry and guns do not fire' : ''}
                {pv.method === 'sixes' ? ' · roll six to hit' : ''}
                {pv.method === 'sixes' && pv.attacker.dieMod ? ` (+${pv.attacker.dieMod} to every die of the charge)` : ''}
                {pv.moraleDiff ? ` · morale difference ${Math.abs(pv.moraleDiff)}: ${pv.moraleDiff > 0 ? 'you' : 'they'} fire ${25 * Math.abs(pv.moraleDiff)}% stronger, the other side weaker` : ''}
              </caption>
              <OddsHead />
              <tbody>
                <SideRow f={pv.attacker} label="you" />
                <SideRow f={pv.defender} label="they" />
                {pv.square ? <SideRow f={pv.square.attacker} label={`you vs square (${pv.square.chanceIn6} in 6)`} /> : null}
              </tbody>
            </table>
            <ul className="fire-mods">
              <li>
                <strong>Your charge:</strong> {pv.attacker.lines.map((l) => lineText(l, sc)).join('; ')} = {pv.attacker.strength}
              </li>
              <li>
                <strong>Their fire:</strong> {pv.defender.lines.length ? pv.defender.lines.map((l) => lineText(l, sc)).join('; ') : 'none'} = {pv.defender.strength}
              </li>
              {pv.square ? (
                <li>
                  <strong>Square:</strong> the infantry may check morale (passes on {pv.square.chanceIn6} in 6): your charge would be halved to {pv.square.attacker.strength} and could not flank
                </li>
              ) : null}
            </ul>
            {origins(hex).length ? (
              origins(hex).map((o) => (
                <button key={o} type="button" className="primary" onClick={() => charge(hex, o)} data-testid={`charge-${hex}-from-${o}`}>
                  Charge {hex} from {o}
                </button>
              ))
            ) : (
              <button type="button" className="primary" onClick={() => charge(hex)}>
                Charge {hex}
              </button>
            )}
          </div>
        ) : (
          <p key={hex} className="muted" data-testid={`charge-${hex}`}>
            {hex}: {reason} {rule ? <RuleLink rule={rule} onOpen={open} /> : null}
          </p>
        ),
      )}
    </div>
  );
}
