// atout: live parts of a page (the ranking, the director's calls) poll their source with an
// ETag (a 304 while nothing changed), every 2 s or their data-every milliseconds.
"use strict";
(function () {
  function live(box) {
    var etag = null;
    var every = parseInt(box.getAttribute("data-every"), 10) || 2000;
    function poll() {
      var headers = etag ? { "If-None-Match": etag } : {};
      fetch(box.getAttribute("data-source"), { headers: headers, cache: "no-cache" })
        .then(function (response) {
          if (response.status === 200) {
            etag = response.headers.get("ETag");
            return response.text().then(function (html) { box.innerHTML = html; });
          }
        })
        .catch(function () {})
        .then(function () { setTimeout(poll, every); });
    }
    poll();
  }
  Array.prototype.forEach.call(document.querySelectorAll("[data-source]"), live);
})();
