import sanitizeHtml from 'sanitize-html';

/**
 * A notice's description is rich text from the editor (Tiptap): stored only after sanitize-html has
 * kept the allow-listed tags and attributes below. Scripts, styles, event handlers, iframes and
 * javascript:/data: links are dropped; links open in a new tab without access to the opener.
 */
const safeLink = /^(https?:|mailto:|tel:)/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a', 'span', 'mark'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return { tagName, attribs: safeLink.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : {} };
    },
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether the sanitised HTML says anything (text beyond tags and whitespace). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
