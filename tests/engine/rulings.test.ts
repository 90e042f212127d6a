import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { RULINGS } from './engineApi';

// the project's list of rule cases lives beside the repository (shared/rules-cases.tsv)
const cases = readFileSync(new URL('../../../shared/rules-cases.tsv', import.meta.url), 'utf8')
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t')[0])
  .filter(Boolean);

describe('rulings', () => {
  it('every ruling names a case of the project\'s rules-case list, a question and an answer', () => {
    expect(cases.length).toBeGreaterThan(100);
    for (const r of RULINGS) {
      expect(cases, `ruling "${r.question}"`).toContain(r.rule);
      expect(r.question.length).toBeGreaterThan(10);
      expect(r.ruling.length).toBeGreaterThan(10);
    }
  });
});
