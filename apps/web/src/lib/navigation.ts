/**
 * Lets non-React code (the API client's forced logout) navigate through the router without
 * importing it. The app registers the router's navigate on start; before that a full page load
 * does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
