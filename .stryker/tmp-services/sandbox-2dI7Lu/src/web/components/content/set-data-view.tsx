// @ts-nocheck
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartBlock, SetData, TableBlock } from '#shared/contracts/questions';

const PALETTE = ['#4f46e5', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6'];

/** A DILR data set's tables and charts, drawn from numbers (never pictures) so they stay sharp and accessible. */
export function SetDataView({ data }: { data: SetData }) {
  return (
    <div className="space-y-5">
      {data.blocks.map((block, i) =>
        block.kind === 'table' ? <DataTable key={i} block={block} /> : <DataChart key={i} block={block} />,
      )}
    </div>
  );
}

function DataTable({ block }: { block: TableBlock }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full border-collapse text-sm">
        {block.caption && (
          <caption className="px-3 py-2 text-left font-medium text-slate-600 dark:text-slate-300">
            {block.caption}
          </caption>
        )}
        <thead>
          <tr className="bg-slate-100 dark:bg-slate-800">
            {block.columns.map((c) => (
              <th
                key={c}
                scope="col"
                className="border-b border-slate-200 px-3 py-2 text-left font-semibold dark:border-slate-700"
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r} className="odd:bg-white even:bg-slate-50 dark:odd:bg-slate-900 dark:even:bg-slate-800/60">
              {row.map((cell, c) => (
                <td key={c} className="border-b border-slate-100 px-3 py-1.5 tabular-nums dark:border-slate-800">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DataChart({ block }: { block: ChartBlock }) {
  const rows = block.categories.map((category, i) => {
    const row: Record<string, string | number> = { category };
    for (const s of block.series) row[s.name] = s.values[i] ?? 0;
    return row;
  });
  return (
    <figure className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <figcaption className="mb-2 text-sm font-semibold">{block.title}</figcaption>
      <div className="h-64 w-full" role="img" aria-label={describeChart(block)}>
        <ResponsiveContainer width="100%" height="100%">
          {renderChart(block, rows)}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

function renderChart(block: ChartBlock, rows: Record<string, string | number>[]) {
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
      <XAxis dataKey="category" tick={{ fontSize: 12, fill: 'currentColor' }} />
      <YAxis tick={{ fontSize: 12, fill: 'currentColor' }} />
      <Tooltip contentStyle={{ color: '#0f172a' }} />
      <Legend />
    </>
  );
  switch (block.kind) {
    case 'line':
      return (
        <LineChart data={rows}>
          {axes}
          {block.series.map((s, i) => (
            <Line
              key={s.name}
              dataKey={s.name}
              stroke={PALETTE[i % PALETTE.length]}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      );
    case 'pie': {
      const series = block.series[0];
      const slices = block.categories.map((name, i) => ({ name, value: series?.values[i] ?? 0 }));
      return (
        <PieChart>
          <Tooltip contentStyle={{ color: '#0f172a' }} />
          <Legend />
          <Pie data={slices} dataKey="value" nameKey="name" outerRadius="75%" label isAnimationActive={false}>
            {slices.map((s, i) => (
              <Cell key={s.name} fill={PALETTE[i % PALETTE.length]} />
            ))}
          </Pie>
        </PieChart>
      );
    }
    case 'scatter':
      return (
        <ScatterChart>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis type="number" dataKey="x" name={block.xLabel ?? 'x'} tick={{ fontSize: 12, fill: 'currentColor' }} />
          <YAxis type="number" dataKey="y" name={block.yLabel ?? 'y'} tick={{ fontSize: 12, fill: 'currentColor' }} />
          <Tooltip contentStyle={{ color: '#0f172a' }} />
          <Scatter data={block.points ?? []} fill={PALETTE[0]} isAnimationActive={false} />
        </ScatterChart>
      );
    default:
      return (
        <BarChart data={rows}>
          {axes}
          {block.series.map((s, i) => (
            <Bar
              key={s.name}
              dataKey={s.name}
              fill={PALETTE[i % PALETTE.length]}
              stackId={block.kind === 'stacked_bar' ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      );
  }
}

/** A text alternative for screen readers: the numbers the chart draws. */
function describeChart(block: ChartBlock): string {
  if (block.kind === 'scatter') {
    return `${block.title}: ${(block.points ?? []).map((p) => `${p.label ?? ''} (${p.x}, ${p.y})`).join('; ')}`;
  }
  const parts = block.series.map(
    (s) => `${s.name}: ${block.categories.map((c, i) => `${c} ${s.values[i] ?? 0}`).join(', ')}`,
  );
  return `${block.title}. ${parts.join('. ')}`;
}
