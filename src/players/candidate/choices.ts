// Every other decision a player makes: retreats and their hexes (NLC 7.4, 7.11; N20 9.8), advances
// (NLC 7.5, N20 9.9.3), reactions (NLC 7.9, 7.10, N20 8.0), activation chits (NLC 4.1, 4.2), HQ
// placement (NLC 11.4), N20 field works and rally. Each candidate gets a score and a reason; a choice
// the player has no view on scores 0 and is broken by the seeded tie-break.
import { choiceLabel, type ChooseCommand, type Command, type HexNote } from '../../engine';
import { hexValue } from './position';
import { adjacentEnemy, type World } from './world';
import type { Candidate } from './types';

const SEVERITY: Record<HexNote['severity'], number> = { safe: 0, harm: 1, risk: 2, loss: 4, fatal: 8 };

/** Fixed preferences for yes/no decisions: (choice, score, why). */
const PREFER: Record<string, [number, string]> = {
  formSquare: [1, 'square against the charge (NLC 7.10)'],
  noSquare: [0, 'no square'],
  cavalryRetreat: [0.6, 'cavalry falls back to save steps (NLC 7.11)'],
  chargeReturn: [0.5, 'chargers return to safety (NLC 7.7)'],
  chargeStay: [0, 'chargers stay'],
  noReaction: [0, 'no reaction charge'],
  'rally:roll': [0.5, 'roll to rally, keep the morale (N20 10.0)'],
  'rally:all': [0, 'spend morale to rally'],
  decline: [-0.5, 'decline the pick'],
  pass: [0, 'pass'],
};

function unitsOf(w: World, c: ChooseCommand): string[] {
  return c.units ?? w.view.pending?.options.units.filter((u) => u in w.view.units) ?? [];
}

function formationWeight(w: World, formation: string): number {
  let sum = 0;
  for (const id of w.ctx.unitIds) {
    const def = w.ctx.units[id];
    if (def.formation !== formation || def.side !== w.side) continue;
    const hex = w.view.units[id]?.hex;
    if (!hex || w.view.units[id].status !== 'map') continue;
    // formations in contact or near objectives have the most to do now
    const contact = adjacentEnemy(w, hex) > 0 ? 1.5 : 1;
    sum += (w.strength[id] ?? 0) * contact;
  }
  return sum;
}

export function choiceCandidate(w: World, c: Command): Candidate {
  if (c.type === 'endActivation' || c.type === 'endTurn') return { cmd: c, score: 0.15, why: 'nothing better to do' };
  if (c.type !== 'choose') return { cmd: c, score: 0, why: '' };
  const ch = c.choice;
  if (ch in PREFER) return { cmd: c, score: PREFER[ch][0], why: PREFER[ch][1] };
  const head = ch.split(':')[0];
  if (head === 'chit' || head === 'formation') {
    const id = ch.slice(head.length + 1);
    const fw = formationWeight(w, id);
    return { cmd: c, score: 1 + fw * 0.01, why: `${choiceLabel(ch, w.ctx.scenario)} (strength at hand ${fw.toFixed(0)})` };
  }
  if ((ch === 'retreatTo' || ch === 'retreat') && c.hex) {
    const note = w.view.pending?.options.hexNotes?.[c.hex];
    const pen = note ? SEVERITY[note.severity] : 0;
    const v = hexValue(w, c.hex, unitsOf(w, c)).total;
    return { cmd: c, score: 10 - pen * 2 + v * 0.3, why: `retreat to ${c.hex}${note ? ` (${note.text})` : ''}` };
  }
  if (ch === 'retreatLine' && c.hex && c.second) {
    // NLC 20.2.3: keeping the line is worth what its two hexes are worth (a revert scores its one hex)
    const units = unitsOf(w, c);
    const v = (hexValue(w, c.hex, units).total + hexValue(w, c.second, units).total) / 2;
    return { cmd: c, score: 9.5 + v * 0.3, why: `retreat in extended line to ${c.hex}-${c.second}` };
  }
  if (ch === 'lineStack' && c.hex) {
    // NLC 20.2.3: a bombardment is not fired back at (NLC 8.1), so a unit placed out of the bombarded hex is only spared
    const combat = w.view.nlc?.combat;
    if (combat?.kind === 'bombardment' && combat.phase === 'fire') {
      const out = c.hex !== combat.target;
      return { cmd: c, score: out ? 0.5 : 0, why: out ? `out of the bombarded hex ${combat.target}` : `under the bombardment in ${c.hex}` };
    }
  }
  if (ch === 'retreat') {
    // NLC 7.4: retreating halves the hits; hold an objective, otherwise save the steps
    const onObjective = unitsOf(w, c).some((u) => w.ctx.scenario.objectives.some((o) => o.hex === w.view.units[u]?.hex));
    return { cmd: c, score: onObjective ? -0.5 : 0.5, why: onObjective ? 'hold the objective' : 'retreat to halve the hits (NLC 7.4)' };
  }
  if (ch === 'stand') return { cmd: c, score: 0, why: 'stand' };
  if (ch === 'advance' && c.hex) {
    const units = unitsOf(w, c);
    const from = units.length ? w.view.units[units[0]]?.hex : null;
    const gain = from ? hexValue(w, c.hex, units).total - hexValue(w, from, units).total : 0;
    return { cmd: c, score: gain, why: `advance into ${c.hex} (${gain.toFixed(2)})` };
  }
  if (ch === 'noAdvance') return { cmd: c, score: 0, why: 'stay put' };
  if ((ch === 'placeHq' || ch === 'fort' || ch.startsWith('fort')) && c.hex) {
    // near our troops and the objectives they fight for
    const v = hexValue(w, c.hex, []).total;
    return { cmd: c, score: v, why: `${choiceLabel(ch, w.ctx.scenario)} at ${c.hex}` };
  }
  if (ch === 'disengage' || ch === 'countercharge') return { cmd: c, score: -0.2, why: choiceLabel(ch, w.ctx.scenario) };
  return { cmd: c, score: 0, why: choiceLabel(ch, w.ctx.scenario) };
}
