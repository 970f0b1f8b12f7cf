import 'katex/dist/katex.min.css';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { cn } from '../../lib/cn.ts';
import { currencyOutsideMath } from './math-text.ts';

// Sanitise the Markdown's HTML first, then let KaTeX render math: KaTeX output is trusted, user HTML is not.
const schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-./, 'math-inline', 'math-display']],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'math-inline', 'math-display']],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'math-display']],
  },
};

/** Images members uploaded to us (the server's Markdown guard admits no others since moderation landed). */
const OWN_UPLOAD = /^\/uploads\/community\/\d{4}-\d{2}\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

// Members' posts: every link opens in a new tab without handing it this page (noopener) or our referrer, and
// search engines are told the site does not vouch for it. Images show only from our own uploads (older posts may
// still name outside images: they read as their alt text, so no third party learns who reads what).
const externalLinks: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow ugc" />,
  img: ({ node: _node, src, alt, ...props }) =>
    typeof src === 'string' && OWN_UPLOAD.test(src) ? (
      <img {...props} src={src} alt={alt ?? ''} loading="lazy" className="my-2 h-auto max-w-full rounded-md" />
    ) : (
      <span>{alt}</span>
    ),
};

/** Question stems, options, passages and explanations: Markdown with GFM tables and $…$ / $$…$$ math. */
export function Markdown({
  children,
  className,
  inline,
  links,
}: {
  children: string;
  className?: string;
  inline?: boolean;
  /** 'external': written by members; links open safely in a new tab. */
  links?: 'external';
}) {
  return (
    <div
      className={cn(
        'prose-content leading-relaxed [&_p]:my-2 [&_table]:my-3 [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_.katex-display]:overflow-x-auto [&_.katex-display]:py-1',
        inline && '[&_p]:my-0 [&_p]:inline',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={[[rehypeSanitize, schema], rehypeKatex]}
        components={links === 'external' ? externalLinks : undefined}
      >
        {currencyOutsideMath(children)}
      </ReactMarkdown>
    </div>
  );
}
