import { LinguiContext, type I18nContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext } from 'react';
import { sourceI18n } from './source-i18n';

const sourceContext: I18nContext = { i18n: sourceI18n, _: sourceI18n._.bind(sourceI18n) };

/**
 * The macros' `useLingui` (lingui.config.ts, `runtimeConfigModule`): the provider's language, or
 * English outside any provider (a piece rendered on its own, as its tests do), where Lingui's own
 * hook throws.
 */
export function useLingui(): I18nContext {
  return useContext(LinguiContext) ?? sourceContext;
}

/**
 * The macros' `<Trans>`: Lingui's, with the language of `useLingui`. A message with neither values
 * nor elements (four in five) is its words alone: the same text, without Lingui's two components
 * under it and its search for tags (a region page hydrates ~90 messages; docs/languages.md).
 */
export function Trans(props: TransProps) {
  const lingui = useLingui();
  const { id, message, formats, values, components, render, component } = props;
  if (!values && !components && !render && !component && !lingui.defaultComponent)
    return lingui.i18n._(id, undefined, { message, formats });
  return <TransNoContext {...props} lingui={lingui} />;
}
