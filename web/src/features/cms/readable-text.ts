/** WCAG 2.1 relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const WHITE = '#ffffff';
const BLACK = '#000000';

/**
 * The text colour for a background the content team chose: white or black, whichever contrasts more
 * (one of them always reaches 4.5:1, WCAG AA for normal text). Anything but #rrggbb falls back to the
 * brand's own colour pair.
 */
export const readableTextOn = (background: string): string | null => {
  if (!/^#[0-9a-fA-F]{6}$/.test(background)) return null;
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
};
