import { Chart, type ChartConfiguration } from "chart.js/auto";
import { useEffect, useRef } from "react";
import styled from "styled-components";

const Figure = styled.figure`
  margin: 0;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  figcaption { font-weight: 600; margin-bottom: 0.5rem; }
  .canvas { position: relative; height: 220px; }
  details { margin-top: 0.5rem; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/**
 * A chart with its data as a table: the canvas is a picture for those who can see it (described
 * by its caption); the table, one click away, is the same data for everyone else and for copying.
 */
export function ChartFigure({
  title,
  config,
  columns,
  rows,
}: {
  title: string;
  config: ChartConfiguration;
  columns: string[];
  rows: Array<Array<string | number>>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return; // no canvas (a test's DOM): the table still says it all
    const chart = new Chart(context, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <div className="canvas">
        <canvas ref={canvas} role="img" aria-label={`${title} (chart; the table below has the same data)`} />
      </div>
      <details>
        <summary>Show as a table</summary>
        <table>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) => (
                  <td key={columns[i]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
