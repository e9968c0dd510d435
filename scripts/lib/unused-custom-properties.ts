// The inlined critical rules carried Mantine's `:root` block: ~270 custom properties (every colour
// of every palette), of which a page reads 70–140. Each is computed for the root element before
// anything paints; keeping only those read painted `/` and Kryta sooner (docs/start-up.md "The
// build side"). The stylesheets applied after the paint define them all again, so the
// app itself is unchanged.
import postcss from 'postcss';

/** `<style>` elements, with their attributes and text. */
const STYLE_ELEMENT = /<style([^>]*)>([\s\S]*?)<\/style>/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const CUSTOM_PROPERTY = /^--/;

const referencesIn = (text: string) =>
  Array.from(text.matchAll(VAR_REFERENCE), (match) => match[1]!);

/**
 * The custom properties a page can read: those referenced by its rules' ordinary properties and
 * by its markup (Mantine's `style` attributes set and read them), and, transitively, those
 * referenced by the definitions of the ones read.
 */
function readProperties(html: string, sheets: postcss.Root[]): Set<string> {
  const definitions = new Map<string, string[]>();
  const read = new Set<string>(referencesIn(html.replace(STYLE_ELEMENT, '')));
  for (const sheet of sheets) {
    sheet.walkDecls((decl) => {
      if (CUSTOM_PROPERTY.test(decl.prop)) {
        definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
      } else {
        referencesIn(decl.value).forEach((name) => read.add(name));
      }
    });
  }
  const pending = [...read];
  for (let name = pending.pop(); name; name = pending.pop()) {
    for (const value of definitions.get(name) ?? []) {
      for (const reference of referencesIn(value)) {
        if (!read.has(reference)) {
          read.add(reference);
          pending.push(reference);
        }
      }
    }
  }
  return read;
}

/**
 * Removes, from the page's own inlined `<style>` elements (those without attributes, the critical
 * rules), the custom properties nothing on the page reads, and the rules left empty. A
 * `<style data-mantine-styles>` element (Mantine's responsive style props) is React's to hydrate
 * and stays as it is; the theme's variables are in the stylesheet (virtual:theme.css).
 */
export function pruneUnusedCustomProperties(html: string): string {
  const styles = Array.from(html.matchAll(STYLE_ELEMENT), ([, attributes = '', css = '']) => ({
    ours: attributes.trim() === '',
    sheet: postcss.parse(css),
  }));
  const read = readProperties(
    html,
    styles.map(({ sheet }) => sheet),
  );
  let index = 0;
  return html.replace(STYLE_ELEMENT, (element) => {
    const { ours, sheet } = styles[index++]!;
    if (!ours) return element;
    sheet.walkDecls(CUSTOM_PROPERTY, (decl) => {
      if (!read.has(decl.prop)) decl.remove();
    });
    sheet.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    sheet.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) atRule.remove();
    });
    return `<style>${sheet.toString()}</style>`;
  });
}
