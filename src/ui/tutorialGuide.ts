// The guided first game of the tutorial scenario (issue 8): what to do next and why, one short step at
// a time, with the rule case to look up. Our own words. The step follows the game as the engine reports
// it (the open decision, the selection, what was done this activation); it never decides a rule.

import { currentView, mayAct, type AigleState } from '../store';

export type GuideStepId =
  | 'chits'
  | 'select'
  | 'move'
  | 'more-or-end'
  | 'assault-select'
  | 'assault-target'
  | 'assault-confirm'
  | 'combat'
  | 'wait'
  | 'handover'
  | 'orders-local'
  | 'orders-send'
  | 'bad-move'
  | 'other';

export interface GuideStep {
  id: GuideStepId;
  title: string;
  text: string;
  rule: string;
}

export interface GuideInput {
  /** Type of the open decision, or null. */
  pending: string | null;
  /** The side at the screen may answer it. */
  canAct: boolean;
  /** Hot-seat: the screen is being passed. */
  curtain: boolean;
  hotseat: boolean;
  selected: number;
  aim: boolean;
  /** Some piece already moved in this activation. */
  movedThisActivation: boolean;
  /** The command system (NLC 12) runs: the turn opens with the Command Phase. */
  orders?: boolean;
}

/** The milestones of a first turn, in order, for the checklist. */
export const MILESTONES: { id: string; label: string }[] = [
  { id: 'select', label: 'Select a piece' },
  { id: 'move', label: 'Move it' },
  { id: 'end', label: 'End the movement' },
  { id: 'assault', label: 'Declare an assault' },
  { id: 'handover', label: 'Hand over' },
];

export function guideStep(g: GuideInput): GuideStep {
  if (g.curtain) {
    return {
      id: 'handover',
      title: 'Hand over the screen',
      text: 'The next decision is the other side\'s. In a shared-screen game each player sees only what their side may see, so the screen is covered: pass it over, and the other player uncovers it.',
      rule: 'NLC 4',
    };
  }
  if (!g.pending) return { id: 'other', title: 'Nothing to do', text: 'No decision is open.', rule: 'NLC 4' };
  if (!g.canAct) {
    return {
      id: 'wait',
      title: 'The other side decides',
      text: g.hotseat ? 'This decision belongs to your opponent: pass the screen when the game asks.' : 'This decision belongs to the other side.',
      rule: 'NLC 4',
    };
  }
  switch (g.pending) {
    // the tutorial's "first orders" (NLC 12), shown while the Command Phase is open
    case 'ordersLocal':
      return {
        id: 'orders-local',
        title: 'First orders: the Command Phase',
        text: 'With the command rules on, every turn opens with the Command Phase (NLC 12.3). Your formations already hold their starting orders: the Orders panel lists them, and each leader\'s badge on the map shows his. First, a leader may try to give himself a new order by a Local Decision: two dice against his rating; he may take the new order, keep the old one, or make a Bad Move that lets your opponent choose his order. For a first game, record none and confirm.',
        rule: 'NLC 12.11',
      };
    case 'ordersSend':
      return {
        id: 'orders-send',
        title: 'First orders: writing to your corps',
        text: 'Now your overall commander may write orders. Pick a formation and an order type (only the legal ones are offered, each with what it obliges), then click its target on the map. Before you send, the composer shows the courier\'s arrival turn (NLC 12.6) and the chance that the corps complies, delays or ignores it (NLC 12.7). Orders bind: under Attack a unit may not step back and must close on the target before you end its movement, and every unit stays within 3 MP of its leader (NLC 12.1). Confirm to keep the starting orders.',
        rule: 'NLC 12.4',
      };
    case 'badMove':
      return {
        id: 'bad-move',
        title: 'A Bad Move by the enemy',
        text: 'An enemy leader failed his Local Decision badly: you choose his new order, and he obeys it at once. His player still moves his units.',
        rule: 'NLC 12.11',
      };
    case 'coordinatedPick':
    case 'initialPick':
    case 'pickCommander':
      return {
        id: 'chits',
        title: 'Who acts first',
        text: 'A turn starts by settling the order of action: a side may get to move one or two formations before the chit pull, and the rest of the formations are drawn from a cup one by one. Pick one of the buttons in the prompt; the die rolls that decided it are in the log.',
        rule: 'NLC 4.2',
      };
    case 'formationMove':
      if (g.selected) {
        return {
          id: 'move',
          title: 'Move',
          text: 'The violet hexes are those the selection can reach with its movement points this activation; the hover line under the map gives the cost. Click one (or pick it in the list). Roads are cheaper, rivers need a bridge or ford, and entering the zone of an enemy unit stops you.',
          rule: 'NLC 5',
        };
      }
      if (g.movedThisActivation) {
        return {
          id: 'more-or-end',
          title: 'Move more, or end the movement',
          text: 'Each piece of the active formation may move once. Move more of them, or press End movement (key E): the formation then gets its chance to assault.',
          rule: 'NLC 4.5',
        };
      }
      return {
        id: 'select',
        title: 'Select a piece',
        text: 'Only the formation whose chit was drawn may act now. Click one of its pieces on the map (or in "Pieces that may act"). Clicking another piece tells you why it cannot act.',
        rule: 'NLC 4.5',
      };
    case 'assaultDeclare':
      if (!g.selected) {
        return {
          id: 'assault-select',
          title: 'Assault: pick the attackers',
          text: 'Units of the active formation next to an enemy may attack. Click the hex of the attackers (or end the assaults if you would rather not).',
          rule: 'NLC 7.3',
        };
      }
      if (!g.aim) {
        return {
          id: 'assault-target',
          title: 'Assault: pick the target',
          text: 'Click the enemy hex to attack (marked on the map), or use "Aim at" in the assault panel. Nothing is rolled yet.',
          rule: 'NLC 7.3',
        };
      }
      return {
        id: 'assault-confirm',
        title: 'Read the odds, then confirm',
        text: 'The panel shows both sides\' fire strength after terrain and other reductions, and the hits each would score on every roll of two dice. Both sides fire at once. Confirm if the odds suit you, or cancel.',
        rule: 'NLC 7.1',
      };
    case 'retreatChoice':
    case 'cavalryRetreat':
    case 'allocateHit':
    case 'retreatHex':
    case 'advance':
      return {
        id: 'combat',
        title: 'After the fire',
        text: 'The combat panel shows the rolls and the hits. Answer the prompt: a retreat can save losses, losses come off as steps, and the winner may advance into an emptied hex.',
        rule: 'NLC 7.4',
      };
  }
  return { id: 'other', title: 'Answer the prompt', text: 'The line at the top of the panels says what is being decided; its rule link explains the case.', rule: 'NLC 4' };
}

/** The guide's input from the client state (the engine's view and the UI slice). */
export function guideInputOf(s: Pick<AigleState, 'game' | 'ui'>): GuideInput | null {
  if (!s.game) return null;
  const view = currentView(s);
  const p = view?.pending ?? null;
  const a = s.game.state.clock.activation;
  const moved =
    !!view &&
    (Object.values(view.units).some((u) => u.movedIn === a && u.mpSpentHalves > 0) || Object.values(view.leaders).some((l) => l.movedIn === a));
  return {
    pending: p?.type ?? null,
    canAct: !!p && p.sides.some((side) => mayAct(s, side)),
    curtain: !!s.ui.curtain,
    hotseat: s.game.mode === 'hotseat',
    selected: s.ui.selected.length,
    aim: !!s.ui.aim,
    movedThisActivation: moved,
    orders: !!view && Object.values(view.secret ?? {}).some((v) => !!(v as { orders?: unknown } | undefined)?.orders),
  };
}
