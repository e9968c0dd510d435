// Fixture for scripts/lint-boundaries.test.ts: English a player reads, outside the catalogs
// (linted as a feature's file, it must fail `lingui/no-unlocalized-strings`).
export const UntranslatedProbe = () => (
  <section className="probe" data-testid="probe">
    <h2 title="Every fish">Catch them all</h2>
  </section>
);
