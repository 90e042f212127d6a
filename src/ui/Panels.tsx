// The side panels. Each reads the PlayerView (viewFor) and the UI slice only, never the game state.
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  checkLabel,
  choiceLabel as engineChoiceLabel,
  clockLabel,
  commandLabel,
  isNight,
  maxSteps,
  unitStrength,
  type Command,
  type HexId,
  type LogEntry,
  type PlayerView,
  type Scenario,
} from '../engine';
import {
  currentView,
  hexTargets,
  mayAct,
  moveTargets,
  pickHexCommand,
  unitCommands,
  scenarioIndex,
  undoTarget,
  viewerOf,
  piecesAt,
  legalFor,
  refusalAt,
  currentCombat,
  type AigleState,
} from '../store';
import { useAigle, useAigleStore } from '../store/react';
import { Dice, RuleLink, withHexLinks } from './text';
import { ScoreLine } from './ScorePanel';
import { BombardPreview } from './BombardPreview';

export function useView(): PlayerView | null {
  return useAigle(currentView);
}

export function useScenario(): Scenario {
  return useAigle((s) => s.game!.scenario);
}

function sideAdjective(sc: Scenario, side: string | null | undefined): string {
  return sc.sides.find((s) => s.id === side)?.adjective ?? side ?? '';
}

// ------------------------------------------------------------------ turn track

/** The turn track from the scenario's clock; `status` replaces the default phase line (other rules systems). */
export function TurnTrack({ status, className = '' }: { status?: React.ReactNode; className?: string } = {}) {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  const turn = view.clock.turn;
  const active = view.clock.activeSide;
  return (
    <section className={`turn-track ${className}`.trim()} aria-label="Turn track">
      <ol className="turns">
        {Array.from({ length: sc.turns.count }, (_, i) => {
          const t = i + 1;
          const night = isNight(sc, t);
          const label = `Turn ${t}, ${clockLabel(sc, t)}${night ? ', night' : ''}${t === turn ? ', current turn' : ''}`;
          return (
            <li key={t} className={`turn ${night ? 'night' : 'day'} ${t === turn ? 'current' : t < turn ? 'past' : ''}`} aria-label={label} title={label} aria-current={t === turn ? 'step' : undefined}>
              <span className="turn-n">{t}</span>
              <span className="turn-time">{clockLabel(sc, t)}</span>
              <span className="turn-sky" aria-hidden="true">
                {night ? '☾' : '☀'}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="phase" data-testid="phase">
        <strong>
          Turn {turn} of {sc.turns.count}
        </strong>{' '}
        · {clockLabel(sc, turn)}{' '}
        {status ?? (
          <>
            {isNight(sc, turn) ? '(night)' : '(day)'} · {view.clock.phase}
            {active ? ` · activation ${view.clock.activation}: ${sideAdjective(sc, active)}` : ''}
          </>
        )}
        {view.nlc ? <ScoreLine /> : null}
      </p>
    </section>
  );
}

// ------------------------------------------------------------------ prompt line

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
              ? 'Click a green hex, or pick a destination:'
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

export function choiceLabel(choice: string, sc: Scenario | null = null): string {
  return engineChoiceLabel(choice, sc);
}

/** A clicked piece of the deciding side that cannot act: the engine's reason, with its case. */
function Refused() {
  const game = useAigle((s) => s.game!);
  const viewer = useAigle(viewerOf);
  const hex = useAigle((s) => s.ui.inspectHex);
  const view = useView();
  const sc = useScenario();
  const openRule = useAigle((s) => s.actions.openCharts);
  if (!view || !viewer) return null;
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
  return (
    <div className="hex-choices" role="group" aria-label="Hex choices">
      {[...targets.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([hex, cands]) => (
          <button
            key={hex}
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
            className={p?.options.hexNotes?.[hex] ? `hex-note-${p.options.hexNotes[hex].severity}` : undefined}
          >
            {choiceLabel(cands[0].choice, sc)} {hex}
            {hexName(sc, hex)}
            {/* the engine's consequence of this hex (e.g. a retreat into an enemy ZOC), before the click */}
            {p?.options.hexNotes?.[hex] && <span className="hex-note">: {p.options.hexNotes[hex].text}</span>}
          </button>
        ))}
    </div>
  );
}

function hexName(sc: Scenario, hex: HexId): string {
  const h = sc.map.hexes.find((x) => x.id === hex);
  return h?.name ? ` ${h.name}` : '';
}

// ------------------------------------------------------------------ chit cup / activation

interface ChitView {
  cup?: number | string[];
  drawn?: string[];
  active?: string[];
}

/** Public rules-module state the view may carry (NLC chit cup, combat record); read defensively. */
function moduleState(view: PlayerView): { chits?: ChitView; combat?: unknown } {
  const v = view as PlayerView & { nlc?: ChitView & { combat?: unknown }; chits?: ChitView; combat?: unknown };
  const chits = v.nlc && ('cup' in v.nlc || 'drawn' in v.nlc) ? v.nlc : v.chits;
  return { chits, combat: v.nlc?.combat ?? v.combat };
}

function chitName(sc: Scenario, id: string): string {
  if (id.startsWith('ca:')) return `Coordinated Action (${sideAdjective(sc, id.slice(3))})`;
  const f = sc.formations.find((x) => x.id === id);
  return f ? `${f.name} (${sideAdjective(sc, f.side)})` : id;
}

export function ChitCup() {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  const { chits } = moduleState(view);
  const order = [sc.firstSide, ...sc.sides.map((s) => s.id).filter((x) => x !== sc.firstSide)];
  const active = view.clock.activeSide;
  const ai = active ? order.indexOf(active) : -1;
  const inCup = chits ? (Array.isArray(chits.cup) ? chits.cup.length : (chits.cup ?? 0)) : 0;
  return (
    <section className="panel chit-cup" aria-label="Chit cup and activations">
      <h2>Chit cup</h2>
      {chits ? (
        <>
          <p data-testid="chits-left">
            In the cup: <strong>{inCup}</strong> chit{inCup === 1 ? '' : 's'}
          </p>
          <p>Drawn this turn:</p>
          {chits.drawn?.length ? (
            <ol className="drawn">
              {chits.drawn.map((c, i) => (
                <li key={i} className={chits.active?.includes(c) || i === chits.drawn!.length - 1 ? 'current' : 'done'}>
                  {chitName(sc, c)}
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">none yet</p>
          )}
        </>
      ) : (
        <>
          <p className="muted">No chit cup in this rules set: the sides activate in turn order.</p>
          <ol className="activation-order">
            {order.map((side, i) => (
              <li key={side} className={i === ai ? 'current' : i < ai ? 'done' : ''}>
                <span className="side-chip" style={{ background: sc.sides.find((s) => s.id === side)?.color }} aria-hidden="true" />
                {sideAdjective(sc, side)} {i === ai ? '(acting)' : i < ai ? '(done)' : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

// ------------------------------------------------------------------ stack inspector

export function StackInspector() {
  const view = useView();
  const sc = useScenario();
  const hex = useAigle((s) => s.ui.inspectHex ?? s.ui.hover);
  const selected = useAigle((s) => s.ui.selected);
  const actions = useAigle((s) => s.actions);
  const movable = view?.pending?.options.units ?? [];
  if (!view) return null;
  const ix = scenarioIndex(sc);
  const ids = hex ? piecesAt(view, hex) : [];
  return (
    <section className="panel inspector" aria-label="Stack inspector">
      <h2>Hex {hex ?? '—'}</h2>
      {hex ? <HexFacts sc={sc} hex={hex} view={view} /> : <p className="muted">Click or hover a hex to see what is in it.</p>}
      {ids.length > 0 && (
        <ul className="pieces">
          {ids.map((id) => {
            const u = view.units[id];
            const su = ix.units[id];
            const sl = ix.leaders[id];
            const side = ix.sides[ix.sideOf(id) ?? ''];
            const can = movable.includes(id);
            const on = selected.includes(id);
            return (
              <li key={id} className="piece">
                <span className="side-chip" style={{ background: side?.color }} aria-hidden="true" />
                <span className="piece-text">
                  <strong>{ix.nameOf(id)}</strong> <span className="muted">{side?.adjective}</span>
                  <br />
                  {su && u ? (
                    <>
                      {su.type}, strength {unitStrength(su, u.steps)} ({u.steps}/{maxSteps(su)} steps{u.steps < maxSteps(su) ? ', reduced' : ''}), movement {su.movement}
                      {u.movedIn === view.clock.activation && u.mpSpentHalves ? ` (${u.mpSpentHalves / 2} MP spent)` : ''}, morale {su.morale}
                      {u.disrupted ? ', disrupted' : ''}
                    </>
                  ) : sl ? (
                    <>
                      leader ({sl.role}
                      {sl.hq ? ', HQ' : ''}), rating {sl.rating}, movement {sl.movement}
                    </>
                  ) : ix.hqs[id] ? (
                    <>headquarters of {ix.nameOf(ix.hqs[id].leader)}</>
                  ) : null}
                </span>
                {can && (
                  <button type="button" aria-pressed={on} className={on ? 'selected' : ''} onClick={() => actions.toggleSelect(id)} aria-label={`${on ? 'Unselect' : 'Select'} ${ix.nameOf(id)}`}>
                    {on ? 'Selected' : 'Select'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function HexFacts({ sc, hex, view }: { sc: Scenario; hex: HexId; view: PlayerView }) {
  const h = sc.map.hexes.find((x) => x.id === hex);
  const sides = sc.map.hexsides.filter((s) => s.a === hex || s.b === hex);
  const roads = sc.map.roads.filter((r) => r.path.includes(hex));
  const obj = sc.objectives.find((o) => o.hex === hex);
  const owner = view.control[hex];
  return (
    <p className="hex-facts" data-testid="hex-facts">
      {h?.name ? <strong>{h.name}: </strong> : null}
      {h?.terrain ?? sc.map.defaultTerrain}
      {h?.elevation ? `, elevation ${h.elevation}` : ''}
      {roads.length ? `, ${[...new Set(roads.map((r) => r.kind))].join(' and ')}` : ''}
      {sides.map((s) => `; ${s.features.join(' + ')} towards ${s.a === hex ? s.b : s.a}${s.high ? (s.high === hex ? ' (this side high)' : ' (far side high)') : ''}`).join('')}
      {h?.entry ? `; entry hex (${sideAdjective(sc, h.entry)})` : ''}
      {h?.supply ? `; supply source (${sideAdjective(sc, h.supply)})` : ''}
      {obj ? `; objective ${obj.vp} VP${owner ? `, held by the ${sideAdjective(sc, owner)}` : ''}` : ''}
    </p>
  );
}

// ------------------------------------------------------------------ combat panel

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
      {c.morale !== undefined && (
        <p>
          Morale {c.morale}
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
  if (!view) return null;
  // only the assault of the running segment: a finished one is in the log, not on the panel
  const combat = view.nlc ? currentCombat(view) : moduleState(view).combat;
  const ix = scenarioIndex(sc);
  const rolls = view.log.filter((e) => e.dice && e.dice.length).slice(-3).reverse();
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel combat" aria-label="Combat">
      <h2>Combat</h2>
      <BombardPreview />
      {isCombat(combat) ? (
        <div>
          <p>
            {combat.kind === 'bombardment' ? 'Bombardment of' : 'Assault on'}{' '}
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
        <p className="muted">No combat or die roll yet in this game.</p>
      ) : null}
    </section>
  );
}

// ------------------------------------------------------------------ secrets (own only)

export function SecretPanel() {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  const entries = Object.entries(view.secret).filter(([, v]) => v && Object.keys(v).length);
  if (!entries.length) return null;
  return (
    <section className="panel secret" aria-label="Your secret information">
      <h2>Secret: only you see this</h2>
      {entries.map(([side, v]) => (
        <div key={side}>
          <h3>{sideAdjective(sc, side)}</h3>
          <dl>
            {Object.entries(v).map(([k, val]) => (
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

// ------------------------------------------------------------------ log

export function GameLog() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const list = useRef<HTMLOListElement>(null);
  const log = view?.log ?? [];
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  if (!view) return null;
  const ids = new Set<string>();
  for (const e of log) for (const h of e.hexes ?? []) ids.add(h);
  const focus = (h: string) => actions.focusHex(h);
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel log" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={list} aria-live="polite" aria-relevant="additions" data-testid="log">
        {log.map((e: LogEntry, i) => (
          <li key={i} className={`log-entry${e.visibleTo !== 'all' ? ' private' : ''}`}>
            {e.visibleTo !== 'all' && (
              <span className="private-tag" title={`Seen only by the ${sideAdjective(sc, e.visibleTo)} player`}>
                🔒{' '}
              </span>
            )}
            {withHexLinks(e.text, e.hexes ?? [...ids].filter((h) => e.text.includes(h)), focus)}
            {e.dice && e.dice.length ? (
              <>
                {' '}
                <Dice dice={e.dice} />
              </>
            ) : null}{' '}
            {e.rule ? <RuleLink rule={e.rule} onOpen={openRule} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

// ------------------------------------------------------------------ hover line under the map

export function HoverLine() {
  const sc = useScenario();
  const hover = useAigle((s: AigleState) => s.ui.hover);
  const view = useView();
  const viewer = useAigle(viewerOf);
  const game = useAigle((s) => s.game!);
  const selected = useAigle((s) => s.ui.selected);
  if (!view || !hover) return <div className="hover-line muted">Drag to pan · wheel or pinch to zoom · click a piece, then a green hex</div>;
  const t = viewer && selected.length ? moveTargets(game.state, viewer, selected) : null;
  const mp = t?.hexes[hover];
  return (
    <div className="hover-line" data-testid="hover-line">
      <HexFacts sc={sc} hex={hover} view={view} />
      <span>
        <strong>{hover}</strong>
        {mp !== undefined ? ` · ${mp} MP to reach` : ''}
      </span>
    </div>
  );
}
