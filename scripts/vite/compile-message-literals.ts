import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * A Babel plugin run after Lingui's macro: each message descriptor the macro wrote (`{ id,
 * message: "Hi {name}" }`, marked by an `i18n` comment) gets its English `message` compiled now,
 * as the catalogs are, so English lives in the chunk that uses it and no message parser ships
 * (docs/languages.md "Our words: Lingui"). Lingui's `i18n._` reads a compiled `message`
 * when the language's catalog lacks the id, which is always so in English (its catalog is empty).
 */
export function compileMessageLiterals({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const keyIs = (property: BabelTypes.ObjectProperty, name: string) =>
    t.isIdentifier(property.key, { name }) || t.isStringLiteral(property.key, { value: name });

  return {
    name: 'compile-message-literals',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              // The macro marks its descriptors so: an app's own `{ id, message }` is not one.
              if (!path.node.leadingComments?.some((c) => c.value === 'i18n')) return;
              const properties = path.node.properties.filter((p) => t.isObjectProperty(p));
              if (!properties.some((p) => keyIs(p, 'id'))) return;
              const message = properties.find((p) => keyIs(p, 'message'));
              if (!message || !t.isStringLiteral(message.value)) return;
              // Through JSON, as the catalogs are: no `offset: undefined` left in the code.
              const compiled: unknown = JSON.parse(
                JSON.stringify(compileMessage(message.value.value)),
              );
              message.value = t.valueToNode(compiled);
            },
          });
        },
      },
    },
  };
}
