// atout: the projector view asks for the full screen on a click (browsers need one).
"use strict";
(function () {
  var button = document.getElementById("fullscreen");
  if (!button || !document.documentElement.requestFullscreen) {
    if (button) { button.hidden = true; }
    return;
  }
  button.addEventListener("click", function () {
    if (document.fullscreenElement) {
      document.exitFullscreen();
    } else {
      document.documentElement.requestFullscreen().catch(function () {});
    }
  });
})();
