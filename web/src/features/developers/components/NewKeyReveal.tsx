import type { CreatedApiKey } from '../developerTypes';
import { SecretReveal } from './SecretReveal';

/** The one time the full key is on screen. */
export function NewKeyReveal({ created, onDismiss }: { created: CreatedApiKey; onDismiss: () => void }) {
  return (
    <SecretReveal
      what="API key"
      title={<>Copy your new key “{created.name}” now: you won&apos;t see it again</>}
      secret={created.key}
      testId="new-api-key"
      onDismiss={onDismiss}
    >
      Store it somewhere safe, like a password manager or your CI secrets. If you lose it, roll or revoke it and create another.
    </SecretReveal>
  );
}
