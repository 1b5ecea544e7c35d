import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 2.1: every navigation to another page starts at the top (filter changes keep their place). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each pathname change
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
