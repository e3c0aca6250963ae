// Conditional GETs: whether a request's `If-None-Match` names the answer's ETag (RFC 9110 §13.1.2: weak comparison,
// a list of tags, or `*`), so it is answered 304 without a body.
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
