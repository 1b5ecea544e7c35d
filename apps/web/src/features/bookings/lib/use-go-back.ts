import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

/** True when the router has an earlier entry of this app to go back to. */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * Leaving the payment screen, once (even under StrictMode's double effects): back one page, or home
 * when this app has no earlier page. `markLeft` records a navigation made elsewhere.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const hasLeft = useRef(false);
  const goBack = useCallback(() => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    if (canGoBack()) navigate(-1);
    else navigate(paths.home, { replace: true });
  }, [navigate]);
  const markLeft = useCallback(() => {
    hasLeft.current = true;
  }, []);
  return { goBack, markLeft };
}
