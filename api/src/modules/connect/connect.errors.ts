import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export class AppNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'CONNECT.APP_NOT_FOUND', 'App not found');
  }
}

export class AppQuotaException extends AppException {
  constructor(limit: number) {
    super(HttpStatus.CONFLICT, 'CONNECT.APP_QUOTA', `You already have ${limit} apps: delete one before registering another.`, undefined, { limit });
  }
}

export class PublicAppSecretException extends AppException {
  constructor() {
    super(HttpStatus.CONFLICT, 'CONNECT.PUBLIC_APP_HAS_NO_SECRET', 'A public app has no client secret to rotate: it proves itself with PKCE alone.');
  }
}

export class ConnectionNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'CONNECT.CONNECTION_NOT_FOUND', 'Connection not found');
  }
}

export class InvalidAccessTokenException extends AppException {
  constructor() {
    super(
      HttpStatus.UNAUTHORIZED,
      'AUTH.INVALID_ACCESS_TOKEN',
      'This access token is unknown, expired or revoked: refresh it, or send the user through the connect flow again.',
    );
  }
}

export class TokenNotAllowedException extends AppException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'AUTH.TOKEN_NOT_ALLOWED',
      "An app's access token reaches its connection's accounts (/v1/accounts/{id}/...), /v1/connections and /v1/brokers only; this call takes the developer's API key.",
    );
  }
}

export class ConnectionAccountNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'SANDBOX.ACCOUNT_NOT_FOUND', 'Sandbox account not found');
  }
}

export class InteractionNotFoundException extends AppException {
  constructor() {
    super(
      HttpStatus.NOT_FOUND,
      'CONNECT.INTERACTION_NOT_FOUND',
      'This connection request has expired or belongs to another browser: go back to the app and start again.',
    );
  }
}

export class WrongInteractionStepException extends AppException {
  /** `message` says more than the step's name when the step is right but something before it is missing (no broker picked yet). */
  constructor(expected: string, message?: string) {
    super(HttpStatus.CONFLICT, 'CONNECT.WRONG_STEP', message ?? `This connection request is not at its ${expected} step: reload the page.`);
  }
}

export class InvalidBrokerCredentialsException extends AppException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'CONNECT.INVALID_BROKER_CREDENTIALS', 'Invalid username or password.');
  }
}

export class BrokerAccountLockedException extends AppException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'CONNECT.BROKER_ACCOUNT_LOCKED', 'This account is locked at the broker: contact the broker to unlock it.');
  }
}

export class BrokerUnavailableException extends AppException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'CONNECT.BROKER_UNAVAILABLE', 'The broker is not answering right now: try again in a moment.');
  }
}

export class InvalidMfaCodeException extends AppException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'CONNECT.INVALID_MFA_CODE', 'That code is not right: check it and try again.');
  }
}

export class ConsentNotAllowedException extends AppException {
  constructor(message: string) {
    super(HttpStatus.BAD_REQUEST, 'CONNECT.CONSENT_NOT_ALLOWED', message);
  }
}

export class ConnectionBrokenException extends AppException {
  constructor(connectionId: string, reason: string | null) {
    super(
      HttpStatus.CONFLICT,
      'CONNECTION.BROKEN',
      'This connection is broken: send the user through the authorization endpoint again with connection_id=<the connection id> to repair it (the same connection and accounts come back).',
      undefined,
      { connectionId, reason },
    );
  }
}

export class ConnectionRevokedException extends AppException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'CONNECT.CONNECTION_REVOKED',
      'This connection is revoked: it cannot break or be repaired; the user connects again from the start.',
    );
  }
}

export class RepairWrongUserException extends AppException {
  constructor() {
    super(
      HttpStatus.FORBIDDEN,
      'CONNECT.REPAIR_WRONG_USER',
      'This connection belongs to another user at the broker: sign in as the user who connected it, or go back to the app.',
    );
  }
}
