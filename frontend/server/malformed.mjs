// A path that does not decode ("/%ff/") cannot name a page; Next's own handling of it ends in a
// bare 500, so the server answers it first: a 400 with a way back to the shop. No page's path
// holds a NUL either, and the API cannot look one up.

/** Whether the request's path holds a percent-escape that is not UTF-8, or an escaped NUL. */
export function isMalformedPath(url) {
  const path = (url ?? "/").split(/[?#]/)[0];
  if (path.includes("%00")) return true;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request | Rootwell</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0 auto; max-width: 36rem; padding: 3rem 1.5rem; color: #1f2421;">
<h1>We can't read that address</h1>
<p>The link you followed is broken. <a href="/">Go to the Rootwell home page</a>.</p>
</body>
</html>
`;
