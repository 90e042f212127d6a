// The game log: every event with its case, hexes as links to the map.
import { useEffect, useRef } from 'react';
import type { LogEntry } from '../engine';
import { useAigle } from '../store/react';
import { Dice, RuleLink, withHexLinks } from './text';
import { useView, useScenario, sideAdjective } from './hooks';

export function GameLog() {
  const view = useView();
  const sc = useScenario();
  const actions = useAigle((s) => s.actions);
  const list = useRef<HTMLOListElement>(null);
  const log = view?.log ?? [];
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  if (!view) return null;
  const ids = new Set<string>();
  for (const e of log) for (const h of e.hexes ?? []) ids.add(h);
  const focus = (h: string) => actions.focusHex(h);
  const openRule = (r: string) => actions.openCharts(r);
  return (
    <section className="panel log" aria-label="Game log">
      <h2>Log</h2>
      <ol ref={list} aria-live="polite" aria-relevant="additions" data-testid="log">
        {log.map((e: LogEntry, i) => (
          <li key={i} className={`log-entry${e.visibleTo !== 'all' ? ' private' : ''}`}>
            {e.visibleTo !== 'all' && (
              <span className="private-tag" title={`Seen only by the ${sideAdjective(sc, e.visibleTo)} player`}>
                🔒{' '}
              </span>
            )}
            {withHexLinks(e.text, e.hexes ?? [...ids].filter((h) => e.text.includes(h)), focus)}
            {e.dice && e.dice.length ? (
              <>
                {' '}
                <Dice dice={e.dice} />
              </>
            ) : null}{' '}
            {e.rule ? <RuleLink rule={e.rule} onOpen={openRule} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
