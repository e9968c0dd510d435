/** `<c=@flavor>`, `<c=#FF0000>`, `<c>` and `</c>`: colour spans of the game's text markup. */
const COLOUR_TAG = /<\s*\/?\s*c(?:\s*=[^<>]*)?\s*>/gi;
/** `<br>`, `<br/>`, `<br />` and the stray `</br>`. */
const LINE_BREAK = /<\s*\/?\s*br\s*\/?\s*>/gi;

/**
 * Plain text of a GW2 achievement description: colour markup removed, line breaks kept as `\n`,
 * spaces inside each line collapsed and blank lines dropped. Anything else that looks like a tag
 * is left as text — the result is always rendered as text, never as HTML.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(COLOUR_TAG, '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
