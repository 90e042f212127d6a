import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ENGINE = new URL('../../src/engine', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('the engine is pure', () => {
  const all = files(ENGINE);
  it('has source files', () => expect(all.length).toBeGreaterThan(10));
  for (const f of all) {
    const rel = f.slice(ENGINE.length + 1);
    it(`${rel}: no randomness, clock, DOM, storage or UI imports`, () => {
      const text = readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(text).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|crypto\./);
      // a global's property, not a field of that name (a battle's `map.window.from`)
      expect(text).not.toMatch(/(?<![.\w])(window|document|globalThis)\.|\blocalStorage\b|\bindexedDB\b/);
      expect(text).not.toMatch(/from ['"](react|react-dom|pixi\.js|pixi-viewport|zustand|node:[a-z]+|fs|path)['"/]/);
      expect(text).not.toMatch(/from ['"]\.\.\/(\.\.\/)*(store|map|ui|cli)\//);
    });
  }
});
