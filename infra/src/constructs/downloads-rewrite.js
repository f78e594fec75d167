// CloudFront Function (viewer request, /_files/* only): /_files/<key>?<presigned query> goes to the
// uploads bucket as /<key>?<presigned query>, the path and host the API signed for.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring('/_files'.length);
  return request;
}
