// The projector theme switch, on the start screen and in the top bar.
import { setTheme, useTheme } from './theme';

export function ThemeToggle({ className = '' }: { className?: string }) {
  const theme = useTheme();
  const on = theme === 'projector';
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      title="Large type, thick counter outlines, high contrast and colour-blind-safe sides with a shape on every counter"
      onClick={() => setTheme(on ? 'standard' : 'projector')}
    >
      Projector theme
    </button>
  );
}
