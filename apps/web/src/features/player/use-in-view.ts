import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element is at least partly on screen, or within `rootMargin` of it
 * (true where IntersectionObserver is missing). With `once`, it stays true after the first time.
 */
export function useInView<T extends Element>({
  rootMargin = '0px',
  once = false,
}: { rootMargin?: string; once?: boolean } = {}): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = Boolean(entry?.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [rootMargin, once]);
  return [ref, inView];
}
