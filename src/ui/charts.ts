// Which chart a rule case opens in the built-in reference.
export type ChartId = 'sequence' | 'fire' | 'percent' | 'terrain' | 'rulings';

export function chartFor(rule: string | null | undefined): ChartId {
  const r = (rule ?? '').toUpperCase();
  if (/T\.FIRE|NLC 7(\.1)?$|NLC 7\.[12]\b/.test(r)) return 'fire';
  if (/T\.PCT|NLC 7\.6/.test(r)) return 'percent';
  if (/T\.TEC|NLC 5(\.|$)|NLC 10/.test(r)) return 'terrain';
  if (/NLC (3|4|9|16|18)(\.|$)/.test(r)) return 'sequence';
  return 'rulings';
}

/** Does a rule case (e.g. "NLC 4.2") fall under a listed case ("NLC 4" or "NLC 4.2")? */
export function sameCase(anchor: string, listed: string): boolean {
  const a = anchor.trim().toUpperCase();
  const l = listed.trim().toUpperCase();
  return a === l || a.startsWith(l + '.');
}
