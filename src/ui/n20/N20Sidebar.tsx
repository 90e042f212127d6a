// The Napoleonic 20 panels, mounted by the game screen's sidebar when the view has N20 state. Like every
// sidebar panel they are unmounted while the screen is being passed (hot-seat curtain).
import { useView } from '../hooks';
import { BattlePanel } from './BattlePanel';
import { EventsPanel } from './EventsPanel';
import { EventBanner } from './EventBanner';
import { HandPanel } from './HandPanel';
import { MatrixPanel } from './MatrixPanel';
import { MoraleTrack } from './MoraleTrack';
import { N20Orders } from './N20Orders';
import { UnitStatusPanel } from './UnitStatusPanel';
import './n20.css';

export function N20Sidebar() {
  const view = useView();
  if (!view?.n20) return null;
  return (
    <div className="n20-panels" data-testid="n20-panels">
      <EventBanner />
      <N20Orders />
      <MatrixPanel />
      <BattlePanel />
      <MoraleTrack />
      <HandPanel />
      <UnitStatusPanel />
      <EventsPanel />
    </div>
  );
}
