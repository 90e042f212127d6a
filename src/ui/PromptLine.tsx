// The prompt line: what the pending decision asks, its buttons, undo, the hex choices and the engine's
// reason when a clicked piece cannot act.
import { useEffect, useMemo, useRef, useState } from 'react';
import { commandLabel, choiceLabel, type Command, type HexId, type Scenario } from '../engine';
import { currentView, hexTargets, mayAct, moveTargets, pickHexCommand, unitCommands, scenarioIndex, undoTarget, viewerOf, legalFor, refusalAt } from '../store';
import { useAigle, useAigleStore } from '../store/react';
import { RuleLink } from './text';
import { useView, useScenario, sideAdjective } from './hooks';

/** A command in words, from the engine's central labels (never a raw id). */
function describe(sc: Scenario, cmd: Command): string {
  return commandLabel(cmd, sc);
}

export function PromptLine() {
  const store = useAigleStore();
  const view = useView();
  const sc = useScenario();
  const selected = useAigle((s) => s.ui.selected);
  const error = useAigle((s) => s.ui.error);
  const notice = useAigle((s) => s.ui.notice);
  const undoEntry = useAigle(undoTarget);
  const game = useAigle((s) => s.game!);
  const viewer = useAigle(viewerOf);
  const actions = useAigle((s) => s.actions);
  const canAct = useAigle((s) => {
    const p = s.game && currentView(s)?.pending;
    return !!p && p.sides.some((side) => mayAct(s, side));
  });
  const [dest, setDest] = useState('');
  const targets = useMemo(() => (viewer && selected.length ? moveTargets(game.state, viewer, selected) : null), [game.state, viewer, selected]);
  const destList = useMemo(() => Object.entries(targets?.hexes ?? {}).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])), [targets]);
  useEffect(() => setDest(''), [selected, game.state]);
  if (!view) return null;
  const p = view.pending;
  const ix = scenarioIndex(sc);
  const openRule = (r: string) => actions.openCharts(r);
  // a button only when the side at the screen can really give that order (a simultaneous secret
  // decision lists every deciding side's buttons: each side sees only its own)
  const actSide = viewer === 'referee' ? (p?.side ?? p?.sides[0]) : viewer;
  const legalNow = p && actSide ? legalFor(game.state, actSide) : [];
  const offered = (id: string) =>
    id === 'endActivation' || id === 'endTurn' || !legalNow.length || legalNow.some((c) => c.type === id || (c.type === 'choose' && c.choice === id));
  return (
    <section className="prompt" aria-label="What you may do now">
      {view.result ? (
        <div className="result" role="status">
          {/* the reason states the score in the rules system's own terms (VP in NLC, morale points in N20) */}
          <strong>Game over.</strong> {view.result.winner ? `${sideAdjective(sc, view.result.winner)} ${view.result.level}` : view.result.level}.{' '}
          {view.result.reason} <RuleLink rule={view.result.rule} onOpen={openRule} />
        </div>
      ) : p ? (
        <p className="prompt-text" data-testid="prompt">
          <span className="side-chip" style={{ background: sc.sides.find((s) => s.id === (p.side ?? p.sides[0]))?.color }} aria-hidden="true" />
          {canAct ? p.prompt : `Waiting for the ${p.sides.map((x) => sideAdjective(sc, x)).join(' and ')} player`} <RuleLink rule={p.rule} onOpen={openRule} />
        </p>
      ) : (
        <p className="prompt-text">Nothing to decide.</p>
      )}
      {canAct && p && (
        <div className="prompt-buttons">
          {p.options.buttons.filter((b) => offered(b.id)).map((b) => (
            <button key={b.id} type="button" className="primary" onClick={() => actions.pressButton(b.id)} aria-keyshortcuts={b.id.startsWith('end') ? 'E' : undefined}>
              {b.label}
              {b.id.startsWith('end') ? <kbd>E</kbd> : null}
            </button>
          ))}
          <button
            type="button"
            onClick={() => actions.undo()}
            disabled={!undoEntry}
            aria-keyshortcuts="U Control+Z"
            title={undoEntry ? `Take back: ${describe(sc, undoEntry.cmd)}` : 'Nothing to take back since the last die roll, reveal or hand-over'}
          >
            Undo{undoEntry ? `: ${describe(sc, undoEntry.cmd)}` : ''} <kbd>U</kbd>
          </button>
        </div>
      )}
      {canAct && p && selected.length > 0 && (
        <div className="move-form">
          <p>
            Selected: <strong>{selected.map(ix.nameOf).join(', ')}</strong>.{' '}
            {/* say why a piece cannot move only when moving is what this decision is about */}
            {destList.length
              ? 'Click a violet hex, or pick a destination:'
              : !legalNow.some((c) => c.type === 'move')
                ? ''
                : targets?.reason
                  ? `Cannot move: ${targets.reason}`
                  : 'No hex to move to.'}{' '}
            {targets?.rule && !destList.length && legalNow.some((c) => c.type === 'move') ? <RuleLink rule={targets.rule} onOpen={openRule} /> : null}
          </p>
          {destList.length > 0 && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (dest) actions.moveSelectedTo(dest);
              }}
            >
              <label>
                Destination{' '}
                <select value={dest} onChange={(e) => setDest(e.target.value)} aria-label="Destination hex">
                  <option value="">choose a hex…</option>
                  {destList.map(([h, mp]) => (
                    <option key={h} value={h}>
                      {h}
                      {hexName(sc, h)} — {mp} MP
                    </option>
                  ))}
                </select>
              </label>{' '}
              <button type="submit" disabled={!dest}>
                Move
              </button>{' '}
              <button type="button" onClick={() => actions.deselect()}>
                Deselect <kbd>Esc</kbd>
              </button>
            </form>
          )}
        </div>
      )}
      {canAct && p && viewer && !selected.length && <Refused />}
      {canAct && p && viewer && <HexChoices selected={selected} />}
      {canAct && p && viewer && selected.length > 0 && (
        <div className="unit-orders">
          {unitCommands(game.state, p, viewer, selected).map((c, i) => (
            <button key={i} type="button" onClick={() => actions.issue(c)}>
              {choiceLabel(c.choice, sc)}: {selected.map(ix.nameOf).join(', ')}
            </button>
          ))}
        </div>
      )}
      {canAct && p && p.options.units.length > 0 && (
        <details className="movable" open={p.options.units.length <= 12}>
          <summary>Pieces that may act ({p.options.units.length})</summary>
          <ul>
            {p.options.units.map((id) => {
              const hex = view.units[id]?.hex ?? view.leaders[id]?.hex ?? '';
              const on = selected.includes(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    className={on ? 'selected' : ''}
                    onClick={() => {
                      actions.select(on ? [] : [id]);
                      if (!on && hex) actions.focusHex(hex);
                    }}
                  >
                    {ix.nameOf(id)} <span className="muted">{hex}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </details>
      )}
      {error && (
        <p className="error" role="alert" data-testid="error">
          {error.message} {error.rule ? <RuleLink rule={error.rule} onOpen={openRule} /> : null}{' '}
          <button type="button" className="linklike" onClick={() => store.getState().actions.clearError()} aria-label="Dismiss the message">
            ✕
          </button>
        </p>
      )}
      {notice && !error && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}

/** A clicked piece of the deciding side that cannot act: the engine's reason, with its case. */
function Refused() {
  const game = useAigle((s) => s.game!);
  const viewer = useAigle(viewerOf);
  const hex = useAigle((s) => s.ui.inspectHex);
  const view = useView();
  const sc = useScenario();
  const openRule = useAigle((s) => s.actions.openCharts);
  // the reason answers a click made in this decision: a hex still inspected from an earlier one (the
  // charging cavalry's, say, once its pursuit is over and another formation moves) explains nothing
  const clicked = useRef<{ hex: HexId | null; seq: number | undefined }>({ hex, seq: view?.seq });
  if (clicked.current.hex !== hex) clicked.current = { hex, seq: view?.seq };
  if (!view || !viewer || clicked.current.seq !== view.seq) return null;
  const r = refusalAt(game.state, view, viewer, hex, sc);
  if (!r) return null;
  return (
    <p className="refusal" role="status" data-testid="refusal">
      <strong>{scenarioIndex(sc).nameOf(r.piece)} cannot act:</strong> {r.reason}. <RuleLink rule={r.rule} onOpen={openRule} />
    </p>
  );
}

/** The hex choices of the pending decision as buttons, so they can be made without the map. */
function HexChoices({ selected }: { selected: string[] }) {
  const game = useAigle((s) => s.game!);
  const viewer = useAigle(viewerOf);
  const actions = useAigle((s) => s.actions);
  const view = useView();
  const sc = useScenario();
  const p = view?.pending ?? null;
  const targets = useMemo(() => {
    // NLC assaults go through the attack panel (aim, preview, confirm), never a one-click button
    const all = hexTargets(game.state, p, viewer, selected);
    for (const [h, c] of all) {
      const rest = c.filter((x) => x.choice !== 'assault');
      if (rest.length) all.set(h, rest);
      else all.delete(h);
    }
    return all;
  }, [game.state, p, viewer, selected]);
  if (!targets.size) return null;
  // NLC 20.2.3: a placement on a hexside (a line moved, or kept in a retreat) is a button of its own, named by both hexes
  const entries: [string, HexId, NonNullable<ReturnType<typeof targets.get>>][] = [];
  for (const [hex, cands] of [...targets.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const single = cands.filter((c) => !c.second);
    if (single.length) entries.push([hex, hex, single]);
    for (const c of cands) if (c.second) entries.push([`${hex}-${c.second}`, hex, [c]]);
  }
  return (
    <div className="hex-choices" role="group" aria-label="Hex choices">
      {entries.map(([key, hex, cands]) => {
        // the engine's consequence of this hex (e.g. a retreat into an enemy ZOC), before the click; a hexside placement has none of its own
        const note = cands[0].second ? undefined : p?.options.hexNotes?.[hex];
        return (
          <button
            key={key}
            type="button"
            onMouseEnter={() => actions.setHover(hex)}
            onFocus={() => actions.setHover(hex)}
            onClick={() => {
              const c = pickHexCommand(cands, selected);
              // a bombardment is aimed here and fired with the preview's confirm button (NLC 8.1)
              if (c?.type === 'choose' && c.choice === 'bombard') actions.aimAt(hex);
              else if (c) actions.issue(c);
              else actions.focusHex(hex);
            }}
            title={pickHexCommand(cands, selected) ? undefined : 'Select the units first'}
            className={note ? `hex-note-${note.severity}` : undefined}
          >
            {choiceLabel(cands[0].choice, sc)} {cands[0].second ? `${hex}-${cands[0].second}` : hex}
            {hexName(sc, hex)}
            {cands[0].second && cands[0].units?.length ? ` (${cands[0].units.map((u) => scenarioIndex(sc).nameOf(u)).join(', ')})` : ''}
            {note && <span className="hex-note">: {note.text}</span>}
          </button>
        );
      })}
    </div>
  );
}

function hexName(sc: Scenario, hex: HexId): string {
  const h = sc.map.hexes.find((x) => x.id === hex);
  return h?.name ? ` ${h.name}` : '';
}
