// Compact but diff-friendly JSON: a value stays on one line while it fits, otherwise each entry of
// the array or object gets its own line (lists of plain values stay on one line). Key order is the order the objects were built in.

const WIDTH = 100;

export function formatJson(value: unknown): string {
  return format(value, '') + '\n';
}

function format(value: unknown, indent: string): string {
  const compact = JSON.stringify(value);
  if (compact === undefined) throw new Error('Cannot serialise undefined to JSON.');
  if (indent.length + compact.length <= WIDTH || value === null || typeof value !== 'object') {
    return compact;
  }
  // Lists of plain values (ids) stay on one line: one entry per line would only add noise.
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return compact;
  }
  const inner = indent + '  ';
  const entries = Array.isArray(value)
    ? value.map((item) => inner + format(item, inner))
    : Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => `${inner}${JSON.stringify(key)}: ${format(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return entries.length === 0 ? open + close : `${open}\n${entries.join(',\n')}\n${indent}${close}`;
}
