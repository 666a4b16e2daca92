/** Back-office.md §9: the company label drawn on a 180x100 tile, rotated -20 degrees, alpha 0.1. */
export function watermarkTile(label: string): string | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = 180;
  canvas.height = 100;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.globalAlpha = 0.1;
  context.rotate((-20 * Math.PI) / 180);
  context.font = '14px sans-serif';
  context.fillStyle = '#000';
  context.textBaseline = 'middle';
  context.fillText(label, 10, 80);
  return canvas.toDataURL('image/png');
}
