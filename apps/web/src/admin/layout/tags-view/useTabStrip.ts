import { useCallback, useEffect, useRef, useState } from 'react';

/** Which ends of the tab strip hide tabs. */
export interface StripOverflow {
  start: boolean;
  end: boolean;
}

/** Room kept beside a tab scrolled into view, so the arrow over the clipped edge does not cover it. */
const edgeRoom = 32;
/** Pixels per wheel line when the wheel reports lines instead of pixels (Firefox). */
const lineHeight = 16;

/** Where the strip must scroll to show a tab whole (with room at the edges); unchanged when it is shown already. */
export function scrollLeftShowing(tab: { left: number; width: number }, strip: { scrollLeft: number; width: number }): number {
  if (tab.left - edgeRoom < strip.scrollLeft) return Math.max(0, tab.left - edgeRoom);
  const right = tab.left + tab.width + edgeRoom;
  if (right > strip.scrollLeft + strip.width) return right - strip.width;
  return strip.scrollLeft;
}

function overflowOf(strip: HTMLElement): StripOverflow {
  return { start: strip.scrollLeft > 0, end: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1 };
}

function wheelPixels(event: WheelEvent, strip: HTMLElement): number {
  // A vertical wheel moves the strip too: tabs only scroll sideways.
  const delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
  if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return delta * lineHeight;
  if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return delta * strip.clientWidth;
  return delta;
}

/**
 * A horizontally scrolling strip of tabs: keeps the current page's tab (`aria-current="page"`) in view whenever `showKey`
 * changes, scrolls sideways with the mouse wheel and tells which ends hide tabs.
 */
export function useTabStrip(showKey: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<StripOverflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const strip = ref.current;
    if (!strip) return;
    const next = overflowOf(strip);
    setOverflow((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  useEffect(() => {
    // In the next frame, where the page is laid out anyway: read in the commit, the tabs' places would lay out the
    // whole page inside it (the back office's first draw, every page change).
    const frame = requestAnimationFrame(() => {
      const strip = ref.current;
      const tab = strip?.querySelector<HTMLElement>('[aria-current="page"]');
      if (strip && tab) {
        const left = scrollLeftShowing({ left: tab.offsetLeft, width: tab.offsetWidth }, { scrollLeft: strip.scrollLeft, width: strip.clientWidth });
        if (left !== strip.scrollLeft) strip.scrollTo({ left, behavior: 'smooth' });
      }
      measure();
    });
    return () => cancelAnimationFrame(frame);
  }, [showKey, measure]);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const onWheel = (event: WheelEvent) => {
      if (strip.scrollWidth <= strip.clientWidth) return;
      const pixels = wheelPixels(event, strip);
      if (pixels === 0) return;
      // Not a passive listener: the page must not scroll while the tabs do.
      event.preventDefault();
      strip.scrollLeft += pixels;
      measure();
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    strip.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(strip);
    return () => {
      strip.removeEventListener('wheel', onWheel);
      strip.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  /** Scrolls most of a strip's width towards one end (the arrows at the clipped edges). */
  const page = (direction: -1 | 1) => {
    const strip = ref.current;
    strip?.scrollBy({ left: direction * Math.max(strip.clientWidth - 2 * edgeRoom, edgeRoom), behavior: 'smooth' });
  };

  return { ref, overflow, page };
}
