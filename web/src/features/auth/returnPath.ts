import type { ReturnState } from '../../components/routing/ProtectedRoute';

/**
 * The in-site path a guarded page sent the visitor to /login from, if any. Only a local
 * path counts ("/developers"), never "//elsewhere.example", so it cannot send people off-site.
 */
export function returnPath(state: unknown): string | undefined {
  const from = (state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
