import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { COMMUNITY_IMAGE_MAX_BYTES } from '#shared/contracts/community-moderation';
import { Markdown } from '../../components/content/markdown.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { uploadImage } from './moderation-api.ts';

const tabClass = (active: boolean) =>
  cn(
    'rounded-md px-3 py-1 text-xs font-medium',
    active
      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-slate-100'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
  );

/** A Markdown textarea with a Write / Preview switch; the preview is the same sanitised renderer posts use. */
export function MarkdownEditor(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  maxLength: number;
  rows?: number;
  placeholder?: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState('');

  /** Uploads the chosen image and puts ![alt](url) where the cursor was. */
  async function addImage(chosen: File) {
    setUploadError('');
    if (chosen.size > COMMUNITY_IMAGE_MAX_BYTES) {
      setUploadError(`The image must be ${COMMUNITY_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`);
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadImage(chosen);
      const alt = chosen.name.replace(/\.[a-z0-9]+$/i, '').replace(/[[\]\\]/g, '') || 'image';
      const at = text.current?.selectionStart ?? props.value.length;
      const snippet = `![${alt}](${url})`;
      const before = props.value.slice(0, at);
      const gap = before && !before.endsWith('\n') ? '\n' : '';
      props.onChange(`${before}${gap}${snippet}\n${props.value.slice(at)}`.slice(0, props.maxLength));
    } catch (error) {
      setUploadError(errorMessage(error, 'The image could not be uploaded.'));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <div className="flex items-center gap-2">
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="hidden"
            data-testid="image-file"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) void addImage(chosen);
            }}
          />
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            onClick={() => file.current?.click()}
            disabled={uploading || preview}
          >
            <ImagePlus className="size-3.5" aria-hidden="true" /> {uploading ? 'Uploading…' : 'Add image'}
          </button>
          <div className="flex gap-1 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800">
            <button
              type="button"
              className={tabClass(!preview)}
              aria-pressed={!preview}
              onClick={() => setPreview(false)}
            >
              Write
            </button>
            <button type="button" className={tabClass(preview)} aria-pressed={preview} onClick={() => setPreview(true)}>
              Preview
            </button>
          </div>
        </div>
      </div>
      {preview ? (
        <div
          data-testid="markdown-preview"
          className="min-h-24 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        >
          {props.value.trim() ? (
            <Markdown links="external">{props.value}</Markdown>
          ) : (
            <p className="text-slate-500">Nothing to preview yet.</p>
          )}
        </div>
      ) : (
        <textarea
          ref={text}
          id={id}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          maxLength={props.maxLength}
          rows={props.rows ?? 6}
          placeholder={props.placeholder}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-900"
        />
      )}
      {uploadError && (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {uploadError}
        </p>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Markdown with math: <code>$x^2$</code> inline, <code>$$…$$</code> on its own line. Images: PNG, JPEG, WebP or
        GIF up to 2 MB.
      </p>
    </div>
  );
}
