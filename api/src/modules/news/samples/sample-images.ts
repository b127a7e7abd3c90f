import type { ImageBytes } from '../linkedin/image-download';

/**
 * Square illustrations drawn for the sample posts, bundled in the code so sample mode needs
 * no network and no build step to copy assets. Served as SVG only because we wrote them.
 */
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">${body}</svg>`;

const SAMPLE_SVGS: Record<string, string> = {
  'sample-image:api-launch': svg(
    '<rect width="400" height="400" fill="#00478f"/>' +
      '<rect x="60" y="110" width="110" height="180" rx="14" fill="#3366CC"/>' +
      '<rect x="230" y="110" width="110" height="180" rx="14" fill="#4ECDC4"/>' +
      '<path d="M170 200 H230" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>' +
      '<circle cx="200" cy="200" r="18" fill="#e66912"/>',
  ),
  'sample-image:growth-chart': svg(
    '<rect width="400" height="400" fill="#f4f7fb"/>' +
      '<path d="M50 340 H360 M50 340 V50" stroke="#0b1f33" stroke-width="6"/>' +
      '<rect x="80" y="250" width="50" height="90" fill="#3366CC"/>' +
      '<rect x="160" y="190" width="50" height="150" fill="#7A6FAC"/>' +
      '<rect x="240" y="120" width="50" height="220" fill="#4ECDC4"/>' +
      '<path d="M90 230 L180 170 L260 100 L330 70" fill="none" stroke="#e66912" stroke-width="8" stroke-linecap="round"/>',
  ),
  'sample-image:team-meetup': svg(
    '<rect width="400" height="400" fill="#4ECDC4"/>' +
      '<circle cx="120" cy="170" r="45" fill="#00478f"/><rect x="70" y="225" width="100" height="110" rx="40" fill="#00478f"/>' +
      '<circle cx="200" cy="150" r="50" fill="#e66912"/><rect x="145" y="210" width="110" height="125" rx="45" fill="#e66912"/>' +
      '<circle cx="280" cy="170" r="45" fill="#7A6FAC"/><rect x="230" y="225" width="100" height="110" rx="40" fill="#7A6FAC"/>',
  ),
};

export function sampleImage(id: string): ImageBytes | null {
  const body = SAMPLE_SVGS[id];
  return body ? { contentType: 'image/svg+xml', bytes: Buffer.from(body, 'utf8') } : null;
}
