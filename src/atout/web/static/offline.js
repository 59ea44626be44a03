// atout: a table's entries survive the network (docs/club.md, "Entries that survive the network").
// The entry form is sent by fetch; when the phone is offline or the server unreachable, the
// entry is kept in localStorage ("waiting"), the form moves on to the next entry, and every
// waiting entry is sent again, with its idempotency key, when the network is back (the
// "online" event and every few seconds): the server stores a post once, whatever the number
// of sends. Without this script the forms post as plain forms.
"use strict";
(function () {
  var box = document.getElementById("outbox");
  if (!box || !window.fetch || !window.localStorage) { return; }
  var list = document.getElementById("outbox-list");
  var note = document.getElementById("offline-note");
  var form = document.querySelector("form[data-offline]");
  var storeKey = "atout.outbox." + box.getAttribute("data-room");
  var RETRY = 3000;  // ms between two sends of the waiting entries
  var KEEP = { sent: 10 * 60 * 1000, refused: 60 * 60 * 1000 };  // ms an answered entry stays listed
  var busy = false;

  function load() {
    try { return JSON.parse(localStorage.getItem(storeKey)) || []; } catch (e) { return []; }
  }
  function save(items) { localStorage.setItem(storeKey, JSON.stringify(items)); }
  function update(key, change) {
    var items = load();
    items.forEach(function (item) { if (item.key === key) { change(item); } });
    save(items);
  }
  function newKey() {  // crypto.randomUUID needs https; a club's LAN is plain http
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join("");
  }

  function render() {
    var now = Date.now();
    var items = load().filter(function (i) { return i.state === "waiting" || now - i.sentAt < KEEP[i.state]; });
    save(items);
    list.textContent = "";
    items.forEach(function (item) {
      var li = document.createElement("li");
      li.className = item.state;
      li.setAttribute("data-key", item.key);
      li.setAttribute("data-state", item.state);
      var what = document.createElement(item.state === "refused" ? "a" : "span");
      if (item.state === "refused") { what.href = item.page; }
      what.textContent = item.heading + " · " + box.getAttribute("data-round") + " " + item.round;
      var state = document.createElement("strong");
      state.textContent = box.getAttribute("data-" + item.state);
      li.appendChild(what);
      li.appendChild(document.createTextNode(" — "));
      li.appendChild(state);
      list.appendChild(li);
      var link = document.querySelector("a[data-" + item.name + '="' + item.item + '"]');
      if (link && item.round === currentRound()) { mark(link, item.state); }
    });
    box.hidden = items.length === 0;
    note.hidden = !items.some(function (i) { return i.state === "waiting"; });
  }

  // The entry's link in the round's list says its state too.
  function mark(link, state) {
    var label = link.parentNode.querySelector(".outbox-state");
    if (!label) {
      label = document.createElement("strong");
      label.className = "outbox-state";
      link.parentNode.appendChild(label);
    }
    label.setAttribute("data-state", state);
    label.textContent = " " + box.getAttribute("data-" + state);
  }

  function currentRound() {
    var round = form ? form.elements.namedItem("round") : null;
    return round ? round.value : (document.getElementById("round") || {}).textContent;
  }

  // One send: "sent" (stored, or stored already), "refused" (the server said no: nothing
  // was stored) or "waiting" (no answer, or the server is not itself: try again later).
  function send(item) {
    return fetch(item.action, {
      method: "POST",
      body: new URLSearchParams(item.fields),
      credentials: "same-origin",
      cache: "no-store"
    }).then(function (response) {
      if (response.ok) { return { state: "sent", url: response.url }; }
      var later = response.status >= 500 || response.status === 429 || response.status === 408;
      return { state: later ? "waiting" : "refused", url: response.url };
    }, function () { return { state: "waiting", url: "" }; });
  }

  function flush() {
    if (busy) { return; }
    var waiting = load().filter(function (i) { return i.state === "waiting"; });
    if (waiting.length === 0) { return; }
    busy = true;
    var chain = Promise.resolve(true);
    waiting.forEach(function (item) {
      chain = chain.then(function (goOn) {
        if (!goOn) { return false; }
        return send(item).then(function (answer) {
          if (answer.state === "waiting") { return false; }  // still unreachable: later
          update(item.key, function (i) { i.state = answer.state; i.sentAt = Date.now(); });
          render();
          return true;
        });
      });
    });
    chain.then(function () { busy = false; render(); });
  }

  // The form, ready for the next entry of the round not entered yet (same form: the same
  // seats), while the first one waits; none left: the form goes away.
  function moveOn(name) {
    var done = {};
    load().forEach(function (i) { if (i.round === currentRound()) { done[i.item] = true; } });
    var seats = form.getAttribute("data-seats");
    var next = Array.prototype.filter.call(
      document.querySelectorAll("a.missing[data-" + name + "]"),
      function (a) { return !done[a.getAttribute("data-" + name)] && a.getAttribute("data-seats") === seats; }
    )[0];
    var heading = document.getElementById("entry-heading");
    if (!next) { form.hidden = true; heading.hidden = true; return; }
    var number = next.getAttribute("data-" + name);
    form.reset();
    form.elements.namedItem(name).value = number;
    form.elements.namedItem("base_version").value = "0";
    form.elements.namedItem("idempotency_key").value = newKey();
    heading.textContent = next.getAttribute("data-heading");
    form.closest("section").setAttribute("data-" + name, number);
    var first = form.querySelector("select:not([type=hidden]), input:not([type=hidden])");
    if (first) { first.focus(); }
  }

  if (form) {
    var native = false;  // a refused entry goes again as a plain form: the server's page
    form.addEventListener("submit", function (event) {
      if (native) { return; }
      event.preventDefault();
      var name = form.getAttribute("data-offline");
      var data = event.submitter ? new FormData(form, event.submitter) : new FormData(form);
      if (!data.get("idempotency_key")) { data.set("idempotency_key", newKey()); }
      var fields = [];
      data.forEach(function (value, field) { fields.push([field, String(value)]); });
      var round = String(data.get("round")), number = String(data.get(name));
      var item = {
        key: String(data.get("idempotency_key")), action: form.action, fields: fields,
        name: name, item: number, round: round, state: "waiting",
        heading: document.getElementById("entry-heading").textContent,
        page: location.pathname + "?round=" + round + "&" + name + "=" + number
      };
      var items = load();
      items.push(item);
      save(items);
      var buttons = form.querySelectorAll("button");
      Array.prototype.forEach.call(buttons, function (b) { b.disabled = true; });
      busy = true;  // no retry of the same entry meanwhile
      send(item).then(function (answer) {
        busy = false;
        Array.prototype.forEach.call(buttons, function (b) { b.disabled = false; });
        if (answer.state === "waiting") { render(); moveOn(name); return; }
        save(load().filter(function (i) { return i.key !== item.key; }));
        if (answer.state === "sent") { location.assign(answer.url); return; }
        native = true;  // refused, nothing stored: the server's page says why, as without script
        form.requestSubmit(event.submitter || undefined);
      });
    });
  }
  window.addEventListener("online", flush);
  setInterval(flush, RETRY);
  render();
  flush();
})();
