// atout: starts Swagger UI on /docs (a file, not an inline script: the pages' CSP allows none).
"use strict";
(function () {
  var box = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    url: box.getAttribute("data-openapi"),
    dom_id: "#swagger-ui",
    layout: "BaseLayout",
    deepLinking: true,
    showExtensions: true,
    showCommonExtensions: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset]
  });
})();
