// A side's secrets in a player's words for the "only you see this" panel (issue 8): which of its stacks
// are hidden and where, its dummy stacks, its hidden marches, the cards in its hand, its chosen
// maneuver chit. Never raw data: a secret this file does not know yet is still spelled out as words
// (its name split, its values listed), without braces or quotes.
import { MANEUVER_LABEL, type HiddenSide, type PlayerView, type Scenario } from '../engine';
import { BASE_BY_ID, SPECIAL_BY_ID } from '../engine/modules/n20/data/cards';

export interface SecretEntry {
  /** Stable key (the secret's own name) for React. */
  key: string;
  title: string;
  lines: string[];
}

type Json = PlayerView['secret'][string][string];

function pieceName(sc: Scenario, id: string): string {
  return sc.units.find((u) => u.id === id)?.name ?? sc.leaders.find((l) => l.id === id)?.name ?? sc.hqs?.find((h) => h.id === id)?.name ?? 'a piece';
}

function formationName(sc: Scenario, id: string): string {
  return sc.formations.find((f) => f.id === id)?.name ?? 'a formation';
}

function cardName(id: string): string {
  return BASE_BY_ID[id]?.name ?? SPECIAL_BY_ID[id]?.name ?? 'a card';
}

function hexName(sc: Scenario, hex: string): string {
  const name = sc.map.hexes.find((h) => h.id === hex)?.name;
  return name ? `${hex} (${name})` : hex;
}

/** "someThing_else" -> "Some thing else". */
function words(id: string): string {
  const w = id
    .replace(/[:_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** MOP 37.10, 37.11.2, NLC 20.1: the side's hidden stacks by hex, dummies, marches and reported forces. */
function hiddenLines(h: HiddenSide, sc: Scenario, view: PlayerView): string[] {
  const out: string[] = [];
  const byHex = new Map<string, string[]>();
  for (const id of h.pieces ?? []) {
    const hex = view.units[id]?.hex ?? view.leaders[id]?.hex ?? null;
    const k = hex ?? '';
    byHex.set(k, [...(byHex.get(k) ?? []), pieceName(sc, id)]);
  }
  for (const [hex, names] of [...byHex.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(hex ? `Hidden stack at ${hexName(sc, hex)}: ${names.join(', ')}` : `Hidden, off the map: ${names.join(', ')}`);
  }
  for (const [k, hex] of Object.entries(h.dummies ?? {}).sort(([a], [b]) => a.localeCompare(b))) out.push(`Dummy stack ${k} at ${hexName(sc, hex)}`);
  for (const m of Object.values(h.marches ?? {})) {
    const to = m.path[m.path.length - 1];
    out.push(
      m.turns
        ? `Hidden march: ${formationName(sc, m.formation)} towards ${to ? hexName(sc, to) : 'its target'} (turn ${m.turns}, ${m.mp} MP)`
        : `Hidden march plotted: ${formationName(sc, m.formation)} towards ${to ? hexName(sc, to) : 'its target'}`,
    );
  }
  for (const [hex, turns] of Object.entries(h.reported ?? {})) {
    out.push(`Reported by an enemy vedette at ${hexName(sc, hex)}: revealed in ${turns} turn${turns === 1 ? '' : 's'}`);
  }
  return out;
}

/** Any other value as words: strings as they are, lists joined, records as "name: value". */
function plainLines(v: Json, depth = 0): string[] {
  if (v === null || v === undefined) return [];
  if (typeof v === 'string') return [v];
  if (typeof v === 'number') return [String(v)];
  if (typeof v === 'boolean') return [v ? 'yes' : 'no'];
  if (Array.isArray(v)) {
    const flat = v.flatMap((x) => plainLines(x, depth + 1));
    return flat.length ? [flat.join(', ')] : [];
  }
  if (depth > 2) return [];
  return Object.entries(v).flatMap(([k, x]) => {
    const inner = plainLines(x, depth + 1);
    return inner.length ? [`${words(k)}: ${inner.join('; ')}`] : [];
  });
}

/** One secret of the viewer's side in words, or null when it holds nothing worth a line. */
export function secretEntry(key: string, value: Json, sc: Scenario, view: PlayerView): SecretEntry | null {
  switch (key) {
    case 'hidden': {
      const lines = hiddenLines(value as unknown as HiddenSide, sc, view);
      return lines.length ? { key, title: 'Hidden forces', lines } : null;
    }
    case 'hand': {
      const cards = ((value as string[] | null) ?? []).map(cardName);
      return cards.length ? { key, title: 'Retain cards in your hand (N20X 5.0)', lines: [cards.join(', ')] } : null;
    }
    case 'dealt': {
      const cards = ((value as string[] | null) ?? []).map(cardName);
      return cards.length ? { key, title: 'Retain cards dealt to you (N20X 5.0)', lines: [cards.join(', ')] } : null;
    }
    case 'chit': {
      const label = MANEUVER_LABEL[value as keyof typeof MANEUVER_LABEL];
      return value ? { key, title: 'Your maneuver chit (N20X 9.0)', lines: [label ?? 'chosen'] } : null;
    }
  }
  const lines = plainLines(value);
  return lines.length ? { key, title: words(key), lines } : null;
}
