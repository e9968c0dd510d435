/* global window, document, requestAnimationFrame */
// Starts a prerendered page's code once the page has painted: its scripts wait in
// <template id="page-code"> (scripts/lib/prerender.ts), so loading and starting them does not hold
// the first paint back. A hidden tab paints nothing; the timeout starts it there too.
// The page's stylesheets are linked first, then the entry script goes in, then the preloads of the
// asset files and chunks (listed by path on the template: data-stylesheets, data-fetch-preload,
// data-modulepreload) a few per task: each inserted preload costs Chromium 2–3 ms at 4× throttle,
// and the 70-odd of a page, inserted at once, made one long task of up to 250 ms.
// Until the app takes over, a pressed button does nothing: each press is remembered, and the app
// presses those buttons again once live (src/app/start/early-input.ts). The browser's own action
// is held back too: a form's button would otherwise submit the form natively, fields and all, to
// the page's address. Links work without the code and are left alone, unless a press waits: then
// the link waits too and is followed after it, so a fish marked early is not lost to a page load.
// Text fields, checkboxes and switches keep working natively: their latest values are recorded
// until the app takes them over (the live value, never an older snapshot).
(function () {
  var values = new Map();
  function record(event) {
    var field = event.target;
    if (!field || (field.tagName !== 'INPUT' && field.tagName !== 'TEXTAREA')) return;
    var checkable = field.type === 'checkbox' || field.type === 'radio';
    if (field.type === 'radio') {
      // Choosing a radio unchooses the others of its group, which fire nothing: forget them.
      values.forEach(function (_, other) {
        if (other.type === 'radio' && other.name === field.name) values.delete(other);
      });
    }
    values.set(field, checkable ? { checked: field.checked } : { value: field.value });
  }
  document.addEventListener('input', record, true);
  window.__takeEarlyValues = function () {
    document.removeEventListener('input', record, true);
    var taken = Array.from(values);
    values.clear();
    return taken;
  };
})();
(function () {
  var pressed = [];
  var link = null;
  function remember(event) {
    var target = event.target && event.target.closest ? event.target : null;
    var button = target ? target.closest('button') : null;
    if (button) {
      event.preventDefault();
      pressed.push(button);
      return;
    }
    var anchor = target ? target.closest('a[href]') : null;
    var plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
    if (anchor && pressed.length > 0 && plain && !anchor.target) {
      event.preventDefault();
      link = anchor;
    }
  }
  document.addEventListener('click', remember, true);
  window.__takeEarlyPresses = function () {
    document.removeEventListener('click', remember, true);
    var taken = { pressed: pressed.splice(0), link: link };
    link = null;
    return taken;
  };
})();
(function () {
  var PER_TASK = 4;
  var started = false;
  function link(rel, path) {
    var element = document.createElement('link');
    element.rel = rel;
    element.crossOrigin = '';
    element.href = path.charAt(0) === '/' ? path : '/' + path;
    return element;
  }
  function listed(code, name) {
    return (code.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  function start() {
    var code = document.getElementById('page-code');
    if (started || !code) return;
    started = true;
    // The page painted from its inlined rules (scripts/lib/critical-css.ts). Its stylesheets are
    // linked now, appended in their listed order, so the cascade keeps it; a few KB beside the
    // code's ~200, they arrive well before it runs.
    listed(code, 'data-stylesheets').forEach(function (path) {
      document.head.appendChild(link('stylesheet', path));
    });
    var nodes = Array.prototype.slice.call(code.content.cloneNode(true).childNodes);
    // The asset files the page was rendered with, then the chunks: the app's asset query asks
    // the files with fetch's defaults (CORS mode, same-origin credentials), which `crossorigin`
    // matches, so it reuses these loads instead of asking again.
    listed(code, 'data-fetch-preload').forEach(function (address) {
      var preload = link('preload', address);
      preload.as = 'fetch';
      nodes.push(preload);
    });
    listed(code, 'data-modulepreload').forEach(function (path) {
      nodes.push(link('modulepreload', path));
    });
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
