// MOP 37.4 on the turn track: a glyph on each turn that has rolled (and a die on the turns still to roll),
// and a line with the weather in force and what it does, citing the case.
import { WEATHER_EFFECTS, weatherRollDue, type MopFieldState, type Scenario, type Weather } from '../../engine';

const GLYPH: Record<Weather, string> = { fair: '☀', cloudy: '☁', mud: '≈', rain: '☂', fog: '▒', frost: '❄', snow: '❅', snowstorm: '❆' };

/** What the turn track shows for turn `t` under the field rules, or null (no March on Paris weather). */
export function weatherMark(sc: Scenario, field: MopFieldState | undefined, t: number): { glyph: string; label: string } | null {
  if (!field || !sc.mop?.weather) return null;
  const roll = field.rolls.find((r) => r.turn === t);
  if (roll) return { glyph: GLYPH[roll.weather], label: `weather rolled ${roll.roll}: ${WEATHER_EFFECTS[roll.weather].label}` };
  if (weatherRollDue(sc, t)) return { glyph: '⚄', label: 'weather roll due (MOP 37.4)' };
  return null;
}

export function WeatherLine({ field }: { field: MopFieldState }) {
  const e = WEATHER_EFFECTS[field.weather];
  return (
    <p className="weather-line" data-testid="weather" aria-label={`Weather: ${e.label}`}>
      <span className="weather-glyph" aria-hidden="true">
        {GLYPH[field.weather]}
      </span>{' '}
      <strong>Weather: {e.label}</strong> <span className="muted">(MOP 37.4)</span> · {e.lines.join(' · ')}
    </p>
  );
}
