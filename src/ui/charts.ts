// Which chart a rule case opens in the built-in reference; the charts follow the game's rules system.
export type ChartId = 'sequence' | 'fire' | 'percent' | 'terrain' | 'rulings';
export type N20ChartId = 'n20-sequence' | 'n20-crt' | 'n20-terrain' | 'n20-matrix' | 'n20-morale' | 'n20-cards' | 'rulings';
export type RulesSystemId = 'nlc' | 'n20';

export function chartFor(rule: string | null | undefined): ChartId {
  const r = (rule ?? '').toUpperCase();
  if (/T\.FIRE|NLC 7(\.1)?$|NLC 7\.[12]\b/.test(r)) return 'fire';
  if (/T\.PCT|NLC 7\.6/.test(r)) return 'percent';
  if (/T\.TEC|NLC 5(\.|$)|NLC 10/.test(r)) return 'terrain';
  if (/NLC (3|4|9|16|18)(\.|$)/.test(r)) return 'sequence';
  return 'rulings';
}

/** The Napoleonic 20 chart for a case id (N20 base and N20X Expansion Kit cases). */
export function n20ChartFor(rule: string | null | undefined): N20ChartId {
  const r = (rule ?? '').toUpperCase().trim();
  if (/^N20 9(\.|$)/.test(r)) return 'n20-crt';
  if (/^N20X (9\.0|9\.9\.3|9\.6\.9)\b/.test(r)) return 'n20-matrix';
  if (/^N20 (6\.0|7\.0)\b|^N20X GZ\b/.test(r)) return 'n20-terrain';
  if (/^N20 (10\.0|12\.0|13\.0|14\.0)\b|^N20X (12\.|16\.8)/.test(r)) return 'n20-morale';
  if (/^N20X? 5\.0\b/.test(r)) return 'n20-cards';
  if (/^N20 (4\.0|8\.0|11\.0|15\.0)\b|^N20X 15\.0\b/.test(r)) return 'n20-sequence';
  return 'rulings';
}

/** Rulings that belong to a rules system: N20 cases for Napoleonic 20, everything else for NLC. */
export function rulingBelongs(rule: string, system: RulesSystemId): boolean {
  const n20 = /^N20X?\b/i.test(rule.trim());
  return system === 'n20' ? n20 : !n20;
}

/** Does a rule case (e.g. "NLC 4.2") fall under a listed case ("NLC 4" or "NLC 4.2")? */
export function sameCase(anchor: string, listed: string): boolean {
  const a = anchor.trim().toUpperCase();
  const l = listed.trim().toUpperCase();
  return a === l || a.startsWith(l + '.');
}
