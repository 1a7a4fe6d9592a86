import createDOMPurify from 'dompurify';
import type { Config, DOMPurify, WindowLike } from 'dompurify';

/** Tags allowed in rich CMS and listing content. */
export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

export const ALLOWED_ATTRIBUTES = [
  'alt',
  'class',
  'colspan',
  'dir',
  'height',
  'href',
  'lang',
  'rel',
  'rowspan',
  'scope',
  'src',
  'target',
  'title',
  'width',
];

/** http(s), mailto, tel, and relative URLs; every other scheme (javascript:, data: links…) is dropped. */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// Elements whose text must vanish with them, not be kept as stray text.
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'head',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'select',
];

const RICH_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: DROP_WITH_CONTENT,
  KEEP_CONTENT: true,
  // Parse everything as body content: a leading <noscript> or <style> would otherwise land in <head>.
  FORCE_BODY: true,
};

// Block elements survive only so their edges become spaces; the result is read as text, never as HTML.
const TEXT_CONFIG = {
  ALLOWED_TAGS: ['br', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'p', 'td', 'th', 'tr'],
  ALLOWED_ATTR: [],
  FORBID_CONTENTS: DROP_WITH_CONTENT,
  KEEP_CONTENT: true,
  FORCE_BODY: true,
  RETURN_DOM: true,
} as const satisfies Config;

const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

export type Sanitizer = {
  /** Plain text: every tag removed, scripts and styles removed with their content, whitespace collapsed. */
  stripTags(html: string): string;
  /** A safe subset of HTML for rich content. */
  sanitizeHtml(html: string): string;
};

function withLinkPolicy(purify: DOMPurify): DOMPurify {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' && node.hasAttribute('target')) node.removeAttribute('target');
    if (node.nodeName !== 'A') return;
    const target = node.getAttribute('target');
    if (target === null) return;
    if (target !== '_blank') {
      node.removeAttribute('target');
      return;
    }
    // A new tab must not get a handle on this window.
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purify;
}

function textOf(root: Node): string {
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      text += node.nodeValue ?? '';
      return;
    }
    const block = BLOCK_TAGS.has(node.nodeName);
    if (block) text += ' ';
    node.childNodes.forEach(walk);
    if (block) text += ' ';
  };
  walk(root);
  return text.replace(/\s+/g, ' ').trim();
}

/** A sanitizer bound to a window: the browser's, or a jsdom window in Node (prerender, tests). */
export function createSanitizer(window: WindowLike): Sanitizer {
  const rich = withLinkPolicy(createDOMPurify(window));
  const text = createDOMPurify(window);
  return {
    stripTags(html) {
      if (!html) return '';
      return textOf(text.sanitize(html, TEXT_CONFIG));
    },
    sanitizeHtml(html) {
      if (!html) return '';
      return rich.sanitize(html, RICH_CONFIG);
    },
  };
}

let shared: Sanitizer | undefined;

function sharedSanitizer(): Sanitizer {
  if (!shared) {
    if (typeof window === 'undefined') {
      throw new Error('sanitize: no DOM window here; use createSanitizer(window) with a jsdom window');
    }
    shared = createSanitizer(window);
  }
  return shared;
}

export function stripTags(html: string): string {
  return sharedSanitizer().stripTags(html);
}

export function sanitizeHtml(html: string): string {
  return sharedSanitizer().sanitizeHtml(html);
}
