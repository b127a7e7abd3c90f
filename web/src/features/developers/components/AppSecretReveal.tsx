import type { CreatedPartnerApp } from '../connectTypes';
import { SecretReveal } from './SecretReveal';

/** The one time an app's client secret is on screen (after creating it or rotating it), as with a new key. */
export function AppSecretReveal({ created, onDismiss }: { created: CreatedPartnerApp & { clientSecret: string }; onDismiss: () => void }) {
  return (
    <SecretReveal
      what="client secret"
      title={<>Copy the client secret of {created.name} now: you won&apos;t see it again</>}
      secret={created.clientSecret}
      testId="new-app-secret"
      onDismiss={onDismiss}
    >
      Your server sends it with the client id ({created.clientId}) to exchange codes for tokens. We keep only a hash of it.
    </SecretReveal>
  );
}
