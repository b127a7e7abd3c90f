/** Hands the browser back to the authorization server (and from there to the app): a full navigation, not a route change. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
