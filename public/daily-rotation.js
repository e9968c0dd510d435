/* global document */
// Before the first paint of a prerendered page, marks <html data-daily-rotation> with today's
// place (0-7) in the daily fishing rotation, so CSS shows today's daily box among the page's
// prerendered ones and nothing moves when the app takes over. Mirrors src/lib/dailies/rotation.ts
// (anchor 2026-07-27 UTC = Daily Shiverpeaks Fisher, place 0; 8 dailies); a test keeps them equal.
(function () {
  var days = Math.floor((Date.now() - Date.UTC(2026, 6, 27)) / 86400000);
  document.documentElement.setAttribute('data-daily-rotation', String(((days % 8) + 8) % 8));
})();
