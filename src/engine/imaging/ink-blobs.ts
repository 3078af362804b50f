/** A connected blob of ink's bounding box, in pixels of the image it was found on (inclusive). */
export interface InkBlob { x0: number; y0: number; x1: number; y1: number }

/**
 * Connected blobs of ink (4-connected, union–find in one pass, then one pass for the boxes):
 * letters and digits are many small blobs of one size, rules and pictures few large ones. The
 * caller says which pixels are ink (a mask, a threshold), so one labelling serves them all.
 */
export function inkBlobs(isInk: (index: number) => boolean, width: number, height: number): InkBlob[] {
  const labels = new Int32Array(width * height).fill(-1);
  const parent: number[] = [];
  const find = (a: number): number => {
    while (parent[a] !== a) { parent[a] = parent[parent[a]!]!; a = parent[a]!; }
    return a;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!isInk(i)) continue;
      const left = x > 0 ? labels[i - 1]! : -1;
      const up = y > 0 ? labels[i - width]! : -1;
      if (left < 0 && up < 0) {
        labels[i] = parent.length;
        parent.push(parent.length);
      } else if (left >= 0 && up >= 0) {
        const a = find(left);
        const b = find(up);
        labels[i] = a;
        if (a !== b) parent[b] = a;
      } else labels[i] = left >= 0 ? left : up;
    }
  }
  // Rows are scanned top down, so a blob's first pixel gives its top; the rest widen it.
  const boxes = new Map<number, InkBlob>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x]!;
      if (label < 0) continue;
      const root = find(label);
      const box = boxes.get(root);
      if (!box) boxes.set(root, { x0: x, y0: y, x1: x, y1: y });
      else {
        if (x < box.x0) box.x0 = x;
        if (x > box.x1) box.x1 = x;
        if (y > box.y1) box.y1 = y;
      }
    }
  }
  return [...boxes.values()];
}
