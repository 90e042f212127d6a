// The turn track of a campaign of several days shows a window of turns around the current one.
import { describe, it, expect } from 'vitest';
import { turnWindow, TURN_WINDOW } from '../../src/ui/turnWindow';

describe('turn track window', () => {
  it('a battle shows all its turns', () => {
    expect(turnWindow(14, 9)).toEqual({ first: 1, last: 14, before: 0, after: 0 });
  });
  it('a campaign shows 24 turns from three before the current one, and how many are hidden', () => {
    expect(turnWindow(132, 1)).toEqual({ first: 1, last: TURN_WINDOW, before: 0, after: 132 - TURN_WINDOW });
    expect(turnWindow(132, 50)).toEqual({ first: 47, last: 70, before: 46, after: 62 });
    // near the end the window stops at the last turn
    expect(turnWindow(132, 130)).toEqual({ first: 109, last: 132, before: 108, after: 0 });
  });
});
