import { useLayoutEffect, useState, type RefObject } from 'react';
import { fittingCount } from './fittingCount';

/**
 * How many of a list's first `count` children fit its width; its last child is the entry for the rest. Every
 * child keeps its natural width while folded away, so a resize or a change of language measures again.
 */
export function useFittingCount(list: RefObject<HTMLElement | null>, count: number, enabled: boolean): number {
  const [fitting, setFitting] = useState(count);

  useLayoutEffect(() => {
    const element = list.current;
    if (!enabled || !element) return;
    const children = [...element.children];
    const width = (child: Element | undefined) => child?.getBoundingClientRect().width ?? 0;
    const measure = () => setFitting(fittingCount(children.slice(0, count).map(width), width(children[count]), element.clientWidth));
    measure(); // before the first paint, so nothing overflows for a frame
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    children.forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, [list, count, enabled]);

  return enabled ? fitting : count;
}
