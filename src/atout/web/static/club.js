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
// atout: a table's waiting page polls its room's fragment (data-watch; ETag, 304) without
// showing it, and moves on by itself once the room's version grows past the page's (the
// director started it).
(function () {
  var box = document.getElementById("waiting");
  if (!box) { return; }
  var shown = parseInt(box.getAttribute("data-version"), 10);
  var etag = null;
  function poll() {
    var headers = etag ? { "If-None-Match": etag } : {};
    fetch(box.getAttribute("data-watch"), { headers: headers, cache: "no-cache" })
      .then(function (response) {
        if (response.status !== 200) { return false; }
        etag = response.headers.get("ETag");
        return response.text().then(function (html) {
          var found = /data-version="(\d+)"/.exec(html);
          return found !== null && parseInt(found[1], 10) > shown;
        });
      })
      .catch(function () { return false; })
      .then(function (moved) {
        if (moved) { window.location.reload(); } else { setTimeout(poll, 2000); }
      });
  }
  poll();
})();
