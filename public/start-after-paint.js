/* global document, requestAnimationFrame */
// Starts a prerendered page's code once the page has painted: its scripts wait in
// <template id="page-code"> (scripts/lib/prerender.ts), so loading and starting them does not hold
// the first paint back. A hidden tab paints nothing; the timeout starts it there too.
// The entry script goes first, then its chunks' modulepreloads a few per task: each inserted
// preload costs Chromium 2–3 ms at 4× throttle, and the 70-odd of a page, inserted at once, made
// one long task of up to 250 ms.
(function () {
  var PER_TASK = 4;
  var started = false;
  function start() {
    var code = document.getElementById('page-code');
    if (started || !code) return;
    started = true;
    var nodes = Array.prototype.slice.call(code.content.cloneNode(true).childNodes);
    (function insertSome() {
      nodes.splice(0, PER_TASK).forEach(function (node) {
        document.head.appendChild(node);
      });
      if (nodes.length) setTimeout(insertSome, 0);
    })();
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
