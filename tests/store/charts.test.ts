// The chart reference follows the rules system: N20 cases open the N20 charts, and each system lists
// only its own rulings.
import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../src/engine';
import { chartFor, n20ChartFor, rulingBelongs } from '../../src/ui/charts';

describe('chart reference', () => {
  it('[N20 9.0] N20 cases open the N20 charts', () => {
    expect(n20ChartFor('N20 9.0')).toBe('n20-crt');
    expect(n20ChartFor('N20 9.8')).toBe('n20-crt');
    expect(n20ChartFor('N20X 9.0')).toBe('n20-matrix');
    expect(n20ChartFor('N20X 9.9.3')).toBe('n20-matrix');
    expect(n20ChartFor('N20 6.0')).toBe('n20-terrain');
    expect(n20ChartFor('N20X GZ')).toBe('n20-terrain');
    expect(n20ChartFor('N20 12.0')).toBe('n20-morale');
    expect(n20ChartFor('N20X 12.7')).toBe('n20-morale');
    expect(n20ChartFor('N20X 5.0')).toBe('n20-cards');
    expect(n20ChartFor('N20 4.0')).toBe('n20-sequence');
    expect(chartFor('NLC 7.1')).toBe('fire');
  });
  it('[N20 4.0] N20 games list only N20 rulings, NLC games only the others', () => {
    const n20 = RULINGS.filter((r) => rulingBelongs(r.rule, 'n20'));
    const nlc = RULINGS.filter((r) => rulingBelongs(r.rule, 'nlc'));
    expect(n20.length).toBeGreaterThan(10);
    expect(nlc.length).toBeGreaterThan(5);
    expect(n20.every((r) => r.rule.startsWith('N20'))).toBe(true);
    expect(nlc.some((r) => r.rule.startsWith('N20'))).toBe(false);
    expect(n20.length + nlc.length).toBe(RULINGS.length);
  });
});
