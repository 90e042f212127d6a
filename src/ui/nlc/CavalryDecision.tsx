// Who decides a cavalry interrupt and why (NLC 7.8, 7.9, 7.10): a reaction charge is the reacting side's
// choice, forming square the charged side's, pursuit the winner's. Both players see who decides and under
// which case; only the deciding player sees the choices (the engine redacts them for the other). For a
// reaction charge the decider gets one button per hex of the enemy's path with every unit that may strike it.
import { legalCommands, type Command } from '../../engine';
import { currentView, mayAct, scenarioIndex, viewerOf } from '../../store';
import { useAigle } from '../../store/react';
import { RuleLink } from '../text';

const WHY: Record<string, { who: string; why: string; rule: string }> = {
  reactionDeclare: { who: 'reacting', why: 'enemy units came within two hexes of its undisrupted cavalry: it may reaction-charge (a morale test each, +1 with a leader)', rule: 'NLC 7.9' },
  formSquare: { who: 'charged', why: 'its undisrupted infantry is charged: it may try to form square (a morale check halves the charge and stops a flank charge)', rule: 'NLC 7.10' },
  chargeAfter: { who: 'winning', why: 'its cavalry won: it stays, goes back, or pursues (declining, each unit tests its pursuit rating)', rule: 'NLC 7.8' },
};

export function CavalryDecision() {
  const game = useAigle((s) => s.game);
  const view = useAigle(currentView);
  const viewer = useAigle((s) => (s.game ? viewerOf(s) : null));
  const actions = useAigle((s) => s.actions);
  const canAct = useAigle((s) => {
    const p = s.game && currentView(s)?.pending;
    return !!p && p.sides.some((side) => mayAct(s, side));
  });
  const p = view?.pending ?? null;
  if (!game || !view || !p || !WHY[p.type]) return null;
  const sc = game.scenario;
  const ix = scenarioIndex(sc);
  const w = WHY[p.type];
  const side = sc.sides.find((x) => x.id === (p.side ?? p.sides[0]));
  let strikes: Command[] = [];
  if (canAct && p.type === 'reactionDeclare' && viewer) {
    // per hex, the declaration with the most units (all of them that may strike it)
    const byHex = new Map<string, Command>();
    for (const c of legalCommands(game.state, p.side ?? undefined)) {
      if (c.type !== 'choose' || c.choice !== 'reactionCharge' || !c.hex) continue;
      const best = byHex.get(c.hex) as Extract<Command, { type: 'choose' }> | undefined;
      if (!best || (c.units?.length ?? 0) > (best.units?.length ?? 0)) byHex.set(c.hex, c);
    }
    strikes = [...byHex.values()];
  }
  return (
    <div className="cavalry-decision" data-testid="cavalry-decision" role="status">
      <p>
        <strong>The {side?.adjective ?? side?.name ?? ''} player decides</strong>, as the {w.who} side: {w.why}. <RuleLink rule={w.rule} onOpen={actions.openCharts} />
      </p>
      {strikes.length ? (
        <div className="prompt-buttons">
          {strikes.map((c, i) =>
            c.type === 'choose' ? (
              <button key={i} type="button" onClick={() => actions.issue(c)} onMouseEnter={() => c.hex && actions.setHover(c.hex)}>
                Reaction charge at {c.hex} with {(c.units ?? []).map(ix.nameOf).join(', ')}
              </button>
            ) : null,
          )}
        </div>
      ) : null}
    </div>
  );
}
