// CloudFront Function (viewer request, default behaviour only): a path whose last segment has no
// file extension is a route of the single-page app and gets index.html. /api/* and /objects/* never
// reach this function, so the API's own 403s and 404s are never masked as the app's page.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
