// Words a player understands for every command and recorded step, in one place (issue 8): buttons,
// the undo line, the combat panel and the log never show an internal id such as "commitReserve" or
// "chit:fr-2". Both rules systems' choice ids are listed here; a test plays random games of every
// scenario and fails on any label that still looks like an identifier (RAW_IDENTIFIER).
import type { Command } from './types';
import type { Scenario } from './scenario/schema';
import { BASE_BY_ID, SPECIAL_BY_ID } from './modules/n20/data/cards';
import { MANEUVER_LABEL } from './modules/n20/maneuverMatrix';

/** camelCase words, snake_case words and prefixed ids ("card:pick:x"): what a label must never contain. */
export const RAW_IDENTIFIER = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z0-9]+_[a-z0-9_]+\b|\b[a-z]+:[\w:-]+/;

/** Plain choices (no parameter), both systems. */
const CHOICE: Record<string, string> = {
  // NLC
  assault: 'Assault',
  endAssaults: 'End assaults',
  exit: 'Leave the map',
  retreat: 'Retreat (halve hits)',
  stand: 'Stand',
  retreatTo: 'Retreat to',
  retreatOff: 'Retreat off the map (counts as eliminated)',
  placeHq: 'Set up the HQ at',
  bombard: 'Bombard',
  endBombardment: 'End the bombardment',
  enfiladeAccept: 'Accept the enfilade bonus (stay in square)',
  enfiladeRefuse: 'Refuse the enfilade bonus (their cavalry may charge)',
  oppFire: 'Opportunity fire',
  oppPass: 'Hold fire',
  cavalryRetreat: 'Retreat before the assault',
  charge: 'Charge',
  endCharges: 'End charges',
  formSquare: 'Form square (morale check)',
  noSquare: 'Do not form square',
  chargeStay: 'Stay',
  chargeReturn: 'Back to the starting hex',
  pursueInto: 'Pursue into',
  reactionCharge: 'Reaction charge',
  noReaction: 'No reaction charge',
  'reaction:ask': 'Reaction charges: ask me',
  'reaction:never': 'Reaction charges: never',
  'reaction:leader': 'Reaction charges: only with a leader',
  noAdvance: 'Do not advance',
  advance: 'Advance into',
  allocate: 'Take the loss on',
  decline: 'Decline',
  endActivation: 'End movement',
  endTurn: 'End the turn',
  // NLC 12 command phase
  order: 'Send an order',
  localDecision: 'Record a Local Decision',
  endOrders: 'Orders sent',
  endLocalDecisions: 'Local Decisions recorded',
  badMove: 'Order the Bad Move',
  badMovePass: 'No order is possible: leave it',
  toReserve: 'Switch from Fall Back to Reserve',
  // NLC 13 rally, NLC 20.7 direct command
  rally: 'Rally',
  endRally: 'Rallying done',
  directCommand: 'Take direct command of',
  // NLC 20.2.3 extended lines (doctrine option)
  line: 'Deploy in extended line towards',
  'line:revert': 'End the extended line, forming in',
  'line:move': 'Move the extended line to',
  retreatLine: 'Retreat in extended line to',
  lineStack: 'Stand with the line in',
  // N20
  fort: 'Build a fort',
  redoubt: 'Build a redoubt',
  end: 'End the phase',
  dc: 'Place the Direct Command marker',
  pursue: 'Pursue off the map',
  disengage: 'Disengage',
  countercharge: 'Countercharge',
  attack: 'Add an attacker',
  target: 'Add a defender',
  battle: 'Resolve the battle',
  pass: 'Pass',
  commitReserve: 'Commit reserves (1 Morale Point)',
  pick: 'Pick the unit',
  'rally:roll': 'Roll to rally',
  'rally:all': '+1 to every rally roll (1 Morale Point)',
  'rally:one': '+1 to one rally roll (½ Morale Point)',
  'matrix:use': 'Use the Maneuver Matrix',
  'matrix:decline': 'Regular battle',
  // standing side commands: NLC 20.1 hidden movement, MOP 37.10 hidden forces, MOP 37.11 vedettes
  'hidden-march:plot': 'March hidden',
  'hidden-march:reveal': 'Reveal the hidden march',
  'mop-hide:hide': 'Hide the stack',
  'mop-hide:reveal': 'Show the hidden stack',
  'mop-hide:dummy': 'Place a dummy stack',
  'mop-vedette:deploy': 'Send out the vedettes of',
  'mop-vedette:gather': 'Gather the vedettes of',
  'mop-vedette:move': 'Move vedette',
  'mop-vedette:attack': 'Vedettes attack',
  // MOP 37.3.3, 37.8, 37.9 field works, trains and spans
  'mop-span:damage': 'Damage the span',
  'mop-span:repair': 'Repair the span',
  'mop-ip': 'Build an improved position with',
  'mop-train': 'Move the train',
  'mop-train:deploy': 'Bridge the water with the pontoon train',
  'mop-train:pickup': 'Take up the pontoon bridge',
};

/** Morale check kinds of the NLC combat record (NLC 7.4, 19.1, 20.10). */
const CHECK: Record<string, string> = {
  involuntary: 'to stand or retreat',
  retreatDisruption: 'after retreating, or be disrupted',
  rout: 'against rout',
  disruption: 'to remove disruption',
};

function cardName(id: string): string {
  return BASE_BY_ID[id]?.name ?? SPECIAL_BY_ID[id]?.name ?? 'a card';
}

function formationName(sc: Scenario | null, id: string): string {
  return sc?.formations.find((f) => f.id === id)?.name ?? 'a formation';
}

function pieceName(sc: Scenario | null, id: string): string {
  return sc?.units.find((u) => u.id === id)?.name ?? sc?.leaders.find((l) => l.id === id)?.name ?? sc?.hqs?.find((h) => h.id === id)?.name ?? 'a piece';
}

/** Does this choice id have words of its own here (not the split-up fallback)? */
export function hasOwnWords(choice: string): boolean {
  return ownWords(choice, null) !== null;
}

/** Words for a choice id, with its parameter (formation, leader, card, maneuver) named. */
export function choiceLabel(choice: string, sc: Scenario | null = null): string {
  const own = ownWords(choice, sc);
  if (own !== null) return own;
  // an id nobody listed yet: split its words rather than show it raw
  return choice
    .replace(/[:_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
}

function ownWords(choice: string, sc: Scenario | null): string | null {
  const hit = CHOICE[choice];
  if (hit) return hit;
  const [head, ...rest] = choice.split(':');
  const arg = rest.join(':');
  switch (head) {
    case 'chit':
      return `Initial Action: ${formationName(sc, arg)}`;
    case 'formation':
      return `Coordinate ${formationName(sc, arg)}`;
    case 'oc':
      return `Overall commander: ${pieceName(sc, arg)}`;
    case 'maneuver':
      return `Maneuver: ${MANEUVER_LABEL[arg as keyof typeof MANEUVER_LABEL] ?? 'a chit'}`;
    case 'reaction':
      return `Reaction charges: when the test passes at least ${arg.replace('chance:', '')} in 6`;
    case 'card':
      return arg.startsWith('pick:') ? `Shuffle ${cardName(arg.slice(5))} into the deck` : `Play ${cardName(arg)}`;
    case 'mop-hide':
      // MOP 37.10: "mop-hide:move:d1"
      if (arg.startsWith('move:')) return `Move dummy stack ${arg.slice(5)}`;
  }
  return null;
}

/** One command as a short phrase (undo line, history, tests). */
export function commandLabel(cmd: Command, sc: Scenario | null = null): string {
  const names = (ids: readonly string[]) => ids.map((id) => pieceName(sc, id)).join(' and ');
  switch (cmd.type) {
    case 'move':
      return `${names(cmd.units)} to ${cmd.path[cmd.path.length - 1]}`;
    case 'choose': {
      const words = choiceLabel(cmd.choice, sc);
      if (cmd.order) return `${words}: ${orderPhrase(cmd.order, sc)}`;
      const who = cmd.units?.length ? ` ${names(cmd.units)}` : '';
      if (cmd.choice === 'assault') return `${words} ${cmd.hex ?? ''} with${who}`.trim();
      // MOP 37.10, 37.11: dummies and vedettes are not scenario pieces (named by their own ids); they go "to" a hex
      if (cmd.choice.startsWith('mop-hide:move') || cmd.choice === 'mop-vedette:move') return `${words}${cmd.units?.length ? ' ' + cmd.units.join(', ') : ''} to ${cmd.hex ?? 'a hex'}`;
      // NLC 20.2.3: a brigade deploys towards a hex, or ends its line in one
      if (cmd.choice === 'line' || cmd.choice === 'line:revert') return `${words} ${cmd.hex ?? 'a hex'}:${who}`;
      // NLC 20.2.3: a line moved (or kept in a retreat) onto the hexside between two hexes
      if (cmd.second) return `${words} ${cmd.hex ?? 'a hex'}-${cmd.second}:${who}`;
      if (cmd.choice === 'mop-vedette:attack') return `${words} ${cmd.hex ?? 'a hex'} with ${cmd.units?.join(', ') ?? 'none'}`;
      return `${words}${who}${cmd.hex ? ' at ' + cmd.hex : ''}`;
    }
    case 'endActivation':
      return 'end of movement';
    case 'endTurn':
      return 'end of turn';
  }
}

const ORDER_WORDS: Record<string, string> = {
  attack: 'Attack',
  probe: 'Probe',
  defend: 'Defend',
  delay: 'Delay',
  march: 'March to',
  fallBack: 'Fall Back to',
  generalRetreat: 'General Retreat to',
  assign: 'Assign to',
  reserve: 'Reserve',
};

/** An order draft in words: "II Corps: Attack 1309, then Defend 1309" (NLC 12.4). */
export function orderPhrase(o: NonNullable<Extract<Command, { type: 'choose' }>['order']>, sc: Scenario | null = null): string {
  // NLC 12.13 a division ("<corps>/<division>"), NLC 12.14 a wing commander
  const slash = o.formation.indexOf('/');
  const division = slash > 0 ? `${sc?.formations.find((f) => f.id === o.formation.slice(0, slash))?.name ?? 'a corps'}, division ${o.formation.slice(slash + 1)}` : null;
  const wing = sc?.command?.wings.some((w) => w.leader === o.formation) ? `${pieceName(sc, o.formation)} (wing)` : null;
  const who = sc?.formations.find((f) => f.id === o.formation)?.name ?? sc?.hqs?.find((h) => h.id === o.formation)?.name ?? division ?? wing ?? 'a formation';
  const one = (x: { type: string; target?: string[]; route?: string[]; leader?: string }) => {
    const words = ORDER_WORDS[x.type] ?? 'an order';
    if (x.type === 'assign') return `${words} ${x.leader ? pieceName(sc, x.leader) : 'a leader'}`;
    const place = (x.target ?? []).map((h) => sc?.map.hexes.find((m) => m.id === h)?.name ?? h).join('-');
    return `${words}${place ? ' ' + place : ''}${x.route?.length ? ' by ' + x.route.join(', ') : ''}`;
  };
  return `${who}: ${[o, ...(o.then ?? [])].map(one).join(', then ')}`;
}

/** A morale check's kind in words (combat panel). */
export function checkLabel(kind: string): string {
  return CHECK[kind] ?? choiceLabel(kind).toLowerCase();
}

/** The open decision's kind in words (the computer's "what it was thinking" note, issue 8). */
const DECISION: Record<string, string> = {
  // NLC (and MOP 37 over it)
  initialPick: 'Initial Action',
  coordinatedPick: 'Coordinated Action',
  pickCommander: 'choosing the overall commander',
  formationMove: 'movement',
  assaultDeclare: 'declaring assaults',
  bombardDeclare: 'declaring bombardments',
  chargeDeclare: 'declaring cavalry charges',
  chargeAfter: 'after the charge',
  reactionDeclare: 'reaction charges',
  formSquare: 'forming square',
  enfiladeSquare: 'enfilade on a square',
  cavalryRetreat: 'cavalry retreat before assault',
  opportunityFire: 'opportunity fire',
  retreatChoice: 'stand or retreat',
  retreatHex: 'choosing the retreat hex',
  lineStack: 'placing the cavalry and artillery with an extended line',
  allocateHit: 'taking the losses',
  advance: 'advance after combat',
  placeHq: 'setting up the HQ',
  rally: 'rally',
  ordersSend: 'writing orders',
  ordersLocal: 'Local Decisions',
  badMove: 'a Bad Move',
  mopCards: 'playing cards',
  // N20
  'n20:movement': 'movement',
  'n20:combat': 'declaring battles',
  'n20:reaction': 'the Reaction Phase',
  'n20:reserves': 'committing reserves',
  'n20:useMatrix': 'whether to use the Maneuver Matrix',
  'n20:maneuver': 'picking a maneuver',
  'n20:retreat': 'retreat',
  'n20:advance': 'advance after battle',
  'n20:rally': 'rally',
  'n20:dc': 'placing Direct Command',
  'n20:fieldWorks': 'field works',
  'n20:mediumPick': 'picking a Retain card',
  'n20:pickUnit': 'picking the unit for an event',
};

/** Is this decision kind listed here (not the split-up fallback)? */
export function decisionHasWords(type: string): boolean {
  return type in DECISION;
}

/** Words for a decision kind (the open decision's `type`): never the id itself. */
export function decisionLabel(type: string): string {
  return DECISION[type] ?? choiceLabel(type.replace(/^n20:/, '')).toLowerCase();
}
