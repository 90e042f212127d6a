// The order composer (NLC 12.4, issue 10): the paper order sheet on screen. Choose the formation (the
// order-of-battle tree or its leader on the map), the order type (only those the engine accepts now, each
// with what it obliges; the others with the reason and case), the target and March waypoints by clicking
// the map, a sequence (NLC 12.5); before sending, the courier's arrival turn (NLC 12.6), the compliance
// column and the chance of each result (NLC 12.7), or the Local Decision odds (NLC 12.11). Sending is the
// engine's own order command; every answer here is the engine's.
import { useMemo } from 'react';
import { clockLabel, ORDER_INFO, type Command, type GameState, type HexId, type OrderChoices, type OrderPreview, type Scenario } from '../../engine';
import {
  addressableFor,
  composerKind,
  emptyDraft,
  mayAct,
  orderChoicesFor,
  orderPreviewFor,
  scenarioIndex,
  toOrderDraft,
  viewerOf,
  type ComposerDraft,
  type ComposerKind,
  type DraftStep,
} from '../../store';
import { useAigle } from '../../store/react';
import { ChartTable } from '../ChartTable';
import { RuleLink } from '../text';
import { sideAdjective, useScenario, useView } from '../hooks';

const CHOICE: Record<ComposerKind, string> = { written: 'order', local: 'localDecision', badMove: 'badMove' };
const TITLE: Record<ComposerKind, string> = { written: 'Write an order', local: 'Record a Local Decision', badMove: 'Order the Bad Move' };
const RESULT_TEXT: Record<string, string> = {
  C: 'complies at once',
  '1T': 'complies next turn',
  R4: 'complies on 4-6 in a later phase',
  R5: 'complies on 5-6 in a later phase',
  I: 'ignores the order',
  ActsLocally: 'acts locally',
  NoEffect: 'no effect',
  BadMove: 'Bad Move: the opponent orders it',
};
/** Orders that may be followed by another (NLC 12.5). */
const CHAINS = ['march', 'attack'];

function place(sc: Scenario, h: HexId): string {
  const n = sc.map.hexes.find((x) => x.id === h)?.name;
  return n ? `${h} ${n}` : h;
}

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

/** The side whose order this is: the screen side, or in solo/referee view the first side still deciding. */
function decidingSide(p: { side: string | null; sides: string[] }, viewer: string): string {
  return viewer === 'referee' ? (p.side ?? p.sides[0]) : viewer;
}

export function OrderComposer() {
  const view = useView();
  const sc = useScenario();
  const state = useAigle((s) => s.game!.state);
  const viewer = useAigle(viewerOf);
  const draft = useAigle((s) => s.ui.composer);
  const actions = useAigle((s) => s.actions);
  const p = view?.pending ?? null;
  const kind = composerKind(p?.type);
  const side = p && viewer ? decidingSide(p, viewer) : null;
  const canAct = useAigle((s) => !!side && mayAct(s, side));
  if (!view || !p || !kind || !viewer || !side || !canAct) return null;
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel composer" aria-label="Order composer" data-testid="order-composer">
      <h2>
        {TITLE[kind]} <RuleLink rule={kind === 'written' ? 'NLC 12.4' : 'NLC 12.11'} onOpen={openRule} />
      </h2>
      {!draft ? (
        <button type="button" className="primary" onClick={() => actions.setComposer(badMoveStart(sc, p.options.units, side, kind))} data-testid="compose-open">
          {kind === 'badMove' ? 'Choose its order…' : kind === 'local' ? 'Record a Local Decision…' : 'Write an order…'}
        </button>
      ) : (
        <ComposerBody draft={draft} kind={kind} side={side} viewer={viewer} state={state} sc={sc} openRule={openRule} />
      )}
    </section>
  );
}

/** A Bad Move addresses the one formation the opponent's roll named (its leader is the decision's piece). */
function badMoveStart(sc: Scenario, units: string[], side: string, kind: ComposerKind): ComposerDraft {
  const d = emptyDraft();
  if (kind !== 'badMove') return d;
  const f = sc.formations.find((x) => x.side !== side && x.leader && units.includes(x.leader));
  return { ...d, formation: f?.id ?? null };
}

interface BodyProps {
  draft: ComposerDraft;
  kind: ComposerKind;
  side: string;
  viewer: string;
  state: GameState;
  sc: Scenario;
  openRule: (r: string) => void;
}

function ComposerBody({ draft, kind, side, viewer, state, sc, openRule }: BodyProps) {
  const actions = useAigle((s) => s.actions);
  const set = (d: ComposerDraft) => actions.setComposer(d);
  const ix = scenarioIndex(sc);
  const choices = useMemo(
    () => (draft.formation ? orderChoicesFor(state, viewer, side, draft.formation, kind) : null),
    [state, viewer, side, draft.formation, kind],
  );
  const od = toOrderDraft(draft);
  const preview = useMemo(() => (od ? orderPreviewFor(state, viewer, side, od, kind) : null), [state, viewer, side, JSON.stringify(od), kind]); // eslint-disable-line react-hooks/exhaustive-deps
  const send = () => {
    if (!od) return;
    const cmd = { type: 'choose', side, n: state.seq, choice: CHOICE[kind], order: od } as Command;
    if (actions.issue(cmd)) actions.setComposer(kind === 'badMove' ? null : emptyDraft());
  };
  return (
    <div className="composer-body">
      <FormationPicker draft={draft} kind={kind} side={side} sc={sc} set={set} />
      {choices && 'reason' in choices && (
        <p className="error">
          {choices.reason} <RuleLink rule={choices.rule} onOpen={openRule} />
        </p>
      )}
      {choices && !('reason' in choices) && (
        <>
          <p className="muted" data-testid="composer-from">
            {kind === 'written' ? (
              <>
                From {choices.senderName ?? 'no overall commander'}
                {choices.capacity ? ` · ${choices.capacity.left} order${choices.capacity.left === 1 ? '' : 's'} left this turn${choices.capacity.atHq ? '' : ' (away from his HQ)'}` : ''}{' '}
                <RuleLink rule="NLC 12.12" onOpen={openRule} />
              </>
            ) : kind === 'local' ? (
              <>{choices.senderName ?? 'no leader'} decides on his own</>
            ) : (
              <>You choose the order of the enemy's {choices.name}; it complies at once.</>
            )}
            {choices.current ? ` · now: ${choices.current}` : ''}
          </p>
          {draft.steps.map((st, i) => (
            <StepEditor key={i} i={i} step={st} draft={draft} choices={choices} sc={sc} set={set} openRule={openRule} ix={ix} />
          ))}
          {draft.steps.length === 0 && <TypePicker choices={choices} onPick={(t) => set(startStep(draft, 0, t))} openRule={openRule} />}
          {draft.steps.length > 0 && CHAINS.includes(draft.steps[draft.steps.length - 1].type) && kind !== 'badMove' && !choices.isHq && (
            <ThenPicker draft={draft} set={set} />
          )}
          {draft.steps.length > 0 && kind !== 'badMove' && !choices.isHq && (
            <label className="composer-check">
              <input type="checkbox" checked={draft.awaitFurther} onChange={(e) => set({ ...draft, awaitFurther: e.target.checked })} /> await further orders at the end
              (Reserve, not Defend) <RuleLink rule="NLC 12.8" onOpen={openRule} />
            </label>
          )}
          {preview && <PreviewBox preview={preview} kind={kind} sc={sc} openRule={openRule} />}
          <div className="composer-buttons">
            <button type="button" className="primary" disabled={!preview?.ok} onClick={send} data-testid="composer-send">
              {kind === 'written' ? 'Send the order' : kind === 'local' ? 'Record the decision' : 'Give this order'}
            </button>{' '}
            <button type="button" onClick={() => actions.setComposer(kind === 'badMove' ? { ...draft, steps: [], pick: null } : null)}>
              {kind === 'badMove' ? 'Clear' : 'Close'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** A new order of the draft at step i; a type with a target puts the map in target-picking mode. */
function startStep(draft: ComposerDraft, i: number, type: string): ComposerDraft {
  const info = ORDER_INFO[type as keyof typeof ORDER_INFO];
  const steps = [...draft.steps.slice(0, i), { type, target: [], route: [] } as DraftStep];
  return { ...draft, steps, pick: info?.needsTarget ? { step: i, what: 'target' } : null };
}

/** The order-of-battle tree: overall commanders, their HQs and formations (or the one Bad Move formation). */
function FormationPicker({ draft, kind, side, sc, set }: { draft: ComposerDraft; kind: ComposerKind; side: string; sc: Scenario; set: (d: ComposerDraft) => void }) {
  const ix = scenarioIndex(sc);
  const list = addressableFor(sc, side, kind);
  if (kind === 'badMove') {
    return (
      <p>
        Formation: <strong>{draft.formation ? (sc.formations.find((f) => f.id === draft.formation)?.name ?? draft.formation) : '?'}</strong>
      </p>
    );
  }
  const ocs = sc.leaders.filter((l) => l.side === side && l.role === 'overall');
  const under = (oc: string | null) =>
    list.filter((id) => {
      const f = sc.formations.find((x) => x.id === id);
      const hq = sc.hqs.find((h) => h.id === id);
      const boss = f?.commander ?? hq?.leader ?? ocs[0]?.id ?? null;
      return ocs.length <= 1 || boss === oc;
    });
  const name = (id: string) => {
    const f = sc.formations.find((x) => x.id === id);
    if (f) return f.name;
    return ix.hqs[id]?.name ?? id;
  };
  return (
    <div className="oob" role="tree" aria-label="Order of battle">
      {(ocs.length ? ocs : [null]).map((oc) => (
        <div key={oc?.id ?? 'none'} role="treeitem" aria-expanded="true">
          <span className="muted">{oc ? oc.name : sideAdjective(sc, side)}</span>
          <ul role="group">
            {under(oc?.id ?? null).map((id) => (
              <li key={id} role="treeitem">
                <button
                  type="button"
                  aria-pressed={draft.formation === id}
                  className={draft.formation === id ? 'selected' : ''}
                  onClick={() => set({ formation: id, steps: [], awaitFurther: false, pick: null })}
                >
                  {name(id)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {kind === 'written' || kind === 'local' ? <p className="muted small">or click a leader on the map</p> : null}
    </div>
  );
}

function TypePicker({ choices, onPick, openRule }: { choices: OrderChoices; onPick: (t: string) => void; openRule: (r: string) => void }) {
  const legal = choices.types.filter((t) => t.legal);
  const not = choices.types.filter((t) => !t.legal);
  return (
    <div className="order-types" role="group" aria-label="Order type">
      {legal.length === 0 && <p className="muted">No order is possible for {choices.name} now.</p>}
      <ul>
        {legal.map((t) => (
          <li key={t.type}>
            <button type="button" onClick={() => onPick(t.type)} data-order-type={t.type}>
              {t.label}
            </button>{' '}
            <span className="muted">{t.obliges}</span>
          </li>
        ))}
      </ul>
      {not.length > 0 && (
        <details>
          <summary>Not possible now ({not.length})</summary>
          <ul>
            {not.map((t) => (
              <li key={t.type}>
                <strong>{t.label}</strong>: {t.reason} {t.rule && <RuleLink rule={t.rule} onOpen={openRule} />}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function StepEditor({
  i,
  step,
  draft,
  choices,
  sc,
  set,
  openRule,
  ix,
}: {
  i: number;
  step: DraftStep;
  draft: ComposerDraft;
  choices: OrderChoices;
  sc: Scenario;
  set: (d: ComposerDraft) => void;
  openRule: (r: string) => void;
  ix: ReturnType<typeof scenarioIndex>;
}) {
  const info = ORDER_INFO[step.type as keyof typeof ORDER_INFO];
  const choice = choices.types.find((t) => t.type === step.type);
  const picking = draft.pick?.step === i ? draft.pick.what : null;
  const upd = (patch: Partial<DraftStep>) => set({ ...draft, steps: draft.steps.map((s, k) => (k === i ? { ...s, ...patch } : s)) });
  return (
    <div className="order-step" data-testid={`order-step-${i}`}>
      <p>
        <strong>
          {i > 0 ? 'then ' : ''}
          {info?.label ?? step.type}
        </strong>{' '}
        <span className="muted">{info?.obliges}</span>{' '}
        <button type="button" className="linklike" onClick={() => set({ ...draft, steps: draft.steps.slice(0, i), pick: null })} aria-label={`Remove ${info?.label}`}>
          ✕
        </button>
      </p>
      {step.type === 'assign' && (
        <label>
          Under{' '}
          <select value={step.leader ?? ''} onChange={(e) => upd({ leader: e.target.value || undefined })} aria-label="New commander">
            <option value="">choose a commander…</option>
            {(choice?.leaders ?? []).map((l) => (
              <option key={l} value={l}>
                {ix.nameOf(l)}
              </option>
            ))}
          </select>
        </label>
      )}
      {info?.needsTarget && (
        <p>
          Target:{' '}
          {step.target.length ? (
            step.target.map((h) => (
              <span key={h} className="chip" data-testid="draft-target">
                {place(sc, h)}
              </span>
            ))
          ) : (
            <span className="muted">none yet</span>
          )}{' '}
          <button
            type="button"
            aria-pressed={picking === 'target'}
            onClick={() => set({ ...draft, pick: picking === 'target' ? null : { step: i, what: 'target' } })}
            data-testid={`pick-target-${i}`}
          >
            {picking === 'target' ? 'Clicking the map… (done)' : 'Pick on the map'}
          </button>
          {i === 0 && choice?.sample && !step.target.length && (
            <>
              {' '}
              <button type="button" onClick={() => upd({ target: choice.sample! })}>
                Suggest: {place(sc, choice.sample[0])}
              </button>
            </>
          )}
          {picking === 'target' && (
            <span className="muted small">
              {' '}
              Click hexes in reach (shaded) for the target; two or more hexes make a line (road, crest); click again to take one off.
            </span>
          )}
        </p>
      )}
      {step.type === 'march' && (
        <p>
          Route:{' '}
          {step.route.length ? step.route.map((h) => <span key={h} className="chip">{place(sc, h)}</span>) : <span className="muted">direct</span>}{' '}
          <button type="button" aria-pressed={picking === 'route'} onClick={() => set({ ...draft, pick: picking === 'route' ? null : { step: i, what: 'route' } })}>
            {picking === 'route' ? 'Adding waypoints… (done)' : 'Add waypoints on the map'}
          </button>{' '}
          <RuleLink rule="NLC 12.2" onOpen={openRule} />
        </p>
      )}
      {step.type === 'attack' && (
        <label className="composer-check">
          <input type="checkbox" checked={!!step.nextDay} onChange={(e) => upd({ nextDay: e.target.checked || undefined })} /> attack the next day <RuleLink rule="NLC 12.5" onOpen={openRule} />
        </label>
      )}
    </div>
  );
}

function ThenPicker({ draft, set }: { draft: ComposerDraft; set: (d: ComposerDraft) => void }) {
  return (
    <label className="then-picker">
      Then (a sequence){' '}
      <select
        value=""
        aria-label="Next order of the sequence"
        onChange={(e) => {
          if (e.target.value) set(startStep(draft, draft.steps.length, e.target.value));
        }}
      >
        <option value="">add an order…</option>
        {Object.entries(ORDER_INFO)
          .filter(([t]) => t !== 'assign' && t !== 'generalRetreat')
          .map(([t, info]) => (
            <option key={t} value={t}>
              {info.label}
            </option>
          ))}
      </select>
    </label>
  );
}

function PreviewBox({ preview, kind, sc, openRule }: { preview: OrderPreview; kind: ComposerKind; sc: Scenario; openRule: (r: string) => void }) {
  if (!preview.ok) {
    return (
      <p className="refusal" role="status" data-testid="composer-refusal">
        {preview.reason} <RuleLink rule={preview.rule} onOpen={openRule} />
      </p>
    );
  }
  const c = preview.compliance;
  return (
    <div className="order-preview" data-testid="order-preview">
      {kind === 'written' && (
        <p data-testid="composer-arrival">
          {preview.faceToFace ? (
            <>Face to face: received this phase.</>
          ) : preview.delay === 0 ? (
            <>
              Within reach ({preview.distanceMp} MP{preview.los ? ', in sight' : ''}): received this phase.
            </>
          ) : (
            <>
              Courier: {preview.distanceMp} MP{preview.los ? ', in sight (halved)' : ''} → arrives <strong>{clockLabel(sc, preview.arrives)}</strong> (turn {preview.arrives}, in {preview.delay}{' '}
              turn{preview.delay === 1 ? '' : 's'}).
            </>
          )}{' '}
          <RuleLink rule="NLC 12.6" onOpen={openRule} />
        </p>
      )}
      {c && (
        <p data-testid="composer-column">
          Compliance: sender {c.sender} + recipient {c.recipient}
          {c.shifts.length ? `, ${c.shifts.join('; ')}` : ''} → column <strong>{c.column}</strong>
          {preview.demoralized ? ' (demoralized: each result one step worse)' : ''} <RuleLink rule="NLC 12.7" onOpen={openRule} />
        </p>
      )}
      {preview.local && (
        <p>
          Local Decision: rating {preview.local.rating}
          {preview.local.reserve ? ', +1 in Reserve' : ''} <RuleLink rule="NLC 12.11" onOpen={openRule} />
        </p>
      )}
      {kind === 'badMove' && <p>The formation complies at once; both sides see the order.</p>}
      {preview.odds.length > 0 && (
        <ChartTable
          wrap={false}
          className="chart-table odds"
          testId="composer-odds"
          label="Chance of each result"
          corner="result"
          columns={preview.odds.map((o) => o.result)}
          rows={[
            { key: 'p', head: 'chance', cells: preview.odds.map((o) => pct(o.chance)) },
            { key: 'm', head: 'means', cells: preview.odds.map((o) => RESULT_TEXT[o.result] ?? o.result) },
          ]}
        />
      )}
    </div>
  );
}
