import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Whether an element is on screen, for a ref callback. Starts as false: server-rendered pages and
 * browsers without IntersectionObserver keep whatever it would hide visible.
 */
export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, inView];
}
