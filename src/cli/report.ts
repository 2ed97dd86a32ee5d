/**
 * Readable and CSV forms of a simulation report.
 */
import type { SimulationReport } from '../sim/report.js';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The report as a table for people. */
export function formatReport(r: SimulationReport): string {
  const out: string[] = [];
  out.push(
    `${r.game}, ${r.players} players, ${r.games} games, seed "${r.seed}"${r.unfinished ? `, ${r.unfinished} unfinished` : ''}`,
  );
  out.push('');
  out.push('agent                 games    wins   win rate   95% CI            points mean / median / p95');
  for (const a of r.perAgent) {
    out.push(
      `${a.agent.padEnd(20)} ${String(a.games).padStart(6)} ${a.wins.toFixed(1).padStart(7)}   ${pct(a.winRate).padStart(7)}   ${`${pct(a.ci[0])}–${pct(a.ci[1])}`.padEnd(16)}  ${a.points.mean.toFixed(1)} / ${a.points.median} / ${a.points.p95}`,
    );
  }
  out.push('');
  out.push('seat   win rate   95% CI');
  for (const s of r.perSeat)
    out.push(`${String(s.seat).padEnd(6)} ${pct(s.winRate).padStart(8)}   ${pct(s.ci[0])}–${pct(s.ci[1])}`);
  out.push('');
  out.push(`actions per game: mean ${r.length.mean.toFixed(1)}, median ${r.length.median}, p95 ${r.length.p95}`);
  if (r.throughput.seconds > 0) {
    out.push(
      `throughput: ${r.throughput.gamesPerSecond.toFixed(1)} games/s, ${Math.round(r.throughput.actionsPerSecond)} actions/s (${r.throughput.seconds.toFixed(1)} s)`,
    );
  }
  return out.join('\n');
}

/** The per-agent table as CSV. */
export function reportCsv(r: SimulationReport): string {
  const rows = ['agent,games,wins,win_rate,ci_low,ci_high,points_mean,points_median,points_p95'];
  for (const a of r.perAgent) {
    rows.push(
      [a.agent, a.games, a.wins, a.winRate, a.ci[0], a.ci[1], a.points.mean, a.points.median, a.points.p95].join(','),
    );
  }
  return rows.join('\n');
}
