// One announcement banner for every rules system's events (N20 5.0 event cards, MOP 37.12 cards and
// random events): both players see it until each dismisses it for himself; in hot-seat the other player
// still sees it after the screen is passed (dismissals are UI memory only, keyed by game and viewer).
import { useState, type ReactNode } from 'react';

/** Announcements dismissed, by a key the caller builds from game seed, viewer and announcement. */
const dismissed = new Set<string>();

export interface DismissableBannerProps {
  /** Unique per game, viewer and announcement: once dismissed under this key the banner stays closed. */
  dismissKey: string;
  className: string;
  ariaLabel: string;
  testId: string;
  dismissLabel: string;
  dismissTestId: string;
  children: ReactNode;
}

export function DismissableBanner(p: DismissableBannerProps) {
  const [, bump] = useState(0);
  if (dismissed.has(p.dismissKey)) return null;
  return (
    <section className={`panel ${p.className}`} role="status" aria-label={p.ariaLabel} data-testid={p.testId}>
      {p.children}
      <button
        type="button"
        className="eb-close"
        onClick={() => {
          dismissed.add(p.dismissKey);
          bump((n) => n + 1);
        }}
        aria-label={p.dismissLabel}
        data-testid={p.dismissTestId}
      >
        OK
      </button>
    </section>
  );
}
