// The March on Paris core rules in the charts: short notes per case (special leaders included) and the MoP
// Terrain Effects on Combat chart, read from the engine.
import { MOP_CORE_HELP, MOP_TERRAIN_EFFECTS } from '../../engine';
import { sameCase } from '../charts';

const red = (r: string | number) => (r === 'NE' ? '—' : r === 'NA' ? 'n/a' : `−${r}%`);
const mv = (c: number | string, hexside: boolean) => (c === 'prohibited' ? 'no' : hexside ? (c === 0 ? '—' : `+${c}`) : String(c));

export function MopHelp({ anchor }: { anchor: string | null }) {
  return (
    <section id="chart-mop" aria-label="March on Paris" data-testid="mop-help">
      <h3>March on Paris <span className="muted">[MOP 37] rules in force for this battle</span></h3>
      <ul className="rulings">
        {MOP_CORE_HELP.map((h, i) => (
          <li key={i} className={anchor && sameCase(anchor, h.rule) ? 'hit' : ''}>
            <strong>[{h.rule}] {h.title}.</strong> {h.text}
            {!h.built && <em> (not in play yet)</em>}
          </li>
        ))}
      </ul>
      <table className="chart-table tec" aria-label="March on Paris Terrain Effects on Combat">
        <thead>
          <tr>
            {['Terrain', 'Inf MP', 'Cav/guns MP', 'Assault', 'Bombard', 'Charge'].map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Object.values(MOP_TERRAIN_EFFECTS)
            .filter((t) => t.source === 'MOP TEC')
            .map((t) => {
              const hs = t.kind === 'hexside';
              return (
                <tr key={t.id}>
                  <th>{`${t.id}${hs ? ' (hexside)' : ''}${t.uphillOnly ? ', uphill' : ''}`}</th>
                  <td>{mv(t.move.infantry, hs)}</td>
                  <td>{mv(t.move.cavalry, hs)}</td>
                  <td>{red(t.assault)}</td>
                  <td>{red(t.bombardment)}</td>
                  <td>{red(t.charge)}</td>
                </tr>
              );
            })}
        </tbody>
      </table>
    </section>
  );
}
