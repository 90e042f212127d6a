// Load-time checks of the command section: every problem names the JSON path (the loader adds the file).
// Refused: an unknown formation or leader, an order type the formation may not get, a target that is
// not on the map or not reachable under NLC 12.2, a second at-start order for one formation.
import type { Scenario } from '../../../scenario/schema';
import type { MapIndex } from '../../../board/mapIndex';
import type { HexId } from '../../../types';
import { targetArea } from './targets';
import { offMapProblem } from '../../../scenario/window';
import { ORDER_INFO } from './orderTypes';
import type { ScenarioOrder } from './scenarioSchema';

interface Problem {
  path: string;
  problem: string;
}

export function checkCommand(s: Scenario, map: MapIndex): Problem[] {
  const cmd = s.command;
  if (!cmd) return [];
  const out: Problem[] = [];
  const formations = new Map(s.formations.map((f) => [f.id, f]));
  const hqs = new Map(s.hqs.map((h) => [h.id, h]));
  const leaders = new Map(s.leaders.map((l) => [l.id, l]));
  cmd.wings.forEach((w, i) => {
    const l = leaders.get(w.leader);
    if (!l) out.push({ path: `$.command.wings[${i}].leader`, problem: `unknown leader "${w.leader}"` });
    else if (l.role !== 'wing') out.push({ path: `$.command.wings[${i}].leader`, problem: `${l.name} is not a wing commander (role "${l.role}")` });
    w.formations.forEach((f, j) => {
      if (!formations.has(f)) out.push({ path: `$.command.wings[${i}].formations[${j}]`, problem: `unknown formation "${f}"` });
    });
  });
  const seen = new Set<string>();
  cmd.orders.forEach((o, i) => {
    const p = `$.command.orders[${i}]`;
    const f = formations.get(o.formation);
    const hq = hqs.get(o.formation);
    // NLC 12.14 a wing commander's own order; NLC 12.13 a division's ("<formation>/<division>")
    const wing = cmd.wings.find((w) => w.leader === o.formation);
    const sep = o.formation.indexOf('/');
    const divUnits = sep > 0 ? s.units.filter((u) => u.formation === o.formation.slice(0, sep) && u.division === o.formation.slice(sep + 1)) : [];
    if (!f && !hq && (wing || divUnits.length)) {
      if (seen.has(o.formation)) out.push({ path: `${p}.formation`, problem: `a second at-start order for "${o.formation}"` });
      seen.add(o.formation);
      const l = wing ? leaders.get(wing.leader) : undefined;
      const sources = wing ? [l?.hex ?? l?.arrives?.hex ?? ''] : divUnits.map((u) => u.hex ?? u.arrives?.hex ?? '');
      checkSpecs(o, p, sources.filter((h) => map.has(h)));
      return;
    }
    if (!f && !hq) {
      out.push({ path: `${p}.formation`, problem: `unknown formation "${o.formation}" (formations are ${[...formations.keys()].join(', ')})` });
      return;
    }
    if (seen.has(o.formation)) out.push({ path: `${p}.formation`, problem: `a second at-start order for "${o.formation}"` });
    seen.add(o.formation);
    if (hq) {
      // NLC 11.5: an HQ moves only by March or Fall Back orders
      if (o.type !== 'march' && o.type !== 'fallBack') out.push({ path: `${p}.type`, problem: `an HQ takes only March or Fall Back orders, not "${o.type}" (NLC 11.5)` });
      hexesOnMap(o.target, `${p}.target`);
      return;
    }
    // sources: the formation's leader and units, where they stand or will enter
    const sources: HexId[] = [];
    const leader = f!.leader ? leaders.get(f!.leader) : undefined;
    if (leader) sources.push(leader.hex ?? leader.arrives?.hex ?? '');
    for (const u of s.units) if (u.formation === f!.id) sources.push(u.hex ?? u.arrives?.hex ?? '');
    checkSpecs(o, p, sources.filter((h) => map.has(h)));
  });
  // MOP 37.22: a fixed order must be a formation's at-start order
  (cmd.fixed ?? []).forEach((f, i) => {
    if (!formations.has(f)) out.push({ path: `$.command.fixed[${i}]`, problem: `unknown formation "${f}"` });
    else if (!seen.has(f)) out.push({ path: `$.command.fixed[${i}]`, problem: `${f} has no at-start order to keep (MOP 37.22)` });
  });
  return out;

  function hexesOnMap(hexes: HexId[], path: string): boolean {
    let ok = true;
    hexes.forEach((h, j) => {
      if (!map.has(h)) {
        out.push({ path: `${path}[${j}]`, problem: offMapProblem(s.map, h) });
        ok = false;
      }
    });
    return ok;
  }

  function checkSpecs(o: ScenarioOrder, p: string, sources: HexId[]): void {
    const specs = [o, ...o.then];
    let from = sources;
    specs.forEach((spec, k) => {
      const sp = k === 0 ? p : `${p}.then[${k - 1}]`;
      const info = ORDER_INFO[spec.type];
      if (spec.type === 'generalRetreat') {
        out.push({ path: `${sp}.type`, problem: 'a General Retreat cannot be an at-start order: it needs an army at 80% of its demoralization level (NLC 12.2)' });
        return;
      }
      if (spec.type === 'assign') {
        const l = spec.leader ? leaders.get(spec.leader) : undefined;
        if (!l || (l.role !== 'wing' && l.role !== 'corps')) out.push({ path: `${sp}.leader`, problem: 'Assign needs a corps or wing commander of the same side (NLC 12.2)' });
        return;
      }
      if (spec.type === 'reserve') {
        if (spec.target.length) out.push({ path: `${sp}.target`, problem: 'Reserve takes no target (NLC 12.2)' });
        if (k < specs.length - 1) out.push({ path: `${sp}.type`, problem: 'only the last order of a sequence may be other than March or Attack (NLC 12.5)' });
        return;
      }
      if (k < specs.length - 1 && spec.type !== 'march' && spec.type !== 'attack') {
        out.push({ path: `${sp}.type`, problem: `only March and Attack orders may be followed by another order, not ${info.label} (NLC 12.5)` });
      }
      if (!spec.target.length) {
        out.push({ path: `${sp}.target`, problem: `${info.label} needs a target location (NLC 12.2)` });
        return;
      }
      if (!hexesOnMap(spec.target, `${sp}.target`) || !hexesOnMap(spec.route, `${sp}.route`)) return;
      const area = targetArea(map, from);
      if (!spec.target.some((h) => area.has(h))) {
        out.push({
          path: `${sp}.target`,
          problem: `target ${spec.target.join(' ')} is unreachable: not within 10 MP${k ? ' of the previous target' : ' of the leader or his units'} nor by road or trail from there (NLC 12.2)`,
        });
      }
      let prev = from;
      spec.route.forEach((w, j) => {
        if (!targetArea(map, prev).has(w)) out.push({ path: `${sp}.route[${j}]`, problem: `waypoint ${w} is more than 10 MP from the one before (NLC 12.2 March)` });
        prev = [w];
      });
      from = spec.target;
    });
  }
}
