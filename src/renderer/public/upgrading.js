// The upgrade window's only script (upgrading.html): shows each `app:upgrade` event main sends
// (shared/ipc/app.ts UpgradeProgress: the words, the page's own too, are made in main in the
// user's language; this only places them).
/* global window, document */
'use strict';
(function () {
  var bridge = window.atelierBridge;
  var bar = document.querySelector('.bar');
  var fill = document.getElementById('fill');
  function text(id, value) {
    document.getElementById(id).textContent = value || '';
  }
  function show(progress) {
    var page = progress.page || {};
    if (page.lang) document.documentElement.lang = page.lang;
    if (page.title) document.title = page.title;
    text('heading', page.heading);
    text('lead', page.lead);
    text('activity', progress.activity);
    text('count', progress.count);
    text('remaining', progress.remaining);
    text('step', progress.step);
    var known = typeof progress.fraction === 'number';
    bar.classList.toggle('unknown', !known);
    if (known) {
      var percent = Math.round(progress.fraction * 100);
      fill.style.width = percent + '%';
      bar.setAttribute('aria-valuenow', String(percent));
    } else {
      fill.style.width = '';
      bar.removeAttribute('aria-valuenow');
    }
  }
  bar.classList.add('unknown');
  if (bridge && typeof bridge.on === 'function') bridge.on('app:upgrade', show);
})();
