// MOP 37.14: the leader ratings in force for the 1814 battles (already adjusted from the printed ones). A March
// on Paris scenario's ratings are used as they stand; at load a named leader whose rating differs from the
// table is refused, so a scenario cannot silently play with the printed (unadjusted) value.
import type { Scenario } from '../../../scenario/schema';

/** Rating(s) allowed per leader name (accents and case ignored). Grouchy: [3] for March and Attack/Probe, [1] otherwise. */
export const MOP_LEADER_RATINGS: Readonly<Record<string, readonly number[]>> = {
  blucher: [3], yorck: [3], kleist: [3], gyulai: [2], frimont: [2], wrede: [3], kronprinz: [2],
  barclay: [1], sacken: [2], olsufief: [2], pahlen: [3], kaptsevich: [2], lieven: [2],
  scherbatov: [2], vasilchikov: [2], rajewski: [2], yermalov: [3], 'galitzin v': [2],
  napoleon: [3], grouchy: [3, 1], nansouty: [3], mortier: [2], ney: [4], victor: [2],
  marmont: [3], macdonald: [3], gerard: [2], doumerc: [3], exelmans: [3], milhaud: [3],
};

export function leaderKey(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

export function checkLeaderRatings(s: Scenario): { path: string; problem: string }[] {
  if (!s.mop) return [];
  const out: { path: string; problem: string }[] = [];
  s.leaders.forEach((l, i) => {
    const allowed = MOP_LEADER_RATINGS[leaderKey(l.name)];
    if (allowed && !allowed.includes(l.rating)) {
      out.push({ path: `$.leaders[${i}].rating`, problem: `${l.name} is rated ${allowed.join(' or ')} in March on Paris (MOP 37.14), not ${l.rating}` });
    }
  });
  const fr = s.mop.french;
  if (fr && !s.sides.some((x) => x.id === fr)) out.push({ path: '$.mop.french', problem: `unknown side "${fr}"` });
  for (const id of Object.keys(s.mop.special)) {
    if (!s.leaders.some((l) => l.id === id)) out.push({ path: `$.mop.special.${id}`, problem: `unknown leader "${id}"` });
  }
  for (const id of Object.keys(s.mop.initiative)) {
    if (!s.units.some((u) => u.id === id) && !s.formations.some((f) => f.id === id)) out.push({ path: `$.mop.initiative.${id}`, problem: `no unit or formation "${id}"` });
  }
  return out;
}
