// Cross-checks of a scenario's March on Paris section that the schema alone cannot make (MOP 37.12,
// 37.13): side ids, removals within the deck, supply sources on the map, Napoleon among the leaders.
import type { Scenario } from '../../scenario/schema';
import { copiesOf } from './cards/draw';
import { buildMapIndex } from '../../board/mapIndex';
import { offMapProblem } from '../../scenario/window';

export function checkMop(s: Scenario): { path: string; problem: string }[] {
  const m = s.mop;
  if (!m) return [];
  const out: { path: string; problem: string }[] = [];
  const sides = s.sides.map((x) => x.id);
  const side = (id: string, path: string) => {
    if (!sides.includes(id)) out.push({ path, problem: `no side "${id}" in this scenario (sides: ${sides.join(', ')})` });
  };
  for (const [id, cards] of Object.entries(m.cards?.removed ?? {})) {
    side(id, `$.mop.cards.removed.${id}`);
    const seen: Record<number, number> = {};
    cards.forEach((n, i) => {
      seen[n] = (seen[n] ?? 0) + 1;
      if (seen[n] > copiesOf(n)) out.push({ path: `$.mop.cards.removed.${id}[${i}]`, problem: `card ${n} is removed ${seen[n]} times but the deck has ${copiesOf(n)} (MOP 37.12)` });
    });
  }
  for (const id of Object.keys(m.cards?.bonus ?? {})) side(id, `$.mop.cards.bonus.${id}`);
  const hexes = new Set<string>();
  (m.victory?.supplySources ?? []).forEach((x, i) => {
    side(x.side, `$.mop.victory.supplySources[${i}].side`);
    if (!buildMapIndex(s.map).has(x.hex)) out.push({ path: `$.mop.victory.supplySources[${i}].hex`, problem: offMapProblem(s.map, x.hex) });
    // one list (supplySources.ts): a source named here joins the map's supply hexes, which must agree
    const marked = s.map.hexes.find((h) => h.id === x.hex)?.supply;
    if (marked && marked !== x.side) out.push({ path: `$.mop.victory.supplySources[${i}].side`, problem: `the map marks ${x.hex} as a supply source of "${marked}"` });
    hexes.add(x.hex);
  });
  // MOP 37.11: vedettes belong to units of the scenario (light cavalry, or brigades with their own)
  (m.vedettes ?? []).forEach((v, i) => {
    const u = s.units.find((x) => x.id === v.unit);
    if (!u) out.push({ path: `$.mop.vedettes[${i}].unit`, problem: `no unit "${v.unit}" in this scenario` });
    else if (u.type !== 'light cavalry' && !v.own) out.push({ path: `$.mop.vedettes[${i}].own`, problem: `${u.name} is ${u.type}: only light cavalry is replaced by vedettes; mark a brigade with its own vedettes "own": true (MOP 37.11)` });
  });
  // MOP 37.19, 37.20: the special rules name formations and hexes of this scenario
  const formations = new Set(s.formations.map((f) => f.id));
  const rules = m.rules;
  const onMap = rules ? buildMapIndex(s.map) : null;
  const check = (kind: string, i: number, f: string, hexes: string[], hexPath: string) => {
    if (!formations.has(f)) out.push({ path: `$.mop.rules.${kind}[${i}].formation`, problem: `unknown formation "${f}"` });
    hexes.forEach((h, j) => {
      if (!onMap?.has(h)) out.push({ path: `$.mop.rules.${kind}[${i}].${hexPath}[${j}]`, problem: offMapProblem(s.map, h) });
    });
  };
  rules?.initiativeHeld.forEach((r, i) => check('initiativeHeld', i, r.formation, r.untilAssaulted, 'untilAssaulted'));
  rules?.firstBadMove.forEach((r, i) => check('firstBadMove', i, r.formation, r.order.target, 'order.target'));
  rules?.exhausted.forEach((r, i) => check('exhausted', i, r.formation, [], ''));
  const nap = m.victory?.napoleon;
  if (nap && !s.leaders.some((l) => l.id === nap)) out.push({ path: '$.mop.victory.napoleon', problem: `no leader "${nap}" in this scenario` });
  return out;
}
