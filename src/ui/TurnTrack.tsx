// The turn track: the scenario's clock, day and night, the active side.
import { clockLabel, isNight } from '../engine';
import { ScoreLine } from './ScorePanel';
import { useView, useScenario, sideAdjective } from './hooks';
import { weatherMark, WeatherLine } from './mop/WeatherLine';
import { turnWindow } from './turnWindow';

/** The turn track from the scenario's clock; `status` replaces the default phase line (other rules systems). */
export function TurnTrack({ status, className = '' }: { status?: React.ReactNode; className?: string } = {}) {
  const view = useView();
  const sc = useScenario();
  if (!view) return null;
  const turn = view.clock.turn;
  const active = view.clock.activeSide;
  // a campaign of several days shows the turns around the current one
  const win = turnWindow(sc.turns.count, turn);
  return (
    <section className={`turn-track ${className}`.trim()} aria-label="Turn track">
      <ol className="turns">
        {win.before ? (
          <li className="turn more" aria-label={`${win.before} earlier turns`}>
            …{win.before}
          </li>
        ) : null}
        {Array.from({ length: win.last - win.first + 1 }, (_, i) => {
          const t = win.first + i;
          const night = isNight(sc, t);
          const wx = weatherMark(sc, view.mopField, t);
          const label = `Turn ${t}, ${clockLabel(sc, t)}${night ? ', night' : ''}${wx ? `, ${wx.label}` : ''}${t === turn ? ', current turn' : ''}`;
          return (
            <li key={t} className={`turn ${night ? 'night' : 'day'} ${t === turn ? 'current' : t < turn ? 'past' : ''}`} aria-label={label} title={label} aria-current={t === turn ? 'step' : undefined}>
              <span className="turn-n">{t}</span>
              <span className="turn-time">{clockLabel(sc, t)}</span>
              <span className="turn-sky" aria-hidden="true">
                {night ? '☾' : '☀'}
              </span>
              {wx ? (
                <span className="turn-weather" aria-hidden="true">
                  {wx.glyph}
                </span>
              ) : null}
            </li>
          );
        })}
        {win.after ? (
          <li className="turn more" aria-label={`${win.after} more turns`}>
            {win.after}…
          </li>
        ) : null}
      </ol>
      <p className="phase" data-testid="phase">
        <strong>
          Turn {turn} of {sc.turns.count}
        </strong>{' '}
        · {clockLabel(sc, turn)}{' '}
        {status ?? (
          <>
            {isNight(sc, turn) ? '(night)' : '(day)'} · {view.clock.phase}
            {active ? ` · activation ${view.clock.activation}: ${sideAdjective(sc, active)}` : ''}
          </>
        )}
        {view.nlc ? <ScoreLine /> : null}
      </p>
      {view.mopField && sc.mop?.weather ? <WeatherLine field={view.mopField} /> : null}
    </section>
  );
}
