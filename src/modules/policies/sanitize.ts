// What a policy's description_html may keep: text markup, links and images; no scripts, styles, frames, forms,
// event-handler attributes or javascript: URLs (sanitize-html drops everything not listed, and the content of
// script, style and similar tags).
import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

// Loaded with the first description (it brings a CSS and an HTML parser): a process that saves none never reads it.
const require = createRequire(import.meta.url);
let sanitize: ((html: string) => string) | undefined;

/** What a description may keep; `allowedTags` (the library's defaults and img) is added once the library is loaded. */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeDescription(html: string): string {
  if (!sanitize) {
    const sanitizeHtml = require('sanitize-html') as typeof SanitizeHtml;
    const options = { ...OPTIONS, allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'] };
    sanitize = (text) => sanitizeHtml(text, options);
  }
  return sanitize(html);
}
