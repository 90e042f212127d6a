// Answers about the pieces' positions, remembered per state. A game state is immutable once immer has
// frozen it, so whatever is computed from its `units` (or `leaders`) object holds for as long as that
// object lives: the occupancy of the hexes, a side's ZOC. The many rules that ask the same question of
// one state (legal moves, then the move itself, then reaction checks, opportunity fire, assault and
// charge eligibility) share one answer. A draft being changed is never remembered: `unitsOf` gives a
// fresh snapshot of it, which is not frozen. Remembered answers are frozen, so no caller can alter them.
const memo = new WeakMap<object, Map<string, unknown>>();

/** `compute(of)` once per frozen `of` and key; computed afresh every time when `of` may still change. */
export function memoOn<O extends object, T>(of: O, key: string, compute: (of: O) => T): T {
  if (!Object.isFrozen(of)) return compute(of);
  let m = memo.get(of);
  if (!m) memo.set(of, (m = new Map()));
  if (m.has(key)) return m.get(key) as T;
  const v = compute(of);
  m.set(key, v);
  return v;
}

/** A set that throws on change, for remembered answers shared between callers. */
export function frozenSet<T>(set: Set<T>): ReadonlySet<T> & Set<T> {
  const no = () => {
    throw new Error('a remembered answer cannot be changed');
  };
  Object.defineProperties(set, { add: { value: no }, delete: { value: no }, clear: { value: no } });
  return Object.freeze(set);
}
