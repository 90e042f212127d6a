// Small shared pieces of text rendering: dice faces, hex links, rule links.
import { Fragment, type ReactNode } from 'react';

const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function Dice({ dice }: { dice: number[] }) {
  const label = `dice ${dice.join(' and ')}` + (dice.length > 1 ? `, total ${dice.reduce((a, b) => a + b, 0)}` : '');
  return (
    <span className="dice" role="img" aria-label={label} title={label}>
      {dice.map((d, i) => (
        <span key={i} className="die">
          {d >= 1 && d <= 6 ? FACES[d - 1] : d}
        </span>
      ))}
      {dice.length > 1 && <span className="dice-total">={dice.reduce((a, b) => a + b, 0)}</span>}
    </span>
  );
}

export function HexLink({ hex, onFocus }: { hex: string; onFocus: (hex: string) => void }) {
  return (
    <button type="button" className="linklike hexlink" onClick={() => onFocus(hex)} aria-label={`hex ${hex}: centre the map on it`}>
      {hex}
    </button>
  );
}

export function RuleLink({ rule, onOpen }: { rule: string; onOpen: (rule: string) => void }) {
  if (!rule || rule === 'engine') return null;
  return (
    <button type="button" className="linklike rulelink" onClick={() => onOpen(rule)} aria-label={`rule ${rule}: open the chart reference`}>
      [{rule}]
    </button>
  );
}

/** Text with the given hex ids turned into links (only four-digit words that are hexes of this map). */
export function withHexLinks(text: string, hexes: readonly string[], onFocus: (hex: string) => void): ReactNode {
  if (!hexes.length) return text;
  const parts = text.split(/(\b\d{4}\b)/);
  return parts.map((p, i) =>
    hexes.includes(p) ? <HexLink key={i} hex={p} onFocus={onFocus} /> : <Fragment key={i}>{p}</Fragment>,
  );
}
