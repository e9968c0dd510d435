// A PostCSS plugin: a scale of looks written as one rule and its steps, instead of a block a step.
// `@each $size in xs, sm { .$(size) { font-size: var(--mantine-font-size-$(size)); } }` writes its
// body once per step, with `$(size)` replaced in selectors, properties, values and at-rule
// parameters. Several names take a step's words in order (`@each $class $edge in mb bottom, …`);
// an `@each` may hold another. It runs before the other plugins, so `$(name)` is never read as a
// simple-vars variable.
import type { AtRule, ChildNode, PluginCreator, Root } from 'postcss';

const HEAD = /^((?:\$[\w-]+\s+)+)in\s+([\s\S]+)$/;

function substitute(node: ChildNode, put: (text: string) => string) {
  if (node.type === 'rule') node.selector = put(node.selector);
  if (node.type === 'decl') {
    node.prop = put(node.prop);
    node.value = put(node.value);
  }
  if (node.type === 'atrule') node.params = put(node.params);
}

function expand(each: AtRule) {
  const head = HEAD.exec(each.params.trim());
  if (!head) throw each.error(`@each wants "$name in step, step", not "${each.params}"`);
  const names = head[1]!.trim().split(/\s+/);
  const steps = head[2]!.split(',').map((step) => step.trim().split(/\s+/));
  const copies = steps.flatMap((words) => {
    if (words.length !== names.length) {
      throw each.error(`@each: the step "${words.join(' ')}" wants ${names.length} words`);
    }
    const put = (text: string) =>
      names.reduce(
        (out, name, index) => out.replaceAll(`$(${name.slice(1)})`, words[index]!),
        text,
      );
    return (each.nodes ?? []).map((node) => {
      const copy = node.clone();
      substitute(copy, put);
      if ('walk' in copy) copy.walk((inner) => substitute(inner, put));
      return copy;
    });
  });
  each.replaceWith(copies);
}

/** The outermost `@each` left, first in the sheet. */
function firstEach(root: Root): AtRule | undefined {
  let found: AtRule | undefined;
  root.walkAtRules('each', (rule) => {
    found = rule;
    return false;
  });
  return found;
}

export const each: PluginCreator<void> = () => ({
  postcssPlugin: 'each',
  Once(root) {
    for (let next = firstEach(root); next; next = firstEach(root)) expand(next);
  },
});
each.postcss = true;
