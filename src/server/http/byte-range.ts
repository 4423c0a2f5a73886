/**
 * HTTP Range requests (RFC 9110 section 14): parses a single `bytes=` range against a size so
 * browsers can seek in videos.
 */

/** Inclusive byte range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range asked for by `header` within `size` bytes: null when there is no usable Range header
 * (serve the whole body), 'unsatisfiable' when it lies outside the content (answer 416).
 * Multiple ranges are answered with the first one.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
