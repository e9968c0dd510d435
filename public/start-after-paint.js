/* global document, requestAnimationFrame */
// Starts a prerendered page's code once the page has painted: its scripts wait in
// <template id="page-code"> (scripts/lib/prerender.ts), so loading and starting them does not hold
// the first paint back. A hidden tab paints nothing; the timeout starts it there too.
(function () {
  var started = false;
  function start() {
    var code = document.getElementById('page-code');
    if (started || !code) return;
    started = true;
    document.head.appendChild(code.content.cloneNode(true));
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
