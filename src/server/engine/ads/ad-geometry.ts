/** Boxes of ad layouts, px at a placement's size, and the two tests the layouts and checks need. */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether `inner` lies inside `outer` (px, edges included, half a pixel of rounding allowed). */
export function insideRect(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
}

/** Whether two boxes share any area. */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
