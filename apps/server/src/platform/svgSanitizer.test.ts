import { describe, expect, it } from 'vitest';
import { sanitizeSvgPicture, svgBounds } from './svgSanitizer';

const dot = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4" onclick="alert(1)"/></svg>';
const clean = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg>';

describe('the SVG sanitiser', () => {
  it('refuses a picture over the size bound without sanitising it', async () => {
    const large = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(Math.ceil((svgBounds.maxKb * 1024) / 28) + 1)}</svg>`;
    await expect(sanitizeSvgPicture(large)).rejects.toMatchObject({ key: 'upload.svg.size', params: { max: svgBounds.maxKb } });
  });

  it('stops a picture that takes longer than the time bound, and sanitises the next one in a new thread', async () => {
    // A drawing of 200 KB takes a second or two; its time is counted once the thread is ready.
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1" fill="#409EFF"/>'.repeat(5000)}</svg>`;
    const saved = svgBounds.seconds;
    svgBounds.seconds = 0.05;
    try {
      await expect(sanitizeSvgPicture(drawing)).rejects.toMatchObject({ key: 'upload.svg.time', params: { seconds: 0.05 } });
    } finally {
      svgBounds.seconds = saved;
    }
    expect(await sanitizeSvgPicture(dot)).toBe(clean);
  }, 60_000);
});
