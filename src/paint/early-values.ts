type Field = HTMLInputElement | HTMLTextAreaElement;
type EarlyValue = { value: string } | { checked: boolean };

const isField = (target: EventTarget | null): target is Field => {
  const tag = (target as Element | null)?.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA';
};

/**
 * Records the latest value of each text field, checkbox, switch and radio the player changes
 * before the app runs (they keep working natively), until the app takes them
 * (`window.__takeEarlyValues`, src/app/start/early-input.ts): the live value, never an older
 * snapshot.
 */
export function recordEarlyValues(document: Document, window: Window) {
  const values = new Map<Field, EarlyValue>();
  const record = (event: Event) => {
    const field = event.target;
    if (!isField(field)) return;
    const checkable = field.type === 'checkbox' || field.type === 'radio';
    if (field.type === 'radio') {
      // Choosing a radio unchooses the others of its group, which fire nothing: forget them.
      values.forEach((_, other) => {
        if (other.type === 'radio' && other.name === field.name) values.delete(other);
      });
    }
    values.set(
      field,
      checkable ? { checked: (field as HTMLInputElement).checked } : { value: field.value },
    );
  };
  document.addEventListener('input', record, true);
  window.__takeEarlyValues = () => {
    document.removeEventListener('input', record, true);
    const taken = Array.from(values);
    values.clear();
    return taken;
  };
}
