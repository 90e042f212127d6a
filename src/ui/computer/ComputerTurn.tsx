// The computer's side in a game against the computer (issue 14). Whenever the open decision is the
// computer's, it sends the computer side's view (viewFor) and its legal commands to the opponent's Web
// Worker (never the true state), shows that it is thinking, waits for a readable pace, then issues the
// command through the store like a player would. Under the prompt: what it was thinking (the best
// candidates it weighed and why).
import { useEffect, useRef, useState } from 'react';
import * as Comlink from 'comlink';
import { legalCommands, pendingDecision, viewFor, type Scenario, type Side } from '../../engine';
import { useAigle } from '../../store/react';
import type { OpponentApi, OpponentNote } from '../../players/opponent.worker';
import './computer.css';

/** Milliseconds each computer step takes at the least, so a human can follow it on the map. */
export const COMPUTER_PACE = 650;

function useOpponent(scenario: Scenario, computer: Side | undefined, seed: number) {
  const ref = useRef<{ api: Comlink.Remote<OpponentApi>; ready: Promise<void> } | null>(null);
  useEffect(() => {
    if (!computer) return;
    const worker = new Worker(new URL('../../players/opponent.worker.ts', import.meta.url), { type: 'module', name: 'aigle-opponent' });
    const api = Comlink.wrap<OpponentApi>(worker);
    ref.current = { api, ready: api.setup(scenario, seed) };
    return () => {
      ref.current = null;
      api[Comlink.releaseProxy]();
      worker.terminate();
    };
  }, [scenario, computer, seed]);
  return ref;
}

export function ComputerTurn() {
  const computer = useAigle((s) => s.game?.computer);
  const scenario = useAigle((s) => s.game!.scenario);
  const state = useAigle((s) => s.game!.state);
  const actions = useAigle((s) => s.actions);
  const opponent = useOpponent(scenario, computer, state.seed);
  const [thinking, setThinking] = useState(false);
  const [note, setNote] = useState<OpponentNote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const p = computer && !state.result ? pendingDecision(state) : null;
  const mine = !!p && !!computer && p.sides.includes(computer);
  useEffect(() => {
    if (!mine || !computer) return;
    let cancelled = false;
    const t0 = performance.now();
    setThinking(true);
    (async () => {
      // let the worker start and the map draw the last step first
      await new Promise((r) => setTimeout(r, 0));
      const o = opponent.current;
      if (!o) return;
      await o.ready;
      const r = await o.api.decide(viewFor(state, computer), legalCommands(state, computer));
      const rest = COMPUTER_PACE - (performance.now() - t0);
      if (rest > 0) await new Promise((res) => setTimeout(res, rest));
      if (cancelled) return;
      setNote(r.note);
      setThinking(false);
      if (!actions.issue(r.cmd)) setProblem('The computer chose a command the rules refused; it will try again on the next change.');
    })().catch((e: unknown) => {
      if (cancelled) return;
      setThinking(false);
      setProblem(`The computer could not decide: ${(e as Error)?.message ?? e}`);
    });
    return () => {
      cancelled = true;
    };
  }, [mine, computer, state, actions, opponent]);
  if (!computer) return null;
  const name = scenario.sides.find((s) => s.id === computer)?.name ?? computer;
  return (
    <section className="computer-turn" aria-label="The computer" data-testid="computer-turn">
      <p role="status" data-testid="computer-status" data-thinking={thinking ? 'yes' : 'no'}>
        {thinking ? (
          <>
            <span className="thinking-dot" aria-hidden="true" /> The computer ({name}) is thinking…
          </>
        ) : (
          <>The computer plays the {name}.</>
        )}
      </p>
      {problem && <p className="error">{problem}</p>}
      {note && (
        <details className="computer-note" data-testid="computer-note" open>
          <summary>What it was thinking ({note.decision}, {note.weighed} options weighed, {note.ms} ms)</summary>
          <ol>
            {note.top.map((c, i) => (
              <li key={i}>
                <strong>{c.label}</strong> ({c.score}): {c.why}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
