/**
 * The site's fish (public/favicon.svg) drawn inline: as an `<img>`, Chromium builds a separate SVG
 * document for it on the main thread before the first paint (6–20 ms at 4× CPU throttle).
 */
export function AppLogo({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#0b3954" />
      <path d="M14 32c8-10 22-12 30-2l8-6v16l-8-6c-8 10-22 8-30-2z" fill="#8fd3fe" />
      <circle cx="22" cy="30" r="2" fill="#0b3954" />
    </svg>
  );
}
