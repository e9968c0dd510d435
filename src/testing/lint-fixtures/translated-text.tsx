// Fixture for scripts/lint-boundaries.test.ts: the same text through the macros, with the props
// that carry no words (linted as a feature's file, it must pass).
import { Trans, useLingui } from '@lingui/react/macro';

export function TranslatedProbe() {
  const { t } = useLingui();
  return (
    <section className="probe" data-testid="probe" id="probe-section">
      <h2 title={t`Every fish`}>
        <Trans>Catch them all</Trans>
      </h2>
    </section>
  );
}
