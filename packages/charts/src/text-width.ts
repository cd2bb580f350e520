/**
 * Text width without a DOM (the chart must render with react-dom/server): Pretendard's advance
 * widths, roughly, per kind of character. Good enough to leave room for labels and to shorten them.
 */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x1100 && (code <= 0x11ff || (code >= 0x3130 && code <= 0x318f) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0x4e00 && code <= 0x9fff))) em += 0.92;
    else if (ch === ' ') em += 0.26;
    else if (/[0-9]/.test(ch)) em += 0.6;
    else if (/[A-Z]/.test(ch)) em += 0.66;
    else if (/[a-z]/.test(ch)) em += 0.54;
    else if (/[.,:;'|!]/.test(ch)) em += 0.28;
    else em += 0.6;
  }
  return em * fontSize;
}

/** The text, cut with '…' to fit `maxWidth`. */
export function fitText(text: string, maxWidth: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, fontSize) > maxWidth) chars.pop();
  return `${chars.join('')}…`;
}
