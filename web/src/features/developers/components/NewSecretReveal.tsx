import type { CreatedWebhookEndpoint } from '../webhookTypes';
import { SecretReveal } from './SecretReveal';

/** The one time an endpoint's signing secret is on screen, as with a new key. */
export function NewSecretReveal({ created, onDismiss }: { created: CreatedWebhookEndpoint; onDismiss: () => void }) {
  return (
    <SecretReveal
      what="signing secret"
      title={<>Copy the signing secret of {created.url} now: you won&apos;t see it again</>}
      secret={created.secret}
      testId="new-webhook-secret"
      onDismiss={onDismiss}
    >
      Your receiver verifies every delivery with it (verifyWebhook in the SDK).
    </SecretReveal>
  );
}
