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
import type { Strength } from '../../players/search/strengths';
import { loadStrength } from './strength';
import { thinkingIsSecret } from './secrecy';
import { noteHeading } from '../../players/noteWords';
import './computer.css';

/** Milliseconds each computer step takes at the least, so a human can follow it on the map. */
export const COMPUTER_PACE = 650;

/** The pace now: test builds may shorten it (window.__aigleComputerPace) so a browser test plays a whole game. */
function pace(): number {
  if (import.meta.env.MODE === 'test') {
    const v = (window as unknown as { __aigleComputerPace?: unknown }).__aigleComputerPace;
    if (typeof v === 'number' && v >= 0) return v;
  }
  return COMPUTER_PACE;
}

interface Opponent {
  api: Comlink.Remote<OpponentApi>;
  ready: Promise<void>;
  stop: () => void;
}

function spawn(scenario: Scenario, seed: number, strength: Strength): Opponent {
  const worker = new Worker(new URL('../../players/opponent.worker.ts', import.meta.url), { type: 'module', name: 'aigle-opponent' });
  const api = Comlink.wrap<OpponentApi>(worker);
  return {
    api,
    ready: api.setup(scenario, seed, strength),
    stop: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/**
 * The worker, and a restart: stopping a search ends the busy worker (it reads no message while thinking).
 * When the computer searches (Normal, Strong) a second, warm Easy worker waits beside it, so the quick
 * choice after Stop comes at once instead of after a fresh worker's start-up.
 */
function useOpponent(scenario: Scenario, computer: Side | undefined, seed: number, strength: Strength) {
  const ref = useRef<Opponent | null>(null);
  const quick = useRef<Opponent | null>(null);
  useEffect(() => {
    if (!computer) return;
    ref.current = spawn(scenario, seed, strength);
    quick.current = strength === 'easy' ? null : spawn(scenario, seed, 'easy');
    return () => {
      ref.current?.stop();
      quick.current?.stop();
      ref.current = null;
      quick.current = null;
    };
  }, [scenario, computer, seed, strength]);
  /** Ends the busy worker, starts its successor, and returns the worker that answers the quick choice now. */
  const restart = () => {
    ref.current?.stop();
    ref.current = computer ? spawn(scenario, seed, strength) : null;
    return quick.current ?? ref.current;
  };
  return { ref, restart };
}

export function ComputerTurn() {
  const computer = useAigle((s) => s.game?.computer);
  const scenario = useAigle((s) => s.game!.scenario);
  const state = useAigle((s) => s.game!.state);
  const actions = useAigle((s) => s.actions);
  const [strength] = useState<Strength>(loadStrength);
  const opponent = useOpponent(scenario, computer, state.seed, strength);
  const [thinking, setThinking] = useState(false);
  // the Stop control: resolves the race in the decision effect below
  const stopRef = useRef<(() => void) | null>(null);
  const [note, setNote] = useState<(OpponentNote & { withheld?: boolean }) | null>(null);
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
      const o = opponent.ref.current;
      if (!o) return;
      await o.ready;
      const view = viewFor(state, computer);
      const legal = legalCommands(state, computer);
      const stopped = new Promise<'stop'>((res) => (stopRef.current = () => res('stop')));
      let r = await Promise.race([o.api.decide(view, legal), stopped]);
      stopRef.current = null;
      if (r === 'stop') {
        // the player stopped the search: the warm Easy worker answers at once with the rule of thumb
        if (cancelled) return;
        const fresh = opponent.restart();
        if (!fresh) return;
        await fresh.ready;
        r = await fresh.api.decide(view, legal, true);
      }
      const rest = pace() - (performance.now() - t0);
      if (rest > 0) await new Promise((res) => setTimeout(res, rest));
      if (cancelled) return;
      // a secret choice keeps its reasons: they would name the computer's choice (secrecy.ts)
      setNote(thinkingIsSecret(state) ? { ...r.note, top: [], withheld: true } : r.note);
      setThinking(false);
      if (!actions.issue(r.cmd)) setProblem('The computer chose a command the rules refused; it will try again on the next change.');
    })().catch((e: unknown) => {
      if (cancelled) return;
      setThinking(false);
      setProblem(`The computer could not decide: ${(e as Error)?.message ?? e}`);
    });
    return () => {
      cancelled = true;
      stopRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mine, computer, state, actions]);
  if (!computer) return null;
  const name = scenario.sides.find((s) => s.id === computer)?.name ?? computer;
  return (
    <section className="computer-turn" aria-label="The computer" data-testid="computer-turn">
      <p role="status" data-testid="computer-status" data-thinking={thinking ? 'yes' : 'no'}>
        {thinking ? (
          <>
            <span className="thinking-dot" aria-hidden="true" /> The computer ({name}, {strength}) is thinking…{' '}
            <button type="button" data-testid="computer-stop" onClick={() => stopRef.current?.()} title="Stop the search: the computer plays its quick choice now">
              Stop and play now
            </button>
          </>
        ) : (
          <>The computer plays the {name}.</>
        )}
      </p>
      {problem && <p className="error">{problem}</p>}
      {note && (
        <details className="computer-note" data-testid="computer-note" open>
          <summary>{noteHeading(note)}</summary>
          {note.withheld && <p data-testid="computer-note-withheld">A secret choice: what it weighed stays hidden, or it would give the choice away.</p>}
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
