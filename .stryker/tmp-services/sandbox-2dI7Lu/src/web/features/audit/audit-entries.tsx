// @ts-nocheck
import type { AuditEntry } from '#shared/contracts/audit';
import { DataTable } from '../../components/data-table.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The fields an action changed: "field: before → after" for each key that differs. */
export function changes(e: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys
    .filter((k) => JSON.stringify(e.before?.[k]) !== JSON.stringify(e.after?.[k]))
    .map((k) =>
      e.before && e.after
        ? `${k}: ${show(e.before[k])} → ${show(e.after[k])}`
        : `${k}: ${show((e.after ?? e.before)?.[k])}`,
    );
}

/** Audit entries as a table: when, who, what, on what, and what changed. */
export function AuditTable({ items, showTarget = true }: { items: readonly AuditEntry[]; showTarget?: boolean }) {
  return (
    <DataTable
      rows={items}
      rowKey={(e) => e.id}
      minWidth="720px"
      label="Audit log"
      columns={[
        { header: 'When', className: 'whitespace-nowrap', cell: (e) => when(e.createdAt) },
        { header: 'Who', cell: (e) => e.actorEmail },
        { header: 'Action', className: 'whitespace-nowrap font-mono text-xs', cell: (e) => e.action },
        ...(showTarget
          ? [
              {
                header: 'Target',
                className: 'whitespace-nowrap',
                cell: (e: AuditEntry) => `${e.targetType} ${e.targetId.slice(0, 13)}`,
              },
            ]
          : []),
        {
          header: 'Before → after',
          className: 'max-w-md',
          cell: (e) => (
            <ul className="grid gap-0.5 text-xs break-words">
              {changes(e).map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
