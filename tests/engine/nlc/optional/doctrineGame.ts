// The mini-scenario the doctrine tests (NLC 20.2: extended lines, division command range) play on: a 10x12 map,
// I Corps under Ney at 0303 and an Allied corps, with an Allied unit far away unless the test places its own.
import { newGame, type GameState } from '../../engineApi';
import { miniScenario, type UnitSpec } from '../../fixtures';

export interface DoctrineGameOptions {
  /** The NLC 20.2 doctrine option (on unless false). */
  doctrine?: boolean;
  hexes?: { id: string; terrain: string }[];
  /** Where the far Allied unit stands (when the units name no Allied unit). */
  enemy?: string;
  /** NLC 12 orders on: Napoleon and his HQ at 0101, I Corps marching to 0310. */
  orders?: boolean;
  /** Other rule options on (opportunity fire NLC 20.13, remote support NLC 19.3, ...). */
  rules?: Record<string, boolean>;
  /** The March on Paris module on (its stacking limit, MOP 37.2: two units or 12 SP, more for one division). */
  mop?: boolean;
}

export function doctrineGame(units: UnitSpec[], opts: DoctrineGameOptions = {}): GameState {
  const sc = miniScenario({
    id: 'doctrine-' + Math.random().toString(36).slice(2),
    columns: 10,
    rows: 12,
    hexes: opts.hexes as never,
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: units.some((u) => u.side === 'al') ? units : [...units, { id: 'z', side: 'al', hex: opts.enemy ?? '1012' }],
    leaders: [
      ...(opts.orders ? [{ id: 'nap', side: 'fr', name: 'Napoleon', rating: 2, role: 'overall' as const, hex: '0101' }] : []),
      { id: 'ney', side: 'fr', name: 'Ney', rating: opts.mop ? 4 : 2, role: 'corps', formation: 'f1', hex: '0303' },
    ],
    ...(opts.orders
      ? { hqs: [{ id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0101' }], command: { wings: [], orders: [{ formation: 'f1', type: 'march', target: ['0310'] }] } }
      : {}),
    ...(opts.mop ? { mop: {} } : {}),
  });
  return newGame(sc, { rules: { ...(opts.orders ? { 'NLC 12': true } : {}), ...opts.rules, 'NLC 20.2': opts.doctrine !== false } }, 1);
}
