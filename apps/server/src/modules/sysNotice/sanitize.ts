/**
 * Rich-text sanitiser for notice content (the Quill editor's HTML). Allow-list based:
 * known formatting tags only, no scripts or other active content (dropped with their
 * content), no event handlers or styles, links only to http(s)/mailto, and images only
 * from absolute http(s) URLs. Text is re-escaped, attribute values re-quoted.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'hr',
]);
const VOID_TAGS = new Set(['br', 'img', 'hr']);
/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'svg',
  'math',
  'frameset',
  'frame',
  'applet',
  'title',
  'head',
  'select',
  'xmp',
  'noembed',
  'noframes',
]);

export interface SanitizeResult {
  html: string;
  /** Image sources that were not absolute http(s) URLs (the caller refuses them). */
  badImages: string[];
  /** Visible text or images remain after cleaning. */
  hasContent: boolean;
}

const ENTITY: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITY[body.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** A URL as a browser would read it: entities decoded, control characters and spaces removed. */
function normalizedUrl(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

const isHttp = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, raw: string, badImages: string[]): string {
  const out: string[] = [];
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = (m[1] ?? '').toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'class') {
      // Quill's formatting classes only (alignment, indent, size, font).
      const classes = value.split(/\s+/).filter((c) => /^ql-[a-z0-9-]+$/i.test(c));
      if (classes.length) out.push(`class="${escapeAttr(classes.join(' '))}"`);
    } else if (tag === 'a' && name === 'href') {
      const url = normalizedUrl(value);
      if (isHttp(url) || /^mailto:[^\s]+$/i.test(url)) out.push(`href="${escapeAttr(url)}"`);
    } else if (tag === 'a' && name === 'target' && value === '_blank') {
      out.push('target="_blank" rel="noopener noreferrer"');
    } else if (tag === 'img' && name === 'src') {
      const url = normalizedUrl(value);
      if (isHttp(url)) out.push(`src="${escapeAttr(url)}"`);
      else badImages.push(value.slice(0, 80));
    } else if (tag === 'img' && (name === 'alt' || name === 'width' || name === 'height')) {
      if (name === 'alt' || /^\d{1,4}$/.test(value)) out.push(`${name}="${escapeAttr(decodeEntities(value))}"`);
    }
    // Everything else — on* handlers, style, srcset, data-*, formaction, … — is dropped.
  }
  return out.length ? ` ${out.join(' ')}` : '';
}

const TOKEN_RE =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

export function sanitizeHtml(input: string): SanitizeResult {
  const badImages: string[] = [];
  const parts: string[] = [];
  let hasContent = false;
  let last = 0;
  let skipUntil: string | null = null;
  const open: string[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    // A stray "<" that is not a tag is text.
    const decoded = decodeEntities(text);
    if (decoded.trim()) hasContent = true;
    parts.push(escapeText(decoded));
  };
  for (const m of input.matchAll(TOKEN_RE)) {
    const index = m.index ?? 0;
    const whole = m[0];
    const name = m[1]?.toLowerCase();
    if (skipUntil) {
      if (name === skipUntil && whole.startsWith('</')) {
        skipUntil = null;
        last = index + whole.length;
      }
      continue;
    }
    pushText(input.slice(last, index));
    last = index + whole.length;
    if (!name) continue; // comment, doctype, processing instruction, CDATA
    const closing = whole.startsWith('</');
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*>$/.test(whole)) skipUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (VOID_TAGS.has(name)) continue;
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close whatever was left open inside, so the markup stays balanced.
      while (open.length > at) parts.push(`</${open.pop()}>`);
      continue;
    }
    const attrs = cleanAttributes(name, m[2] ?? '', badImages);
    if (name === 'img') {
      if (attrs.includes('src=')) hasContent = true;
      else continue;
    }
    parts.push(`<${name}${attrs}>`);
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  if (!skipUntil) pushText(input.slice(last));
  while (open.length) parts.push(`</${open.pop()}>`);
  return { html: parts.join(''), badImages, hasContent };
}
