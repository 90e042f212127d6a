// The attract mode's driver (issue 14): the computer plays both sides of a scenario at a readable pace,
// game after game, each step shown on a read-only store with what it did and why (the log lines and
// their rule cases). Each side's player gets only that side's view and legal commands.
import { applyCommand, legalCommands, logEntries, logLength, newGame, pendingDecision, viewFor, type Command, type GameState, type LogEntry, type Options, type Scenario } from '../../engine';
import type { AigleStore } from '../../store';
import { showState } from '../../store/showcase';
import { demoPlayer, type ComputerPlayer, type PlayerFactory } from '../../players';

export interface AttractStep {
  game: number;
  state: GameState;
  cmd: Command | null;
  /** The log lines the command wrote (the referee's view: the demo shows both sides). */
  lines: LogEntry[];
}

export interface AttractOptions {
  store: AigleStore;
  scenario: Scenario;
  options?: Options;
  seed?: number;
  /** Milliseconds a step with something to read stays on screen; quiet steps take half. */
  pace?: number;
  /** A finished game stays on screen this many paces before the next one starts. */
  pauseAfterGame?: number;
  /** Commands after which a game that has not ended is started afresh. */
  maxCommands?: number;
  players?: PlayerFactory;
  onStep?: (s: AttractStep) => void;
}

export interface AttractRun {
  stop(): void;
}

export function runAttract(o: AttractOptions): AttractRun {
  const pace = o.pace ?? 2600;
  const factory = o.players ?? demoPlayer;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let game = 0;
  let state: GameState;
  let players: Record<string, ComputerPlayer> = {};
  let count = 0;

  const later = (ms: number, f: () => void) => {
    if (stopped) return;
    timer = setTimeout(f, ms);
  };

  const start = () => {
    const seed = (o.seed ?? 1) + game;
    state = newGame(o.scenario, o.options ?? { rules: {} }, seed);
    players = Object.fromEntries(o.scenario.sides.map((s, i) => [s.id, factory(s.id, seed, i)]));
    count = 0;
    showState(o.store, o.scenario, state, 'referee');
    o.onStep?.({ game, state, cmd: null, lines: [] });
    later(pace, step);
  };

  const restart = () => {
    game++;
    start();
  };

  const step = async () => {
    if (stopped) return;
    const p = pendingDecision(state);
    if (state.result || !p || count >= (o.maxCommands ?? 3000)) {
      later(pace * (o.pauseAfterGame ?? 4), restart);
      return;
    }
    const side = p.side ?? p.sides[0];
    const legal = legalCommands(state, side);
    if (!legal.length) {
      console.warn(`attract mode: no legal command for ${side} at decision ${state.seq}; a new game starts`);
      later(pace, restart);
      return;
    }
    let cmd: Command;
    try {
      cmd = await players[side].decide({ view: viewFor(state, side), legal });
    } catch (e) {
      console.warn('attract mode: the player failed', e);
      later(pace, restart);
      return;
    }
    if (stopped) return;
    const r = applyCommand(state, cmd);
    if (!r.ok) {
      console.warn(`attract mode: the player's command was refused (${r.error.message} [${r.error.rule}]); a new game starts`);
      later(pace, restart);
      return;
    }
    const before = logLength(state);
    state = r.state;
    count++;
    const lines = logEntries(state).slice(before);
    showState(o.store, o.scenario, state, 'referee', r.events);
    o.onStep?.({ game, state, cmd, lines });
    later(lines.length ? pace : pace / 2, step);
  };

  start();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
