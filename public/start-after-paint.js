/* global window, document, requestAnimationFrame */
// Starts a prerendered page's code once the page has painted: its scripts wait in
// <template id="page-code"> (scripts/lib/prerender.ts), so loading and starting them does not hold
// the first paint back. A hidden tab paints nothing; the timeout starts it there too.
// The entry script goes first, then its chunks' modulepreloads a few per task: each inserted
// preload costs Chromium 2–3 ms at 4× throttle, and the 70-odd of a page, inserted at once, made
// one long task of up to 250 ms.
// Until the app takes over, a pressed button does nothing: each press is remembered, and the app
// presses those buttons again once live (app.tsx takes them just before hydrating; from then on
// React handles clicks itself). The browser's own action is held back too: a form's button would
// otherwise submit the form natively, fields and all, to the page's address. Links work without
// the code and are left alone.
(function () {
  var pressed = [];
  function remember(event) {
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    pressed.push(button);
  }
  document.addEventListener('click', remember, true);
  window.__takeEarlyPresses = function () {
    document.removeEventListener('click', remember, true);
    return pressed.splice(0);
  };
})();
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
