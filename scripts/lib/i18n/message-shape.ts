import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/** The markup tags of a message (`<0>…</0>`, `<1/>`): the components a translation must keep. */
const TAG = /<\/?(\d+)\/?>/g;

/**
 * What a translation must keep of its source message: the placeholders it fills in and the
 * components it wraps, sorted, each once. Plural and select branches are read too (a `{count}`
 * inside a branch counts); `#` is the plural's own number, not a placeholder. Throws on a message
 * that is not valid ICU.
 */
export function messageShape(message: string): string[] {
  const names = new Set<string>();
  const visit = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') {
        for (const [, tag] of token.matchAll(TAG)) names.add(`<${tag}>`);
        continue;
      }
      const [name, , choices] = token;
      names.add(`{${name}}`);
      if (choices && typeof choices === 'object') {
        for (const branch of Object.values(choices)) if (Array.isArray(branch)) visit(branch);
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}
