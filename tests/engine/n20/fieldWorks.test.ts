// N20X GZ field works placed before play: the player names the hex of every work, may switch between
// forts and redoubts, and hands over only with an explicit "done" (so each placement can be taken back).
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands, type Command } from '../../../src/engine/index';
import { choices, choose, gzhatsk, n20, pending, refuse, start } from './helpers';

/** A seed whose construction roll gives at least one fort and one redoubt. */
function withBoth() {
  for (let seed = 1; seed < 200; seed++) {
    const s = start(gzhatsk(), {}, seed);
    const f = pending(s)!;
    if (f.type !== 'n20:fieldWorks') continue;
    const forts = legalCommands(s).some((c) => c.type === 'choose' && c.choice === 'fort');
    const switchable = legalCommands(s).some((c) => c.type === 'choose' && c.choice === 'kind:redoubt');
    if (forts && switchable) return s;
  }
  throw new Error('no seed with forts and redoubts');
}

describe('field works placement', () => {
  it('[N20X GZ] each site is one command naming its hex; no button places a work on a hex the player did not pick', () => {
    const s = withBoth();
    const hexCmds = legalCommands(s).filter((c) => c.type === 'choose' && c.hex);
    const hexes = hexCmds.map((c) => (c as { hex: string }).hex);
    expect(new Set(hexes).size).toBe(hexes.length);
    expect(pending(s)!.options.hexes.sort()).toEqual([...hexes].sort());
    // the prompt buttons never place a work (only switch the kind or hand over)
    for (const b of pending(s)!.options.buttons) expect(['kind:fort', 'kind:redoubt', 'done']).toContain(b.id);
  });

  it('[N20X GZ] the player switches to redoubts and places one on the hex of his choice', () => {
    let s = withBoth();
    const site = [...pending(s)!.options.hexes].sort().reverse()[0];
    s = choose(s, 'kind:redoubt');
    expect(choices(s)).toContain(`redoubt@${site}`);
    expect(choices(s).some((c) => c.startsWith('fort@'))).toBe(false);
    s = choose(s, 'redoubt', { hex: site });
    expect(n20(s).works[site]).toBe('redoubt');
  });

  it('[N20X GZ] placements do not hand over: the last one waits for "done", which needs every work placed', () => {
    let s = withBoth();
    const side = pending(s)!.side;
    expect(refuse(s, { type: 'choose', choice: 'done' }).rule).toBe('N20X GZ');
    for (let i = 0; i < 20 && !choices(s).includes('done'); i++) {
      const c = legalCommands(s).find((x) => x.type === 'choose' && x.hex) as Command;
      const r = applyCommand(s, c);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      // neither a roll, a reveal nor a hand-over: the store may take it back
      expect(r.commit).toBe(false);
      s = r.state;
    }
    expect(pending(s)!.type).toBe('n20:fieldWorks');
    expect(pending(s)!.side).toBe(side);
    expect(choices(s)).toEqual(['done']);
    const r = applyCommand(s, { ...(legalCommands(s)[0] as Command) });
    expect(r.ok && r.commit).toBe(true);
    if (r.ok) expect(pending(r.state)!.type).not.toBe('n20:fieldWorks');
  });
});
