// Napoleonic 20 orders the generic prompt line cannot word well: every legal command of the side at
// the screen that names units or a hex (field works, Direct Command, card plays on a unit, exits,
// pursuit, disengage and countercharge, attack and target picks, retreats, advances, rally, event
// picks), plus the reserve step, each as a labelled button. The commands are the
// engine's legalCommands, issued as they are; moves and the maneuver chits have their own controls.
import { useState } from 'react';
import { choiceLabel, type Command, type PlayerView, type Scenario, type Side } from '../../engine';
import { currentView, scenarioIndex } from '../../store';
import { useAigle, useAigleShallow } from '../../store/react';
import { useScenario, useView } from '../hooks';
import { actingSides, cardInfo, legalOf } from './n20Data';
import { BattleOdds } from './BattleOdds';

type Choose = Extract<Command, { type: 'choose' }>;

const GROUP: Record<string, string> = {
  fort: 'Build a fort',
  redoubt: 'Build a redoubt',
  dc: 'Place the Direct Command marker',
  exit: 'Withdraw off the map',
  pursue: 'Pursuit off the map',
  disengage: 'Disengage',
  countercharge: 'Countercharge',
  attack: 'Add an attacker',
  target: 'Add a defender',
  retreat: 'Retreat to',
  advance: 'Advance after combat',
  'rally:one': '+1 to one rally roll (½ Morale Point)',
  pick: 'Pick the unit',
  commitReserve: 'Reserves',
  card: 'Play a card',
  'card:pick': 'Shuffle into the event deck',
  pass: 'Pass',
};

/** Hex-only choices the prompt line's hex choices already offer, one button a site: not offered twice (issue 8). */
const IN_PROMPT = new Set(['fort', 'redoubt']);

/** Decisions whose plain buttons (no unit, no hex) the prompt line shows with raw ids: we label them. */
const LABEL_PLAIN = new Set(['n20:reserves']);

function groupOf(c: Choose): string {
  if (c.choice.startsWith('card:pick:')) return 'card:pick';
  if (c.choice.startsWith('card:')) return 'card';
  return c.choice;
}

function hexText(sc: Scenario, hex: string): string {
  const name = sc.map.hexes.find((h) => h.id === hex)?.name;
  return name ? `${hex} (${name})` : hex;
}

function label(c: Choose, view: PlayerView, sc: Scenario): string {
  const ix = scenarioIndex(sc);
  const u = (c.units ?? []).map((id) => `${ix.nameOf(id)}${view.units[id]?.hex ? ' ' + view.units[id].hex : ''}`).join(', ');
  const h = c.hex ? hexText(sc, c.hex) : '';
  switch (groupOf(c)) {
    case 'fort':
    case 'redoubt':
      return `${c.choice === 'fort' ? 'Fort' : 'Redoubt'} at ${h}`;
    case 'dc':
      return `With ${u}`;
    case 'exit':
      return `${u} leaves the map`;
    case 'pursue':
      return `${u} pursues off the map at ${h}`;
    case 'disengage':
      return `${u} to ${h}`;
    case 'countercharge': {
      const foe = Object.keys(view.units).find((id) => view.units[id].hex === c.hex && view.units[id].status === 'map');
      return `${u} against ${foe ? ix.nameOf(foe) + ' ' : ''}${h}`;
    }
    case 'attack':
    case 'target':
    case 'pick':
    case 'rally:one':
      return u;
    case 'retreat':
      return `${u} → ${h}`;
    case 'advance':
      return `${u} into ${h}`;
    case 'commitReserve':
      return 'Commit reserves (one column in your favour, at the morale cost shown above)';
    case 'card': {
      const info = cardInfo(view, c.choice.slice(5));
      return `${info.name}${u ? ' on ' + u : ''}${info.text && !u ? ': ' + info.text : ''}`;
    }
    case 'card:pick': {
      const info = cardInfo(view, c.choice.slice(10));
      return info.name;
    }
    case 'pass':
      return 'Pass (no reserves, no card)';
    default:
      // a choice this panel has no wording of its own for: the engine's player words, never the raw id
      return `${choiceLabel(c.choice, sc)}${u ? ' ' + u : ''}${h ? ' ' + h : ''}`;
  }
}

function Group({ title, cmds, view, sc, onIssue }: { title: string; cmds: Choose[]; view: PlayerView; sc: Scenario; onIssue: (c: Command) => void }) {
  const [pick, setPick] = useState(0);
  const id = `n20-order-${title.replace(/\W+/g, '-')}`;
  if (cmds.length > 8) {
    // long lists (Direct Command, field-work sites): one select and one button
    return (
      <div className="n20-group">
        <label htmlFor={id}>{title}</label>{' '}
        <select id={id} value={pick} onChange={(e) => setPick(Number(e.target.value))}>
          {cmds.map((c, i) => (
            <option key={i} value={i}>
              {label(c, view, sc)}
            </option>
          ))}
        </select>{' '}
        <button type="button" onClick={() => onIssue(cmds[Math.min(pick, cmds.length - 1)])}>
          Do it
        </button>
      </div>
    );
  }
  return (
    <div className="n20-group" role="group" aria-label={title}>
      <span className="n20-group-title">{title}:</span>
      {cmds.map((c, i) => (
        <button key={i} type="button" onClick={() => onIssue(c)}>
          {label(c, view, sc)}
        </button>
      ))}
    </div>
  );
}

function SideOrders({ side, view }: { side: Side; view: PlayerView }) {
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const legal = useAigle((s) => legalOf(s, side));
  const p = view.pending!;
  const cmds = legal.filter(
    (c): c is Choose =>
      c.type === 'choose' && !c.choice.startsWith('maneuver:') && !IN_PROMPT.has(c.choice) && (!!c.units?.length || !!c.hex || LABEL_PLAIN.has(p.type)),
  );
  if (!cmds.length) return null;
  const groups = new Map<string, Choose[]>();
  for (const c of cmds) {
    const g = groupOf(c);
    const a = groups.get(g);
    if (a) a.push(c);
    else groups.set(g, [c]);
  }
  return (
    <>
      {[...groups].map(([g, list]) => (
        <Group key={g} title={GROUP[g] ?? g} cmds={list} view={view} sc={sc} onIssue={(c) => actions.issue(c)} />
      ))}
    </>
  );
}

export function N20Orders() {
  const view = useView();
  const acting = useAigleShallow((s) => actingSides(s, currentView(s)));
  if (!view?.n20 || !view.pending || !acting.length) return null;
  if (view.pending.type === 'n20:maneuver') return null;
  return (
    <section className="panel n20-orders" aria-label="Orders" data-testid="n20-orders">
      {view.pending.type === 'n20:reserves' ? <BattleOdds mode="reserve" /> : null}
      {acting.map((side) => (
        <SideOrders key={side} side={side} view={view} />
      ))}
    </section>
  );
}
