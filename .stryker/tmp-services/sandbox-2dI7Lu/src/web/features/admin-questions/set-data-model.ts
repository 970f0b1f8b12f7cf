// @ts-nocheck
import { type SetData, setData } from '#shared/contracts/questions';
import { plainZodIssue } from '#shared/contracts/validation-issue';

// A data set's tables and charts are edited as JSON text; this checks it against the shared contract.

export type DataCheck = { ok: true; data: SetData | null } | { ok: false; problems: string[] };

export function checkSetData(text: string): DataCheck {
  if (text.trim() === '') return { ok: true, data: null };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`Not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = setData.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues
      .slice(0, 8)
      .map((i) => `${i.path.length ? i.path.join('.') : 'data'}: ${plainZodIssue(i)}`),
  };
}

export const dataText = (data: SetData | null) => (data ? JSON.stringify(data, null, 2) : '');

/** A starting point that shows both block kinds. */
export const SAMPLE_DATA: SetData = {
  blocks: [
    {
      kind: 'table',
      caption: 'Sales by region (units)',
      columns: ['Region', '2023', '2024'],
      rows: [
        ['North', 120, 150],
        ['South', 90, 110],
      ],
    },
    {
      kind: 'bar',
      title: 'Sales by region',
      xLabel: 'Region',
      yLabel: 'Units',
      categories: ['North', 'South'],
      series: [
        { name: '2023', values: [120, 90] },
        { name: '2024', values: [150, 110] },
      ],
    },
  ],
};
