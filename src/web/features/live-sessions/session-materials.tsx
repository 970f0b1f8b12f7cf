import { Download, FileImage, FileText, Link2, Lock } from 'lucide-react';
import type { LiveSessionDetail } from '#shared/contracts/live-sessions';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { fileSize } from './live-time.ts';

const linkClasses =
  'inline-flex items-center gap-1.5 rounded text-left text-brand-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:text-brand-300';

/** The detail page's materials: the links staff gave and the files they attached (downloaded with the session). */
export function SessionMaterials({ session: s }: { session: Pick<LiveSessionDetail, 'materials' | 'files'> }) {
  if (s.materials.length === 0 && s.files.length === 0) return null;
  return (
    <section aria-labelledby="materials-heading">
      <h2 id="materials-heading" className="mb-2 text-lg font-semibold">
        Materials
      </h2>
      <ul className="grid gap-1.5" data-testid="materials">
        {s.materials.map((m) => (
          <li key={m.url}>
            <a href={m.url} target="_blank" rel="noreferrer" className={linkClasses}>
              <Link2 className="size-4 shrink-0" aria-hidden /> {m.title}
            </a>
          </li>
        ))}
        {s.files.map((f) => {
          const Icon = f.mime === 'application/pdf' ? FileText : FileImage;
          const meta = `${f.mime === 'application/pdf' ? 'PDF' : f.mime === 'image/png' ? 'PNG' : 'JPEG'} · ${fileSize(f.sizeBytes)}`;
          return (
            <li key={f.id} className="flex flex-wrap items-center gap-x-2">
              {f.downloadable ? (
                <button
                  type="button"
                  className={linkClasses}
                  onClick={() =>
                    downloadFile(f.url, f.title).catch((error) =>
                      toast({ title: 'Download failed', description: errorMessage(error), variant: 'destructive' }),
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden /> {f.title}
                  <Download className="size-3.5 shrink-0" aria-hidden />
                </button>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
                  <Lock className="size-4 shrink-0" aria-hidden /> {f.title}
                </span>
              )}
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {meta}
                {f.downloadable ? '' : ' · for registered premium members'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
