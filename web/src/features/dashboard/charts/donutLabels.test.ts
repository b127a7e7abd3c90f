import fc from 'fast-check';
import { layoutDonutLabels, type DonutLayout } from './donutLabels';

const R = 90;
const measure = (text: string) => text.length * 7;
const platforms = [
  { text: 'Northwind Securities 36%', value: 36 },
  { text: 'Harborline Brokerage 27%', value: 27 },
  { text: 'Meridian Clearing 16%', value: 16 },
  { text: 'Summit Ridge Capital 13%', value: 13 },
  { text: 'Tidewater Brokers 8%', value: 8 },
];

/** Everything the layout promises: inside the box, off the ring, apart, and tied to its slice. */
function problems({ width, height, cx, cy, labels }: DonutLayout): string[] {
  const found: string[] = [];
  labels.forEach(({ text, box, leader }, i) => {
    if (box.x < 0 || box.y < 0 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5) found.push(`${text} leaves the chart`);
    const nearest = { x: Math.min(Math.max(cx, box.x), box.x + box.width), y: Math.min(Math.max(cy, box.y), box.y + box.height) };
    if (Math.hypot(nearest.x - cx, nearest.y - cy) < R) found.push(`${text} lies on the ring`);
    if (Math.abs(Math.hypot(leader[0].x - cx, leader[0].y - cy) - R) > 3) found.push(`${text}'s leader does not start at the ring`);
    labels.slice(i + 1).forEach((other) => {
      const b = other.box;
      if (box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height) found.push(`${text} overlaps ${other.text}`);
    });
  });
  return found;
}

describe('the donut labels', () => {
  it('stand in two columns beside the ring on a wide card', () => {
    const layout = layoutDonutLabels(platforms, { width: 600, outerRadius: R, measure });
    expect(layout.mode).toBe('columns');
    expect(problems(layout)).toEqual([]);
    // Slices on the right of 12 o'clock are labelled on the right.
    expect(layout.labels[0].box.x).toBeGreaterThan(layout.cx + R);
    expect(layout.labels[4].box.x + layout.labels[4].box.width).toBeLessThan(layout.cx - R);
  });

  it('stand in rows above and below the ring on a phone, each within reach of its slice', () => {
    const layout = layoutDonutLabels(platforms, { width: 326, outerRadius: R, measure });
    expect(layout.mode).toBe('rows');
    expect(problems(layout)).toEqual([]);
    // The first slice's middle is in the ring's upper half, the second's in its lower half.
    expect(layout.labels[0].box.y).toBeLessThan(layout.cy - R);
    expect(layout.labels[1].box.y).toBeGreaterThan(layout.cy + R);
    // No leader line runs through another label.
    for (const { text, leader } of layout.labels)
      for (const other of layout.labels.filter((l) => l.text !== text))
        for (let k = 1; k < leader.length; k++) {
          const [p, q, b] = [leader[k - 1], leader[k], other.box];
          const through =
            Math.min(p.x, q.x) < b.x + b.width && b.x < Math.max(p.x, q.x) + 1 && Math.min(p.y, q.y) < b.y + b.height && b.y < Math.max(p.y, q.y) + 1;
          expect(through ? `${text}'s leader crosses ${other.text}` : '').toBe('');
        }
  });

  it('never overlap, leave the chart or touch the ring, whatever the data and the width', () => {
    const slice = fc.record({ text: fc.string({ minLength: 3, maxLength: 26 }), value: fc.integer({ min: 1, max: 100 }) });
    fc.assert(
      fc.property(fc.array(slice, { minLength: 1, maxLength: 8 }), fc.integer({ min: 240, max: 900 }), (slices, width) => {
        expect(problems(layoutDonutLabels(slices, { width, outerRadius: R, measure }))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
