// What one step of a game did, in words: the command (who did what) and the log lines it wrote, each
// with its rule case. The replay viewer and the attract mode show it; the attract mode in large type.
import { commandLabel, type Command, type LogEntry, type Scenario } from '../../engine';
import { Dice } from '../text';

export function sideName(sc: Scenario, side: string | null | undefined): string {
  return sc.sides.find((s) => s.id === side)?.adjective ?? side ?? '';
}

export function StepCaption({ sc, cmd, lines, className = '' }: { sc: Scenario; cmd: Command | null; lines: LogEntry[]; className?: string }) {
  return (
    <div className={`step-caption ${className}`.trim()} data-testid="step-caption" aria-live="polite">
      <p className="step-what">{cmd ? `${sideName(sc, cmd.side)}: ${commandLabel(cmd, sc)}` : 'The battle is set up.'}</p>
      {lines.length ? (
        <ul className="step-lines">
          {lines.map((e, i) => (
            <li key={i}>
              {e.visibleTo !== 'all' ? <span title={`Seen only by the ${sideName(sc, e.visibleTo)} player`}>🔒 </span> : null}
              {e.text}
              {e.dice?.length ? (
                <>
                  {' '}
                  <Dice dice={e.dice} />
                </>
              ) : null}
              {e.rule && e.rule !== 'engine' ? <span className="step-rule"> [{e.rule}]</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
