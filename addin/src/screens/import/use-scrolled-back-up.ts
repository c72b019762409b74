/**
 * Whether the user scrolled at least 400 px down and then back up (reference-library §2, §9): the result list
 * then offers to create the reference manually. Scrolls are read at most every 666 ms, the last one always.
 */
import { useEffect, useState } from 'react';

export const SCROLL_PROMPT_DEPTH_PX = 400;
export const SCROLL_THROTTLE_MS = 666;

function scrollTopOf(target: EventTarget | null): number {
  return target instanceof Element ? target.scrollTop : window.scrollY;
}

export function useScrolledBackUp(): boolean {
  const [scrolledBack, setScrolledBack] = useState(false);

  useEffect(() => {
    if (scrolledBack) return;
    let wentDeep = false;
    let lastTop = 0;
    let lastRead = 0;
    let pendingTop = 0;
    // The deepest position since the last read, so a quick trip past 400 px between two reads still counts.
    let pendingDeepest = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const read = () => {
      lastRead = Date.now();
      if (pendingDeepest >= SCROLL_PROMPT_DEPTH_PX) wentDeep = true;
      if (wentDeep && pendingTop < Math.max(lastTop, pendingDeepest)) setScrolledBack(true);
      lastTop = pendingTop;
      pendingDeepest = pendingTop;
    };
    // The dialog's content is the scroller, and scroll events do not bubble: listen in the capture phase.
    const onScroll = (event: Event) => {
      pendingTop = scrollTopOf(event.target);
      pendingDeepest = Math.max(pendingDeepest, pendingTop);
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRead);
      if (wait <= 0) read();
      else
        timer ??= setTimeout(() => {
          timer = undefined;
          read();
        }, wait);
    };
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('scroll', onScroll, true);
      clearTimeout(timer);
    };
  }, [scrolledBack]);

  return scrolledBack;
}
