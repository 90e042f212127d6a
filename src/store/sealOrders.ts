// Secret orders in exported saves (NLC 12.4, issue 10). A save is the command list, and the other side's
// written orders, Local Decisions and their confirmations are commands: a hot-seat file exported by one
// side would hand the other side's orders to whoever opens it. Such a file therefore carries each run of
// the other side's command-phase commands sealed: one opaque entry per run (so not even the number of
// orders shows), enciphered with a key that stays in this browser (kept per game, never in the file).
// The browser that exported the file opens it whole; elsewhere it is refused with the reason. Nothing
// else changes: the engine replays the unsealed list exactly. The cipher is a keystream from the
// project's string hash: it hides the orders from a reader of the file, which is the threat of a shared
// screen (developer tools there already show everything), not a determined cryptanalyst.
import { hashString, type Command, type Side } from '../engine';
import type { KeyValue } from './persist';

export const SEAL_KEYS = 'aigle.sealKeys.v1';

/** The command-phase choices whose content is a side's secret (NLC 12.3 steps 1 and 3). */
const SECRET_CHOICES = new Set(['order', 'localDecision', 'toReserve', 'endOrders', 'endLocalDecisions']);

export interface SealedCommand {
  type: 'sealed';
  side: Side;
  n: number;
  /** Which browser key opens it (the game's id). */
  seal: string;
  data: string;
}

export function isSecretOrderCommand(c: Command): boolean {
  return c.type === 'choose' && SECRET_CHOICES.has((c as { choice: string }).choice);
}

function keys(storage: KeyValue): Record<string, string> {
  try {
    return JSON.parse(storage.getItem(SEAL_KEYS) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** This browser's key for a game, made on first use. */
export function sealKey(storage: KeyValue, id: string, random: () => string): string {
  const all = keys(storage);
  if (!all[id]) {
    all[id] = random();
    storage.setItem(SEAL_KEYS, JSON.stringify(all));
  }
  return all[id];
}

function keystream(key: string, nonce: string, length: number): number[] {
  const out: number[] = [];
  for (let block = 0; out.length < length; block++) {
    const h = hashString(`${key}|${nonce}|${block}|${hashString(key + block)}`);
    for (let i = 0; i < h.length && out.length < length; i += 2) out.push(parseInt(h.slice(i, i + 2), 16));
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function cipher(bytes: Uint8Array, key: string, nonce: string): Uint8Array {
  const ks = keystream(key, nonce, bytes.length);
  return bytes.map((b, i) => b ^ ks[i]);
}

/** The commands with the secret runs of every side but `exporter` sealed (null: every side's). */
export function sealCommands(commands: Command[], exporter: Side | null, seal: string, key: string): (Command | SealedCommand)[] {
  const out: (Command | SealedCommand)[] = [];
  let run: Command[] = [];
  const flush = () => {
    if (!run.length) return;
    const plain = new TextEncoder().encode(JSON.stringify(run));
    out.push({ type: 'sealed', side: run[0].side, n: run[0].n, seal, data: toBase64(cipher(plain, key, `${seal}:${run[0].n}`)) });
    run = [];
  };
  for (const c of commands) {
    const hide = isSecretOrderCommand(c) && c.side !== exporter;
    if (hide && run.length && run[0].side !== c.side) flush();
    if (hide) run.push(c);
    else {
      flush();
      out.push(c);
    }
  }
  flush();
  return out;
}

export type Unsealed = { ok: true; commands: Command[]; sealed: number } | { ok: false; message: string };

/** Opens the sealed runs with this browser's keys; a file sealed elsewhere is refused with the reason. */
export function unsealCommands(commands: unknown[], storage: KeyValue): Unsealed {
  const all = keys(storage);
  const out: Command[] = [];
  let sealed = 0;
  for (const c of commands as (Command | SealedCommand)[]) {
    if (c.type !== 'sealed') {
      out.push(c as Command);
      continue;
    }
    const s = c as SealedCommand;
    const key = all[s.seal];
    if (!key) {
      return {
        ok: false,
        message: `it holds the ${s.side} side's orders sealed by the browser that exported it (NLC 12.4: orders are secret); open it there, or export it again from a solo game`,
      };
    }
    try {
      const text = new TextDecoder().decode(cipher(fromBase64(s.data), key, `${s.seal}:${s.n}`));
      const run = JSON.parse(text) as Command[];
      if (!Array.isArray(run)) throw new Error('not a list');
      out.push(...run);
      sealed++;
    } catch {
      return { ok: false, message: `its sealed orders of the ${s.side} side do not open with this browser's key (the file was changed)` };
    }
  }
  return { ok: true, commands: out, sealed };
}
