// N20 6.0 / 9.4 Terrain chart (data). Movement: MP to enter, or 'stop' (the unit must stop on entering),
// or 'prohibited'. Combat: added to the defender's total; only the single best benefit counts (9.4.1, 9.4.2).
// Values are the 1999 Waterloo 20 chart where it has the terrain, our rulings elsewhere (RULINGS N20 6.0).
export type N20Move = number | 'stop' | 'prohibited';

export interface N20TerrainLine {
  move: N20Move;
  defence: number;
  label: string;
}

export const N20_HEX_TERRAIN: Record<string, N20TerrainLine> = {
  clear: { move: 1, defence: 0, label: 'Open' },
  town: { move: 1, defence: 1, label: 'Town' },
  village: { move: 1, defence: 1, label: 'Village' },
  chateau: { move: 1, defence: 2, label: 'Chateau' },
  woods: { move: 'stop', defence: 1, label: 'Forest' },
  marsh: { move: 'stop', defence: 1, label: 'Marsh' },
};

/** Hexside features: extra movement (or prohibited) and the defence bonus when every attacker crosses it. */
export const N20_HEXSIDE: Record<string, { move: N20Move; defence: number; attackAcross: boolean; label: string }> = {
  river: { move: 'prohibited', defence: 0, attackAcross: false, label: 'River (impassable except at a bridge or ford)' },
  bridge: { move: 0, defence: 1, attackAcross: true, label: 'Bridge' },
  ford: { move: 'stop', defence: 1, attackAcross: true, label: 'Ford' },
  stream: { move: 'stop', defence: 1, attackAcross: true, label: 'Stream' },
  slope: { move: 0, defence: 1, attackAcross: true, label: 'Slope (defender on the high side)' },
  crest: { move: 0, defence: 1, attackAcross: true, label: 'Crest (defender on the high side)' },
  trestle: { move: 0, defence: 1, attackAcross: true, label: 'Trestle bridge' },
};

/** Field works built before play (N20X GZ): defence bonus; the Maneuver Matrix is never used against them (N20X 9.0). */
export const N20_WORKS: Record<'redoubt' | 'fort', { defence: number; label: string }> = {
  redoubt: { defence: 2, label: 'Redoubt' },
  fort: { defence: 3, label: 'Fort' },
};

/** A road hexside costs this much whatever the terrain of the hex entered (ruling N20 6.0). */
export const N20_ROAD_COST = 1;
