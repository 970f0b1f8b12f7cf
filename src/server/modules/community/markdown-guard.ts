import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { OWN_IMAGE_URL } from './community-images.ts';

// Members write Markdown with $…$ math; it is stored as Markdown and rendered by the web's sanitised Markdown
// component. This guard is the server's half: whatever a client renders it with, raw HTML arrives as text and a
// link can only point at http(s), mailto or this site, and an image only at a file members uploaded here
// (/uploads/community/…): no tracking pixels, no hot-linked content we cannot take down.

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);

/** True when the URL is relative or uses a scheme a member may link to. */
export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = [...url]
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  if (scheme) return SAFE_SCHEMES.has(scheme);
  // "//host" is a link to another site in disguise: allowed only with a scheme spelled out.
  return !compact.startsWith('//') && !compact.startsWith('\\');
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeMarkdown = (text: string) => escapeHtml(text).replace(/([\\`*_[\]()#!|~$])/g, '\\$1');

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plainText).join('');
  if (node.type === 'image') return node.alt ?? '';
  return '';
}

/** True for an image URL we stored (community-images.ts), with nothing added to it. */
export const isOwnImage = (url: string) => OWN_IMAGE_URL.test(url);

function definitions(node: Nodes, found: Map<string, string>) {
  if (node.type === 'definition') found.set(node.identifier, node.url);
  if ('children' in node) for (const child of node.children as Nodes[]) definitions(child, found);
}

function collect(node: Nodes, edits: Edit[], defs: Map<string, string>) {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start !== undefined && end !== undefined) {
    if (node.type === 'html') {
      edits.push({ start, end, text: escapeHtml(node.value) });
      return;
    }
    if ((node.type === 'link' || node.type === 'definition') && !isSafeUrl(node.url)) {
      edits.push({ start, end, text: node.type === 'link' ? escapeMarkdown(plainText(node)) : '' });
      return;
    }
    if (node.type === 'image' || node.type === 'imageReference') {
      const url = node.type === 'image' ? node.url : (defs.get(node.identifier) ?? '');
      if (!isOwnImage(url)) edits.push({ start, end, text: escapeMarkdown(node.alt ?? '') });
      return;
    }
  }
  if ('children' in node) for (const child of node.children as Nodes[]) collect(child, edits, defs);
}

/**
 * The Markdown to store: raw HTML (blocks and inline tags, comments) becomes visible text, links and images with
 * another scheme (javascript:, data:, vbscript:, …) lose their target and keep their words, images from anywhere
 * but our own uploads become their alt text; NULs go.
 */
export function neutraliseMarkdown(input: string): string {
  const source = input.replaceAll('\0', '').replace(/\r\n?/g, '\n');
  const tree = parser.parse(source) as Root;
  const edits: Edit[] = [];
  const defs = new Map<string, string>();
  definitions(tree, defs);
  collect(tree, edits, defs);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}
