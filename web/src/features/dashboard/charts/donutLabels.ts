/**
 * Where the donut's name-and-share labels go, so that none overlaps another, the ring, or the
 * edge, at any width. Pure: the chart measures its width and its text, this places the labels.
 *
 * Wide enough for a label beside the ring, they stand in two columns, left and right, each at its
 * slice's height and pushed apart where they would touch. Too narrow (a phone), they stand in rows
 * above the ring (slices in its upper half) and below it (the lower half), each under or over its
 * slice, a row further out where it would touch a label or cross a leader line.
 */

export interface DonutSlice {
  /** What the label says: "Northwind Securities 36%". */
  text: string;
  value: number;
}

interface Point {
  x: number;
  y: number;
}

export interface PlacedLabel {
  text: string;
  /** The text's box. */
  box: { x: number; y: number; width: number; height: number };
  /** From the ring's edge to the box. */
  leader: Point[];
}

export interface DonutLayout {
  mode: 'columns' | 'rows';
  width: number;
  height: number;
  cx: number;
  cy: number;
  labels: PlacedLabel[];
}

interface Options {
  width: number;
  outerRadius: number;
  /** Text width in px at the label font. */
  measure: (text: string) => number;
  lineHeight?: number;
}

const GAP = 8; // between labels, and between a label and the ring or the edge
const LEADER = 14; // from the ring to where a column label's leader turns

/** Each slice's middle angle in radians, clockwise from 12 o'clock, as MUI X draws a pie from 0°. */
function midAngles(slices: DonutSlice[]): number[] {
  const total = slices.reduce((sum, s) => sum + s.value, 0) || 1;
  let start = 0;
  return slices.map((s) => {
    const sweep = (s.value / total) * 2 * Math.PI;
    const mid = start + sweep / 2;
    start += sweep;
    return mid;
  });
}

const onRing = (cx: number, cy: number, r: number, angle: number): Point => ({ x: cx + r * Math.sin(angle), y: cy - r * Math.cos(angle) });

/** Moves the items' `y` (sorted) apart by at least `step`, within [top, bottom]. */
function spread(ys: number[], step: number, top: number, bottom: number): number[] {
  const out = [...ys];
  for (let i = 0; i < out.length; i++) out[i] = Math.max(out[i], i === 0 ? top : out[i - 1] + step);
  const overflow = out.length ? out[out.length - 1] - bottom : 0;
  if (overflow > 0) {
    out[out.length - 1] -= overflow;
    for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i], out[i + 1] - step);
  }
  return out;
}

function columns(slices: DonutSlice[], angles: number[], o: Required<Options>, labelWidth: number[]): DonutLayout {
  const r = o.outerRadius;
  const perSide = Math.max(...[0, 1].map((side) => angles.filter((a) => (Math.sin(a) >= 0 ? 0 : 1) === side).length));
  const height = Math.max(2 * (r + GAP), perSide * (o.lineHeight + GAP / 2) + 2 * GAP);
  const cx = o.width / 2;
  const cy = height / 2;
  const labels: PlacedLabel[] = new Array(slices.length);
  for (const right of [true, false]) {
    const side = angles.map((a, i) => ({ a, i })).filter(({ a }) => Math.sin(a) >= 0 === right);
    side.sort((p, q) => onRing(cx, cy, r, p.a).y - onRing(cx, cy, r, q.a).y);
    const centres = spread(
      side.map(({ a }) => onRing(cx, cy, r + LEADER, a).y),
      o.lineHeight + GAP / 2,
      o.lineHeight / 2 + GAP / 2,
      height - o.lineHeight / 2 - GAP / 2,
    );
    side.forEach(({ a, i }, k) => {
      const y = centres[k];
      const columnX = right ? cx + r + LEADER + GAP : cx - r - LEADER - GAP;
      const start = onRing(cx, cy, r + 2, a);
      const bend = { x: onRing(cx, cy, r + LEADER, a).x, y };
      const w = labelWidth[i];
      labels[i] = {
        text: slices[i].text,
        box: { x: right ? columnX + 4 : columnX - 4 - w, y: y - o.lineHeight / 2, width: w, height: o.lineHeight },
        leader: [start, bend, { x: columnX, y }],
      };
    });
  }
  return { mode: 'columns', width: o.width, height, cx, cy, labels };
}

type Box = PlacedLabel['box'];
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width + GAP && b.x < a.x + a.width + GAP && a.y < b.y + b.height && b.y < a.y + a.height;
/** Does the axis-aligned segment p-q pass through the box? */
function crosses(p: Point, q: Point, b: Box): boolean {
  const [x1, x2] = [Math.min(p.x, q.x), Math.max(p.x, q.x)];
  const [y1, y2] = [Math.min(p.y, q.y), Math.max(p.y, q.y)];
  return x1 < b.x + b.width && b.x < x2 + 1 && y1 < b.y + b.height && b.y < y2 + 1;
}
const segments = (leader: Point[]) => leader.slice(1).map((q, i) => [leader[i], q] as const);

type Align = 'centre' | 'start' | 'end';
interface Placed {
  i: number;
  row: number;
  box: Box;
  leader: Point[];
}

/** All orders of `items` (a band holds few labels; past SEARCH_LIMIT only the given order is tried). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, k) => permutations([...items.slice(0, k), ...items.slice(k + 1)]).map((rest) => [item, ...rest]));
}
const SEARCH_LIMIT = 4;

function rows(slices: DonutSlice[], angles: number[], o: Required<Options>, labelWidth: number[]): DonutLayout {
  const r = o.outerRadius;
  const rowStep = o.lineHeight + GAP / 2;
  const cx = o.width / 2;
  // Positions are relative to the centre until the number of rows, and so the height, is known.
  const start = (i: number) => onRing(cx, 0, r + 2, angles[i]);
  const boxAt = (i: number, upper: boolean, row: number, align: Align): Box => {
    const w = Math.min(labelWidth[i], o.width);
    const anchor = start(i).x;
    const ideal = align === 'centre' ? anchor - w / 2 : align === 'start' ? anchor - 4 : anchor + 4 - w;
    const x = Math.min(Math.max(ideal, 0), o.width - w);
    const offset = r + GAP + row * rowStep;
    return { x, y: upper ? -offset - o.lineHeight : offset, width: w, height: o.lineHeight };
  };
  const leaderTo = (i: number, upper: boolean, box: Box): Point[] => {
    const from = start(i);
    if (from.x >= box.x && from.x <= box.x + box.width) return [from, { x: from.x, y: upper ? box.y + box.height : box.y }];
    // Up (or down) to the row, then along it to the label's near end.
    const midY = box.y + box.height / 2;
    return [from, { x: from.x, y: midY }, { x: from.x < box.x ? box.x : box.x + box.width, y: midY }];
  };

  /** One band's labels placed in this order and these alignments, each in the nearest free row. */
  const place = (order: number[], aligns: Align[], upper: boolean): Placed[] => {
    const placed: Placed[] = [];
    order.forEach((i, k) => {
      for (let row = 0; ; row++) {
        const box = boxAt(i, upper, row, aligns[k]);
        if (!placed.some((p) => overlaps(p.box, box))) {
          placed.push({ i, row, box, leader: leaderTo(i, upper, box) });
          return;
        }
      }
    });
    return placed;
  };
  /** Leader lines through other labels weigh most, then rows used, then labels far from their slice. */
  const cost = (placed: Placed[]) => {
    let crossings = 0;
    for (const p of placed) for (const q of placed) if (p !== q && segments(p.leader).some(([a, b]) => crosses(a, b, q.box))) crossings++;
    const rowsUsed = Math.max(...placed.map((p) => p.row + 1));
    const drift = placed.reduce((sum, p) => sum + Math.abs(p.box.x + p.box.width / 2 - start(p.i).x), 0);
    return crossings * 1e6 + rowsUsed * 1e3 + drift;
  };
  const band = (upper: boolean): Placed[] => {
    // Labels nearest the band's axis first: the order tried first, and the only one for a crowd.
    const members = angles
      .map((a, i) => ({ a, i }))
      .filter(({ a }) => Math.cos(a) > 0 === upper)
      .sort((p, q) => Math.abs(Math.sin(p.a)) - Math.abs(Math.sin(q.a)))
      .map(({ i }) => i);
    if (members.length === 0) return [];
    const orders = members.length <= SEARCH_LIMIT ? permutations(members) : [members];
    const alignings = members.length <= SEARCH_LIMIT ? alignments(members.length) : [members.map(() => 'centre' as const)];
    let best: Placed[] = [];
    let bestCost = Infinity;
    for (const order of orders)
      for (const aligns of alignings) {
        const placed = place(order, aligns, upper);
        const c = cost(placed);
        if (c < bestCost) [best, bestCost] = [placed, c];
      }
    return best;
  };

  const upper = band(true);
  const lower = band(false);
  const rowsOf = (placed: Placed[]) => Math.max(0, ...placed.map((p) => p.row + 1));
  const cy = r + rowsOf(upper) * rowStep + GAP + GAP / 2;
  const height = cy + r + rowsOf(lower) * rowStep + GAP + GAP / 2;
  const labels: PlacedLabel[] = new Array(slices.length);
  for (const p of [...upper, ...lower]) {
    labels[p.i] = {
      text: slices[p.i].text,
      box: { ...p.box, y: p.box.y + cy },
      leader: p.leader.map((pt) => ({ x: pt.x, y: pt.y + cy })),
    };
  }
  return { mode: 'rows', width: o.width, height, cx, cy, labels };
}

/** Every way to align `n` labels on their slices: centred on, starting at or ending at the slice. */
function alignments(n: number): Align[][] {
  if (n === 0) return [[]];
  return alignments(n - 1).flatMap((rest) => (['centre', 'start', 'end'] as const).map((a) => [a, ...rest]));
}

export function layoutDonutLabels(slices: DonutSlice[], options: Options): DonutLayout {
  const o: Required<Options> = { lineHeight: 16, ...options };
  const labelWidth = slices.map((s) => Math.ceil(o.measure(s.text)));
  const angles = midAngles(slices);
  const besideRing = o.width / 2 - o.outerRadius - LEADER - GAP - 4;
  return Math.max(0, ...labelWidth) <= besideRing ? columns(slices, angles, o, labelWidth) : rows(slices, angles, o, labelWidth);
}
